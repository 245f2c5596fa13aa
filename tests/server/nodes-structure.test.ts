import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { NodeDto } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER, propValue } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

async function childIds(user: NodeUser, gId: string): Promise<string[]> {
  const node = (await user.one({ action: BatchAction.browse, gId, filter: { depth: 1, props: 'AlarmingInfo' } }, CONTROLLER)).node;
  return node?.childs?.map((c) => c.id) ?? [];
}

/** A subtree without its place (gIds, parents, order of the top node), for round-trip comparisons. */
function shape(node: NodeDto | undefined): unknown {
  if (!node) return undefined;
  return { type: node.type, name: node.name, properties: node.properties?.map((p) => [p.id, p.value]), childs: node.childs?.map(shape) };
}

describe('create', () => {
  it('creates a parent and a child in one batch through a temporary id, echoing keys', async () => {
    const answer = await env.engineer.batch([
      { action: BatchAction.create, gId: '0', className: 'Autosampler', name: 'Second sampler', key: 'as' },
      { action: BatchAction.create, gId: '%as.Vials', className: 'Vial', name: 'Vial A', key: 'v' },
      { action: BatchAction.update, gId: '%v', values: [{ id: 'SampleName', value: 'QC' }] },
    ], CONTROLLER);
    const [parent, child, update] = answer.responses;
    expect(parent).toMatchObject({ result: BatchResult.ok, key: 'as', gId: '0.Secondsampler', node: { name: 'Second sampler', type: 'Autosampler', parent: '0' } });
    expect(child).toMatchObject({ result: BatchResult.ok, key: 'v', gId: '0.Secondsampler.Vials.VialA' });
    expect(update?.result).toBe(BatchResult.ok);
    expect(await childIds(env.engineer, '0.Secondsampler.Vials')).toEqual(['VialA']);
  });

  it('makes ids unique among siblings', async () => {
    const answer = await env.engineer.batch([
      { action: BatchAction.create, gId: '0.Autosampler.Vials', className: 'Vial', name: 'Vial1' },
    ], CONTROLLER);
    expect(answer.responses[0]?.gId).toBe('0.Autosampler.Vials.Vial1_2');
    await env.engineer.one({ action: BatchAction.delete, gId: '0.Autosampler.Vials.Vial1_2' }, CONTROLLER);
  });

  it('refuses types not allowed under the parent, unknown temporary ids, and creates by operators', async () => {
    const answer = await env.engineer.batch([
      { action: BatchAction.create, gId: '0.Autosampler.Vials', className: 'Pump' },
      { action: BatchAction.create, gId: '%nope', className: 'Vial' },
    ], CONTROLLER);
    expect(answer.responses.map((r) => r.result)).toEqual([BatchResult.invalidArgument, BatchResult.invalidArgument]);
    expect(answer.responses[1]?.resultText).toBe("Unknown temporary id '%nope'.");
    expect((await env.operator.one({ action: BatchAction.create, gId: '0.Autosampler.Vials', className: 'Vial' }, CONTROLLER)).result).toBe(BatchResult.accessDenied);
  });
});

