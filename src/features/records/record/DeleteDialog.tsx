// Delete of console.md §4–§5: soft (restorable) or permanent with a reason; max width 800.
import { useState } from 'react';
import { Button, Field, MessageBar, MessageBarBody, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { DELETE_DIALOG_MAX_WIDTH, deleteChoiceError } from '../../../domain/records/delete-rules';
import type { DeleteChoice } from '../../../domain/records/delete-rules';
import { DialogFrame } from '../../../ui/DialogFrame';
import { useI18n } from '../../../i18n/use-i18n';
import { translateMessage } from '../../../i18n/translate-message';

export type DeleteDialogProps = {
  open: boolean;
  name: string;
  /** Already soft-deleted: only the permanent delete is left. */
  alreadyDeleted: boolean;
  /** Resolves with an error text to show, or null when done. */
  onConfirm: (choice: DeleteChoice) => Promise<string | null>;
  onClose: () => void;
};

export function DeleteDialog({ open, name, alreadyDeleted, onConfirm, onClose }: DeleteDialogProps) {
  const i18n = useI18n();
  const [permanent, setPermanent] = useState(alreadyDeleted);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const choice = { permanent: permanent || alreadyDeleted, reason };
    const error = deleteChoiceError(choice);
    setReasonError(error);
    if (error) return;
    setBusy(true);
    setServerError(await onConfirm(choice));
    setBusy(false);
  };
  return (
    <DialogFrame
      open={open}
      title={i18n._('Delete {name}', { name })}
      onDismiss={onClose}
      surfaceStyle={{ maxWidth: `${DELETE_DIALOG_MAX_WIDTH}px` }}
      actions={
        <>
          <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
            {i18n._('Delete')}
          </Button>
          <Button onClick={onClose}>{i18n._('Cancel')}</Button>
        </>
      }
    >
      <RadioGroup value={permanent || alreadyDeleted ? 'permanent' : 'soft'} onChange={(_e, d) => setPermanent(d.value === 'permanent')} aria-label={i18n._('Delete mode')}>
        <Radio value="soft" label={i18n._('Move to deleted records (can be restored)')} disabled={alreadyDeleted} />
        <Radio value="permanent" label={i18n._('Delete permanently')} />
      </RadioGroup>
      {permanent || alreadyDeleted ? (
        <Field label={i18n._('Reason')} required validationMessage={reasonError === null ? undefined : translateMessage(reasonError)} validationState={reasonError ? 'error' : 'none'}>
          <Textarea
            value={reason}
            onChange={(_e, d) => {
              setReason(d.value);
              if (reasonError) setReasonError(null);
            }}
          />
        </Field>
      ) : null}
      {serverError ? (
        <MessageBar intent="error">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      ) : null}
    </DialogFrame>
  );
}
