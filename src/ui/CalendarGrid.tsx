// The calendar of a date picker: one month as a grid of weeks starting on Monday (node-model §5), or the
// twelve months of a year for the month picker. A grid with row/column headers and one tab stop: arrows
// move the focused cell, Enter or a click picks it; cells outside min/max stay focusable but cannot be picked.
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { CalendarDay } from '../domain/dates/calendar-day';
import { addMonths, compareDays, firstOfMonth, isoOfDay, lastOfMonth, sameDay } from '../domain/dates/calendar-day';
import { monthWeeks } from '../domain/dates/calendar-grid';
import { calendarNames } from '../domain/dates/calendar-names';
import { useI18n } from '../i18n/use-i18n';
import type { PickerType } from '../domain/dates/picker-text';
import { dayKeyMove, monthKeyMove } from './calendar-keys';

export type CalendarGridProps = {
  /** @default 'date' */
  type?: PickerType;
  selected: CalendarDay | null;
  today: CalendarDay;
  min?: CalendarDay;
  max?: CalendarDay;
  onPick: (day: CalendarDay) => void;
};

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS },
  grid: { borderCollapse: 'collapse' },
  weekday: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, padding: tokens.spacingVerticalXXS },
  cell: { padding: '1px' },
  day: { minWidth: '32px', width: '32px', height: '32px', padding: 0 },
  month: { minWidth: '64px', height: '36px' },
  outside: { color: tokens.colorNeutralForeground4 },
  today: { fontWeight: tokens.fontWeightBold, textDecorationLine: 'underline' },
});

/** Which cells a picker type holds: days of a month, or months of a year. */
function inView(type: PickerType, day: CalendarDay, view: CalendarDay): boolean {
  return type === 'month' ? day.year === view.year : day.year === view.year && day.month === view.month;
}

function clampDay(day: CalendarDay, min?: CalendarDay, max?: CalendarDay): CalendarDay {
  if (min && compareDays(day, min) < 0) return min;
  if (max && compareDays(day, max) > 0) return max;
  return day;
}

export function CalendarGrid({ type = 'date', selected, today, min, max, onPick }: CalendarGridProps) {
  const styles = useStyles();
  const i18n = useI18n();
  const names = calendarNames(i18n.locale);
  const [focused, setFocused] = useState<CalendarDay>(() => clampDay(selected ?? today, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(true);
  const month = type === 'month';
  // A month cell stands for its first day; bounds then compare whole months.
  const unit = (d: CalendarDay) => (month ? firstOfMonth(d) : d);
  const outOfBounds = (d: CalendarDay) => (min !== undefined && compareDays(month ? lastOfMonth(d) : d, min) < 0) || (max !== undefined && compareDays(unit(d), max) > 0);
  const title = month ? String(focused.year) : names.monthYear(focused.year, focused.month);

  // The focused cell takes the focus when the popup opens and after each keyboard move.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const moveTo = (day: CalendarDay) => {
    moved.current = true;
    setFocused(day);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = month ? monthKeyMove(event.key, focused) : dayKeyMove(event.key, event.shiftKey, focused);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };
  const pick = (day: CalendarDay) => {
    if (!outOfBounds(day)) onPick(unit(day));
  };

  const cell = (day: CalendarDay, label: string, text: string, outside: boolean) => {
    const isSelected = selected !== null && (month ? selected.year === day.year && selected.month === day.month : sameDay(selected, day));
    const isToday = month ? today.year === day.year && today.month === day.month : sameDay(today, day);
    const disabled = outOfBounds(day);
    return (
      <td key={isoOfDay(day)} role="gridcell" aria-selected={isSelected} className={styles.cell}>
        <Button
          size="small"
          appearance={isSelected ? 'primary' : 'subtle'}
          className={mergeClasses(month ? styles.month : styles.day, outside && styles.outside, isToday && styles.today)}
          tabIndex={sameDay(unit(day), unit(focused)) ? 0 : -1}
          aria-label={label}
          aria-current={isToday ? 'date' : undefined}
          disabledFocusable={disabled}
          onKeyDown={onKeyDown}
          onClick={() => pick(day)}
        >
          {text}
        </Button>
      </td>
    );
  };

  const rows = month
    ? [0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => ({ year: focused.year, month: r * 3 + c + 1, day: 1 })))
    : monthWeeks(focused.year, focused.month);

  return (
    <div>
      <div className={styles.header}>
        <Button size="small" appearance="subtle" icon={<ChevronLeftRegular />} aria-label={month ? i18n._('Previous year') : i18n._('Previous month')} onClick={() => setFocused((f) => addMonths(f, month ? -12 : -1))} />
        <Text weight="semibold" aria-live="polite">{title}</Text>
        <Button size="small" appearance="subtle" icon={<ChevronRightRegular />} aria-label={month ? i18n._('Next year') : i18n._('Next month')} onClick={() => setFocused((f) => addMonths(f, month ? 12 : 1))} />
      </div>
      <table ref={gridRef} role="grid" aria-label={title} className={styles.grid}>
        {month ? null : (
          <thead>
            <tr>
              {names.weekdays.map((name) => (
                <th key={name} scope="col" abbr={name} className={styles.weekday}>
                  {name.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row) => (
            <tr key={isoOfDay(row[0] as CalendarDay)}>
              {row.map((day, column) =>
                month
                  ? cell(day, names.monthYear(day.year, day.month), (names.months[day.month - 1] ?? '').slice(0, 3), false)
                  : cell(day, i18n._('{weekday}, {day} {month} {year}', { weekday: names.weekdays[column] ?? '', day: day.day, month: names.monthsOfDay[day.month - 1] ?? '', year: day.year }), String(day.day), !inView(type, day, focused)),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
