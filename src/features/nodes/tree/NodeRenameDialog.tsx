// The rename dialog of a tree row's 'Rename…' action: the new name, not blank after trimming.
import { useState } from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { DialogFrame } from '../../../ui/DialogFrame';
import { useI18n } from '../../../i18n/use-i18n';

export const NAME_REQUIRED_TEXT = /*i18n*/ 'The name must not be empty.';

export type NodeRenameDialogProps = { name: string; onConfirm: (name: string) => void; onCancel: () => void };

export function NodeRenameDialog({ name, onConfirm, onCancel }: NodeRenameDialogProps) {
  const i18n = useI18n();
  const [text, setText] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const trimmed = text.trim();
    if (trimmed === '') setError(NAME_REQUIRED_TEXT);
    else onConfirm(trimmed);
  };
  return (
    <DialogFrame
      title={i18n._("Rename ''{name}''", { name })}
      onDismiss={onCancel}
      onSubmit={submit}
      actions={
        <>
          <Button appearance="primary" type="submit">
            {i18n._('OK')}
          </Button>
          <Button onClick={onCancel}>{i18n._('Cancel')}</Button>
        </>
      }
    >
      <Field label={i18n._('Name')} validationMessage={error === null ? undefined : i18n._(error)} validationState={error ? 'error' : 'none'} required>
        <Input value={text} maxLength={64} onChange={(_, data) => setText(data.value)} />
      </Field>
    </DialogFrame>
  );
}
