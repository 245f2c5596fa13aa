import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { CONTROLLER, propValue, valueOf } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

async function stored(host: string, gId: string, propId: string): Promise<unknown> {
  const row = await env.server.database.db.selectFrom('node_properties').select('value').where('host', '=', host).where('node_g_id', '=', gId).where('prop_id', '=', propId).executeTakeFirstOrThrow();
  return JSON.parse(row.value);
}

function auditRows(gId: string, property: string) {
  return env.server.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'node').where('entity_id', '=', gId).where('property', '=', property).orderBy('id').execute();
}

describe('update', () => {
  it('changes a setting for an admin, answers the new values and writes an audit row', async () => {
    const res = await env.admin.one({ action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 3 }] });
    expect(res).toMatchObject({ result: BatchResult.ok, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 3 }], isDesigner: false });
    expect(await stored('', '0.Settings.Locale', 'noOfDecimals')).toBe(3);
    const [row] = await auditRows('0.Settings.Locale', 'noOfDecimals');
    expect(row).toMatchObject({ username: 'admin', category: 'node-update', old_value: '2', new_value: '3' });
  });

  it('refuses settings changes by an operator (no access) and an engineer (read only)', async () => {
    expect((await env.operator.one({ action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 4 }] })).result).toBe(BatchResult.accessDenied);
    const engineerTry = await env.engineer.one({ action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 4 }] });
    expect(engineerTry).toMatchObject({ result: BatchResult.accessDenied, errors: [{ name: 'noOfDecimals' }] });
    expect(await stored('', '0.Settings.Locale', 'noOfDecimals')).toBe(3);
  });

  it('lets engineers but not operators change instrument settings', async () => {
    expect((await env.operator.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'PressureLimit', value: 50 }] }, CONTROLLER)).result).toBe(BatchResult.accessDenied);
    expect((await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'PressureLimit', value: 50 }] }, CONTROLLER)).result).toBe(BatchResult.ok);
    expect(await stored('LAB-CTRL-1', '0.Pump', 'PressureLimit')).toBe(50);
  });

  it('refuses read-only and live properties, and unknown ones', async () => {
    expect((await env.admin.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'Pressure', value: 1 }] }, CONTROLLER)).result).toBe(BatchResult.accessDenied);
    expect((await env.admin.one({ action: BatchAction.update, gId: '0.Settings.System.Info', values: [{ id: 'Version', value: 'x' }] })).result).toBe(BatchResult.accessDenied);
    expect((await env.admin.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'Nope', value: 1 }] }, CONTROLLER)).result).toBe(BatchResult.invalidArgument);
  });

  it('checks values against the type: min/max, decimals, kind, length; one bad value changes none', async () => {
    const tooHigh = await env.admin.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 10.5 }] }, CONTROLLER);
    expect(tooHigh).toMatchObject({ result: BatchResult.invalidArgument, resultText: 'Flow rate: Value must be at most 10.', errors: [{ name: 'FlowRate', text: 'Flow rate: Value must be at most 10.' }] });
    const decimals = await env.admin.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'FlowRate', value: 1.23456 }] }, CONTROLLER);
    expect(decimals.resultText).toBe('Flow rate: Value has more than 3 decimal places.');
    const kind = await env.admin.one({ action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 'two' }] });
    expect(kind.resultText).toBe('Number of decimals: Value must be a number.');
    const whole = await env.admin.one({ action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 2.5 }] });
    expect(whole.resultText).toBe('Number of decimals: Value must be a whole number.');
    const mixed = await env.admin.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'PressureLimit', value: 60 }, { id: 'FlowRate', value: -1 }] }, CONTROLLER);
    expect(mixed.result).toBe(BatchResult.invalidArgument);
    expect(await stored('LAB-CTRL-1', '0.Pump', 'PressureLimit')).toBe(50);
    const array = await env.admin.one({ action: BatchAction.update, gId: '0.MWD', values: [{ id: 'Wavelengths', value: [254, 100] }] }, CONTROLLER);
    expect(array.resultText).toBe('Wavelengths: Value must be at least 190.');
    const ok = await env.admin.one({ action: BatchAction.update, gId: '0.MWD', values: [{ id: 'Wavelengths', value: [220, 260] }] }, CONTROLLER);
    expect(valueOf(ok, 'Wavelengths')).toEqual([220, 260]);
    const nullable = await env.admin.one({ action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'dateFormat', value: null }] });
    expect(nullable.resultText).toBe('Date format: Value is required.');
  });

  it('applies the export encoding rule', async () => {
    const bad = await env.admin.one({ action: BatchAction.update, gId: '0.Settings.Export', values: [{ id: 'Encoding', value: 'ebcdic' }] });
    expect(bad).toMatchObject({ result: BatchResult.invalidArgument, resultText: 'Invalid encoding!' });
    expect((await env.admin.one({ action: BatchAction.update, gId: '0.Settings.Export', values: [{ id: 'Encoding', value: 'utf-8' }] })).result).toBe(BatchResult.ok);
  });

  it('asks for a reason on critical properties (7) and keeps it in the audit row', async () => {
    const without = await env.engineer.one({ action: BatchAction.update, gId: '0.MALS', values: [{ id: 'LaserPower', value: 60 }] }, CONTROLLER);
    expect(without).toMatchObject({ result: BatchResult.reasonRequired, resultText: 'Reason is required.' });
    const blank = await env.engineer.one({ action: BatchAction.update, gId: '0.MALS', values: [{ id: 'LaserPower', value: 60 }], userReason: '   ' }, CONTROLLER);
    expect(blank.result).toBe(BatchResult.reasonRequired);
    expect(await stored('LAB-CTRL-1', '0.MALS', 'LaserPower')).toBe(80);
    const withReason = await env.engineer.one({ action: BatchAction.update, gId: '0.MALS', values: [{ id: 'LaserPower', value: 60 }], userReason: 'Sample is light-sensitive' }, CONTROLLER);
    expect(withReason.result).toBe(BatchResult.ok);
    const rows = await auditRows('0.MALS', 'LaserPower');
    expect(rows.at(-1)).toMatchObject({ username: 'engineer', old_value: '80', new_value: '60', reason: 'Sample is light-sensitive' });
    expect(rows.at(-1)?.message).toContain('LAB-CTRL-1');
  });

  it('keeps the flow-set properties at 100 by adjusting the others from the last', async () => {
    const first = await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'a', value: 70 }] }, CONTROLLER);
    expect(first.values).toEqual([{ id: 'a', value: 70 }, { id: 'd', value: 30 }]);
    const second = await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'b', value: 50 }] }, CONTROLLER);
    // d absorbs what it can (30 → 0), then c (already 0), then a (70 → 50).
    expect(second.values).toEqual([{ id: 'a', value: 50 }, { id: 'b', value: 50 }, { id: 'd', value: 0 }]);
    const clamped = await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: [{ id: 'c', value: 150 }] }, CONTROLLER);
    expect(clamped.result).toBe(BatchResult.ok);
    expect(await Promise.all(['a', 'b', 'c', 'd'].map((id) => stored('LAB-CTRL-1', '0.Pump', id)))).toEqual([0, 0, 100, 0]);
    const impossible = await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: ['a', 'b', 'c', 'd'].map((id) => ({ id, value: 10 })) }, CONTROLLER);
    expect(impossible).toMatchObject({ result: BatchResult.invalidArgument, resultText: 'The values must sum to 100.' });
    const exact = await env.engineer.one({ action: BatchAction.update, gId: '0.Pump', values: ['a', 'b', 'c', 'd'].map((id) => ({ id, value: 25 })) }, CONTROLLER);
    expect(exact.result).toBe(BatchResult.ok);
  });

  it('renames a node with the name field', async () => {
    const res = await env.engineer.one({ action: BatchAction.update, gId: '0.Autosampler.Vials.Vial1', name: 'Standard vial' }, CONTROLLER);
    expect(res.result).toBe(BatchResult.ok);
    const browse = await env.engineer.one({ action: BatchAction.browse, gId: '0.Autosampler.Vials.Vial1', filter: { depth: 0 } }, CONTROLLER);
    expect(browse.node?.name).toBe('Standard vial');
  });

  it('answers the full node when the batch has a fullResponse item', async () => {
    const answer = await env.admin.batch([{ action: BatchAction.fullResponse }, { action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'thousandSeparator', value: ' ' }] }]);
    expect(answer.responses[0]?.result).toBe(BatchResult.ok);
    expect(propValue(answer.responses[1]?.node, 'thousandSeparator')).toBe(' ');
  });

  it('raises the tag security version on tag changes', async () => {
    const before = (await env.admin.one({ action: BatchAction.read, gId: '0.Settings.gsDBTags', propIds: ['SecurityVersion'] })).values?.[0]?.value as number;
    expect((await env.admin.one({ action: BatchAction.update, gId: '0.Settings.gsDBTags.Urgent', values: [{ id: 'Color', value: '#ff0000' }] })).result).toBe(BatchResult.ok);
    const after = (await env.admin.one({ action: BatchAction.read, gId: '0.Settings.gsDBTags', propIds: ['SecurityVersion'] })).values?.[0]?.value;
    expect(after).toBe(before + 1);
    expect((await env.operator.one({ action: BatchAction.update, gId: '0.Settings.gsDBTags.Urgent', values: [{ id: 'Color', value: '#00ff00' }] })).result).toBe(BatchResult.accessDenied);
  });
});
