// Edit state of a record screen (node-model §4 "Record editing"): read-only until Edit; Save puts the
// changes into the draft and publishes it; Discard drops the draft. A stale revision (409, recRev) reads the
// server's current revision and opens the conflict view (DESIGN.md 'Conflicts'): keep mine re-applies the
// user's changes on top of it, take theirs drops them. The values the user started from are kept with the
// edits, so a mirror refreshed meanwhile does not change what counts as 'my changes'.
import { useState } from 'react';
import type { ErrorItem } from '../../../domain/error-item';
import { RECORD_FIELDS } from '../../../domain/records/record-fields';
import { changedFields, formValuesOf, toWire, validateRecordForm } from '../../../domain/records/record-form-rules';
import { fieldConflicts, keepMine, keepMineChanges } from '../../../domain/records/record-merge';
import type { FieldConflict } from '../../../domain/records/record-merge';
import type { FieldErrors, FormValues } from '../../../domain/records/record-form-rules';
import { initialEditing, isOwnDraft } from '../../../domain/records/record-title-state';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { ApiError, errorItemsOf } from '../../../data/api-error';
import { discardDraft, saveAndPublish } from '../../../data/records/record-mutations';
import { fetchRecord } from '../../../data/records/record-repository';
import { showSnackbar } from '../../../state/ui';
import { QUEUED_MESSAGE } from '../../outbox/outbox-texts';
import { useUnsavedChangesGuard } from '../../shell/use-unsaved-changes';
import { useI18n } from '../../../i18n/use-i18n';

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

export type EditConflict = {
  /** The server's message ('The record was changed by someone else (revision N)…'). */
  message: string;
  /** The server's current revision. */
  theirs: RecordAnswer;
  rows: FieldConflict[];
};

type Edits = { base: FormValues; values: FormValues };

export function useRecordEditor(record: RecordAnswer, openedAsReadonly: boolean, reload: () => void) {
  const fields = RECORD_FIELDS[record.entity];
  const i18n = useI18n();
  const [editing, setEditing] = useState<boolean | null>(null);
  const [edits, setEdits] = useState<Edits | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [busy, setBusy] = useState(false);
  const original = formValuesOf(fields, record);
  const values = edits?.values ?? original;
  const isEditing = editing ?? initialEditing(record, openedAsReadonly);
  useUnsavedChangesGuard(edits !== null && Object.keys(changedFields(fields, edits.values, edits.base)).length > 0);

  const clear = () => {
    setEdits(null);
    setFieldErrors({});
    setErrors([]);
    setConflict(null);
  };

  const showFailure = async (error: unknown, base: FormValues, mine: FormValues) => {
    if (!isStaleRevision(error)) {
      const split = splitServerErrors(errorItemsOf(error));
      setFieldErrors(split.fields);
      setErrors(split.general);
      return;
    }
    const message = errorItemsOf(error)[0]?.msg ?? /*i18n*/ 'The record was changed by someone else.';
    try {
      const theirs = await fetchRecord(record.entity, record.id);
      setConflict({ message, theirs, rows: fieldConflicts(fields, base, mine, formValuesOf(fields, theirs)) });
    } catch (readError) {
      setErrors(errorItemsOf(readError));
    }
  };

  /** Puts changes into a draft of `onto` and publishes it; false when refused (errors or conflict shown). */
  const put = async (onto: RecordAnswer, changes: FormValues, base: FormValues, mine: FormValues) => {
    setBusy(true);
    setErrors([]);
    try {
      const saved = await saveAndPublish(record.entity, onto, toWire(fields, changes));
      clear();
      setEditing(false);
      if (saved) showSnackbar(i18n._('Saved revision {rev}', { rev: saved.recRev }), { intent: 'success', duration: 'quick' });
      else showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
    } catch (error) {
      await showFailure(error, base, mine);
    } finally {
      setBusy(false);
    }
  };

  /** The form's rules; the errors show under their fields. */
  const validate = (): boolean => {
    const found = validateRecordForm(fields, values, false);
    setFieldErrors(found);
    return Object.keys(found).length === 0;
  };

  /** Publishes the edits (the form already validated). */
  const saveValidated = async () => {
    const base = edits?.base ?? original;
    await put(record, changedFields(fields, values, base), base, values);
  };

  /** Conflict 'Keep mine': the user's changes on top of the server's revision, saved against it. */
  const keepMyChanges = async () => {
    if (!conflict) return;
    const base = edits?.base ?? original;
    const theirs = formValuesOf(fields, conflict.theirs);
    const merged = keepMine(fields, base, values, theirs);
    // From here the server's revision is what the user edits; another conflict compares against it.
    setEdits({ base: theirs, values: merged });
    setConflict(null);
    await put(conflict.theirs, keepMineChanges(fields, base, values, theirs), theirs, merged);
  };

  const discard = async () => {
    setBusy(true);
    try {
      if (isOwnDraft(record) && (await discardDraft(record.entity, record)) === null) showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
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
    setValue: (name: string, value: unknown) => setEdits({ base: edits?.base ?? original, values: { ...values, [name]: value } }),
    edit: () => setEditing(true),
    validate,
    saveValidated,
    discard,
    keepMine: keepMyChanges,
    /** Conflict 'Take theirs': drop the local changes and read the record again. */
    takeTheirs: () => {
      clear();
      setEditing(false);
      reload();
    },
  };
}
