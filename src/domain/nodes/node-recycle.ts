// Node delete and restore (docs/nodes.md "Delete and restore"): a delete is soft (restorable) unless
// permanent, and a permanent delete needs a reason, checked by the same rule and message as the
// record delete dialog. A soft-deleted node comes back through its built-in method Restore.
import { deleteChoiceError } from '../records/delete-rules';
import type { DeleteChoice } from '../records/delete-rules';
import type { BatchRequestItem } from './node-protocol';

/** The built-in method listed on soft-deleted nodes (debug level) for users with delete access. */
export const METHOD_RESTORE = 'Restore';

export type NodeDeleteChoice = DeleteChoice;

export const SOFT_DELETE: NodeDeleteChoice = { permanent: false, reason: '' };

/** The message to show, or null when the choice may be sent. */
export function nodeDeleteError(choice: NodeDeleteChoice): string | null {
  return deleteChoiceError(choice);
}

/** The fields of the delete batch item for the choice: a soft delete sends neither. */
export function nodeDeleteFields(choice: NodeDeleteChoice): Pick<BatchRequestItem, 'permanent' | 'userReason'> {
  return choice.permanent ? { permanent: true, userReason: choice.reason.trim() } : {};
}
