// The one place a form's check meets the user (node-model §5): errors block, warnings ask in the
// 'Confirmation' dialog whether to continue. Forms show their errors themselves, next to the fields.
import type { FormCheck } from '../domain/values/form-check';
import { confirmationText, formVerdict } from '../domain/values/form-check';
import { confirmMessage } from '../state/ui';

/** True when the form may be saved: no errors, and any warnings confirmed. */
export async function confirmFormCheck(check: FormCheck): Promise<boolean> {
  const verdict = formVerdict(check);
  if (verdict === 'blocked') return false;
  return verdict === 'save' || confirmMessage(confirmationText(check.warnings));
}
