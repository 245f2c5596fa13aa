import { describe, expect, it } from 'vitest';
import {
  JOURNAL_MIN_ACTIONS,
  applyPlanToView,
  narrowEntry,
  overlayJournal,
  prepareOverlay,
  planParts,
  recordedEntry,
  resolvedEntry,
  shouldJournal,
  viewOf,
} from '../../../../src/domain/nodes/mirror-journal';
import type { MirrorJournalEntry, MirrorView } from '../../../../src/domain/nodes/mirror-journal';
import type { MirrorPlan } from '../../../../src/domain/nodes/mirror-plan';
import { isInSubtree, mirrorNodeKey, mirrorPropertyKey, parentKeyOf } from '../../../../src/domain/nodes/mirror-records';
import type { MirrorNode } from '../../../../src/domain/nodes/mirror-records';
import { BatchAction } from '../../../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, BatchResponse } from '../../../../src/domain/nodes/node-protocol';
import { answer, batch, browseItem, dto, prop, seeded, step, tree } from '../../data/nodes/node-fixtures';
import type { MemoryMirror } from '../../data/nodes/node-fixtures';

const key = (gId: string) => mirrorNodeKey('', gId);

function lab() {
  return tree('0.S', [
    tree('0.S.A', [
      tree('0.S.A.x', [dto('0.S.A.x.1', { hasChildren: false }), dto('0.S.A.x.2', { hasChildren: false })], { properties: [prop('P', 1), prop('FmtValue', '1 bar')] }),
      dto('0.S.A.y', { hasChildren: false, properties: [prop('FmtValue', '2 bar')] }),
      dto('0.S.A.z', { hasChildren: false }),
    ]),
    dto('0.S.B', { hasChildren: false, properties: [prop('Name', 'b')] }),
  ]);
}

type Scenario = { name: string; items: BatchRequestItem[]; response: BatchResponse };

const scenarios: Scenario[] = [
  {
    name: 'updates and a read',
    items: [
      { action: BatchAction.update, gId: '0.S.A.x', values: [{ id: 'P', value: 2 }, { id: 'FmtValue', value: '9 bar' }] },
      { action: BatchAction.read, gId: '0.S.A.y', propIds: ['FmtValue'] },
    ],
    response: batch(answer(), answer({ values: [{ id: 'FmtValue', value: '3 bar' }] })),
  },
  {
    name: 'two moves under one parent',
    items: [
      { action: BatchAction.move, gId: '0.S.A.z', newIndex: 0 },
      { action: BatchAction.move, gId: '0.S.A.x', newIndex: 2 },
    ],
    response: batch(answer(), answer()),
  },
  { name: 'a move of the branch itself', items: [{ action: BatchAction.move, gId: '0.S.A', newIndex: 1 }], response: batch(answer()) },
  { name: 'a delete of the parent', items: [{ action: BatchAction.delete, gId: '0.S.A' }], response: batch(answer()) },
  { name: 'a delete two levels up', items: [{ action: BatchAction.delete, gId: '0.S' }], response: batch(answer()) },
  { name: 'a delete of a leaf', items: [{ action: BatchAction.delete, gId: '0.S.A.x.2' }], response: batch(answer()) },
  {
    name: 'a create, then an update of it by temporary id',
    items: [
      { action: BatchAction.create, gId: '0.S.A.x', className: 'Folder', key: 'k' },
      { action: BatchAction.update, gId: '%k', values: [{ id: 'Name', value: 'new' }] },
    ],
    response: batch(answer({ gId: '0.S.A.x.3', key: 'k', node: dto('0.S.A.x.3', { order: 2, properties: [prop('Name', 'n')] }) }), answer()),
  },
  {
    name: 'a browse above that drops the branch',
    items: [browseItem('0.S', 1)],
    response: batch(answer({ nodes: [tree('0.S', [dto('0.S.B', { hasChildren: false })])] })),
  },
  {
    name: 'a browse that replaces children and properties',
    items: [browseItem('0.S.A')],
    response: batch(answer({ nodes: [tree('0.S.A', [tree('0.S.A.x', [dto('0.S.A.x.1', { hasChildren: false })], { properties: [prop('Q', 5)] })])] })),
  },
  {
    name: 'a batch mostly about other nodes, with nested temporary ids',
    items: [
      { action: BatchAction.update, gId: '0.S.B', values: [{ id: 'Name', value: 'b2' }] },
      { action: BatchAction.create, gId: '0.S.B', className: 'Folder', key: 'o' },
      { action: BatchAction.update, gId: '%o', values: [{ id: 'Name', value: 'other' }] },
      { action: BatchAction.move, gId: '0.S.B', newIndex: 0 },
      { action: BatchAction.create, gId: '0.S.A.x', className: 'Folder', key: 'p' },
      { action: BatchAction.create, gId: '%p', className: 'Folder', key: 'q' },
      { action: BatchAction.update, gId: '%q', values: [{ id: 'Name', value: 'deep' }] },
      { action: BatchAction.call, gId: '0.S.A.x', methodName: 'Ping' },
      { action: BatchAction.update, gId: '0.S.A.x', values: [{ id: 'P', value: 8 }] },
    ],
    response: batch(
      answer(),
      answer({ gId: '0.S.B.o', key: 'o', node: dto('0.S.B.o', { properties: [prop('Name', 'o')] }) }),
      answer(),
      answer(),
      answer({ gId: '0.S.A.x.p', key: 'p', node: dto('0.S.A.x.p', { order: 2 }) }),
      answer({ gId: '0.S.A.x.p.q', key: 'q', node: dto('0.S.A.x.p.q', { properties: [prop('Name', 'q')] }) }),
      answer(),
      answer(),
      answer(),
    ),
  },
  {
    name: 'a move, an update and a delete together',
    items: [
      { action: BatchAction.move, gId: '0.S.A.y', newIndex: 0 },
      { action: BatchAction.update, gId: '0.S.A.y', values: [{ id: 'FmtValue', value: '7 bar' }] },
      { action: BatchAction.delete, gId: '0.S.A.x.1' },
    ],
    response: batch(answer(), answer(), answer()),
  },
];

