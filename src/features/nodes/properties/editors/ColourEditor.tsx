// colour (node-model §4): the stored '#rrggbb' (or '#rrggbbaa' where the type allows 9 characters) as a
// swatch and hex text, and the colour dialog for picking. Hex text that is not a colour is refused here
// and by the server.
import { useState } from 'react';
import { Button, ColorSwatch, Input, makeStyles } from '@fluentui/react-components';
import { formatHexColour, hexMaxLength, parseHexColour } from '../../../../domain/values/colour-rules';
import type { ControlProps } from '../property-control';
import { ColourDialog } from './ColourDialog';
import { commitKeys } from './commit-keys';
import { useCommit } from './use-commit';
import { useI18n } from '../../../../i18n/use-i18n';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

export function ColourEditor({ property, readOnly, locale, inputId, save, onFocus, onMessage }: ControlProps) {
  const styles = useStyles();
  const { saving, commit } = useCommit(save);
  const [editText, setEditText] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const withAlpha = (property.type.maxLength ?? 0) >= hexMaxLength(true);
  const i18n = useI18n();
  const stored = typeof property.value === 'string' ? property.value : '';
  const current = parseHexColour(stored, withAlpha);
  const send = (text: string) => {
    if (text === stored) {
      setEditText(null);
      onMessage(null);
      return;
    }
    void commit(text, text).then((outcome) => {
      if (outcome !== 'failed') setEditText(null);
    });
  };
  const commitText = () => {
    if (editText === null) return;
    const result = parseHexColour(editText, withAlpha);
    if (!result.ok) {
      onMessage(result.error);
      return;
    }
    onMessage(null);
    send(formatHexColour(result.value, withAlpha && result.value.a !== 1));
  };
  return (
    <>
      <ColorSwatch color={current.ok ? stored : 'transparent'} value={stored} aria-hidden size="extra-small" />
      <Input
        id={inputId}
        className={styles.input}
        value={editText ?? stored}
        maxLength={hexMaxLength(withAlpha)}
        readOnly={readOnly || saving}
        onFocus={onFocus}
        onChange={(_, data) => setEditText(data.value)}
        {...commitKeys(commitText, () => {
          setEditText(null);
          onMessage(null);
        })}
      />
      {readOnly ? null : (
        <Button disabled={saving} onClick={() => setPicking(true)} aria-label={i18n._('Pick {name}', { name: property.name })}>
          {i18n._('Pick…')}
        </Button>
      )}
      {picking ? (
        <ColourDialog
          title={property.name}
          initial={current.ok ? current.value : { r: 0, g: 0, b: 0, a: 1 }}
          withAlpha={withAlpha}
          locale={locale}
          onCancel={() => setPicking(false)}
          onConfirm={(colour) => {
            setPicking(false);
            send(formatHexColour(colour, withAlpha && colour.a !== 1));
          }}
        />
      ) : null}
    </>
  );
}
