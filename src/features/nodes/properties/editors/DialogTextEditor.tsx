// dialogText (node-model §4): a long text shown on one line and edited in a dialog; OK saves, Cancel keeps
// the stored text.
import { useState } from 'react';
import { Button, Input, Textarea, makeStyles } from '@fluentui/react-components';
import { DialogFrame } from '../../../../ui/DialogFrame';
import type { ControlProps } from '../property-control';
import { useCommit } from './use-commit';
import { useI18n } from '../../../../i18n/use-i18n';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 }, text: { width: '100%', minHeight: '200px' } });

export function DialogTextEditor({ property, readOnly, inputId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const { saving, commit } = useCommit(save);
  const [draft, setDraft] = useState<string | null>(null);
  const stored = typeof property.value === 'string' ? property.value : '';
  const submit = () => {
    if (draft === null) return;
    if (draft === stored) {
      setDraft(null);
      return;
    }
    void commit(draft, draft).then((outcome) => {
      if (outcome !== 'failed') setDraft(null);
    });
  };
  return (
    <>
      <Input id={inputId} className={styles.input} readOnly value={stored.replace(/\s*\n\s*/g, ' ')} onFocus={onFocus} />
      <Button disabled={saving} onClick={() => setDraft(stored)} aria-label={readOnly ? i18n._('View {name}', { name: property.name }) : i18n._('Edit {name}', { name: property.name })}>
        {readOnly ? i18n._('View…') : i18n._('Edit…')}
      </Button>
      <DialogFrame
        open={draft !== null}
        title={property.name}
        surfaceStyle={{ minWidth: 'min(400px, 100vw)', maxWidth: 'min(1400px, 100vw)' }}
        onDismiss={() => setDraft(null)}
        actions={
          <>
            {readOnly ? null : (
              <Button appearance="primary" disabled={saving} onClick={submit}>
                {i18n._('OK')}
              </Button>
            )}
            <Button onClick={() => setDraft(null)}>{readOnly ? i18n._('Close') : i18n._('Cancel')}</Button>
          </>
        }
      >
        <Textarea
          aria-label={property.name}
          className={styles.text}
          value={draft ?? ''}
          readOnly={readOnly || saving}
          maxLength={property.type.maxLength}
          resize="vertical"
          onChange={(_, data) => setDraft(data.value)}
        />
      </DialogFrame>
    </>
  );
}
