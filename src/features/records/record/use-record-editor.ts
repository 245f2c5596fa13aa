// Edit state of a record screen (node-model §4 "Record editing"): read-only until Edit; Save puts the
// changes into the draft and publishes it; Discard drops the draft. A stale revision is kept apart as a
// conflict with the server's message and a Reload action.
import { useState } from 'react';
import type { ErrorItem } from '../../../domain/error-item';
import { RECORD_FIELDS } from '../../../domain/records/record-fields';
import { changedFields, formValuesOf, toWire, validateRecordForm } from '../../../domain/records/record-form-rules';
import type { FieldErrors, FormValues } from '../../../domain/records/record-form-rules';
import { initialEditing, isOwnDraft } from '../../../domain/records/record-title-state';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { ApiError, errorItemsOf } from '../../../data/api-error';
import { discardDraft, saveAndPublish } from '../../../data/records/record-mutations';
import { showSnackbar } from '../../../state/ui';

/** The server's answer to a PUT/publish against an old revision (field recRev, 409). */
export function isStaleRevision(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.field === 'recRev');
}

/** Server messages bound to a form field go under that field; the rest are shown above the form. */
export function splitServerErrors(errors: readonly ErrorItem[]): { fields: FieldErrors; general: ErrorItem[] } {
  const fields: FieldErrors = {};
  const general: ErrorItem[] = [];
  for (const e of errors) {
    if (e.field && e.field !== 'recRev') fields[e.field] = e.msg;
    else general.push(e);
  }
  return { fields, general };
}

export function useRecordEditor(record: RecordAnswer, openedAsReadonly: boolean, reload: () => void) {
  const fields = RECORD_FIELDS[record.entity];
  const [editing, setEditing] = useState<boolean | null>(null);
  const [edited, setEdited] = useState<FormValues | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const original = formValuesOf(fields, record);
  const values = edited ?? original;
  const isEditing = editing ?? initialEditing(record, openedAsReadonly);

  const clear = () => {
    setEdited(null);
    setFieldErrors({});
    setErrors([]);
  };

  const save = async () => {
    const found = validateRecordForm(fields, values, false);
    setFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setErrors([]);
    try {
      const saved = await saveAndPublish(record.entity, record, toWire(fields, changedFields(fields, values, original)));
      clear();
      setEditing(false);
      showSnackbar(`Saved revision ${saved.recRev}`, { intent: 'success', duration: 'quick' });
    } catch (error) {
      if (isStaleRevision(error)) setConflict(errorItemsOf(error)[0]?.msg ?? 'The record was changed by someone else.');
      else {
        const split = splitServerErrors(errorItemsOf(error));
        setFieldErrors(split.fields);
        setErrors(split.general);
      }
    } finally {
      setBusy(false);
    }
  };

  const discard = async () => {
    setBusy(true);
    try {
      if (isOwnDraft(record)) await discardDraft(record.entity, record.id);
      clear();
      setEditing(false);
    } catch (error) {
      setErrors(errorItemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    fields,
    values,
    fieldErrors,
    errors,
    conflict,
    busy,
    editing: isEditing,
    setValue: (name: string, value: unknown) => setEdited({ ...values, [name]: value }),
    edit: () => setEditing(true),
    save,
    discard,
    /** After a conflict: drop the local changes and read the record again. */
    reloadRecord: () => {
      clear();
      setConflict(null);
      setEditing(false);
      reload();
    },
  };
}

export type RecordEditor = ReturnType<typeof useRecordEditor>;
