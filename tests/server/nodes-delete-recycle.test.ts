// Soft delete (the recycle bin), Restore and permanent delete of nodes (docs/nodes.md "Delete and
// restore"), on the simulated controller's tree.
import { beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { BatchRequestItem, NodeDto } from '../../src/domain/nodes/node-protocol';
import { METHOD_RESTORE } from '../../src/domain/nodes/node-recycle';
import { AccessFlag, VisibilityLevel, hasFlag } from '../../src/domain/rights';
import { CONTROLLER, createDebugUser, findInTree } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const HOST = 'LAB-CTRL-1';
const DEBUG = { browseLevel: VisibilityLevel.debug };
let debuggerUser: NodeUser;
const env = useNodeServer();
beforeAll(async () => {
  debuggerUser = await createDebugUser(env.server);
});

const one = (user: NodeUser, item: BatchRequestItem) => user.one(item, CONTROLLER);
const restore = (user: NodeUser, gId: string, userReason?: string) => one(user, { action: BatchAction.call, gId, methodName: METHOD_RESTORE, ...(userReason ? { userReason } : {}) });
const softDelete = (user: NodeUser, gId: string) => one(user, { action: BatchAction.delete, gId });

async function childIds(user: NodeUser, gId: string, filter: BatchRequestItem['filter'] = {}): Promise<string[] | undefined> {
  const answer = await one(user, { action: BatchAction.browse, gId, filter: { depth: 1, props: 'AlarmingInfo', ...filter } });
  return answer.result === BatchResult.ok ? answer.node?.childs?.map((c) => c.id) ?? [] : undefined;
}

async function rows(prefix: string) {
  return env.server.database.db
    .selectFrom('nodes')
    .select(['g_id', 'deleted_at', 'deleted_by', 'deleted_in'])
    .where('host', '=', HOST)
    .where((eb) => eb.or([eb('g_id', '=', prefix), eb('g_id', 'like', `${prefix}.%`)]))
    .orderBy('g_id')
    .execute();
}

async function audits(category: string, gId: string) {
  return env.server.database.db.selectFrom('audit_log').selectAll().where('category', '=', category).where('entity_id', '=', gId).orderBy('id').execute();
}

/** A new autosampler (with its fixed Vials table) holding the given vials; returns its gId. */
async function sampler(name: string, vials: string[]): Promise<string> {
  const answer = await env.engineer.batch([
    { action: BatchAction.create, gId: '0', className: 'Autosampler', name, key: 's' },
    ...vials.map((v): BatchRequestItem => ({ action: BatchAction.create, gId: '%s.Vials', className: 'Vial', name: v })),
  ], CONTROLLER);
  expect(answer.responses.every((r) => r.result === BatchResult.ok)).toBe(true);
  return answer.responses[0]?.gId as string;
}

describe('soft delete', () => {
  it('hides the node and its subtree from every action and marks the rows with who, when and which delete', async () => {
    const gId = await sampler('Recycled', ['V1']);
    expect((await softDelete(env.engineer, gId)).result).toBe(BatchResult.ok);

    expect(await childIds(env.engineer, '0')).not.toContain('Recycled');
    const gone: BatchRequestItem[] = [
      { action: BatchAction.browse, gId, filter: { depth: 0 } },
      { action: BatchAction.browse, gId: `${gId}.Vials` },
      { action: BatchAction.read, gId },
      { action: BatchAction.serialize, gId },
      { action: BatchAction.update, gId: `${gId}.Vials.V1`, values: [{ id: 'SampleName', value: 'x' }] },
      { action: BatchAction.create, gId: `${gId}.Vials`, className: 'Vial' },
      { action: BatchAction.move, gId: `${gId}.Vials.V1`, newIndex: 0 },
      { action: BatchAction.call, gId, methodName: 'Ping' },
      { action: BatchAction.delete, gId },
    ];
    const answers = await env.engineer.batch(gone, CONTROLLER);
    expect(answers.responses.map((r) => r.result)).toEqual(gone.map(() => BatchResult.notFound));
    const whole = await one(env.engineer, { action: BatchAction.serialize, gId: '0' });
    expect(whole.serializedContent).not.toContain('Recycled');

    const engineerId = (await env.server.database.db.selectFrom('users').select('id').where('username', '=', 'engineer').executeTakeFirstOrThrow()).id;
    const marked = await rows(gId);
    expect(marked.map((r) => r.g_id)).toEqual([gId, `${gId}.Vials`, `${gId}.Vials.V1`]);
    for (const r of marked) expect(r).toMatchObject({ deleted_by: engineerId, deleted_in: gId, deleted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await audits('node-delete', gId)).map((a) => [a.new_value, a.message])).toEqual([['soft', "Deleted Autosampler 'Recycled' (restorable) (controller LAB-CTRL-1)"]]);
  });

  it('lists deleted nodes only at debug level, marked deleted, read-only, with Restore for users who may delete', async () => {
    const gId = await sampler('Debugged', ['V1']);
    await softDelete(env.engineer, gId);
    expect(await childIds(env.admin, '0', { browseLevel: VisibilityLevel.advanced })).not.toContain('Debugged');

    const tree = (await one(env.admin, { action: BatchAction.browse, gId: '0', filter: { depth: 3, ...DEBUG } })).node;
    const node = findInTree(tree, gId) as NodeDto;
    expect(node).toMatchObject({ deleted: true, methods: [{ id: METHOD_RESTORE, name: 'Restore' }] });
    expect(hasFlag(node.methods?.[0]?.ac ?? 0, AccessFlag.write)).toBe(true);
    expect(hasFlag(node.ac, AccessFlag.delete)).toBe(true);
    expect(hasFlag(node.ac, AccessFlag.write) || hasFlag(node.ac, AccessFlag.create) || hasFlag(node.ac, AccessFlag.move)).toBe(false);
    expect(node.properties?.every((p) => !hasFlag(p.ac, AccessFlag.write))).toBe(true);
    expect(findInTree(tree, `${gId}.Vials.V1`)?.deleted).toBe(true);
    expect(findInTree(tree, '0.Pump')?.deleted).toBeUndefined();
    // The deleted node itself can be browsed at debug level (its children load lazily).
    expect((await one(env.admin, { action: BatchAction.browse, gId: `${gId}.Vials`, filter: { depth: 1, ...DEBUG } })).node?.childs?.map((c) => c.id)).toEqual(['V1']);

    // A debug user without delete access sees the node but not Restore, and may not call it.
    const seen = findInTree((await one(debuggerUser, { action: BatchAction.browse, gId: '0', filter: { depth: 1, ...DEBUG } })).node, gId);
    expect(seen?.deleted).toBe(true);
    expect(seen?.methods).toBeUndefined();
    expect((await restore(debuggerUser, gId)).result).toBe(BatchResult.accessDenied);
  });

  it('does not renumber, clone or export deleted siblings', async () => {
    const gId = await sampler('Siblings', ['A', 'B', 'C']);
    await softDelete(env.engineer, `${gId}.Vials.B`);
    expect((await one(env.engineer, { action: BatchAction.move, gId: `${gId}.Vials.C`, newIndex: 0 })).result).toBe(BatchResult.ok);
    const vials = (await one(env.engineer, { action: BatchAction.browse, gId: `${gId}.Vials`, filter: { depth: 1 } })).node;
    expect(vials?.childs?.map((c) => [c.id, c.order])).toEqual([['C', 0], ['A', 1]]);
    const clone = await one(env.engineer, { action: BatchAction.call, gId, methodName: 'Clone' });
    expect(clone.result).toBe(BatchResult.ok);
    expect(await childIds(env.engineer, `${clone.returnValue as string}.Vials`)).toEqual(['C', 'A']);
  });
});

describe('restore', () => {
  it('brings back exactly the rows of that delete, and refuses under a deleted parent', async () => {
    const gId = await sampler('Restored', ['V1', 'V2']);
    await softDelete(env.engineer, `${gId}.Vials.V1`);
    await softDelete(env.engineer, gId);

    const refused = await restore(env.engineer, `${gId}.Vials.V1`);
    expect(refused).toMatchObject({ result: BatchResult.invalidArgument, resultText: "The parent 'Vials' is deleted too: restore the parent first." });

    const back = await restore(env.engineer, gId, 'wrong sampler');
    expect(back).toMatchObject({ result: BatchResult.ok, gId, returnValue: 3, node: { gId, name: 'Restored' } });
    expect(back.node?.deleted).toBeUndefined();
    expect(await childIds(env.engineer, `${gId}.Vials`)).toEqual(['V2']);
    expect((await rows(`${gId}.Vials.V1`))[0]?.deleted_in).toBe(`${gId}.Vials.V1`);

    expect((await restore(env.engineer, `${gId}.Vials.V1`)).result).toBe(BatchResult.ok);
    expect(await childIds(env.engineer, `${gId}.Vials`)).toEqual(['V1', 'V2']);
    expect((await rows(gId)).every((r) => r.deleted_at === null && r.deleted_by === null && r.deleted_in === null)).toBe(true);
    const audit = await audits('node-restore', gId);
    expect(audit.map((a) => [a.reason, a.message])).toEqual([['wrong sampler', "Restored Autosampler 'Restored' and 2 nodes below it (controller LAB-CTRL-1)"]]);
    expect(await audits('node-restore', `${gId}.Vials.V1`)).toHaveLength(1);
  });

  it('refuses users without delete access, live nodes and missing nodes', async () => {
    const gId = await sampler('Guarded', []);
    await softDelete(env.engineer, gId);
    expect((await restore(env.operator, gId)).result).toBe(BatchResult.accessDenied);
    expect((await restore(env.engineer, '0.Pump'))).toMatchObject({ result: BatchResult.invalidArgument, resultText: 'The node is not deleted.' });
    expect((await restore(env.engineer, '0.Nothing')).result).toBe(BatchResult.notFound);
    expect(await childIds(env.engineer, '0')).not.toContain('Guarded');
  });

  it('drops bindings to nodes that disappeared while the node was in the recycle bin', async () => {
    const gId = await sampler('Bound', ['Source', 'Target']);
    const bind = await one(env.engineer, { action: BatchAction.bind, gId: `${gId}.Vials.Source.Source.#`, bindGId: `${gId}.Vials.Target` });
    expect(bind.result).toBe(BatchResult.ok);
    await softDelete(env.engineer, `${gId}.Vials.Source`);
    // The deleted node's binding is no reference: the target goes without result 6.
    expect((await softDelete(env.engineer, `${gId}.Vials.Target`)).result).toBe(BatchResult.ok);
    expect((await restore(env.engineer, `${gId}.Vials.Source`)).result).toBe(BatchResult.ok);
    const source = (await one(env.engineer, { action: BatchAction.browse, gId: `${gId}.Vials.Source`, filter: { depth: 0 } })).node;
    expect(source?.properties?.find((p) => p.id === 'Source')?.bound).toBeUndefined();
    expect((await audits('node-unbind', `${gId}.Vials.Source`)).map((a) => a.old_value)).toEqual([`${gId}.Vials.Target`]);
  });
});

describe('permanent delete', () => {
  it('needs a non-blank reason, then removes the subtree for good', async () => {
    const gId = await sampler('Purged', ['V1']);
    for (const userReason of [undefined, '   ']) {
      const refused = await one(env.engineer, { action: BatchAction.delete, gId, permanent: true, ...(userReason === undefined ? {} : { userReason }) });
      expect(refused).toMatchObject({ result: BatchResult.reasonRequired, resultText: 'Reason is required.', errors: [{ name: 'userReason' }] });
    }
    expect(await rows(gId)).toHaveLength(3);
    expect((await one(env.engineer, { action: BatchAction.delete, gId, permanent: true, userReason: ' broken ' })).result).toBe(BatchResult.ok);
    expect(await rows(gId)).toEqual([]);
    expect((await audits('node-delete', gId)).map((a) => [a.new_value, a.reason])).toEqual([['permanent', 'broken']]);
  });

  it('purges a soft-deleted node from the recycle bin', async () => {
    const gId = await sampler('Binned', ['V1']);
    await softDelete(env.engineer, `${gId}.Vials.V1`);
    await softDelete(env.engineer, gId);
    expect((await one(env.engineer, { action: BatchAction.delete, gId, permanent: true, userReason: 'empty the bin' })).result).toBe(BatchResult.ok);
    expect(await rows(gId)).toEqual([]);
    expect((await audits('node-delete', gId)).map((a) => a.message)).toEqual([
      "Deleted Autosampler 'Binned' (restorable) (controller LAB-CTRL-1)",
      "Deleted Autosampler 'Binned' permanently from the recycle bin (controller LAB-CTRL-1)",
    ]);
    expect((await restore(env.engineer, gId)).result).toBe(BatchResult.notFound);
  });

  it('refuses users without delete access, soft or permanent, and changes nothing', async () => {
    const gId = await sampler('Kept', []);
    expect((await softDelete(env.operator, gId)).result).toBe(BatchResult.accessDenied);
    expect((await one(env.operator, { action: BatchAction.delete, gId, permanent: true, userReason: 'x' })).result).toBe(BatchResult.accessDenied);
    await softDelete(env.engineer, gId);
    expect((await one(env.operator, { action: BatchAction.delete, gId, permanent: true, userReason: 'x' })).result).toBe(BatchResult.accessDenied);
    expect(await rows(gId)).toHaveLength(2);
    expect(await audits('node-delete', gId)).toHaveLength(1);
  });
});

describe('create where a deleted node holds the id', () => {
  it('gives the new node the next free id, so the deleted one can still be restored', async () => {
    const gId = await sampler('Reuse', ['Vial']);
    await softDelete(env.engineer, `${gId}.Vials.Vial`);
    const created = await one(env.engineer, { action: BatchAction.create, gId: `${gId}.Vials`, className: 'Vial', name: 'Vial' });
    expect(created).toMatchObject({ result: BatchResult.ok, gId: `${gId}.Vials.Vial_2`, node: { name: 'Vial' } });
    expect((await restore(env.engineer, `${gId}.Vials.Vial`)).result).toBe(BatchResult.ok);
    expect(await childIds(env.engineer, `${gId}.Vials`)).toEqual(['Vial', 'Vial_2']);
  });
});
