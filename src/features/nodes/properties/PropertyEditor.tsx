// One property's editor (node-model.md §4 "Property editing"): the typed text is parsed by the value
// rules, saved on blur or Enter (Enter also selects all text), read-only while saving; a failed save
// shows '{name} = {value} → {error}' and the value reverts on blur or Esc. Critical properties ask
// for a reason first; cancelling restores the old value. A number with a physical quantity is shown in
// its display unit and, while the field has focus, in its editor unit (node-model §3 number options).
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Checkbox, Dropdown, Input, Label, Option, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { LocaleSettings } from '../../../domain/locale-settings';
import type { NodeProperty, PropertyValue } from '../../../domain/nodes/node-protocol';
import { formatPropertyValue } from '../../../domain/values/format-value';
import { NULL_CHECKBOX_TEXT, NULL_DISPLAY_TEXT, defaultValueForKind } from '../../../domain/values/nullable-checkbox';
import { parsePropertyInput } from '../../../domain/values/parse-property-value';
import { propertyFailureText } from '../../../domain/values/property-failure-text';
import { ReadOnlyField } from './ReadOnlyField';
import { ReasonDialog } from './ReasonDialog';
import { isCritical, useReasonGate } from './use-reason-gate';
import { useUnsavedChangesGuard } from '../../shell/use-unsaved-changes';

