// Edit of a failed property update from the outbox: the queued values as text, typed anew, then the
// entry goes back in line. A number stays a number; a wrong one is said under its field.
import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { parseEditedValue } from '../../domain/outbox/entry-edit';
import type { EditableValue } from '../../domain/outbox/entry-edit';
import type { PropertyValueUpdate } from '../../domain/nodes/node-protocol';
import { DialogFrame } from '../../ui/DialogFrame';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';

export type OutboxEditDialogProps = {
  subject: string;
  values: readonly EditableValue[];
  onSave: (values: PropertyValueUpdate[]) => Promise<void>;
  onDismiss: () => void;
};

export function OutboxEditDialog({ subject, values, onSave, onDismiss }: OutboxEditDialogProps) {
  const i18n = useI18n();
  const [texts, setTexts] = useState(() => values.map((v) => String(v.value)));
  const [errors, setErrors] = useState<(string | null)[]>(() => values.map(() => null));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const found = values.map((v, i) => {
      try {
        parseEditedValue(v.value, texts[i] ?? '');
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    });
    setErrors(found);
    if (found.some((e) => e !== null)) return;
    setBusy(true);
    try {
      await onSave(values.map((v, i) => ({ id: v.id, value: parseEditedValue(v.value, texts[i] ?? '') })));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      title={i18n._('Edit {subject}', { subject })}
      onDismiss={onDismiss}
      onSubmit={() => void save()}
      actions={
        <>
          <Button appearance="primary" type="submit" disabled={busy}>
            {i18n._('Send again')}
          </Button>
          <Button onClick={onDismiss} disabled={busy}>
            {i18n._('Cancel')}
          </Button>
        </>
      }
    >
      {values.map((v, i) => (
        <Field key={v.id} label={values.length === 1 ? i18n._('New value') : v.id} validationMessage={errors[i] ? translateMessage(errors[i]) : undefined}>
          <Input value={texts[i] ?? ''} onChange={(_event, data) => setTexts((all) => all.map((t, j) => (j === i ? data.value : t)))} />
        </Field>
      ))}
    </DialogFrame>
  );
}
