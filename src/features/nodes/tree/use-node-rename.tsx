// Renaming from a tree row's Actions menu: 'Rename…' opens the dialog; the rename goes through the
// outbox (queued offline, said so); a refusal goes to the snackbar.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../data/api-error';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import { showSnackbar } from '../../../state/ui';
import { QUEUED_MESSAGE } from '../../outbox/outbox-texts';
import { NodeRenameDialog } from './NodeRenameDialog';

/** Resolves false while the rename waits in the outbox. */
export type RenameNode = (node: MirrorNode, name: string) => Promise<boolean>;

export type NodeRename = { start: (node: MirrorNode) => void; dialog: ReactNode };

export function useNodeRename(rename: RenameNode | undefined): NodeRename {
  const [target, setTarget] = useState<MirrorNode | null>(null);
  const dialog = target ? (
    <NodeRenameDialog
      key={target.key}
      name={target.name || target.id}
      onConfirm={(name) => {
        setTarget(null);
        if (!rename || name === target.name) return;
        rename(target, name).then(
          (done) => {
            if (!done) showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
          },
          (error: unknown) => {
            if (error instanceof ApiError && error.aborted) return;
            showSnackbar(error instanceof Error ? error.message : String(error));
          },
        );
      }}
      onCancel={() => setTarget(null)}
    />
  ) : null;
  return {
    start: (node) => {
      if (rename) setTarget(node);
    },
    dialog,
  };
}
