// The date pickers' calendar on a date or date-time property (node-model §5): the picked day becomes the
// property's value (a date-time keeps its time of day) and goes through the same parse and save as typed text.
import type { NodeProperty } from '../../../domain/nodes/node-protocol';
import { dayOf, dayOfIso } from '../../../domain/dates/calendar-day';
import { withPickedDay } from '../../../domain/dates/picked-day';
import { CalendarButton } from '../../../ui/CalendarButton';

export type DateCalendarButtonProps = {
  property: NodeProperty;
  disabled: boolean;
  onPick: (value: string) => void;
};

export function isDateProperty(property: NodeProperty): boolean {
  return (property.type.kind === 'date' || property.type.kind === 'dateTime') && !property.type.password;
}

export function DateCalendarButton({ property, disabled, onPick }: DateCalendarButtonProps) {
  const kind = property.type.kind === 'dateTime' ? 'dateTime' : 'date';
  const current = typeof property.value === 'string' ? property.value : null;
  return (
    <CalendarButton
      label={property.name}
      selected={current === null ? null : dayOfIso(current)}
      today={dayOf(new Date())}
      disabled={disabled}
      onPick={(day) => onPick(withPickedDay(current, day, kind))}
    />
  );
}
