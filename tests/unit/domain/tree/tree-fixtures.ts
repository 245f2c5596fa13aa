import { buildTreeIndex } from '../../../../src/domain/tree/tree-index';
import type { TreeIndex, TreeNodeInfo } from '../../../../src/domain/tree/tree-index';

/**
 * root
 * ├─ Pump            ├─ FlowRate, Pressure
 * ├─ Detector        ├─ Lamp (disabled), Wavelength
 * └─ Lazy (children not loaded)
 */
export function sampleTree(): TreeIndex {
  const n = (key: string, parentKey: string | null, label: string, extra: Partial<TreeNodeInfo> = {}): TreeNodeInfo => ({
    key,
    parentKey,
    label,
    hasChildren: false,
    ...extra,
  });
  return buildTreeIndex([
    n('root', null, 'Instruments', { hasChildren: true }),
    n('pump', 'root', 'Pump', { hasChildren: true }),
    n('flow', 'pump', 'FlowRate'),
    n('pressure', 'pump', 'Pressure'),
    n('det', 'root', 'Detector', { hasChildren: true }),
    n('lamp', 'det', 'Lamp', { disabled: true }),
    n('wave', 'det', 'Wavelength'),
    n('lazy', 'root', 'Lazy', { hasChildren: true }),
  ]);
}

/** A wide and deep tree: `count` nodes, ten children per parent. */
export function bigTree(count: number): TreeIndex {
  const nodes: TreeNodeInfo[] = [];
  for (let i = 0; i < count; i++) {
    const parent = i === 0 ? null : `n${Math.floor((i - 1) / 10)}`;
    nodes.push({ key: `n${i}`, parentKey: parent, label: `Node ${i} item`, hasChildren: i * 10 + 1 < count });
  }
  return buildTreeIndex(nodes);
}
