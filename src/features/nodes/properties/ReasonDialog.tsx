// The reason dialog of node-model.md §2.5: asked before a critical property changes. A blank reason
// is refused with 'Reason is required.'; Enter confirms, Esc cancels.
import { useState } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { reasonRule } from '../../../domain/values/reason-rule';
import { DialogFrame } from '../../../ui/DialogFrame';
import { translateMessage } from '../../../i18n/translate-message';
import { useI18n } from '../../../i18n/use-i18n';

export const REASON_TITLE = /*i18n*/ 'Reason';
export const REASON_TEXT = /*i18n*/ 'Please enter reason for changing this property.';

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
  const i18n = useI18n();
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
      title={i18n._(REASON_TITLE)}
      onDismiss={cancel}
      describedBy="reason-dialog-text"
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="primary" onClick={confirm}>
            {i18n._('Confirm')}
          </Button>
          <Button onClick={cancel}>{i18n._('Cancel')}</Button>
        </>
      }
    >
      <Text id="reason-dialog-text">{i18n._(REASON_TEXT)}</Text>
      <Field label={i18n._('Reason')} required validationMessage={error === null ? undefined : translateMessage(error)} validationState={error ? 'error' : 'none'}>
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
