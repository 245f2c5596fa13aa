// Renders the first queued message dialog of state/ui.ts; the others wait their turn.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { DEFAULT_DIALOG_MAX_WIDTH } from '../domain/app-constants';
import { closeMessage, ui } from '../state/ui';
import type { MessageKind } from '../state/ui';

export const MESSAGE_TITLES: Record<MessageKind, string> = {
  error: 'Error',
  info: 'Information',
  warning: 'Warning',
  confirm: 'Confirmation',
};

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

export function MessageDialogHost() {
  const { dialogs } = useSnapshot(ui);
  const styles = useStyles();
  const dialog = dialogs[0];
  if (!dialog) return null;
  const confirm = dialog.kind === 'confirm';
  return (
    <Dialog
      key={dialog.id}
      open
      modalType={confirm || dialog.kind === 'error' ? 'alert' : 'modal'}
      onOpenChange={(_event, data) => {
        if (!data.open) closeMessage(dialog.id, false);
      }}
    >
      <DialogSurface style={{ maxWidth: dialog.maxWidth ?? DEFAULT_DIALOG_MAX_WIDTH }}>
        <DialogBody>
          <DialogTitle>{MESSAGE_TITLES[dialog.kind]}</DialogTitle>
          <DialogContent className={styles.text}>{dialog.text}</DialogContent>
          <DialogActions>
            {confirm ? (
              <>
                <Button appearance="primary" onClick={() => closeMessage(dialog.id, true)}>
                  Yes
                </Button>
                <Button onClick={() => closeMessage(dialog.id, false)}>No</Button>
              </>
            ) : (
              <Button appearance="primary" onClick={() => closeMessage(dialog.id, true)}>
                OK
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
