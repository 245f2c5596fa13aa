// 'Share link…' of the tree's Actions menu: choose the hours until the link expires, create it, then
// copy the URL. The pass is in the URL's fragment (after '#'), which browsers never send to a server;
// it is shown once here and the server keeps only its hash.
import { useState } from 'react';
import { Button, Field, Input, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { SHARE_LINK_HOURS_ARG, shareLinkUrl } from '../../../domain/nodes/share-links';
import type { ShareLinkGrant } from '../../../domain/nodes/share-links';
import { formatInstant } from '../../../domain/values/format-locale';
import { useLocaleSettings } from '../../../state/locale';
import { DialogFrame } from '../../../ui/DialogFrame';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';
import { initialArgTexts, parseArgs } from '../methods/method-args';

export const SHARE_DIALOG_TITLE = /*i18n*/ 'Share link';

export type ShareLinkDialogProps = {
  nodeName: string;
  /** The node's controller host ('' for the local tree): the URL names it. */
  controller: string;
  /** The app's origin, e.g. https://console.example. */
  origin: string;
  /** Creates the link; rejects with an Error whose message is shown. */
  onCreate: (hours: number) => Promise<ShareLinkGrant>;
  onClose: () => void;
};

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  url: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  urlField: { flexGrow: 1 },
});

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or no secure context): the field stays selected for Ctrl+C.
    return false;
  }
}

export function ShareLinkDialog({ nodeName, controller, origin, onCreate, onClose }: ShareLinkDialogProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const localeSettings = useLocaleSettings();
  const [hoursText, setHoursText] = useState(() => initialArgTexts([SHARE_LINK_HOURS_ARG], localeSettings)[0] ?? '');
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [grant, setGrant] = useState<ShareLinkGrant | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const url = grant ? shareLinkUrl(origin, grant, controller) : '';

  const create = () => {
    if (busy || grant) return;
    const parsed = parseArgs([SHARE_LINK_HOURS_ARG], [hoursText], localeSettings, new Date());
    if (!parsed.ok) {
      setHoursError(parsed.errors[0] ?? null);
      setHoursText(parsed.texts[0] ?? hoursText);
      return;
    }
    setBusy(true);
    setFailure(null);
    onCreate(Number(parsed.values[0])).then(
      (created) => {
        setBusy(false);
        setGrant(created);
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <DialogFrame
      title={i18n._(SHARE_DIALOG_TITLE)}
      onDismiss={onClose}
      onSubmit={create}
      contentClassName={styles.content}
      actions={
        grant ? (
          <Button appearance="primary" onClick={onClose}>
            {i18n._('Close')}
          </Button>
        ) : (
          <>
            <Button appearance="primary" type="submit" disabled={busy}>
              {i18n._('Create link')}
            </Button>
            <Button onClick={onClose}>{i18n._('Cancel')}</Button>
          </>
        )
      }
    >
      <Text>{i18n._('Anyone with the link can see {name} and everything below it, read-only and without signing in, until it expires or is revoked.', { name: nodeName })}</Text>
      <Field
        label={i18n._('Expires after (hours)')}
        hint={SHARE_LINK_HOURS_ARG.desc === undefined ? undefined : translateMessage(SHARE_LINK_HOURS_ARG.desc)}
        required
        validationMessage={hoursError === null ? undefined : translateMessage(hoursError)}
        validationState={hoursError ? 'error' : 'none'}
      >
        <Input
          autoFocus
          value={hoursText}
          disabled={grant !== null}
          onChange={(_, data) => {
            setHoursText(data.value);
            setHoursError(null);
          }}
        />
      </Field>
      {failure ? (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      {grant ? (
        <>
          <div className={styles.url}>
            <Field className={styles.urlField} label={i18n._('Link')} hint={i18n._('Expires {time}. It is shown only now.', { time: formatInstant(grant.expiresAt, localeSettings) })}>
              <Input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            </Field>
            <Button icon={<CopyRegular />} onClick={() => void copyText(url).then(setCopied)}>
              {i18n._('Copy')}
            </Button>
          </div>
          {copied === null ? null : <Text role="status">{copied ? i18n._('Link copied.') : i18n._('Copying is not allowed here: select the link and press Ctrl+C.')}</Text>}
        </>
      ) : null}
    </DialogFrame>
  );
}
