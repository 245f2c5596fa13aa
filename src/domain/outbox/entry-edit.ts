// Editing a failed entry in the outbox: a property update whose values are plain text or numbers gets
// new values and goes back in line (with a new seq: the server stored the refusal under the old one).
// Richer values (ranges, lists, bindings) are edited on the node's own screen instead.
import type { PropertyValueUpdate } from '../nodes/node-protocol';
import { isStuck } from './outbox-entry';
import type { OutboxEntry } from './outbox-entry';
import { valueChangeLabel } from './outbox-description';
import { messageText } from '../messages/message-text';

export type EditableValue = { id: string; value: string | number };

/** The values a user may edit, or null when the entry is not an editable failed property update. */
export function editableValues(entry: OutboxEntry): EditableValue[] | null {
  if (entry.kind !== 'node.update' || !isStuck(entry) || entry.payload.type !== 'batch' || entry.payload.items.length !== 1) return null;
  const values = entry.payload.items[0]?.values ?? [];
  if (values.length === 0 || values.some((v) => typeof v.value !== 'string' && typeof v.value !== 'number')) return null;
  return values.map((v) => ({ id: v.id, value: v.value as string | number }));
}

export const MSG_NOT_A_NUMBER = /*i18n*/ 'Enter a number.';

/** The typed text as the value's own kind: a number stays a number. Throws with a message otherwise. */
export function parseEditedValue(original: string | number, text: string): string | number {
  if (typeof original === 'string') return text;
  const number = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(number)) throw new Error(MSG_NOT_A_NUMBER);
  return number;
}

/** The entry with new values, its label saying the new change from the value the server had before. */
export function withEditedValues(entry: OutboxEntry, values: PropertyValueUpdate[], unit?: string): OutboxEntry {
  if (entry.payload.type !== 'batch') return entry;
  const [item, ...rest] = entry.payload.items;
  if (!item) return entry;
  const payload = { ...entry.payload, items: [{ ...item, values }, ...rest] };
  const [only] = values;
  const change =
    values.length === 1 && only
      ? valueChangeLabel({ path: [entry.label.subject], from: entry.undo?.properties?.[0]?.value, to: only.value, unit }).change
      : messageText(/*i18n*/ '{count} values changed', { count: values.length });
  return { ...entry, payload, label: { ...entry.label, change } };
}
