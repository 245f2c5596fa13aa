// The server's own tree as a screen's navigation (Settings, a licence's node): one node selected at a
// time, values read on demand rather than every second, and a choice handed to the screen to route.
import { NodeBrowser } from './NodeBrowser';
import type { RowAction } from './NodeTreeRow';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';

export type LocalNodePickerProps = {
  label: string;
  rootGId: string;
  browseLevel: number;
  /** The selected node's gId, or null. */
  selected: string | null;
  onSelect: (gId: string) => void;
  extraActions?: (node: MirrorNode) => RowAction[];
};

export function LocalNodePicker({ label, rootGId, browseLevel, selected, onSelect, extraActions }: LocalNodePickerProps) {
  return (
    <NodeBrowser
      label={label}
      host=""
      rootGId={rootGId}
      browseLevel={browseLevel}
      liveRefresh={false}
      extraActions={extraActions}
      selectionMode="single"
      selected={selected === null ? [] : [selected]}
      onSelectionChange={(gIds) => {
        const [next] = gIds;
        if (next) onSelect(next);
      }}
    />
  );
}
