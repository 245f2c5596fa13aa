// dateOnly (node-model §4): a date without its time of day, typed in the user's date pattern with the
// calendar beside it like every other date (not the browser's own date input, which shows the browser's
// format); the value travels as 'yyyy-mm-dd', empty text is null where the type allows it.
import type { ControlProps } from '../property-control';
import { PlainControl } from '../PlainControl';

export function DateOnlyEditor(props: ControlProps) {
  const { property } = props;
  const day = typeof property.value === 'string' ? property.value.slice(0, 10) : property.value;
  return <PlainControl {...props} property={{ ...property, value: day, type: { ...property.type, kind: 'date' } }} />;
}
