// The conflict view of DESIGN.md ('Conflicts'): a save against an old revision is refused (409, field
// recRev); the user then sees, per field they changed, the server's current value beside their own and
// chooses. 'Keep mine' re-applies only the user's own changes on top of the server's revision, so a field
// someone else changed and the user did not touch keeps the other person's value.
import { changedFields, sameValue } from './record-form-rules';
import type { FormValues, RecordFieldSpec } from './record-form-rules';

export type FieldConflict = {
  name: string;
  label: string;
  /** What the user started editing from. */
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** The other side changed this field too (and to something else than the user did). */
  clash: boolean;
};

/** The fields the user changed, each with the server's current value; unchanged fields are not in conflict. */
export function fieldConflicts(fields: readonly RecordFieldSpec[], base: FormValues, mine: FormValues, theirs: FormValues): FieldConflict[] {
  const changed = changedFields(fields, mine, base);
  return fields
    .filter((f) => Object.prototype.hasOwnProperty.call(changed, f.name))
    .map((f) => ({
      name: f.name,
      label: f.label,
      base: base[f.name],
      mine: mine[f.name],
      theirs: theirs[f.name],
      clash: !sameValue(theirs[f.name], base[f.name]) && !sameValue(theirs[f.name], mine[f.name]),
    }));
}

/** 'Keep mine': the server's values with the user's changes on top. */
export function keepMine(fields: readonly RecordFieldSpec[], base: FormValues, mine: FormValues, theirs: FormValues): FormValues {
  return { ...theirs, ...changedFields(fields, mine, base) };
}

/** What a 'Keep mine' save sends against the server's revision: only what still differs from it. */
export function keepMineChanges(fields: readonly RecordFieldSpec[], base: FormValues, mine: FormValues, theirs: FormValues): FormValues {
  return changedFields(fields, keepMine(fields, base, mine, theirs), theirs);
}

/**
 * The fields a queued update changes, each beside the server's current value, for the outbox's
 * conflict view. The outbox keeps no base, so every field whose value differs from the server's clashes.
 */
export function queuedConflicts(fields: readonly RecordFieldSpec[], changes: Record<string, unknown>, theirs: Record<string, unknown>): FieldConflict[] {
  return fields
    .filter((f) => Object.prototype.hasOwnProperty.call(changes, f.name))
    .map((f) => ({ name: f.name, label: f.label, base: undefined, mine: changes[f.name], theirs: theirs[f.name], clash: !sameValue(theirs[f.name], changes[f.name]) }));
}
