// Deleting and restoring nodes from the tree: Delete opens the delete dialog (soft by default,
// 'Delete permanently' with a reason); a node other properties are bound to asks again before the
// delete unbinds them. Restore brings a soft-deleted node back. Failures go to the snackbar.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../data/api-error';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import type { NodeDeleteChoice } from '../../../domain/nodes/node-recycle';
import { confirmMessage, showSnackbar } from '../../../state/ui';
import { QUEUED_MESSAGE } from '../../outbox/outbox-texts';
import { NodeDeleteDialog } from './NodeDeleteDialog';
import { useI18n } from '../../../i18n/use-i18n';

export const DELETE_REFERENCES_TEXT = /*i18n*/ 'Do you want to delete this despite the references?';

export type RemoveNode = (node: MirrorNode, choice: NodeDeleteChoice, ignoreReferences: boolean) => Promise<{ referencesExist?: boolean }>;
/** Resolves false while the restore waits in the outbox (offline, no answer yet). */
export type RestoreNode = (node: MirrorNode) => Promise<boolean>;

export type NodeDelete = {
  start: (node: MirrorNode) => void;
  restore: (node: MirrorNode) => void;
  /** The open delete dialog, to render next to the tree. */
  dialog: ReactNode;
};

const RESTORED_TEXT = /*i18n*/ "''{name}'' was restored.";

function reportError(error: unknown): void {
  if (error instanceof ApiError && error.aborted) return;
  showSnackbar(error instanceof Error ? error.message : String(error));
}

export function useNodeDelete(remove: RemoveNode | undefined, restoreNode: RestoreNode | undefined): NodeDelete {
  const i18n = useI18n();
  const [target, setTarget] = useState<MirrorNode | null>(null);

  const run = async (node: MirrorNode, choice: NodeDeleteChoice) => {
    if (!remove) return;
    const result = await remove(node, choice, false);
    if (result.referencesExist && (await confirmMessage(i18n._(DELETE_REFERENCES_TEXT)))) await remove(node, choice, true);
  };

  const dialog = target ? (
    <NodeDeleteDialog
      key={target.key}
      name={target.name || target.id}
      alreadyDeleted={target.deleted === true}
      onConfirm={(choice) => {
        setTarget(null);
        run(target, choice).catch(reportError);
      }}
      onCancel={() => setTarget(null)}
    />
  ) : null;

  return {
    start: (node) => {
      if (remove) setTarget(node);
    },
    restore: (node) => {
      restoreNode?.(node).then((answered) => (answered ? showSnackbar(i18n._(RESTORED_TEXT, { name: node.name || node.id }), { intent: 'success' }) : showSnackbar(QUEUED_MESSAGE, { intent: 'info' })), reportError);
    },
    dialog,
  };
}