/** What each mirror query reads from the tables, whose children it holds in full, and what it answers from a view. */
type Reader = { name: string; rows: (m: MemoryMirror) => MirrorView; complete: (nodeKey: string) => boolean; answer: (v: MirrorView) => unknown };

/** The rows a reader holds before laying the entries over them, as the repository reads them. */
function readThrough(reader: Reader, mirror: MemoryMirror, entries: readonly MirrorJournalEntry[]): unknown {
  const view = reader.rows(mirror);
  const overlay = prepareOverlay(entries, view, reader.complete);
  for (const parentKey of overlay.childrenOf) {
    for (const row of mirror.nodes.values()) if (row.parentKey === parentKey && !view.nodes.has(row.key)) view.nodes.set(row.key, row);
  }
  return reader.answer(overlayJournal(overlay.entries, view));
}

function subtreeRows(mirror: MemoryMirror, rootKey: string): MirrorNode[] {
  return [...mirror.nodes.values()].filter((n) => isInSubtree(n.key, rootKey));
}

function ancestors(mirror: MemoryMirror, nodeKey: string): MirrorNode[] {
  const rows: MirrorNode[] = [];
  for (let k = parentKeyOf('', nodeKey.slice(1)); k !== null; k = parentKeyOf('', k.slice(1))) {
    const row = mirror.nodes.get(k);
    if (row) rows.push(row);
  }
  return rows;
}

const sorted = <T extends { key: string }>(rows: Iterable<T>) => [...rows].sort((a, b) => (a.key < b.key ? -1 : 1));

const readers: Reader[] = [
  {
    name: 'subtree of 0.S.A',
    complete: (k) => isInSubtree(k, key('0.S.A')),
    rows: (m) => viewOf([...ancestors(m, key('0.S.A')), ...subtreeRows(m, key('0.S.A'))]),
    answer: (v) => sorted([...v.nodes.values()].filter((n) => isInSubtree(n.key, key('0.S.A')))),
  },
  {
    name: 'children of 0.S.A',
    complete: (k) => k === key('0.S.A'),
    rows: (m) => viewOf([...ancestors(m, key('0.S.A')), m.nodes.get(key('0.S.A')), ...[...m.nodes.values()].filter((n) => n.parentKey === key('0.S.A'))]),
    answer: (v) => sorted([...v.nodes.values()].filter((n) => n.parentKey === key('0.S.A'))),
  },
  {
    name: 'node 0.S.A.x with its properties',
    complete: () => false,
    rows: (m) =>
      viewOf(
        [...ancestors(m, key('0.S.A.x')), m.nodes.get(key('0.S.A.x'))],
        [...m.properties.values()].filter((p) => p.nodeKey === key('0.S.A.x')),
      ),
    answer: (v) => ({
      node: v.nodes.get(key('0.S.A.x')),
      properties: sorted([...v.properties.values()].filter((p) => p.nodeKey === key('0.S.A.x'))),
    }),
  },
];

