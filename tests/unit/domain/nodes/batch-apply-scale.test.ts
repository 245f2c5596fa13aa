import { describe, expect, it } from 'vitest';
import { planBatchResponse } from '../../../../src/domain/nodes/batch-apply';
import { createMirrorSnapshot } from '../../../../src/domain/nodes/mirror-snapshot';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponseItem } from '../../../../src/domain/nodes/node-protocol';
import { answer, batch, dto, prop, seeded, tree } from '../../data/nodes/node-fixtures';

// Correctness at scale; the speed is measured by `npm run bench`, not by timed tests.

function bigMirror(folders: number, perFolder: number) {
  const children = Array.from({ length: folders }, (_, f) =>
    tree(
      `0.P.f${f}`,
      Array.from({ length: perFolder }, (_, c) => dto(`0.P.f${f}.n${c}`, { hasChildren: false, properties: [prop('Value', c)] })),
    ),
  );
  return seeded(tree('0.P', children));
}

describe('planBatchResponse at scale', () => {
  it('plans 10,000 mixed actions over a 10,000-node mirror', () => {
    const mirror = bigMirror(100, 100);
    const snapshot = createMirrorSnapshot(mirror.nodes.values(), mirror.properties.keys());
    const items: BatchRequestItem[] = [];
    const answers: BatchResponseItem[] = [];
    for (let i = 0; i < 10_000; i += 1) {
      const f = i % 100;
      const n = Math.floor(i / 100);
      const gId = `0.P.f${f}.n${n}`;
      switch (i % 5) {
        case 0:
          items.push({ action: BatchAction.update, gId, values: [{ id: 'Value', value: i }] });
          answers.push(answer());
          break;
        case 1:
          items.push({ action: BatchAction.read, gId, propIds: ['FmtValue'] });
          answers.push(answer({ values: [{ id: 'FmtValue', value: `${i} bar` }] }));
          break;
        case 2:
          items.push({ action: BatchAction.move, gId, newIndex: (i * 7) % 100 });
          answers.push(answer());
          break;
        case 3:
          items.push({ action: BatchAction.create, gId: `0.P.f${f}`, className: 'Tag', key: `k${i}` });
          answers.push(answer({ gId: `0.P.f${f}.new${i}`, key: `k${i}`, node: dto(`0.P.f${f}.new${i}`, { order: 100 + i }) }));
          break;
        default:
          items.push({ action: BatchAction.delete, gId });
          answers.push(answer());
      }
    }
    const plan = planBatchResponse('', items, batch(...answers), snapshot, 2);
    expect(plan.deleteNodeKeys).toHaveLength(2000);
    expect(plan.putNodes.length).toBeGreaterThan(2000);
  });

  it('renumbers 10,000 moves among 10,000 siblings without rewriting rows per move', () => {
    const mirror = bigMirror(1, 10_000);
    const snapshot = createMirrorSnapshot(mirror.nodes.values(), mirror.properties.keys());
    const items: BatchRequestItem[] = Array.from({ length: 10_000 }, (_, i) => ({ action: BatchAction.move, gId: `0.P.f0.n${i}`, newIndex: 0 }));
    const plan = planBatchResponse('', items, batch(...items.map(() => answer())), snapshot, 2);
    // Each node moved to the front in turn: the order is reversed.
    const orders = new Map(plan.putNodes.map((n) => [n.id, n.order]));
    expect(orders.get('n9999')).toBe(0);
    expect(orders.get('n0')).toBe(9999);
  });
});
