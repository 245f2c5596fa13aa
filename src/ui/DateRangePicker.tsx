// A period (node-model §5, §9): a preset menu, from/to date pickers and previous/next buttons. The value is
// a preset (resolved against the clock when read) or explicit ends; typing, picking or moving makes it
// explicit. The end picker's minimum is the start; if from becomes later than to, to is cleared; text that
// is no date shows 'Invalid input'.
import { useId } from 'react';
import { Button, Label, Menu, MenuButton, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { dayOfIso, lastOfMonth } from '../domain/dates/calendar-day';
import { DATE_PRESETS, isPresetId, presetLabel } from '../domain/dates/date-preset-ids';
import type { DateRange } from '../domain/dates/date-range';
import { endOfDayIso, orderDateRange, startOfDayIso } from '../domain/dates/date-range';
import type { PickerType } from '../domain/dates/picker-text';
import type { RangeChoice } from '../domain/dates/range-choice';
import { explicitChoice, resolveRangeChoice } from '../domain/dates/range-choice';
import type { ShiftDirection } from '../domain/dates/range-shift';
import { canShift, shiftRange } from '../domain/dates/range-shift';
import type { LocaleSettings } from '../domain/locale-settings';
import { INVALID_INPUT } from '../domain/values/value-messages';
import { translateMessage } from '../i18n/translate-message';
import { useI18n } from '../i18n/use-i18n';
import { DatePicker } from './DatePicker';

export type DateRangePickerProps = {
  label: string;
  value: RangeChoice;
  onChange: (value: RangeChoice) => void;
  locale: LocaleSettings;
  /** @default 'date' */
  type?: PickerType;
  /** The clock; tests pass a fixed one. @default () => new Date() */
  now?: () => Date;
};

/** Shown on the preset menu once the ends were set by hand. */
export const CUSTOM_PERIOD = /*i18n*/ 'Custom period';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  end: { maxWidth: '14em' },
});

export function DateRangePicker({ label, value, onChange, locale, type = 'date', now = () => new Date() }: DateRangePickerProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const labelId = useId();
  const range = resolveRangeChoice(value, now());
  const setRange = (next: DateRange) => onChange(explicitChoice(orderDateRange(next)));
  const shift = (direction: ShiftDirection) => setRange(shiftRange(range, direction));
  const movable = canShift(range);
  const periodText = translateMessage(value.preset ? presetLabel(value.preset) : CUSTOM_PERIOD);

  const setFrom = (iso: string | null) => {
    const day = iso === null ? null : dayOfIso(iso);
    setRange({ from: day ? startOfDayIso(day) : null, to: range.to });
  };
  const setTo = (iso: string | null) => {
    const day = iso === null ? null : dayOfIso(iso);
    // A month picked as the end covers that whole month.
    setRange({ from: range.from, to: day ? endOfDayIso(type === 'month' ? lastOfMonth(day) : day) : null });
  };

  return (
    <div role="group" aria-labelledby={labelId} className={styles.root}>
      <Label id={labelId}>{label}</Label>
      <div className={styles.row}>
        <Menu
          checkedValues={{ preset: value.preset ? [value.preset] : [] }}
          onCheckedValueChange={(_, data) => {
            const id = data.checkedItems[0];
            if (isPresetId(id)) onChange({ preset: id });
          }}
        >
          <MenuTrigger disableButtonEnhancement>
            <MenuButton aria-label={i18n._('Period: {period}', { period: periodText })}>{periodText}</MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {DATE_PRESETS.map((preset) => (
                <MenuItemRadio key={preset.id} name="preset" value={preset.id}>
                  {translateMessage(preset.label)}
                </MenuItemRadio>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <Button icon={<ChevronLeftRegular />} aria-label={i18n._('Previous period')} disabled={!movable} onClick={() => shift(-1)} />
        <DatePicker className={styles.end} label={i18n._('From')} type={type} value={range.from} onChange={setFrom} locale={locale} invalidText={INVALID_INPUT} now={now} />
        <DatePicker className={styles.end} label={i18n._('To')} type={type} value={range.to} onChange={setTo} locale={locale} min={range.from ?? undefined} invalidText={INVALID_INPUT} now={now} />
        <Button icon={<ChevronRightRegular />} aria-label={i18n._('Next period')} disabled={!movable} onClick={() => shift(1)} />
      </div>
    </div>
  );
}
