// Moves queued snackbars of state/ui.ts into a Fluent toaster at the top of the screen; the toaster
// owns the timeouts (quick 1500 ms, default 5000 ms, long 10000 ms with a Close button).
import { useEffect } from 'react';
import {
  Button,
  Toast,
  ToastTitle,
  Toaster,
  useId,
  makeStyles,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { takeSnackbars, ui } from '../state/ui';

// The spec's snackbar is error-coloured; other intents keep Fluent's neutral toast.
const useStyles = makeStyles({
  error: {
    backgroundColor: tokens.colorStatusDangerBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusDangerBorder1}`,
  },
});

export function SnackbarHost() {
  const styles = useStyles();
  const i18n = useI18n();
  const toasterId = useId('snackbar');
  const { dispatchToast, dismissToast } = useToastController(toasterId);
  const { snackbars } = useSnapshot(ui);

  useEffect(() => {
    if (snackbars.length === 0) return;
    for (const bar of takeSnackbars()) {
      const toastId = `snackbar-${bar.id}`;
      const close =
        bar.duration === 'long' ? (
          <Button appearance="transparent" size="small" onClick={() => dismissToast(toastId)}>
            {i18n._('Close')}
          </Button>
        ) : undefined;
      dispatchToast(
        <Toast className={bar.intent === 'error' ? styles.error : undefined}>
          <ToastTitle action={close}>{translateMessage(bar.text)}</ToastTitle>
        </Toast>,
        { toastId, intent: bar.intent, timeout: bar.timeoutMs, position: 'top', politeness: bar.intent === 'error' ? 'assertive' : 'polite' },
      );
    }
  }, [snackbars, dispatchToast, dismissToast, styles.error, i18n]);

  return <Toaster toasterId={toasterId} position="top" limit={5} />;
}
