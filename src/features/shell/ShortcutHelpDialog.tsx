// The '?' overlay: the keyboard shortcuts of the console, from the one table in src/domain.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SHORTCUTS, SHORTCUTS_TITLE } from '../../domain/keyboard-shortcuts';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { DialogFrame } from '../../ui/DialogFrame';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%' },
  keys: { whiteSpace: 'nowrap', paddingRight: tokens.spacingHorizontalL, paddingBottom: tokens.spacingVerticalS, verticalAlign: 'top' },
  text: { paddingBottom: tokens.spacingVerticalS, textAlign: 'start', fontWeight: tokens.fontWeightRegular },
  or: { color: tokens.colorNeutralForeground3 },
  kbd: {
    fontFamily: tokens.fontFamilyMonospace,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

export type ShortcutHelpDialogProps = { onClose: () => void };

export function ShortcutHelpDialog({ onClose }: ShortcutHelpDialogProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <DialogFrame
      title={translateMessage(SHORTCUTS_TITLE)}
      onDismiss={onClose}
      actions={
        <Button appearance="primary" onClick={onClose}>
          {i18n._('Close')}
        </Button>
      }
    >
      <table className={styles.table}>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action}>
              <td className={styles.keys}>
                {shortcut.keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? <span className={styles.or}> {i18n._('or')} </span> : null}
                    <kbd className={styles.kbd}>{key}</kbd>
                  </span>
                ))}
              </td>
              <th scope="row" className={styles.text}>
                {translateMessage(shortcut.description)}
              </th>
            </tr>
          ))}
        </tbody>
      </table>
    </DialogFrame>
  );
}
