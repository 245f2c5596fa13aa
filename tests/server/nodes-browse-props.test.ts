// A depth-1 browse reads its property rows ahead of its node rows, up to a bound (node-browse.ts
// MAX_EARLY_PROPERTIES); a node whose children hold more rows than that still answers all of them.
import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { VisibilityLevel } from '../../src/domain/rights';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();
const PARENT = '0.Settings.gsDBTags';

describe('depth-1 browse properties', () => {
  it('answers every child\'s properties when they are more than a browse reads ahead', async () => {
    const { db } = env.server.database;
    const model = await db.selectFrom('nodes').selectAll().where('host', '=', '').where('parent_g_id', '=', PARENT).orderBy('sort_order').executeTakeFirstOrThrow();
    const modelProps = await db.selectFrom('node_properties').selectAll().where('host', '=', '').where('node_g_id', '=', model.g_id).execute();
    expect(modelProps.length).toBeGreaterThan(0);
    const copies = Math.ceil(2100 / modelProps.length) + 1;
    for (let i = 0; i < copies; i++) {
      const gId = `${PARENT}.Bulk${i}`;
      const { id: _node, ...node } = model;
      await db.insertInto('nodes').values({ ...node, g_id: gId, node_id: `Bulk${i}`, name: `Bulk ${i}`, sort_order: 100 + i }).execute();
      await db.insertInto('node_properties').values(modelProps.map(({ id: _prop, ...p }) => ({ ...p, node_g_id: gId }))).execute();
    }
    const answer = await env.admin.one({ action: BatchAction.browse, gId: PARENT, filter: { depth: 1, browseLevel: VisibilityLevel.advanced } });
    expect(answer.result).toBe(BatchResult.ok);
    const bulk = (answer.node?.childs ?? []).filter((c) => c.id.startsWith('Bulk'));
    expect(bulk).toHaveLength(copies);
    const shown = (answer.node?.childs ?? []).find((c) => c.gId === model.g_id)?.properties?.map((p) => p.id);
    expect(shown?.length).toBeGreaterThan(0);
    for (const child of bulk) expect(child.properties?.map((p) => p.id)).toEqual(shown);
  });
});
