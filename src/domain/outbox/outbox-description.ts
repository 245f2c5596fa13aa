// An entry in a lab user's words: "Pump › Flow rate 1.0 → 1.2 ml/min — reason: calibration".
// The label is made when the entry is (names and old values as the user saw them then).
import type { OutboxEntry, OutboxLabel, OutboxState } from './outbox-entry';
import { messageText, showText, type KeptText, type MessageRef } from '../messages/message-text';
import type { RecordEntity } from '../records/record-entities';

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

/**
 * An action on the node at `path`. `change` is English: a marked text, or a message with values; either is
 * kept as a message and shown in the language of the moment.
 */
export function actionLabel(path: readonly string[], change: KeptText, subject?: MessageRef): OutboxLabel {
  const changeRef: MessageRef = typeof change === 'string' ? { template: change } : change;
  return {
    subject: subject ? showText(subject) : path.join(PATH_SEPARATOR),
    change: showText(changeRef),
    texts: { ...(subject ? { subject } : {}), change: changeRef },
  };
}

/** One sentence per record kind, as a language needs (no lowercased kind glued to a name). */
const RECORD_SUBJECTS: Readonly<Record<RecordEntity, string>> = {
  customer: /*i18n*/ 'Customer {name}',
  license: /*i18n*/ 'License {name}',
  feature: /*i18n*/ 'Feature {name}',
  package: /*i18n*/ 'Package {name}',
  contact: /*i18n*/ 'Contact {name}',
  person: /*i18n*/ 'Person {name}',
  project: /*i18n*/ 'Project {name}',
  experiment: /*i18n*/ 'Experiment {name}',
};

/** An action on a record: 'Customer ACME created'. */
export function recordLabel(entity: RecordEntity, name: string, change: KeptText): OutboxLabel {
  return actionLabel([], change, { template: RECORD_SUBJECTS[entity], values: { name } });
}

/** The one line the outbox view shows for an entry, in the language of the moment. */
export function describeEntry(entry: Pick<OutboxEntry, 'label' | 'reason'>): string {
  const { texts } = entry.label;
  const subject = texts?.subject ? showText(texts.subject) : entry.label.subject;
  // An entry queued before its words were kept as messages shows them as they were (a value in them is data).
  const change = texts?.change ? showText(texts.change) : entry.label.change;
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
