// dateOnly (node-model §4): a date without time, picked with the browser's date input (Fluent's compat
// DatePicker is not a dependency of the console); the value travels as 'yyyy-mm-dd', an empty input is
// null where the type allows it.
import { useState } from 'react';
import { Input, makeStyles } from '@fluentui/react-components';
import type { ControlProps } from '../property-control';
import { useCommit } from './use-commit';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

export function DateOnlyEditor({ property, readOnly, inputId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const { saving, commit } = useCommit(save);
  const [editText, setEditText] = useState<string | null>(null);
  const stored = typeof property.value === 'string' ? property.value.slice(0, 10) : '';
  const send = (text: string) => {
    if (text === stored) {
      setEditText(null);
      return;
    }
    const value = text === '' ? null : text;
    void commit(value, text).then((outcome) => {
      if (outcome !== 'failed') setEditText(null);
    });
  };
  return (
    <Input
      id={inputId}
      type="date"
      className={styles.input}
      value={editText ?? stored}
      readOnly={readOnly || saving}
      onFocus={onFocus}
      onChange={(_, data) => setEditText(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && editText !== null) send(editText);
        if (event.key === 'Escape') setEditText(null);
      }}
      onBlur={() => {
        if (editText !== null) send(editText);
      }}
    />
  );
}
