// A date field (node-model §5): text typed in the locale's order of year, month and day, completed from
// today and checked when the field is left or Enter is pressed; the calendar button picks a day (or a month)
// instead. Empty text clears the value. The birth-date mode allows no day after today.
import { useState } from 'react';
import { Field, Input, makeStyles } from '@fluentui/react-components';
import type { CalendarDay } from '../domain/dates/calendar-day';
import { dayOf, dayOfIso, isoOfDay } from '../domain/dates/calendar-day';
import type { PickerType } from '../domain/dates/picker-text';
import { earlierBound, parsePickerText, pickerText } from '../domain/dates/picker-text';
import type { LocaleSettings } from '../domain/locale-settings';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { CalendarButton } from './CalendarButton';

export type DatePickerProps = {
  label: string;
  /** ISO date; a date-time is shown by its day. null: no date. */
  value: string | null;
  /** An ISO date ('yyyy-mm-dd'; a month as its first day), or null when the text was cleared. */
  onChange: (value: string | null) => void;
  locale: LocaleSettings;
  /** @default 'date' */
  type?: PickerType;
  /** 'birthDate' allows no day after today. @default 'standard' */
  mode?: 'standard' | 'birthDate';
  /** Earliest ISO date (the end picker of a range: its start). */
  min?: string;
  max?: string;
  /** Years must have 4 digits (1–2 digits expand into 1970–2069); false takes the year as typed. @default true */
  fourDigitYear?: boolean;
  /** Message for text that is no date. @default 'Invalid date!' */
  invalidText?: string;
  disabled?: boolean;
  required?: boolean;
  /** The form's own message for this field (e.g. required); the picker's message for unreadable text goes first. */
  formError?: string;
  /** The clock; tests pass a fixed one. @default () => new Date() */
  now?: () => Date;
  className?: string;
};

const useStyles = makeStyles({ input: { minWidth: '10em' } });

function dayOrUndefined(iso: string | undefined): CalendarDay | undefined {
  return iso === undefined ? undefined : (dayOfIso(iso) ?? undefined);
}

export function DatePicker({ label, value, onChange, locale, type = 'date', mode = 'standard', min, max, fourDigitYear = true, invalidText, disabled, required, formError, now = () => new Date(), className }: DatePickerProps) {
  const styles = useStyles();
  useI18n();
  /** The text being typed; null shows the value. */
  const [editText, setEditText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = now();
  const upper = mode === 'birthDate' ? earlierBound(max, isoOfDay(dayOf(today))) : max;

  const commit = () => {
    if (editText === null) return;
    const result = parsePickerText(editText, type, locale, today, { min, max: upper, fourDigitYear }, invalidText);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setEditText(null);
    setError(null);
    if (result.value !== (value === null ? null : value.slice(0, 10))) onChange(result.value);
  };

  const message = error ?? formError;
  return (
    <Field label={label} className={className} required={required} validationState={message ? 'error' : 'none'} validationMessage={message ? translateMessage(message) : undefined}>
      <Input
        className={styles.input}
        value={editText ?? pickerText(value, type, locale)}
        disabled={disabled}
        onChange={(_, data) => setEditText(data.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape' && editText !== null) {
            event.stopPropagation();
            setEditText(null);
            setError(null);
          }
        }}
        contentAfter={
          <CalendarButton
            label={label}
            type={type}
            selected={value === null ? null : dayOfIso(value)}
            today={dayOf(today)}
            min={dayOrUndefined(min)}
            max={dayOrUndefined(upper)}
            disabled={disabled}
            onPick={(day) => {
              setEditText(null);
              setError(null);
              onChange(isoOfDay(day));
            }}
          />
        }
      />
    </Field>
  );
}
