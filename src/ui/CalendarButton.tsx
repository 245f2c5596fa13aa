// The calendar button at the end of a date field: opens the calendar in a popover and hands the picked day
// back; the focus returns to the button (Fluent's popover does that on close).
import { useState } from 'react';
import { Button, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import type { CalendarDay } from '../domain/dates/calendar-day';
import type { PickerType } from '../domain/dates/picker-text';
import { useI18n } from '../i18n/use-i18n';
import { CalendarGrid } from './CalendarGrid';

export type CalendarButtonProps = {
  /** Names the field: the button reads 'Open calendar: {label}'. */
  label: string;
  type?: PickerType;
  selected: CalendarDay | null;
  today: CalendarDay;
  min?: CalendarDay;
  max?: CalendarDay;
  disabled?: boolean;
  onPick: (day: CalendarDay) => void;
};

export function CalendarButton({ label, disabled, onPick, ...grid }: CalendarButtonProps) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  return (
    // The grid focuses the selected day itself (date-picker dialog pattern); Fluent's own first-focusable
    // focus would land on 'Previous month' after it.
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} trapFocus unstable_disableAutoFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button size="small" appearance="transparent" icon={<CalendarLtrRegular />} aria-label={i18n._('Open calendar: {label}', { label })} disabled={disabled} />
      </PopoverTrigger>
      <PopoverSurface aria-label={i18n._('Calendar: {label}', { label })}>
        <CalendarGrid
          {...grid}
          onPick={(day) => {
            setOpen(false);
            onPick(day);
          }}
        />
      </PopoverSurface>
    </Popover>
  );
}
