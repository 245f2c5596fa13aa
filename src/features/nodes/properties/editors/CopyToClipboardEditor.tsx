// copyToClipboard (node-model §4): the value shown read-only with a button that puts it on the clipboard.
import { useState } from 'react';
import { Button, Input, Text, makeStyles } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { copyText } from '../../../../data/csv/clipboard-text';
import { formatPropertyValue } from '../../../../domain/values/format-value';
import type { ControlProps } from '../property-control';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

export function CopyToClipboardEditor({ property, locale, inputId, onFocus }: ControlProps) {
  const styles = useStyles();
  const [status, setStatus] = useState<string | null>(null);
  const text = formatPropertyValue(property.value, property, locale, '');
  return (
    <>
      <Input id={inputId} className={styles.input} readOnly value={text} onFocus={onFocus} />
      <Button
        icon={<CopyRegular />}
        aria-label={`Copy ${property.name} to clipboard`}
        onClick={() => {
          copyText(text).then(
            () => setStatus('Copied.'),
            (error: unknown) => setStatus(error instanceof Error ? error.message : String(error)),
          );
        }}
      />
      {status ? <Text role="status">{status}</Text> : null}
    </>
  );
}
