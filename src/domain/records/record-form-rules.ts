// The fields of each record form and their checks (console.md §3, §5; docs/records.md 'Kinds and
// fields'). The server checks the same patterns; checking here shows the message before a round trip.
import { REQUIRED } from '../values/value-messages';
import { MSG_INVALID_FEATURE_UID, MSG_INVALID_PHONE, isValidFeatureUid, isValidPhone } from './record-patterns';
import { checkTags, tagsOf, tagsToWire } from './record-tags';

export type FieldType = 'text' | 'memo' | 'enum' | 'date' | 'features' | 'tags';

export type RecordFieldSpec = {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Set on create, never changed afterwards (featureUID). */
  createOnly?: boolean;
  /** Enum name table for type 'enum'. */
  names?: Record<number, string>;
};

export type FormValues = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

/** A phone number is optional; a given one must match the pattern. */
function phoneRule(value: unknown): true | string {
  const phone = text(value).trim();
  return phone === '' || isValidPhone(phone) ? true : MSG_INVALID_PHONE;
}

/** Field rules by name; each answers true or the message to show. */
const RULES: Record<string, (value: unknown) => true | string> = {
  contactPhone: phoneRule,
  phone: phoneRule,
  featureUID: (v) => (isValidFeatureUid(text(v).trim()) ? true : MSG_INVALID_FEATURE_UID),
  expires: (v) => (text(v) === '' || /^\d{4}-\d{2}-\d{2}$/.test(text(v)) ? true : /*i18n*/ 'Enter a date as YYYY-MM-DD.'),
  recTags: (v) => checkTags(tagsOf(v)),
};

export function validateRecordForm(fields: readonly RecordFieldSpec[], values: FormValues, isCreate: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (field.createOnly && !isCreate) continue;
    const value = values[field.name];
    if (field.required && (value === null || value === undefined || text(value).trim() === '')) {
      errors[field.name] = REQUIRED;
      continue;
    }
    const rule = RULES[field.name];
    const verdict = rule ? rule(value) : true;
    if (verdict !== true) errors[field.name] = verdict;
  }
  return errors;
}

/** Two form values are the same when their JSON is (null and undefined both mean empty). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The content fields that differ from the record: an update sends only these (with recRev). */
export function changedFields(fields: readonly RecordFieldSpec[], values: FormValues, original: FormValues): FormValues {
  const changes: FormValues = {};
  for (const field of fields) {
    if (field.createOnly) continue;
    if (!sameValue(values[field.name], original[field.name])) changes[field.name] = values[field.name];
  }
  return changes;
}

/** Form values from a record: text fields as text, the rest as they are. */
export function formValuesOf(fields: readonly RecordFieldSpec[], record: FormValues | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record?.[field.name];
    if (field.type === 'text' || field.type === 'memo') values[field.name] = text(value);
    else if (field.type === 'features') values[field.name] = Array.isArray(value) ? value : [];
    else if (field.type === 'tags') values[field.name] = tagsOf(value);
    else if (field.type === 'date') values[field.name] = typeof value === 'string' ? value : '';
    else values[field.name] = value ?? null;
  }
  return values;
}

/** Trimmed text, and '' dates sent as null: what the server stores. */
export function toWire(fields: readonly RecordFieldSpec[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields.find((f) => f.name === name);
    if (field?.type === 'date') out[name] = value === '' ? null : value;
    else if (field?.type === 'text') out[name] = text(value).trim();
    else if (field?.type === 'tags') out[name] = tagsToWire(tagsOf(value));
    else out[name] = value;
  }
  return out;
}

