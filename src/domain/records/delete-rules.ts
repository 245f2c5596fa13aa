// The delete dialog's rule (console.md §4, §5): soft delete can be undone by restore; a permanent delete
// needs a reason, and whitespace-only counts as empty.
import { reasonRule } from '../values/reason-rule';

// One width for every delete dialog (console.md §9), kept with the other constants.
export { DELETE_DIALOG_MAX_WIDTH } from '../app-constants';

export type DeleteChoice = { permanent: boolean; reason: string };

export const MSG_DELETE_REFERENCES = /*i18n*/ 'Do you want to delete this despite the references?';

/** The message to show, or null when the choice may be sent. */
export function deleteChoiceError(choice: DeleteChoice): string | null {
  if (!choice.permanent) return null;
  const verdict = reasonRule(choice.reason);
  return verdict === true ? null : verdict;
}

/** The query of DELETE /api/db/{entity}. */
export function deleteQuery(choice: DeleteChoice, ignoreReferences = false): Record<string, string | boolean> {
  if (!choice.permanent) return {};
  return { permanent: true, reason: choice.reason.trim(), ...(ignoreReferences ? { ignoreReferences: true } : {}) };
}