/** The reader's answer from the whole mirror after the response, planned against every row. */
function expected(reader: Reader, scenario: Scenario): unknown {
  const mirror = seeded(lab());
  step(mirror, scenario.items, scenario.response, 1000);
  return reader.answer(mirror);
}

describe('overlayJournal: a pending entry laid over the rows a query reads', () => {
  for (const scenario of scenarios) {
    for (const reader of readers) {
      it(`answers ${reader.name} as if the response were written, for ${scenario.name} (recorded entry)`, () => {
        const entries = [recordedEntry('', scenario.items, scenario.response, 1000)];
        expect(readThrough(reader, seeded(lab()), entries)).toEqual(expected(reader, scenario));
      });

      it(`answers ${reader.name} for ${scenario.name} over half-folded rows (resolved entry)`, () => {
        const before = seeded(lab());
        const plan = step(seeded(lab()), scenario.items, scenario.response, 1000);
        // The fold wrote the first part only; laying the whole plan over it again changes nothing twice.
        const [first] = planParts(plan, 2);
        applyPlanToView(first as MirrorPlan, before);
        const entries = [resolvedEntry(recordedEntry('', scenario.items, scenario.response, 1000), plan)];
        expect(readThrough(reader, before, entries)).toEqual(expected(reader, scenario));
      });
    }
  }

  it('keeps the actions of a later entry on a node an earlier entry made, recorded or resolved', () => {
    const made = dto('0.S.A.n', { order: 3, properties: [prop('Name', 'n')] });
    const create = { items: [{ action: BatchAction.create, gId: '0.S.A', className: 'Folder', key: 'k' }], response: batch(answer({ gId: made.gId, key: 'k', node: made })) };
    const rename = { items: [{ action: BatchAction.update, gId: '0.S.A.n', values: [{ id: 'FmtValue', value: '9 bar' }] }], response: batch(answer()) };
    const createEntry = recordedEntry('', create.items, create.response, 10);
    const resolvedCreate = resolvedEntry(createEntry, step(seeded(lab()), create.items, create.response, 10));
    for (const first of [createEntry, resolvedCreate]) {
      for (const reader of readers) {
        const full = seeded(lab());
        step(full, create.items, create.response, 10);
        step(full, rename.items, rename.response, 20);
        expect(readThrough(reader, seeded(lab()), [first, recordedEntry('', rename.items, rename.response, 20)])).toEqual(reader.answer(full));
      }
    }
    // The update reaches the made node's row (its FmtValue), so the readers above can tell.
    const children = readers[1] as Reader;
    const view = children.rows(seeded(lab()));
    const overlay = prepareOverlay([createEntry, recordedEntry('', rename.items, rename.response, 20)], view, children.complete);
    expect(overlay.entries.map((e) => (e.state === 'recorded' ? e.items.length : -1))).toEqual([1, 1]);
  });

  it('lays several entries over the rows oldest first', () => {
    const entries: MirrorJournalEntry[] = [
      recordedEntry('', [{ action: BatchAction.update, gId: '0.S.A.x', values: [{ id: 'P', value: 2 }] }], batch(answer()), 10),
      recordedEntry('', [{ action: BatchAction.update, gId: '0.S.A.x', values: [{ id: 'P', value: 3 }] }], batch(answer()), 20),
    ];
    const mirror = seeded(lab());
    const view = viewOf(mirror.nodes.values(), mirror.properties.values());
    overlayJournal(entries, view);
    expect(view.properties.get(mirrorPropertyKey('', '0.S.A.x', 'P'))?.value).toBe(3);
  });
});

describe('narrowEntry', () => {
  it('keeps the actions that reach the view: on its nodes, on children of its nodes, on nodes its kept creates made', () => {
    const scenario = scenarios.find((c) => c.name.startsWith('a batch mostly about other nodes')) as Scenario;
    const mirror = seeded(lab());
    const view = viewOf([mirror.nodes.get(key('0.S')), mirror.nodes.get(key('0.S.A')), mirror.nodes.get(key('0.S.A.x'))]);
    const narrowed = narrowEntry(recordedEntry('', scenario.items, scenario.response, 1) as Extract<MirrorJournalEntry, { state: 'recorded' }>, view);
    expect(narrowed.items.map((i) => `${i.action}:${i.gId}`)).toEqual([
      `${BatchAction.move}:0.S.B`,
      `${BatchAction.create}:0.S.A.x`,
      `${BatchAction.create}:0.S.A.x.p`,
      `${BatchAction.update}:0.S.A.x.p.q`,
      `${BatchAction.update}:0.S.A.x`,
    ]);
    expect(narrowed.response.responses).toHaveLength(narrowed.items.length);
    expect(narrowed.response.responses[1]?.node?.gId).toBe('0.S.A.x.p');
  });
});

