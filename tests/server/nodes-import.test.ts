import { beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BatchResult, PropertyFlag } from '../../src/domain/nodes/node-protocol';
import type { BatchResponseItem } from '../../src/domain/nodes/node-protocol';
import type { SerializedContent, SerializedNode } from '../../server/nodes/subtree-codec';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const HOST = 'LAB-CTRL-1';
const env = useNodeServer();
let pumpFile: SerializedContent;

beforeAll(async () => {
  const res = await env.engineer.one({ action: BatchAction.serialize, gId: '0.Pump' }, CONTROLLER);
  pumpFile = JSON.parse(res.serializedContent ?? '') as SerializedContent;
});

/** Everything an import could change: node and property rows of the host, and audit rows. */
async function snapshot(): Promise<unknown> {
  const db = env.server.database.db;
  const nodes = await db.selectFrom('nodes').select(['g_id', 'type', 'name']).where('host', '=', HOST).orderBy('g_id').execute();
  const props = await db.selectFrom('node_properties').select(['node_g_id', 'prop_id', 'value', 'flags', 'read_only', 'bound_g_id']).where('host', '=', HOST).orderBy('node_g_id').orderBy('prop_id').execute();
  const audit = await db.selectFrom('audit_log').select(db.fn.countAll<string>().as('c')).executeTakeFirstOrThrow();
  return { nodes, props, audit: Number(audit.c) };
}

/** A copy of the serialized pump, changed by `edit`. */
function pumpWith(edit: (pump: SerializedNode) => void): string {
  const copy = JSON.parse(JSON.stringify(pumpFile)) as SerializedContent;
  edit(copy.nodes[0] as SerializedNode);
  return JSON.stringify(copy);
}

function prop(node: SerializedNode, id: string) {
  const found = node.properties.find((p) => p.id === id);
  if (!found) throw new Error(`no property ${id}`);
  return found;
}

function childLike(type: string, id: string): SerializedNode {
  return { id, gId: `0.Pump.${id}`, name: id, type, visible: 1, active: true, webEditor: null, properties: [], childs: [] };
}

async function refusedImport(content: string): Promise<BatchResponseItem> {
  const before = await snapshot();
  const answer = await env.engineer.batch([
    { action: BatchAction.deserialize, gId: '0', content },
    { action: BatchAction.call, gId: '0', methodName: 'ImportNative', args: [content] },
  ], CONTROLLER);
  const [deserialized, imported] = answer.responses;
  expect(deserialized?.result).toBe(BatchResult.invalidArgument);
  expect(imported?.result).toBe(BatchResult.invalidArgument);
  expect(imported?.resultText).toBe(deserialized?.resultText);
  expect(await snapshot()).toEqual(before);
  return deserialized ?? { result: BatchResult.ok };
}

