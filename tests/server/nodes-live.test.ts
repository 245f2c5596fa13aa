import { describe, expect, it } from 'vitest';
import { unpackAlarmState } from '../../src/domain/nodes/alarm-packing';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { AlarmingInfoValue } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER, valueOf } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live values and alarms', () => {
  it('reads FmtValue with its unit and AlarmingInfo by default', async () => {
    const res = await env.operator.one({ action: BatchAction.read, gId: '0.Pump' }, CONTROLLER);
    expect(res.result).toBe(BatchResult.ok);
    expect(res.values?.map((v) => v.id)).toEqual(['AlarmingInfo', 'FmtValue']);
    expect(valueOf(res, 'FmtValue')).toMatch(/^\d+\.\d{2} bar$/);
    expect(valueOf(res, 'AlarmingInfo')).toEqual({ packed: 0, alarms: [] });
  });

  it('raises a pressure warning above the limit, with a consistent packed number, and clears it', async () => {
    expect((await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 9.5 }] }, CONTROLLER)).result).toBe(BatchResult.ok);
    const res = await env.operator.one({ action: BatchAction.read, gId: '0.Pump', propIds: ['AlarmingInfo', 'Pressure'] }, CONTROLLER);
    const info = valueOf(res, 'AlarmingInfo') as AlarmingInfoValue;
    expect(valueOf(res, 'Pressure')).toBeGreaterThan(40);
    expect(info.alarms).toEqual([expect.objectContaining({ severity: 1, entityId: '0.Pump', entityName: 'Pump', ctx: 0 })]);
    expect(info.alarms[0]?.msg).toContain('Pressure above limit');
    expect(unpackAlarmState(info.packed)).toEqual({ count: 1, severity: 1 });
    // The controller root and the controller's entry in the local tree carry the alarms of everything below.
    const root = await env.operator.one({ action: BatchAction.read, gId: '0', propIds: ['AlarmingInfo'] }, CONTROLLER);
    expect((valueOf(root, 'AlarmingInfo') as AlarmingInfoValue).alarms.some((a) => a.entityId === '0.Pump')).toBe(true);
    const host = await env.operator.one({ action: BatchAction.read, gId: '0.Controllers.LAB-CTRL-1', propIds: ['AlarmingInfo'] });
    expect((valueOf(host, 'AlarmingInfo') as AlarmingInfoValue).packed).toBeGreaterThan(0);

    await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 1 }] }, CONTROLLER);
    const cleared = await env.operator.one({ action: BatchAction.read, gId: '0.Pump', propIds: ['AlarmingInfo'] }, CONTROLLER);
    expect(valueOf(cleared, 'AlarmingInfo')).toEqual({ packed: 0, alarms: [] });
  });

  it('raises an error when the lamp hours pass their limit', async () => {
    await env.engineer.one({ action: BatchAction.update, gId: '0.MWD', values: [{ id: 'LampHoursLimit', value: 100 }] }, CONTROLLER);
    const res = await env.operator.one({ action: BatchAction.read, gId: '0.MWD', propIds: ['AlarmingInfo'] }, CONTROLLER);
    expect(unpackAlarmState((valueOf(res, 'AlarmingInfo') as AlarmingInfoValue).packed)).toEqual({ count: 1, severity: 2 });
  });

  it('moves live values every second and keeps their history for hread', async () => {
    const first = valueOf(await env.operator.one({ action: BatchAction.read, gId: '0.MWD', propIds: ['LampHours'] }, CONTROLLER), 'LampHours') as number;
    await sleep(1500);
    const second = valueOf(await env.operator.one({ action: BatchAction.read, gId: '0.MWD', propIds: ['LampHours'] }, CONTROLLER), 'LampHours') as number;
    expect(second).toBeGreaterThan(first);
    const history = await env.operator.one({ action: BatchAction.hread, gId: '0.MWD', propIds: ['LampHours'], range: { count: 5 } }, CONTROLLER);
    const samples = (history.returnValue as { id: string; samples: { t: string; value: number }[] }[])[0]?.samples ?? [];
    expect(samples.length).toBeGreaterThanOrEqual(2);
    expect(samples.length).toBeLessThanOrEqual(5);
    expect(samples.at(-1)?.value).toBeGreaterThan(samples[0]?.value ?? Infinity);
    expect(valueOf(history, 'LampHours')).toEqual(samples.map((s) => s.value));
    const stored = await env.operator.one({ action: BatchAction.hread, gId: '0.MWD', propIds: ['LampHoursLimit'] }, CONTROLLER);
    expect(stored.result).toBe(BatchResult.invalidArgument);
  });
});

describe('instrument methods', () => {
  it('runs NeedleWash for an engineer, checks its arguments, and refuses operators', async () => {
    expect((await env.operator.one({ action: BatchAction.call, gId: '0.Autosampler', methodName: 'NeedleWash', args: [2] }, CONTROLLER)).result).toBe(BatchResult.accessDenied);
    const bad = await env.engineer.one({ action: BatchAction.call, gId: '0.Autosampler', methodName: 'NeedleWash', args: [50] }, CONTROLLER);
    expect(bad).toMatchObject({ result: BatchResult.invalidArgument, resultText: "Argument 'cycles': Value must be at most 10." });
    const ok = await env.engineer.one({ action: BatchAction.call, gId: '0.Autosampler', methodName: 'NeedleWash', args: [2, 'Water'] }, CONTROLLER);
    expect(ok).toMatchObject({ result: BatchResult.ok, returnValue: 'Needle wash started: 2 cycles with Water.' });
    const state = await env.operator.one({ action: BatchAction.read, gId: '0.Autosampler' }, CONTROLLER);
    expect(valueOf(state, 'FmtValue')).toBe('Needle wash (Water)');
    const busy = await env.engineer.one({ action: BatchAction.call, gId: '0.Autosampler', methodName: 'NeedleWash' }, CONTROLLER);
    expect(busy).toMatchObject({ result: BatchResult.error, resultText: 'The autosampler is busy.' });
  });

  it('calibrates the pH meter, storing the calibration date and clearing its alarm', async () => {
    const before = await env.operator.one({ action: BatchAction.read, gId: '0.PhMeter', propIds: ['AlarmingInfo'] }, CONTROLLER);
    expect((valueOf(before, 'AlarmingInfo') as AlarmingInfoValue).alarms[0]?.msg).toBe('pH meter is not calibrated');
    const res = await env.engineer.one({ action: BatchAction.call, gId: '0.PhMeter', methodName: 'Calibrate', args: [4, 10] }, CONTROLLER);
    expect(res.result).toBe(BatchResult.ok);
    expect(typeof res.returnValue).toBe('number');
    const after = await env.operator.one({ action: BatchAction.read, gId: '0.PhMeter', propIds: ['AlarmingInfo', 'CalibrationDate'] }, CONTROLLER);
    expect(valueOf(after, 'AlarmingInfo')).toEqual({ packed: 0, alarms: [] });
    expect(Date.parse(valueOf(after, 'CalibrationDate') as string)).not.toBeNaN();
  });
});