describe('mirror journal entries', () => {
  it('journals a response from JOURNAL_MIN_ACTIONS actions on; browses do not count', () => {
    const update: BatchRequestItem = { action: BatchAction.update, gId: '0.S', values: [] };
    expect(JOURNAL_MIN_ACTIONS).toBe(256);
    expect(shouldJournal(Array.from({ length: JOURNAL_MIN_ACTIONS - 1 }, () => update))).toBe(false);
    expect(shouldJournal(Array.from({ length: JOURNAL_MIN_ACTIONS }, () => update))).toBe(true);
    expect(shouldJournal(Array.from({ length: 5000 }, () => browseItem('0.S')))).toBe(false);
  });

  it('carries the mirror age only for a successful browse', () => {
    expect(recordedEntry('', [browseItem('0.S')], batch(answer({ nodes: [dto('0.S')] })), 42).fetchedAt).toBe(42);
    expect(recordedEntry('', [browseItem('0.S')], batch(answer({ result: 2 })), 42).fetchedAt).toBeNull();
    expect(recordedEntry('', [{ action: BatchAction.delete, gId: '0.S' }], batch(answer()), 42).fetchedAt).toBeNull();
  });
});

describe('applyPlanToView', () => {
  it('deletes, puts, then patches only the rows present', () => {
    const mirror = seeded(lab());
    const plan = step(seeded(lab()), [{ action: BatchAction.read, gId: '0.S.A.y', propIds: ['FmtValue'] }], batch(answer({ values: [{ id: 'FmtValue', value: 'x' }] })));
    const view = viewOf([mirror.nodes.get(key('0.S.A.y'))]);
    applyPlanToView({ ...plan, patches: [...plan.patches, { table: 'nodes', key: key('0.Nope'), changes: { name: 'ghost' } }] }, view);
    expect(view.nodes.get(key('0.S.A.y'))?.fmtValue).toBe('x');
    expect(view.nodes.has(key('0.Nope'))).toBe(false);
  });
});

describe('planParts', () => {
  function bigPlan(): MirrorPlan {
    const mirror = seeded(lab());
    return step(mirror, [{ action: BatchAction.delete, gId: '0.S.A' }, browseItem('0.S.B', 0)], batch(answer(), answer({ nodes: [dto('0.S.B', { hasChildren: false, properties: [prop('Name', 'c'), prop('Unit', 'bar')] })] })), 7);
  }

  it('cuts a plan into parts of at most the given rows, every row once, the mirror age with the last', () => {
    const plan = bigPlan();
    const rows = (p: MirrorPlan) => p.deleteNodeKeys.length + p.deletePropertyKeys.length + p.putNodes.length + p.putProperties.length + p.patches.length;
    const parts = planParts(plan, 3);
    expect(parts.length).toBe(Math.ceil(rows(plan) / 3));
    expect(parts.every((p) => rows(p) <= 3)).toBe(true);
    expect(parts.flatMap((p) => p.deleteNodeKeys)).toEqual(plan.deleteNodeKeys);
    expect(parts.flatMap((p) => p.deletePropertyKeys)).toEqual(plan.deletePropertyKeys);
    expect(parts.flatMap((p) => p.putNodes)).toEqual(plan.putNodes);
    expect(parts.flatMap((p) => p.putProperties)).toEqual(plan.putProperties);
    expect(parts.flatMap((p) => p.patches)).toEqual(plan.patches);
    expect(parts.map((p) => p.fetchedAt)).toEqual([...parts.slice(1).map(() => null), 7]);
  });

  it('keeps an empty plan as one part, so the entry is still removed', () => {
    const mirror = seeded(lab());
    const plan = step(mirror, [{ action: BatchAction.read, gId: '0.Nope' }], batch(answer({ result: 4 })));
    expect(planParts(plan, 100)).toHaveLength(1);
  });
});
