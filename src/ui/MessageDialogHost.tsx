// Renders the first queued message dialog of state/ui.ts; the others wait their turn.
import { Button, makeStyles } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { DEFAULT_DIALOG_MAX_WIDTH } from '../domain/app-constants';
import { closeMessage, ui } from '../state/ui';
import type { MessageKind } from '../state/ui';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { DialogFrame } from './DialogFrame';

export const MESSAGE_TITLES: Record<MessageKind, string> = {
  error: /*i18n*/ 'Error',
  info: /*i18n*/ 'Information',
  warning: /*i18n*/ 'Warning',
  confirm: /*i18n*/ 'Confirmation',
};

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

export function MessageDialogHost() {
  const { dialogs } = useSnapshot(ui);
  const styles = useStyles();
  const i18n = useI18n();
  const dialog = dialogs[0];
  if (!dialog) return null;
  const confirm = dialog.kind === 'confirm';
  return (
    <DialogFrame
      key={dialog.id}
      title={i18n._(MESSAGE_TITLES[dialog.kind])}
      modalType={confirm || dialog.kind === 'error' ? 'alert' : 'modal'}
      onDismiss={() => closeMessage(dialog.id, false)}
      surfaceStyle={{ maxWidth: dialog.maxWidth ?? DEFAULT_DIALOG_MAX_WIDTH }}
      contentClassName={styles.text}
      actions={
        confirm ? (
          <>
            <Button appearance="primary" onClick={() => closeMessage(dialog.id, true)}>
              {i18n._('Yes')}
            </Button>
            <Button onClick={() => closeMessage(dialog.id, false)}>{i18n._('No')}</Button>
          </>
        ) : (
          <Button appearance="primary" onClick={() => closeMessage(dialog.id, true)}>
            {i18n._('OK')}
          </Button>
        )
      }
    >
      {translateMessage(dialog.text)}
    </DialogFrame>
  );
}