describe('deserialize and ImportNative rebuild nodes from their types', () => {
  it('refuses a value outside the property type (FlowRate 1e9, max 10) and changes nothing', async () => {
    const res = await refusedImport(pumpWith((pump) => {
      prop(pump, 'FlowRate').value = '1000000000';
    }));
    expect(res).toMatchObject({ resultText: "Node 'Pump', Flow rate: Value must be at most 10.", errors: [{ name: 'FlowRate' }] });
  });

  it('refuses values of the wrong kind, flow sets not summing to 100, unknown and duplicated properties', async () => {
    expect((await refusedImport(pumpWith((pump) => {
      prop(pump, 'PressureLimit').value = '"high"';
    }))).resultText).toBe("Node 'Pump', Pressure limit: Value must be a number.");
    expect((await refusedImport(pumpWith((pump) => {
      prop(pump, 'b').value = '50';
    }))).resultText).toBe("Node 'Pump': The values must sum to 100.");
    expect((await refusedImport(pumpWith((pump) => {
      pump.properties.push({ ...prop(pump, 'FlowRate'), id: 'Backdoor' });
    }))).resultText).toBe("Node 'Pump': unknown property 'Backdoor' for type 'Pump'.");
    expect((await refusedImport(pumpWith((pump) => {
      pump.properties.push({ ...prop(pump, 'FlowRate'), value: '2' });
    }))).resultText).toBe("Node 'Pump': property 'FlowRate' appears twice.");
  });

  it('refuses children whose type is not allowed under their parent (TagsRoot, ControllerHost under a Pump)', async () => {
    const res = await refusedImport(pumpWith((pump) => {
      pump.childs.push(childLike('TagsRoot', 'Tags'), childLike('ControllerHost', 'Host'));
    }));
    expect(res.resultText).toBe("Type 'TagsRoot' cannot be created under 'Pump' (Pump).");
    const vialInPump = await refusedImport(pumpWith((pump) => {
      pump.childs.push(childLike('Vial', 'V'));
    }));
    expect(vialInPump.resultText).toBe("Type 'Vial' cannot be created under 'Pump' (Pump).");
  });

  it('takes type, flags, read-only and source from the template, ignores read-only values and drops dangling bindings', async () => {
    const content = pumpWith((pump) => {
      pump.name = 'Imported pump';
      for (const p of pump.properties) {
        p.flags = 0;
        p.readOnly = false;
        p.source = 'stored';
        p.type = '{"kind":"text"}';
        p.visible = 1;
      }
      prop(pump, 'FlowRate').value = '2.5';
      prop(pump, 'FlowRate').boundGId = '0.Settings.Nowhere';
      prop(pump, 'Pressure').value = '999';
      pump.properties.push({ ...prop(pump, 'FlowRate'), id: 'FirmwareBuild', name: 'Firmware build', value: '"hacked"', boundGId: null });
    });
    const res = await env.engineer.one({ action: BatchAction.deserialize, gId: '0', content }, CONTROLLER);
    expect(res.result).toBe(BatchResult.ok);
    const gId = res.nodes?.[0]?.gId ?? '';
    const rows = await env.server.database.db.selectFrom('node_properties').selectAll().where('host', '=', HOST).where('node_g_id', '=', gId).execute();
    const row = (id: string) => rows.find((r) => r.prop_id === id);
    expect(row('FlowRate')).toMatchObject({ value: '2.5', bound_g_id: null, type: JSON.stringify({ kind: 'decimal', min: 0, max: 10, step: 0.001 }) });
    expect(row('Pressure')).toMatchObject({ value: 'null', read_only: 1, source: 'live', flags: PropertyFlag.ignoreAudit });
    expect(row('FirmwareBuild')).toMatchObject({ value: '"2.4.1187"', read_only: 1, visible: 3 });
  });

  it('keeps critical flags and bindings inside the imported subtree', async () => {
    const mals = await env.engineer.one({ action: BatchAction.serialize, gId: '0.MALS' }, CONTROLLER);
    const malsFile = JSON.parse(mals.serializedContent ?? '') as SerializedContent;
    for (const p of (malsFile.nodes[0] as SerializedNode).properties) p.flags = 0;
    const restored = await env.engineer.one({ action: BatchAction.deserialize, gId: '0', content: JSON.stringify(malsFile) }, CONTROLLER);
    const laser = await env.server.database.db.selectFrom('node_properties').selectAll().where('host', '=', HOST).where('node_g_id', '=', restored.nodes?.[0]?.gId ?? '').where('prop_id', '=', 'LaserPower').executeTakeFirstOrThrow();
    expect(laser.flags).toBe(PropertyFlag.critical);

    const sampler = await env.engineer.one({ action: BatchAction.serialize, gId: '0.Autosampler' }, CONTROLLER);
    const samplerFile = JSON.parse(sampler.serializedContent ?? '') as SerializedContent;
    const vials = (samplerFile.nodes[0] as SerializedNode).childs[0] as SerializedNode;
    const [first, second] = vials.childs as [SerializedNode, SerializedNode];
    prop(first, 'Source').boundGId = second.gId;
    prop(second, 'Source').boundGId = '0.Pump';
    const copy = await env.engineer.one({ action: BatchAction.deserialize, gId: '0', content: JSON.stringify(samplerFile) }, CONTROLLER);
    expect(copy.result).toBe(BatchResult.ok);
    const base = copy.nodes?.[0]?.gId ?? '';
    const sources = await env.server.database.db.selectFrom('node_properties').select(['node_g_id', 'bound_g_id']).where('host', '=', HOST).where('prop_id', '=', 'Source').where('node_g_id', 'like', `${base}.%`).orderBy('node_g_id').execute();
    expect(sources.find((s) => s.node_g_id === `${base}.Vials.${first.id}`)?.bound_g_id).toBe(`${base}.Vials.${second.id}`);
    expect(sources.find((s) => s.node_g_id === `${base}.Vials.${second.id}`)?.bound_g_id).toBeNull();
  });
});
