// The create form of a record kind: content fields, the Security panel's value, and the POST.
import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { ErrorItem } from '../../../domain/error-item';
import type { RecordEntity } from '../../../domain/records/record-entities';
import { RECORD_FIELDS } from '../../../domain/records/record-fields';
import { formValuesOf, toWire, validateRecordForm } from '../../../domain/records/record-form-rules';
import type { FieldErrors, FormValues } from '../../../domain/records/record-form-rules';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { NO_GROUP, applyGroupChoice, checkSecurity, securityValueOf, sharingAllowed } from '../../../domain/records/security-rules';
import type { GroupChoice, SecurityValue } from '../../../domain/records/security-rules';
import { errorItemsOf } from '../../../data/api-error';
import type { CreateBody } from '../../../data/records/record-api';
import { createRecord } from '../../../data/records/record-mutations';
import { showSnackbar } from '../../../state/ui';
import { confirmFormCheck } from '../../../ui/confirm-form-check';
import { useMounted } from '../../../ui/use-mounted';
import { QUEUED_MESSAGE } from '../../outbox/outbox-texts';
import { splitServerErrors } from './use-record-editor';
import { translatedErrorLine } from '../error-line';
import { useUnsavedChangesGuard } from '../../shell/use-unsaved-changes';

/**
 * A create answered after the user has left its screen (or while they are leaving it: the screen stays
 * until the next one has loaded): they are told, not taken back to the record.
 */
export const CREATED_AFTER_LEAVING = /*i18n*/ 'The new record was saved.';

export function createBody(entity: RecordEntity, values: FormValues, security: SecurityValue, userId: number, fixed: Record<string, unknown>): CreateBody {
  const body: CreateBody = { ...toWire(RECORD_FIELDS[entity], values), ...fixed };
  if (security.recOwnerId !== null && security.recOwnerId !== userId) body.recOwnerId = security.recOwnerId;
  if (security.projectId === NO_GROUP && security.expId === NO_GROUP) {
    // Other kinds without a team get the creator's first team; a project is made without one when chosen.
    if (security.recTeamId !== null) body.recTeamId = security.recTeamId;
    else if (entity === 'project') body.recTeamId = null;
  }
  if (security.recAcl.length > 0 && sharingAllowed(entity, security)) body.recAcl = security.recAcl;
  if (security.projectId !== NO_GROUP) body.projectId = security.projectId;
  if (security.expId !== NO_GROUP) body.expId = security.expId;
  return body;
}

export function useRecordCreate(
  entity: RecordEntity,
  defaults: { userId: number; teamId: number | null },
  fixed: Record<string, unknown>,
  onCreated: (record: RecordAnswer) => void,
  group: GroupChoice | null = null,
  /** Offline (or no answer soon): the create waits in the outbox; the screen leaves the form. */
  onQueued: () => void = () => {},
) {
  const fields = RECORD_FIELDS[entity];
  const [values, setValues] = useState<FormValues>(() => formValuesOf(fields, null));
  const [security, setSecurity] = useState<SecurityValue>(() => {
    const start = securityValueOf(null, defaults);
    return group ? applyGroupChoice(entity, start, group) : start;
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const guard = useUnsavedChangesGuard(touched);
  const mounted = useMounted();
  const router = useRouter();

  const submit = async () => {
    const found = validateRecordForm(fields, values, true);
    setFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    // Errors block; warnings ask before saving (node-model §5).
    if (!(await confirmFormCheck(checkSecurity(entity, security, true)))) return;
    setBusy(true);
    setErrors([]);
    // Where the user is: path and query (a fragment, such as the skip link's, does not leave the screen).
    const place = () => `${router.state.location.pathname}${router.state.location.searchStr}`;
    const here = place();
    const left = () => !mounted.current || place() !== here;
    try {
      const created = await createRecord(entity, createBody(entity, values, security, defaults.userId, fixed));
      // Saved or queued, the form's edits are kept: the navigation that follows must not ask.
      guard.release();
      if (created && !left()) onCreated(created);
      else if (created) showSnackbar(CREATED_AFTER_LEAVING, { intent: 'success' });
      else {
        showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
        if (!left()) onQueued();
      }
    } catch (error) {
      // Refused after the user has left: the form that would show why is gone, so the snackbar says it.
      if (left()) {
        showSnackbar(translatedErrorLine(errorItemsOf(error)));
        return;
      }
      const split = splitServerErrors(errorItemsOf(error));
      setFieldErrors(split.fields);
      setErrors(split.general);
    } finally {
      setBusy(false);
    }
  };

  const setValue = (name: string, value: unknown) => {
    setTouched(true);
    setValues((v) => ({ ...v, [name]: value }));
  };
  const setSecurityValue = (next: SecurityValue) => {
    setTouched(true);
    setSecurity(next);
  };
  return { fields, values, setValue, security, setSecurity: setSecurityValue, fieldErrors, errors, busy, submit };
}
