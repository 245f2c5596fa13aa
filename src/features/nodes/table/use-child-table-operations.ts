// The writes of a child table, all through the outbox (src/data/nodes/node-operations.ts), so they
// work offline: add (one request at a time), copy of a row, delete, move, one cell, and many rows at
// once (a paste, 'Disable all') as one batch. A write that waits in the outbox says so once.
import { useMemo } from 'react';
import { createNode, deleteNode, deserializeNode, moveNode, serializeNode, updateProperties, updateRows } from '../../../data/nodes/node-operations';
import type { AllowedType, PropertyValue, PropertyValueUpdate } from '../../../domain/nodes/node-protocol';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import type { KeptText } from '../../../domain/messages/message-text';
import { confirmMessage, showSnackbar } from '../../../state/ui';
import { QUEUED_MESSAGE } from '../../outbox/outbox-texts';
import { DELETE_REFERENCES_TEXT } from '../tree/use-node-delete';
import { oneAtATime } from './one-at-a-time';
import { useI18n } from '../../../i18n/use-i18n';

export type RowUpdate = { gId: string; values: PropertyValueUpdate[] };

export type ChildTableOperations = {
  /** Resolves with the new row's gId (temporary while queued). */
  add: (type: AllowedType) => Promise<string>;
  clone: (row: MirrorNode) => Promise<void>;
  remove: (row: MirrorNode) => Promise<void>;
  move: (row: MirrorNode, newIndex: number) => Promise<void>;
  saveCell: (row: MirrorNode, id: string, value: PropertyValue) => Promise<void>;
  saveRows: (rows: readonly RowUpdate[], change: KeptText) => Promise<void>;
};

export function useChildTableOperations(host: string, tableGId: string): ChildTableOperations {
  const i18n = useI18n();
  return useMemo(() => {
    const serial = oneAtATime();
    return {
      add: (type) => serial(async () => (await createNode(host, tableGId, type.type)).gId),
      clone: async (row) => {
        const content = await serializeNode(host, row.gId);
        if ((await deserializeNode(host, tableGId, content)) === null) showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
      },
      // Other nodes refer to the row: asked once more, as the tree does.
      remove: async (row) => {
        const outcome = await deleteNode(host, row.gId);
        if (outcome.referencesExist && (await confirmMessage(i18n._(DELETE_REFERENCES_TEXT)))) await deleteNode(host, row.gId, { ignoreReferences: true });
      },
      move: async (row, newIndex) => {
        await moveNode(host, row.gId, newIndex);
      },
      saveCell: async (row, id, value) => {
        await updateProperties(host, row.gId, [{ id, value }]);
      },
      saveRows: async (rows, change) => {
        if (!(await updateRows(host, tableGId, rows, change))) showSnackbar(QUEUED_MESSAGE, { intent: 'info' });
      },
    };
  }, [host, tableGId, i18n]);
}
