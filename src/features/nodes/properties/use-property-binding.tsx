// Binding a property of one node to another node of the same host: the node picker chooses the node,
// a critical property asks for a reason first, and the bind answer reaches the mirror, so the panel
// shows the new binding from there. Failures are reported as '{name} → {error}'. On a row of a table the
// picker's checkbox binds the same property of every row of that table (node-model §2.6 picker checkboxes).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { ApiError } from '../../../data/api-error';
import { childrenQuery, nodeQuery } from '../../../data/nodes/mirror-queries';
import { bindProperty } from '../../../data/nodes/node-operations';
import { mirrorNodeKey } from '../../../domain/nodes/mirror-records';
import { parentGIdOf } from '../../../domain/nodes/node-ids';
import { TABLE_WEB_EDITOR } from '../../../domain/nodes/web-editors';
import type { NodeProperty } from '../../../domain/nodes/node-protocol';
import { ROOT_GID } from '../../../domain/nodes/node-protocol';
import { showSnackbar } from '../../../state/ui';
import { NodePickerDialog } from '../NodePickerDialog';
import { ReasonDialog } from './ReasonDialog';
import { isCritical, useReasonGate } from './use-reason-gate';
import { useI18n } from '../../../i18n/use-i18n';

export type PropertyBinding = {
  onBind: (property: NodeProperty) => void;
  onUnbind: (property: NodeProperty) => void;
  /** The picker and reason dialogs; render them once next to the panel. */
  dialogs: ReactNode;
};

export function usePropertyBinding(host: string, gId: string, browseLevel: number): PropertyBinding {
  const i18n = useI18n();
  const [picking, setPicking] = useState<NodeProperty | null>(null);
  const gate = useReasonGate();
  const parentGId = parentGIdOf(gId);
  // Only the picker's checkbox needs the parent, so it is read (the node alone) only while the picker is open.
  const open = picking !== null;
  const parent = useLiveQuery(() => (open && parentGId !== null ? nodeQuery(mirrorNodeKey(host, parentGId)) : undefined), [host, parentGId, open]);
  const table = open && parentGId !== null && parent?.gId === parentGId && parent.webEditor === TABLE_WEB_EDITOR ? parent : null;

  /** This node first, then the table's other rows; one reason for all. */
  const bind = async (property: NodeProperty, target: string | null, everyRow = false) => {
    let reason: string | undefined;
    if (isCritical(property)) {
      const given = await gate.ask();
      if (given === null) return;
      reason = given;
    }
    const rows = everyRow && table ? (await childrenQuery(host, mirrorNodeKey(host, table.gId))).filter((n) => n.gId !== gId && !n.deleted).map((n) => n.gId) : [];
    for (const row of [gId, ...rows]) {
      try {
        await bindProperty(host, row, property.id, target, reason);
      } catch (error) {
        if (error instanceof ApiError && error.aborted) return;
        showSnackbar(`${property.name} → ${error instanceof Error ? error.message : String(error)}`, { intent: 'error' });
        return;
      }
    }
  };

  const dialogs = (
    <>
      {picking ? (
        <NodePickerDialog
          open
          title={i18n._('Bind {name} to a node', { name: picking.name })}
          host={host}
          rootGId={ROOT_GID}
          browseLevel={browseLevel}
          initialSelection={picking.bound ? [picking.bound] : []}
          checkboxes={table ? [i18n._('Bind {name} of every row of {table}', { name: picking.name, table: table.name })] : undefined}
          onOk={({ gIds, checks }) => {
            setPicking(null);
            const [target] = gIds;
            if (target !== undefined) void bind(picking, target, checks[0]);
          }}
          onCancel={() => setPicking(null)}
        />
      ) : null}
      <ReasonDialog open={gate.open} onConfirm={gate.confirm} onCancel={gate.cancel} />
    </>
  );
  return { onBind: setPicking, onUnbind: (property) => void bind(property, null), dialogs };
}
