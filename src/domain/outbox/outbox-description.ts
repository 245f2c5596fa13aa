// An entry in a lab user's words: "Pump › Flow rate 1.0 → 1.2 ml/min — reason: calibration".
// The label is made when the entry is (names and old values as the user saw them then).
import type { OutboxEntry, OutboxLabel, OutboxState } from './outbox-entry';
import { messageText } from '../messages/message-text';

export const PATH_SEPARATOR = ' › ';

export type ValueChange = {
  /** Node path down to the property, e.g. ['Pump', 'Flow rate']. */
  path: readonly string[];
  from: unknown;
  to: unknown;
  unit?: string;
};

export function valueChangeLabel({ path, from, to, unit }: ValueChange): OutboxLabel {
  const suffix = unit ? ` ${unit}` : '';
  return { subject: path.join(PATH_SEPARATOR), change: `${valueText(from)} → ${valueText(to)}${suffix}` };
}

export function actionLabel(path: readonly string[], change: string): OutboxLabel {
  return { subject: path.join(PATH_SEPARATOR), change };
}

/** The one line the outbox view shows for an entry. */
export function describeEntry(entry: Pick<OutboxEntry, 'label' | 'reason'>): string {
  const { subject, change } = entry.label;
  const reason = entry.reason?.trim();
  return reason ? messageText(/*i18n*/ '{subject} {change} — reason: {reason}', { subject, change, reason }) : `${subject} ${change}`;
}

const STATE_TEXTS: Readonly<Record<OutboxState, string>> = {
  queued: /*i18n*/ 'Waiting to be sent',
  sending: /*i18n*/ 'Sending',
  done: /*i18n*/ 'Saved',
  failed: /*i18n*/ 'Failed',
  conflict: /*i18n*/ 'Changed by someone else',
};

export function stateText(state: OutboxState, heldBack: boolean): string {
  return heldBack ? messageText(/*i18n*/ 'Held back by a failed change') : messageText(STATE_TEXTS[state]);
}

/** A value as the user typed it: text as is, empty as '(empty)', lists and objects as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return messageText(/*i18n*/ '(empty)');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
