import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const HOST = 'LAB-CTRL-1';
const env = useNodeServer();

async function row(gId: string, propId: string): Promise<{ value: string; bound_g_id: string | null }> {
  return env.server.database.db.selectFrom('node_properties').select(['value', 'bound_g_id']).where('host', '=', HOST).where('node_g_id', '=', gId).where('prop_id', '=', propId).executeTakeFirstOrThrow();
}

async function bindAudits(): Promise<number> {
  const db = env.server.database.db;
  const r = await db.selectFrom('audit_log').select(db.fn.countAll<string>().as('c')).where('category', '=', 'node-bind').executeTakeFirstOrThrow();
  return Number(r.c);
}

describe('bind follows the rules of update', () => {
  it.each([
    ['a read-only property (Slope)', '0.PhMeter.Slope.#'],
    ['an internal read-only property (FirmwareBuild)', '0.Pump.FirmwareBuild.#'],
    ['a live property (Pressure)', '0.Pump.Pressure.#'],
  ])('refuses %s with 2 and changes nothing', async (_label, address) => {
    const [gId, propId] = [address.split('.').slice(0, -2).join('.'), address.split('.').at(-2) ?? ''];
    const before = await row(gId, propId);
    const audits = await bindAudits();
    const res = await env.engineer.one({ action: BatchAction.bind, gId: address, bindGId: '0.MWD', userReason: 'test' }, CONTROLLER);
    expect(res.result).toBe(BatchResult.accessDenied);
    expect(res.resultText).toMatch(/is read-only for you\.$/);
    expect(await row(gId, propId)).toEqual(before);
    expect(await bindAudits()).toBe(audits);
  });

  it('asks for a reason on a critical property (7), then binds without touching the value', async () => {
    const before = await row('0.MALS', 'LaserPower');
    const without = await env.engineer.one({ action: BatchAction.bind, gId: '0.MALS.LaserPower.#', bindGId: '0.MWD' }, CONTROLLER);
    expect(without).toMatchObject({ result: BatchResult.reasonRequired, resultText: 'Reason is required.' });
    const blank = await env.engineer.one({ action: BatchAction.bind, gId: '0.MALS', propIds: ['LaserPower'], bindGId: '0.MWD', userReason: '  ' }, CONTROLLER);
    expect(blank.result).toBe(BatchResult.reasonRequired);
    expect(await row('0.MALS', 'LaserPower')).toEqual(before);
    const withReason = await env.engineer.one({ action: BatchAction.bind, gId: '0.MALS.LaserPower.#', bindGId: '0.MWD', userReason: 'follow the detector' }, CONTROLLER);
    expect(withReason.result).toBe(BatchResult.ok);
    expect(await row('0.MALS', 'LaserPower')).toEqual({ value: before.value, bound_g_id: '0.MWD' });
    // The stored value is still a number the instrument understands.
    const read = await env.engineer.one({ action: BatchAction.read, gId: '0.MALS', propIds: ['LaserPower'] }, CONTROLLER);
    expect(read.values).toEqual([{ id: 'LaserPower', value: 80 }]);
  });

  it('refuses binds without write access (operators) and keeps the value of a bound vial', async () => {
    const before = await row('0.Autosampler.Vials.Vial1', 'Source');
    const refused = await env.operator.one({ action: BatchAction.bind, gId: '0.Autosampler.Vials.Vial1.Source.#', bindGId: '0.Autosampler.Vials.Vial2' }, CONTROLLER);
    expect(refused.result).toBe(BatchResult.accessDenied);
    expect(await row('0.Autosampler.Vials.Vial1', 'Source')).toEqual(before);
    const ok = await env.engineer.one({ action: BatchAction.bind, gId: '0.Autosampler.Vials.Vial1.Source.#', bindGId: '0.Autosampler.Vials.Vial2' }, CONTROLLER);
    expect(ok.result).toBe(BatchResult.ok);
    expect(await row('0.Autosampler.Vials.Vial1', 'Source')).toEqual({ value: before.value, bound_g_id: '0.Autosampler.Vials.Vial2' });
  });
});
