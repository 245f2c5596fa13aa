// The License page (console.md §2, §7): the server licence, its hardware key and the licence upload.
import { Badge, Body1, Button, Caption1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { translatedErrorLine } from '../records/error-line';
import { RoutePage } from '../shell/RoutePage';
import { FilePickButton } from '../records/FilePickButton';
import { UploadStatus } from '../records/UploadStatus';
import { useLicence } from './use-licence';
import { useI18n } from '../../i18n/use-i18n';
import { translateMessage } from '../../i18n/translate-message';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: 'center', marginBottom: tokens.spacingVerticalL, maxWidth: '640px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalM },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  platforms: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
});

/** 'platform_mRNA' → 'mRNA', as the help books name the platforms. */
function platformName(right: string): string {
  return right.startsWith('platform_') ? right.slice('platform_'.length) : right;
}

export const LICENCE_FILE_ACCEPT = '.lic,.licence,.license,.json';

export function LicencePage() {
  const styles = useStyles();
  const i18n = useI18n();
  const { licence, checkErrors, downloadErrors, downloadKey, upload } = useLicence();
  const valid = licence?.valid === true;
  return (
    <RoutePage>
      <div className={styles.block}>
        {checkErrors.length > 0 ? (
          <MessageBar intent="error">
            <MessageBarBody>{translatedErrorLine(checkErrors)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {!valid && licence?.reason ? (
          <MessageBar intent="warning">
            <MessageBarBody>{translateMessage(licence.reason)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <dl className={styles.facts}>
          <dt>
            <Caption1>{i18n._('Licensed to')}</Caption1>
          </dt>
          <dd style={{ margin: 0 }}>
            <Body1>{licence?.licensedTo || i18n._('Unlicensed')}</Body1>
          </dd>
          <dt>
            <Caption1>{i18n._('Status')}</Caption1>
          </dt>
          <dd style={{ margin: 0 }}>
            <Badge appearance="tint" color={valid ? 'success' : 'danger'}>
              {valid ? i18n._('Valid') : i18n._('Not valid')}
            </Badge>
          </dd>
          {valid && licence?.expires ? (
            <>
              <dt>
                <Caption1>{i18n._('Valid until')}</Caption1>
              </dt>
              <dd style={{ margin: 0 }}>
                <Body1>{licence.expires}</Body1>
              </dd>
            </>
          ) : null}
          {valid && licence?.platforms ? (
            <>
              <dt>
                <Caption1>{i18n._('Licensed platforms')}</Caption1>
              </dt>
              <dd style={{ margin: 0 }}>
                {licence.platforms.length ? (
                  <ul className={styles.platforms} aria-label={i18n._('Licensed platforms')}>
                    {licence.platforms.map((right) => (
                      <li key={right}>
                        <Badge appearance="outline">{platformName(right)}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Body1>{i18n._('None')}</Body1>
                )}
              </dd>
            </>
          ) : null}
        </dl>
        <Body1>
          {i18n._('To license this server, download its hardware key, send it to your supplier and upload the licence file you receive.')}
        </Body1>
        <div className={styles.actions}>
          <Button icon={<ArrowDownloadRegular />} onClick={() => void downloadKey()}>
            {i18n._('Download hardware key')}
          </Button>
          <FilePickButton
            label={i18n._('Upload licence')}
            appearance="primary"
            accept={LICENCE_FILE_ACCEPT}
            icon={<ArrowUploadRegular />}
            disabled={upload.state.phase === 'uploading'}
            onFile={(file) => void upload.start(file)}
          />
        </div>
        {downloadErrors.length > 0 ? (
          <MessageBar intent="error">
            <MessageBarBody>{translatedErrorLine(downloadErrors)}</MessageBarBody>
          </MessageBar>
        ) : null}
        <UploadStatus state={upload.state} onCancel={upload.cancel} successText={i18n._('The licence was installed: licensed to {name}.', { name: licence?.licensedTo ?? '' })} />
      </div>
    </RoutePage>
  );
}