export type PropertySave = (value: PropertyValue, reason?: string) => Promise<void>;
type SaveOutcome = 'saved' | 'cancelled' | 'failed';

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
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'minmax(80px, 200px) 1fr', alignItems: 'center', columnGap: tokens.spacingHorizontalM, minWidth: 0 },
  control: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  input: { flexGrow: 1, minWidth: 0 },
  message: { color: tokens.colorPaletteRedForeground1, gridColumn: '2', fontSize: tokens.fontSizeBase200 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

function sameValue(a: PropertyValue, b: PropertyValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function PropertyEditor(props: PropertyEditorProps) {
  const { property, readOnly, locale, layout = 'form' } = props;
  const styles = useStyles();
  const id = useId();
  const inputId = `${id}-input`;
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
  const display = formatPropertyValue(property.value, property, locale);
  let control;
  if (readOnly) {
    control = <ReadOnlyField id={inputId} className={styles.input} value={display} onFocus={focus} />;
  } else if (property.type.kind === 'bool' && !property.standardValues?.length) {
    control = <BoolControl {...props} inputId={inputId} messageId={messageId} save={save} onFocus={focus} />;
  } else if (property.standardValues?.length) {
    control = <ChoiceControl {...props} inputId={inputId} messageId={messageId} save={save} onFocus={focus} />;
  } else {
    control = (
      <TextControl {...props} inputId={inputId} messageId={messageId} save={save} onFocus={focus} onMessage={setMessage} message={message} />
    );
  }

  return (
    <div className={mergeClasses(layout === 'grid' ? styles.grid : styles.form)}>
      <Label htmlFor={inputId} className={styles.label} title={property.name}>
        {property.name}
      </Label>
      <div className={styles.control}>{control}</div>
      {message ? (
        <Text id={messageId} role="alert" className={styles.message}>
          {message}
        </Text>
      ) : null}
      <ReasonDialog open={gate.open} onConfirm={gate.confirm} onCancel={gate.cancel} />
    </div>
  );
}

type ControlProps = PropertyEditorProps & {
  inputId: string;
  messageId: string;
  save: (value: PropertyValue, shownText: string) => Promise<SaveOutcome>;
  onFocus: () => void;
};

function TextControl(props: ControlProps & { message: string | null; onMessage: (text: string | null) => void }) {
  const { property, locale, inputId, messageId, save, onMessage } = props;
  const styles = useStyles();
  const inputRef = useRef<HTMLInputElement>(null);
  /** The text being edited; null shows the property's value. */
  const [editText, setEditText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focused, setFocused] = useState(false);
  // The last non-null value, which checking the nullable checkbox brings back.
  const [lastValue, setLastValue] = useState<PropertyValue>(property.value);
  if (property.value !== null && property.value !== undefined && !sameValue(property.value, lastValue)) setLastValue(property.value);

  // Typed but not saved (a value being saved has left the form; a refused one has not).
  useUnsavedChangesGuard(editText !== null && !saving);

  const nullable = property.type.nullable === true;
  const isNull = property.value === null || property.value === undefined;
  const nullText = props.nullText ?? NULL_CHECKBOX_TEXT;
  const role = focused ? 'editor' : 'display';
  const shown = editText ?? (isNull && nullable ? '' : formatPropertyValue(property.value, property, locale, NULL_DISPLAY_TEXT, role));

  const revert = () => {
    setEditText(null);
    setFailed(false);
    if (!failed) onMessage(null);
  };

  const commit = async () => {
    if (editText === null || saving) return;
    const result = parsePropertyInput(editText, property, locale, new Date(), { nullText: NULL_DISPLAY_TEXT });
    if (!result.ok) {
      onMessage(result.error);
      if (result.value !== undefined) setEditText(formatPropertyValue(result.value, property, locale, NULL_DISPLAY_TEXT, 'editor'));
      return;
    }
    if (sameValue(result.value, property.value)) {
      setEditText(null);
      onMessage(null);
      return;
    }
    setSaving(true);
    const outcome = await save(result.value, editText);
    setSaving(false);
    // Saved: show the mirror's value; cancelled reason: the old value returns; failed: revert on blur or Esc.
    if (outcome === 'failed') setFailed(true);
    else {
      setEditText(null);
      setFailed(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit().then(() => inputRef.current?.select());
    } else if (event.key === 'Escape') {
      if (editText !== null) event.stopPropagation();
      revert();
    }
  };

  const onBlur = (_event: FocusEvent<HTMLInputElement>) => {
    setFocused(false);
    if (failed) revert();
    else void commit();
  };

  return (
    <>
      {nullable ? (
        <Checkbox
          aria-label={`${property.name}: has value`}
          checked={!isNull}
          disabled={saving}
          onChange={(_, data) => {
            if (data.checked) {
              const value = lastValue ?? defaultValueForKind(property.type.kind, new Date(), property.type);
              setEditText(formatPropertyValue(value, property, locale, NULL_DISPLAY_TEXT, 'editor'));
              queueMicrotask(() => inputRef.current?.focus());
            } else {
              setEditText(null);
              void save(null, nullText);
            }
          }}
        />
      ) : null}
      <Input
        id={inputId}
        ref={inputRef}
        className={styles.input}
        value={isNull && nullable && editText === null ? nullText : shown}
        disabled={isNull && nullable && editText === null}
        readOnly={saving}
        aria-invalid={props.message ? true : undefined}
        aria-describedby={props.message ? messageId : undefined}
        onFocus={() => {
          // The text turns to the editor unit now; setting it moves the caret to the end, so it is selected
          // again at once and typing (or a tab into the field) replaces it rather than appending to it.
          const switches = editText === null && !isNull && formatPropertyValue(property.value, property, locale, NULL_DISPLAY_TEXT, 'editor') !== shown;
          flushSync(() => setFocused(true));
          if (switches) inputRef.current?.select();
          props.onFocus();
        }}
        onChange={(_, data) => {
          setEditText(data.value);
          setFailed(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
    </>
  );
}

function BoolControl({ property, inputId, save, onFocus }: ControlProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const checked = pending ?? property.value === true;
  return (
    <>
      <Checkbox
        id={inputId}
        checked={checked}
        disabled={saving}
        onFocus={onFocus}
        onChange={(_, data) => {
          const next = data.checked === true;
          setPending(next);
          setSaving(true);
          void save(next, next ? 'Yes' : 'No').finally(() => {
            setPending(null);
            setSaving(false);
          });
        }}
      />
      <Text aria-hidden>{checked ? 'Yes' : 'No'}</Text>
    </>
  );
}

function ChoiceControl({ property, locale, inputId, save, onFocus }: ControlProps) {
  const styles = useStyles();
  const [saving, setSaving] = useState(false);
  const options = property.standardValues ?? [];
  const selected = options.find((o) => o.key === property.value);
  return (
    <Dropdown
      id={inputId}
      className={styles.input}
      disabled={saving}
      value={selected?.value ?? formatPropertyValue(property.value, property, locale)}
      selectedOptions={selected ? [String(selected.key)] : []}
      onFocus={onFocus}
      onOptionSelect={(_, data) => {
        const option = options.find((o) => String(o.key) === data.optionValue);
        if (!option || option.key === property.value) return;
        setSaving(true);
        void save(option.key, option.value).finally(() => setSaving(false));
      }}
    >
      {options.map((o) => (
        <Option key={String(o.key)} value={String(o.key)}>
          {o.value}
        </Option>
      ))}
    </Dropdown>
  );
}
