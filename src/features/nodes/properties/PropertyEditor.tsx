// One property's editor (node-model.md §4 "Property editing"): the label, the control its kind or web
// editor calls for (PropertyControl.tsx), and the message under it. Every control saves through here: a
// critical property asks for a reason first (cancelling restores the old value), and a failed save shows
// '{name} = {value} → {error}'. A number with a physical quantity is shown in its display unit and, while
// the field has focus, in its editor unit (node-model §3 number options).
import { useId, useState } from 'react';
import { Label, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { FileNameKey } from '../../../domain/nodes/file-name-pattern';
import type { NodeProperty, PropertyValue } from '../../../domain/nodes/node-protocol';
import { propertyFailureText } from '../../../domain/values/property-failure-text';
import { PropertyControl } from './PropertyControl';
import type { SaveOutcome } from './property-control';
import { ReasonDialog } from './ReasonDialog';
import { isCritical, useReasonGate } from './use-reason-gate';
import { translateMessage } from '../../../i18n/translate-message';

export type PropertySave = (value: PropertyValue, reason?: string) => Promise<void>;

export type PropertyEditorProps = {
  property: NodeProperty;
  readOnly: boolean;
  locale: LocaleSettings;
  onSave: PropertySave;
  onFocusProperty?: (property: NodeProperty) => void;
  /** @default 'form' */
  layout?: 'form' | 'grid';
  /** Text of null in a nullable checkbox editor. @default 'OFF' */
  nullText?: string;
  /** The file-name-pattern key call for this property's node. */
  patternKeys?: () => Promise<FileNameKey[]>;
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  // Labels beside their fields at most 200 px wide, 140 on a phone-wide screen (node-model §9).
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(80px, 200px) 1fr',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    minWidth: 0,
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(80px, 140px) 1fr' },
  },
  control: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  message: { color: tokens.colorPaletteRedForeground1, gridColumn: '2', fontSize: tokens.fontSizeBase200 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function PropertyEditor(props: PropertyEditorProps) {
  const { property, readOnly, locale, layout = 'form' } = props;
  const styles = useStyles();
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const gate = useReasonGate();
  const [message, setMessage] = useState<string | null>(null);

  /** Saves through the reason gate. */
  const save = async (value: PropertyValue, shownText: string): Promise<SaveOutcome> => {
    let reason: string | undefined;
    if (isCritical(property)) {
      const answer = await gate.ask();
      if (answer === null) return 'cancelled';
      reason = answer;
    }
    try {
      await props.onSave(value, reason);
      setMessage(null);
      return 'saved';
    } catch (error) {
      setMessage(propertyFailureText(property.name, shownText, errorText(error)));
      return 'failed';
    }
  };

  const focus = () => props.onFocusProperty?.(property);
  const control = <PropertyControl {...{ property, readOnly, locale, nullText: props.nullText, patternKeys: props.patternKeys, inputId, labelId, messageId, save, onFocus: focus }} message={message} onMessage={setMessage} />;

  return (
    <div className={mergeClasses(layout === 'grid' ? styles.grid : styles.form)}>
      <Label id={labelId} htmlFor={inputId} className={styles.label} title={property.name}>
        {property.name}
      </Label>
      <div className={styles.control}>{control}</div>
      {message ? (
        <Text id={messageId} role="alert" className={styles.message}>
          {translateMessage(message)}
        </Text>
      ) : null}
      <ReasonDialog open={gate.open} onConfirm={gate.confirm} onCancel={gate.cancel} />
    </div>
  );
}

