// copyToClipboard (node-model §4): the value shown read-only with a button that puts it on the clipboard.
import { useState } from 'react';
import { Button, Input, Text, makeStyles } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { copyText } from '../../../../data/csv/clipboard-text';
import { formatPropertyValue } from '../../../../domain/values/format-value';
import type { ControlProps } from '../property-control';
import { useI18n } from '../../../../i18n/use-i18n';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

export function CopyToClipboardEditor({ property, locale, inputId, onFocus }: ControlProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const [status, setStatus] = useState<string | null>(null);
  const text = formatPropertyValue(property.value, property, locale, '');
  return (
    <>
      <Input id={inputId} className={styles.input} readOnly value={text} onFocus={onFocus} />
      <Button
        icon={<CopyRegular />}
        aria-label={i18n._('Copy {name} to clipboard', { name: property.name })}
        onClick={() => {
          copyText(text).then(
            () => setStatus(i18n._('Copied.')),
            (error: unknown) => setStatus(error instanceof Error ? error.message : String(error)),
          );
        }}
      />
      {status ? <Text role="status">{status}</Text> : null}
    </>
  );
}