describe('delete', () => {
  it('answers 4 for a missing node', async () => {
    expect((await env.engineer.one({ action: BatchAction.delete, gId: '0.Nothing' }, CONTROLLER)).result).toBe(BatchResult.notFound);
  });

  it('refuses a referenced node with 6, then deletes with refByCheck false and unbinds', async () => {
    const setup = await env.engineer.batch([
      { action: BatchAction.create, gId: '0.Autosampler.Vials', className: 'Vial', name: 'Target', key: 't' },
      { action: BatchAction.bind, gId: '0.Autosampler.Vials.Vial2.Source.#', bindGId: '%t' },
    ], CONTROLLER);
    expect(setup.responses[1]).toMatchObject({ result: BatchResult.ok, bindings: [{ id: 'Source', bound: '0.Autosampler.Vials.Target' }] });
    const bound = (await env.engineer.one({ action: BatchAction.browse, gId: '0.Autosampler.Vials.Vial2', filter: { depth: 0 } }, CONTROLLER)).node;
    expect(bound?.properties?.find((p) => p.id === 'Source')?.bound).toBe('0.Autosampler.Vials.Target');
    const refused = await env.engineer.one({ action: BatchAction.delete, gId: '0.Autosampler.Vials.Target' }, CONTROLLER);
    expect(refused).toMatchObject({ result: BatchResult.referencesExist, resultText: 'The node is referenced by 1 property.', errors: [{ name: '0.Autosampler.Vials.Vial2.Source' }] });
    const forced = await env.engineer.one({ action: BatchAction.delete, gId: '0.Autosampler.Vials.Target', refByCheck: false, userReason: 'obsolete' }, CONTROLLER);
    expect(forced.result).toBe(BatchResult.ok);
    expect(await childIds(env.engineer, '0.Autosampler.Vials')).not.toContain('Target');
    const vial2 = (await env.engineer.one({ action: BatchAction.browse, gId: '0.Autosampler.Vials.Vial2', filter: { depth: 0 } }, CONTROLLER)).node;
    expect(propValue(vial2, 'Source')).toBeNull();
    expect(vial2?.properties?.find((p) => p.id === 'Source')?.bound).toBeUndefined();
    const audit = await env.server.database.db.selectFrom('audit_log').selectAll().where('category', '=', 'node-delete').where('entity_id', '=', '0.Autosampler.Vials.Target').executeTakeFirstOrThrow();
    expect(audit.reason).toBe('obsolete');
  });

  it('never deletes structural nodes', async () => {
    expect((await env.admin.one({ action: BatchAction.delete, gId: '0.Settings.Locale' })).result).toBe(BatchResult.accessDenied);
  });
});

describe('move', () => {
  it('puts a vial at the new index and renumbers its siblings', async () => {
    const before = await childIds(env.engineer, '0.Autosampler.Vials');
    const res = await env.engineer.one({ action: BatchAction.move, gId: '0.Autosampler.Vials.Vial4', newIndex: 0 }, CONTROLLER);
    expect(res.result).toBe(BatchResult.ok);
    const after = await childIds(env.engineer, '0.Autosampler.Vials');
    expect(after).toEqual(['Vial4', ...before.filter((id) => id !== 'Vial4')]);
    const node = (await env.engineer.one({ action: BatchAction.browse, gId: '0.Autosampler.Vials', filter: { depth: 1, props: 'AlarmingInfo' } }, CONTROLLER)).node;
    expect(node?.childs?.map((c) => c.order)).toEqual(after.map((_, i) => i));
  });

  it('refuses moves under parents that cannot reorder, and moves by operators', async () => {
    expect((await env.admin.one({ action: BatchAction.move, gId: '0.Settings.Locale', newIndex: 0 })).result).toBe(BatchResult.invalidArgument);
    expect((await env.operator.one({ action: BatchAction.move, gId: '0.Autosampler.Vials.Vial3', newIndex: 0 }, CONTROLLER)).result).toBe(BatchResult.accessDenied);
  });
});

