// Security of an existing record: edited in the panel while the record is in edit mode and saved by the
// record's one Save (use-record-save.ts), before the content: owner, team and shares by AssignSecurity, the
// project by ChangeProject, which change no revision.
import { useState } from 'react';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { checkSecurity, sameAcl, securityValueOf, sharingAllowed } from '../../../domain/records/security-rules';
import type { SecurityValue } from '../../../domain/records/security-rules';
import { securitySaveError } from '../../../domain/records/security-save-error';
import type { SecuritySaveError } from '../../../domain/records/security-save-error';
import { ApiError, errorItemsOf } from '../../../data/api-error';
import type { SecurityFields } from '../../../data/records/record-api';
import { saveSecurity } from '../../../data/records/record-mutations';
import { QUEUED_MESSAGE } from '../../outbox/outbox-texts';
import { showSnackbar } from '../../../state/ui';
import { confirmFormCheck } from '../../../ui/confirm-form-check';
import { useUnsavedChangesGuard } from '../../shell/use-unsaved-changes';

export function securityChanges(entity: RecordAnswer['entity'], from: SecurityValue, to: SecurityValue) {
  const security: SecurityFields = {};
  if (to.recOwnerId !== from.recOwnerId && to.recOwnerId !== null) security.recOwnerId = to.recOwnerId;
  const groupChanged = to.projectId !== from.projectId || to.expId !== from.expId;
  if (to.recTeamId !== from.recTeamId && !groupChanged) security.recTeamId = to.recTeamId;
  if (!sameAcl(to.recAcl, from.recAcl) && sharingAllowed(entity, to)) security.recAcl = to.recAcl;
  return { security, group: groupChanged ? { projectId: to.projectId, expId: to.expId } : null };
}

export function useRecordSecurity(record: RecordAnswer) {
  const original = securityValueOf(record, { userId: 0, teamId: null });
  const [edited, setEdited] = useState<SecurityValue | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SecuritySaveError | null>(null);
  const value = edited ?? original;
  const changes = securityChanges(record.entity, original, value);
  const dirty = edited !== null && (Object.keys(changes.security).length > 0 || changes.group !== null);
  useUnsavedChangesGuard(dirty);
  /** The panel's rules: errors block (shown in the panel), warnings ask for confirmation. */
  const validate = () => confirmFormCheck(checkSecurity(record.entity, value, false));

  /** Sends the changes; false when the server refused them (the panel shows why). */
  const commit = async (): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const saved = await saveSecurity(record.entity, record, changes.security, changes.group);
      setEdited(null);
      if (saved === null) showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
      return true;
    } catch (e) {
      setError(securitySaveError(e instanceof ApiError ? e.status : 0, errorItemsOf(e)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setEdited(null);
    setError(null);
  };
  return { value, setValue: setEdited, dirty, busy, error, validate, commit, reset };
}
