// The depth-1 browse of the demo controller root, as the tree's lazy browse sends it, byte for byte
// against a stored answer (snapshots/): the browse path is tuned for speed (bench/server-load.ts), and
// its answer must stay exactly what it was, key order included. Live values move with the simulator,
// so they are replaced by a marker before the comparison; everything else is compared as sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BrowseScope } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import { VisibilityLevel } from '../../src/domain/rights';
import { findNodeType } from '../../server/nodes/type-registry';
import { CONTROLLER } from './support/node-batch-client';
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
