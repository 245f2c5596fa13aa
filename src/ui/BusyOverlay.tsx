// The full-screen overlay of the shell: blocks input while a long operation runs and says which.
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { ui } from '../state/ui';

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    inset: 0,
    zIndex: 1000000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  box: {
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

export function BusyOverlay() {
  const { overlay } = useSnapshot(ui);
  const styles = useStyles();
  useI18n();
  if (overlay === null) return null;
  return (
    <div className={styles.root} role="status" aria-busy="true" aria-live="polite">
      <div className={styles.box}>
        <Spinner label={translateMessage(overlay)} labelPosition="below" />
      </div>
    </div>
  );
}
