import { describe, expect, it, vi } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../src/domain/rights';
import type * as NodeAccess from '../../server/nodes/node-access';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

// No seeded role can delete a node without write access on its neighbours, so the test takes write
// away from chosen nodes (gIds in `noWrite`) to reach the check.
const { noWrite } = vi.hoisted(() => ({ noWrite: new Set<string>() }));
vi.mock('../../server/nodes/node-access', async (importOriginal) => {
  const original = await importOriginal<typeof NodeAccess>();
  return {
    ...original,
    nodeAccess: (...args: Parameters<typeof original.nodeAccess>) => {
      const bits = original.nodeAccess(...args);
      return noWrite.has(args[1]) ? bits & ~AccessFlag.write : bits;
    },
  };
});

const HOST = 'LAB-CTRL-1';
const env = useNodeServer();

async function state(): Promise<unknown> {
  const db = env.server.database.db;
  // A delete is soft now: the row stays in the recycle bin, marked deleted.
  const target = await db.selectFrom('nodes').select('g_id').where('host', '=', HOST).where('g_id', '=', '0.Autosampler.Vials.Target').where('deleted_at', 'is', null).executeTakeFirst();
  const source = await db.selectFrom('node_properties').select(['value', 'bound_g_id']).where('host', '=', HOST).where('node_g_id', '=', '0.Autosampler.Vials.Vial2').where('prop_id', '=', 'Source').executeTakeFirstOrThrow();
  const audit = await db.selectFrom('audit_log').select(db.fn.countAll<string>().as('c')).executeTakeFirstOrThrow();
  return { target: target?.g_id ?? null, source, audit: Number(audit.c) };
}

describe('delete with refByCheck false', () => {
  it('refuses (2) to unbind properties of nodes the user cannot write, and changes nothing', async () => {
    const setup = await env.engineer.batch([
      { action: BatchAction.create, gId: '0.Autosampler.Vials', className: 'Vial', name: 'Target', key: 't' },
      { action: BatchAction.bind, gId: '0.Autosampler.Vials.Vial2.Source.#', bindGId: '%t' },
    ], CONTROLLER);
    expect(setup.responses.map((r) => r.result)).toEqual([BatchResult.ok, BatchResult.ok]);

    noWrite.add('0.Autosampler.Vials.Vial2');
    const before = await state();
    const refused = await env.engineer.one({ action: BatchAction.delete, gId: '0.Autosampler.Vials.Target', refByCheck: false }, CONTROLLER);
    expect(refused).toMatchObject({ result: BatchResult.accessDenied, errors: [{ name: '0.Autosampler.Vials.Vial2.Source' }] });
    expect(await state()).toEqual(before);
    expect(before).toMatchObject({ target: '0.Autosampler.Vials.Target', source: { bound_g_id: '0.Autosampler.Vials.Target' } });

    noWrite.clear();
    const forced = await env.engineer.one({ action: BatchAction.delete, gId: '0.Autosampler.Vials.Target', refByCheck: false }, CONTROLLER);
    expect(forced.result).toBe(BatchResult.ok);
    expect(await state()).toMatchObject({ target: null, source: { bound_g_id: null } });
  });
});
