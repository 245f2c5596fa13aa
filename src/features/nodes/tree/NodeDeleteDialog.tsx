// The node delete dialog (docs/nodes.md "Delete and restore"): soft by default, so the node can be
// restored; 'Delete permanently' asks for a reason (the rule and message of every reason field). A
// node already in the recycle bin can only be deleted permanently. Enter in the reason confirms.
import { useState } from 'react';
import { Button, Checkbox, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DELETE_DIALOG_MAX_WIDTH } from '../../../domain/app-constants';
import { SOFT_DELETE, nodeDeleteError } from '../../../domain/nodes/node-recycle';
import type { NodeDeleteChoice } from '../../../domain/nodes/node-recycle';
import { DialogFrame } from '../../../ui/DialogFrame';
import { translateMessage } from '../../../i18n/translate-message';
import { useI18n } from '../../../i18n/use-i18n';

export const DELETE_CONFIRM_TEXT = /*i18n*/ 'Are you sure you want to delete this node?';
export const DELETE_SOFT_HINT = /*i18n*/ 'It can be restored from the debug tree.';
export const DELETE_PERMANENT_LABEL = /*i18n*/ 'Delete permanently';

export type NodeDeleteDialogProps = {
  /** The node's name for the title. */
  name: string;
  /** Already soft-deleted: only the permanent delete is left. */
  alreadyDeleted: boolean;
  onConfirm: (choice: NodeDeleteChoice) => void;
  onCancel: () => void;
};

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Mounted while open, so every delete starts soft with an empty reason. */
export function NodeDeleteDialog({ name, alreadyDeleted, onConfirm, onCancel }: NodeDeleteDialogProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [permanent, setPermanent] = useState(alreadyDeleted);
  const [reason, setReason] = useState(SOFT_DELETE.reason);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const choice = { permanent: permanent || alreadyDeleted, reason };
    const problem = nodeDeleteError(choice);
    setError(problem);
    if (!problem) onConfirm(choice);
  };
  return (
    <DialogFrame
      title={i18n._('Delete {name}', { name })}
      onDismiss={onCancel}
      describedBy="node-delete-text"
      contentClassName={styles.content}
      surfaceStyle={{ maxWidth: `${DELETE_DIALOG_MAX_WIDTH}px` }}
      actions={
        <>
          <Button appearance="primary" onClick={submit}>
            {i18n._('Delete')}
          </Button>
          <Button onClick={onCancel}>{i18n._('Cancel')}</Button>
        </>
      }
    >
      <Text id="node-delete-text">
        {i18n._(DELETE_CONFIRM_TEXT)}
        {permanent ? '' : ` ${i18n._(DELETE_SOFT_HINT)}`}
      </Text>
      <Checkbox
        label={i18n._(DELETE_PERMANENT_LABEL)}
        checked={permanent}
        disabled={alreadyDeleted}
        onChange={(_event, data) => {
          setPermanent(data.checked === true);
          setError(null);
        }}
      />
      {permanent ? (
        <Field label={i18n._('Reason')} required validationMessage={error === null ? undefined : translateMessage(error)} validationState={error ? 'error' : 'none'}>
          <Input
            autoFocus
            value={reason}
            onChange={(_event, data) => {
              setReason(data.value);
              if (error && nodeDeleteError({ permanent, reason: data.value }) === null) setError(null);
            }}
            // Not a form submit: the browser's own check of the required field would hide our message.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
          />
        </Field>
      ) : null}
    </DialogFrame>
  );
}
