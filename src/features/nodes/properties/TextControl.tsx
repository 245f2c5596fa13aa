// The plain text editor of a property (node-model.md §4 "Property editing"): the typed text is parsed by
// the value rules, saved on blur or Enter (Enter also selects all text), read-only while saving; the value
// reverts on blur or Esc after a failed save, or at once when the save fails after the user has left.
// A nullable property gets the nullable checkbox: unchecking sets null, checking brings the last value
// back and focuses the input.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Checkbox, Input, makeStyles } from '@fluentui/react-components';
import { shortcutOf } from '../../../domain/keyboard-shortcuts';
import type { PropertyValue } from '../../../domain/nodes/node-protocol';
import { formatPropertyValue } from '../../../domain/values/format-value';
import { NULL_CHECKBOX_TEXT, NULL_DISPLAY_TEXT, defaultValueForKind } from '../../../domain/values/nullable-checkbox';
import { parsePropertyInput } from '../../../domain/values/parse-property-value';
import { useUnsavedChangesGuard } from '../../shell/use-unsaved-changes';
import { DateCalendarButton, isDateProperty } from './DateCalendarButton';
import type { ControlProps } from './property-control';
import { sameValue } from './property-control';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({ input: { flexGrow: 1, minWidth: 0 } });

export function TextControl(props: ControlProps) {
  const { property, locale, inputId, messageId, save, onMessage } = props;
  const styles = useStyles();
  const i18n = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  /** The text being edited; null shows the property's value. */
  const [editText, setEditText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [focused, setFocused] = useState(false);
  // Whether the field has focus now, for a save that settles later: its state may not have rendered yet.
  const hasFocus = () => inputRef.current !== null && inputRef.current === inputRef.current.ownerDocument.activeElement;
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

  const commit = async (text: string | null = editText) => {
    if (text === null || saving) return;
    const result = parsePropertyInput(text, property, locale, new Date(), { nullText: NULL_DISPLAY_TEXT });
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
    const outcome = await save(result.value, text);
    setSaving(false);
    // Saved: show the mirror's value; cancelled reason: the old value returns; failed: revert on blur or Esc
    // (the message stays), or now if the user has already left the field.
    if (outcome === 'failed' && hasFocus()) setFailed(true);
    else {
      setEditText(null);
      setFailed(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Ctrl/⌘+S saves the field as Enter does (docs/decisions.md 'Keyboard shortcuts').
    if (event.key === 'Enter' || shortcutOf(event, true) === 'save') {
      event.preventDefault();
      // Only while the user is still here: select() would take focus back from wherever they went meanwhile.
      void commit().then(() => {
        if (hasFocus()) inputRef.current?.select();
      });
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
          aria-label={i18n._('{name}: has value', { name: property.name })}
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
        type={property.type.password ? 'password' : undefined}
        maxLength={property.type.maxLength}
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
        contentAfter={
          isDateProperty(property) ? (
            <DateCalendarButton
              property={property}
              disabled={saving || (isNull && nullable && editText === null)}
              onPick={(value) => {
                // The picked day is written as the editor writes it and saved like typed text.
                const text = formatPropertyValue(value, property, locale, NULL_DISPLAY_TEXT, 'editor');
                setEditText(text);
                setFailed(false);
                void commit(text);
              }}
            />
          ) : undefined
        }
      />
    </>
  );
}

