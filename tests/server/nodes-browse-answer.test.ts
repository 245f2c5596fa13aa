// The depth-1 browse of the demo controller root, as the tree's lazy browse sends it, byte for byte
// against a stored answer (snapshots/): the browse path is tuned for speed (bench/server-load.ts), and
// its answer must stay exactly what it was, key order included. Live values move with the simulator,
// so they are replaced by a marker before the comparison; everything else is compared as sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BrowseScope } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { VisibilityLevel } from '../../src/domain/rights';
import { findNodeType } from '../../server/nodes/type-registry';
import { CONTROLLER, findInTree } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Values that move on their own: live properties of instrument nodes and alarms. */
function isMoving(nodeType: string, propId: string): boolean {
  if (propId === 'AlarmingInfo') return true;
  return findNodeType(nodeType)?.properties.find((p) => p.id === propId)?.source === 'live';
}

/** The answer's text with moving values replaced, keys in the order sent. */
function steady(text: string): string {
  const walk = (v: Json): Json => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObj(v)) return v;
    const out: Obj = {};
    for (const [k, inner] of Object.entries(v)) out[k] = walk(inner);
    const nodeType = v.type;
    if (typeof nodeType === 'string' && Array.isArray(out.properties)) {
      out.properties = out.properties.map((p) => (isObj(p) && typeof p.id === 'string' && isMoving(nodeType, p.id) && p.value !== null ? { ...p, value: '<moving>' } : p));
    }
    return out;
  };
  return `${JSON.stringify(walk(JSON.parse(text) as Json), null, 1)}\n`;
}

async function answerText(user: NodeUser, item: BatchRequestItem): Promise<string> {
  const res = await user.post([item], CONTROLLER);
  expect(res.status).toBe(200);
  return steady(res.text);
}

describe('the depth-1 browse of the demo controller root answers exactly as stored', () => {
  beforeAll(async () => {
    // A binding, so the answer holds a bound property too.
    const bind = await env.engineer.one({ action: BatchAction.bind, gId: '0.MALS.LaserPower.#', bindGId: '0.MWD', userReason: 'snapshot' }, CONTROLLER);
    expect(bind.result).toBe(0);
  });

  it.each([
    ['operator, the tree lazy browse', 'operator', { action: BatchAction.browse, gId: '0', filter: { depth: 1 } }],
    ['engineer, advanced level', 'engineer', { action: BatchAction.browse, gId: '0', filter: { depth: 1, browseLevel: VisibilityLevel.advanced } }],
    ['admin, debug level, design mode', 'admin', { action: BatchAction.browse, gId: '0', filter: { depth: 1, browseLevel: VisibilityLevel.debug, mode: BrowseScope.design } }],
    ['operator, run mode', 'operator', { action: BatchAction.browse, gId: '0', filter: { depth: 1, mode: BrowseScope.run } }],
    ['engineer, alarms only', 'engineer', { action: BatchAction.browse, gId: '0', filter: { depth: 1, props: 'AlarmingInfo' } }],
    ['engineer, the pump at depth 0', 'engineer', { action: BatchAction.browse, gId: '0.Pump', filter: { depth: 0 } }],
  ] as const)('%s', async (label, who, item) => {
    const text = await answerText(env[who], item as BatchRequestItem);
    await expect(text).toMatchFileSnapshot(`snapshots/browse-answer/${label.replace(/[^a-z0-9]+/gi, '-')}.json`);
  });
});

describe('the browse takes values and bindings from the database on every request', () => {
  // The browse keeps the columns a property row never changes (node-store.ts) and reads value and
  // bound_g_id each time: a change made by another server instance on the same database shows at once.
  const HOST = 'LAB-CTRL-1';
  const browseRoot = async () => (await env.operator.one({ action: BatchAction.browse, gId: '0', filter: { depth: 1 } }, CONTROLLER)).node;
  const pumpProperty = async (propId: string) => findInTree(await browseRoot(), '0.Pump')?.properties?.find((p) => p.id === propId);

  it('shows a value and a binding written to the database behind the server', async () => {
    const before = await pumpProperty('FlowRate');
    expect(before?.value).toBe(1);
    expect(before?.bound).toBeUndefined();
    await env.server.database.db.updateTable('node_properties').set({ value: '2.5', bound_g_id: '0.MWD' }).where('host', '=', HOST).where('node_g_id', '=', '0.Pump').where('prop_id', '=', 'FlowRate').execute();
    const after = await pumpProperty('FlowRate');
    expect(after?.value).toBe(2.5);
    expect(after?.bound).toBe('0.MWD');
    expect({ ...after, value: before?.value, bound: undefined }).toEqual({ ...before, bound: undefined });
  });

  it('shows the properties of a row inserted after the first browse, and leaves out a deleted one', async () => {
    await browseRoot();
    const db = env.server.database.db;
    const row = await db.selectFrom('node_properties').selectAll().where('host', '=', HOST).where('node_g_id', '=', '0.MALS').where('prop_id', '=', 'LaserPower').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await db.insertInto('node_properties').values({ ...copy, prop_id: 'LaserPowerCopy', name: 'Laser power (copy)', bound_g_id: null }).execute();
    await db.deleteFrom('node_properties').where('id', '=', row.id).execute();
    const mals = findInTree(await browseRoot(), '0.MALS');
    expect(mals?.properties?.map((p) => p.id)).toContain('LaserPowerCopy');
    expect(mals?.properties?.find((p) => p.id === 'LaserPowerCopy')?.name).toBe('Laser power (copy)');
    expect(mals?.properties?.map((p) => p.id)).not.toContain('LaserPower');
  });
});