describe('serialize, deserialize and the built-in methods', () => {
  it('round-trips a subtree through serialize and deserialize', async () => {
    const original = (await env.engineer.one({ action: BatchAction.browse, gId: '0.Autosampler', filter: { props: 'all' } }, CONTROLLER)).node;
    const serialized = await env.engineer.one({ action: BatchAction.serialize, gId: '0.Autosampler' }, CONTROLLER);
    expect(serialized.result).toBe(BatchResult.ok);
    const restored = await env.engineer.one({ action: BatchAction.deserialize, gId: '0', content: serialized.serializedContent ?? '' }, CONTROLLER);
    expect(restored.result).toBe(BatchResult.ok);
    const copy = restored.nodes?.[0];
    expect(copy?.gId).toBe('0.Autosampler_2');
    expect(shape(copy)).toEqual(shape(original));
    const bad = await env.engineer.one({ action: BatchAction.deserialize, gId: '0', content: '{"format":"other"}' }, CONTROLLER);
    expect(bad.result).toBe(BatchResult.invalidArgument);
  });

  it('clones a node under the same parent with a new id', async () => {
    const res = await env.engineer.one({ action: BatchAction.call, gId: '0.Autosampler.Vials.Vial3', methodName: 'Clone' }, CONTROLLER);
    expect(res).toMatchObject({ result: BatchResult.ok, returnValue: '0.Autosampler.Vials.Vial3_2', node: { name: 'Vial 3 (copy)', parent: '0.Autosampler.Vials' } });
    expect(propValue(res.node, 'SampleName')).toBe('Blank');
    expect((await env.engineer.one({ action: BatchAction.call, gId: '0.Autosampler.Vials', methodName: 'Clone' }, CONTROLLER)).result).toBe(BatchResult.invalidArgument);
  });

  it('answers Ping with Pong and the server time', async () => {
    const res = await env.operator.one({ action: BatchAction.call, gId: '0', methodName: 'Ping' });
    expect(res.result).toBe(BatchResult.ok);
    const value = res.returnValue as { reply: string; serverTime: string };
    expect(value.reply).toBe('Pong');
    expect(Math.abs(Date.parse(value.serverTime) - Date.now())).toBeLessThan(60_000);
  });

  it("calls a method by its address, the node's id path, the method id and '.$' (node-model §3)", async () => {
    const res = await env.operator.one({ action: BatchAction.call, gId: '0.Ping.$' });
    expect(res).toMatchObject({ result: BatchResult.ok, gId: '0', returnValue: { reply: 'Pong' } });
    const nested = await env.admin.one({ action: BatchAction.call, gId: '0.Settings.gsDBTags.Validated.ExportNative.$', methodName: 'ExportNative' });
    expect(nested.result).toBe(BatchResult.ok);
    expect(typeof nested.returnValue).toBe('string');
    // The address and a methodName beside it must name the same method; an address naming no node or
    // no method is no address. Either refuses the whole request before anything runs.
    for (const item of [{ gId: '0.Ping.$', methodName: 'Clone' }, { gId: '.$' }, { gId: '0.$' }, { gId: '0..$' }]) {
      expect((await env.operator.post([{ action: BatchAction.call, ...item }])).status, item.gId).toBe(400);
    }
  });

  it('exports with ExportNative and imports with ImportNative', async () => {
    const exported = await env.admin.one({ action: BatchAction.call, gId: '0.Settings.gsDBTags.Validated', methodName: 'ExportNative' });
    expect(typeof exported.returnValue).toBe('string');
    const imported = await env.admin.one({ action: BatchAction.call, gId: '0.Settings.gsDBTags', methodName: 'ImportNative', args: [exported.returnValue] });
    expect(imported).toMatchObject({ result: BatchResult.ok, returnValue: ['0.Settings.gsDBTags.Validated_2'] });
    expect(propValue(imported.nodes?.[0], 'Color')).toBe('#107c10');
  });

  it('answers 8 for an unknown method', async () => {
    expect(await env.engineer.one({ action: BatchAction.call, gId: '0.Pump', methodName: 'SelfDestruct' }, CONTROLLER)).toMatchObject({ result: BatchResult.methodNotFound, resultText: 'Method not found' });
  });

  it('answers download=true with the first serialize result as a file', async () => {
    const res = await env.engineer.post([{ action: BatchAction.serialize, gId: '0.Pump' }], `${CONTROLLER}&download=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="Pump.json"');
    expect(JSON.parse(res.text)).toMatchObject({ format: 'lab-console-nodes', version: 1, nodes: [{ id: 'Pump', type: 'Pump' }] });
    const missing = await env.engineer.post([{ action: BatchAction.serialize, gId: '0.Gone' }], `${CONTROLLER}&download=true`);
    expect(missing.status).toBe(404);
    const noSerialize = await env.engineer.post([{ action: BatchAction.browse }], `${CONTROLLER}&download=true`);
    expect(noSerialize.status).toBe(400);
  });
});
