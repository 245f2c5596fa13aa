// Binding a property of one node to another node of the same host: the node picker chooses the node,
// a critical property asks for a reason first, and the bind answer reaches the mirror, so the panel
// shows the new binding from there. Failures are reported as '{name} → {error}'.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../data/api-error';
import { bindProperty } from '../../../data/nodes/node-operations';
import type { NodeProperty } from '../../../domain/nodes/node-protocol';
import { ROOT_GID } from '../../../domain/nodes/node-protocol';
import { showSnackbar } from '../../../state/ui';
import { NodePickerDialog } from '../NodePickerDialog';
import { ReasonDialog } from './ReasonDialog';
import { isCritical, useReasonGate } from './use-reason-gate';

export type PropertyBinding = {
  onBind: (property: NodeProperty) => void;
  onUnbind: (property: NodeProperty) => void;
  /** The picker and reason dialogs; render them once next to the panel. */
  dialogs: ReactNode;
};

export function usePropertyBinding(host: string, gId: string, browseLevel: number): PropertyBinding {
  const [picking, setPicking] = useState<NodeProperty | null>(null);
  const gate = useReasonGate();

  const bind = async (property: NodeProperty, target: string | null) => {
    let reason: string | undefined;
    if (isCritical(property)) {
      const given = await gate.ask();
      if (given === null) return;
      reason = given;
    }
    try {
      await bindProperty(host, gId, property.id, target, reason);
    } catch (error) {
      if (error instanceof ApiError && error.aborted) return;
      showSnackbar(`${property.name} → ${error instanceof Error ? error.message : String(error)}`, { intent: 'error' });
    }
  };

  const dialogs = (
    <>
      {picking ? (
        <NodePickerDialog
          open
          title={`Bind ${picking.name} to a node`}
          host={host}
          rootGId={ROOT_GID}
          browseLevel={browseLevel}
          initialSelection={picking.bound ? [picking.bound] : []}
          onOk={({ gIds }) => {
            setPicking(null);
            const [target] = gIds;
            if (target !== undefined) void bind(picking, target);
          }}
          onCancel={() => setPicking(null)}
        />
      ) : null}
      <ReasonDialog open={gate.open} onConfirm={gate.confirm} onCancel={gate.cancel} />
    </>
  );
  return { onBind: setPicking, onUnbind: (property) => void bind(property, null), dialogs };
}
