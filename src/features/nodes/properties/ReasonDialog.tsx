// The reason dialog of node-model.md §2.5: asked before a critical property changes. A blank reason
// is refused with 'Reason is required.'; Enter confirms, Esc cancels.
import { useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { reasonRule } from '../../../domain/values/reason-rule';
import { DialogFrame } from '../../../ui/DialogFrame';

export const REASON_TITLE = 'Reason';
export const REASON_TEXT = 'Please enter reason for changing this property.';

export type ReasonDialogProps = {
  open: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function ReasonDialog({ open, onConfirm, onCancel }: ReasonDialogProps) {
  const styles = useStyles();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
  };
  const confirm = () => {
    const rule = reasonRule(reason);
    if (rule !== true) {
      setError(rule);
      return;
    }
    const text = reason.trim();
    close();
    onConfirm(text);
  };
  const cancel = () => {
    close();
    onCancel();
  };
  return (
    <DialogFrame
      open={open}
      title={REASON_TITLE}
      onDismiss={cancel}
      describedBy="reason-dialog-text"
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="primary" onClick={confirm}>
            Confirm
          </Button>
          <Button onClick={cancel}>Cancel</Button>
        </>
      }
    >
      <Text id="reason-dialog-text">{REASON_TEXT}</Text>
      <Field label="Reason" required validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
        <Input
          autoFocus
          value={reason}
          onChange={(_, data) => {
            setReason(data.value);
            if (error && reasonRule(data.value) === true) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirm();
            }
          }}
        />
      </Field>
    </DialogFrame>
  );
}
