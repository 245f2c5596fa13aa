// The rename dialog of a tree row's 'Rename…' action: the new name, not blank after trimming.
import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { DialogFrame } from '../../../ui/DialogFrame';

export const NAME_REQUIRED_TEXT = 'The name must not be empty.';

export type NodeRenameDialogProps = { name: string; onConfirm: (name: string) => void; onCancel: () => void };

export function NodeRenameDialog({ name, onConfirm, onCancel }: NodeRenameDialogProps) {
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const trimmed = text.trim();
    if (trimmed === '') setError(NAME_REQUIRED_TEXT);
    else onConfirm(trimmed);
  };
  return (
    <DialogFrame
      title={`Rename '${name}'`}
      onDismiss={onCancel}
      onSubmit={submit}
      actions={
        <>
          <Button appearance="primary" type="submit">
            OK
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </>
      }
    >
      <Field label="Name" validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'} required>
        <Input value={text} maxLength={64} onChange={(_, data) => setText(data.value)} />
      </Field>
    </DialogFrame>
  );
}
