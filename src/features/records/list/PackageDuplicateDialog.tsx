// Asked when an imported file holds packages the server already has: replace them (a new revision of each),
// keep both (a second copy), or import nothing.
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { translateMessage } from '../../../i18n/translate-message';
import { useI18n } from '../../../i18n/use-i18n';
import { useReturnFocus } from '../../../ui/use-return-focus';

export const DUPLICATE_DIALOG_TITLE = /*i18n*/ 'Already on the server';

export type DuplicateAnswer = 'replace' | 'keep' | 'cancel';

export function PackageDuplicateDialog({ messages, onAnswer }: { messages: readonly string[]; onAnswer: (answer: DuplicateAnswer) => void }) {
  const i18n = useI18n();
  const surfaceRef = useReturnFocus(true);
  return (
    <Dialog open modalType="alert" onOpenChange={(_e, d) => !d.open && onAnswer('cancel')}>
      <DialogSurface ref={surfaceRef}>
        <DialogBody>
          <DialogTitle>{i18n._(DUPLICATE_DIALOG_TITLE)}</DialogTitle>
          <DialogContent>
            <ul>
              {messages.map((m, i) => (
                <li key={i}>{translateMessage(m)}</li>
              ))}
            </ul>
            {i18n._('Replace makes the file the next revision of each package; Keep both imports a second copy.')}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => onAnswer('replace')}>
              {i18n._('Replace')}
            </Button>
            <Button onClick={() => onAnswer('keep')}>{i18n._('Keep both')}</Button>
            <Button onClick={() => onAnswer('cancel')}>{i18n._('Cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
