// memo (node-model §4): several lines of text, saved when the field is left; Esc restores the saved text.
import { useState } from 'react';
import { Textarea, makeStyles } from '@fluentui/react-components';
import { useUnsavedChangesGuard } from '../../../shell/use-unsaved-changes';
import type { ControlProps } from '../property-control';
import { useCommit } from './use-commit';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

export function MemoEditor({ property, readOnly, inputId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const { saving, commit } = useCommit(save);
  const [editText, setEditText] = useState<string | null>(null);
  useUnsavedChangesGuard(editText !== null && !saving);
  const stored = typeof property.value === 'string' ? property.value : '';
  return (
    <Textarea
      id={inputId}
      className={styles.input}
      resize="vertical"
      rows={4}
      value={editText ?? stored}
      readOnly={readOnly || saving}
      maxLength={property.type.maxLength}
      onFocus={onFocus}
      onChange={(_, data) => setEditText(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && editText !== null) {
          event.stopPropagation();
          setEditText(null);
        }
      }}
      onBlur={() => {
        if (editText === null || editText === stored) {
          setEditText(null);
          return;
        }
        const text = editText;
        void commit(text, text).then((outcome) => {
          if (outcome !== 'failed') setEditText(null);
        });
      }}
    />
  );
}
