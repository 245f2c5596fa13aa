// Every text a node or record holds has a maximum (docs/nodes.md "Size limits"), also when its type
// names none, so no value can swell a browse without bound.
import { describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { LIST_ITEMS_MAX, NODE_NAME_MAX, SHORT_TEXT_MAX } from '../../src/domain/nodes/text-limits';
import type { ErrorBody } from '../../src/domain/error-item';
import { CONTROLLER, valueOf } from './support/node-batch-client';
import { useNodeServer } from './support/node-server';

const env = useNodeServer();

async function storedValue(gId: string, propId: string): Promise<string> {
  const row = await env.server.database.db.selectFrom('node_properties').select('value').where('host', '=', 'LAB-CTRL-1').where('node_g_id', '=', gId).where('prop_id', '=', propId).executeTakeFirstOrThrow();
  return row.value;
}

describe('node value limits', () => {
  it('gives a text type without maxLength the short-text limit, refusing longer values with the property named', async () => {
    const gId = '0.Autosampler.Vials.Vial2';
    const fits = await env.engineer.one({ action: BatchAction.update, gId, values: [{ id: 'Source', value: 'x'.repeat(SHORT_TEXT_MAX) }] }, CONTROLLER);
    expect(fits.result).toBe(BatchResult.ok);
    const before = await storedValue(gId, 'Source');

    const tooLong = await env.engineer.one({ action: BatchAction.update, gId, values: [{ id: 'Source', value: 'x'.repeat(SHORT_TEXT_MAX + 1) }] }, CONTROLLER);
    const msg = `Source: Value is longer than ${SHORT_TEXT_MAX} characters.`;
    expect(tooLong).toMatchObject({ result: BatchResult.invalidArgument, resultText: msg, errors: [{ name: 'Source', text: msg }] });
    expect(await storedValue(gId, 'Source')).toBe(before);
  });

  it('keeps the maxLength a type names', async () => {
    const res = await env.engineer.one({ action: BatchAction.update, gId: '0.Autosampler.Vials.Vial2', values: [{ id: 'SampleName', value: 's'.repeat(65) }] }, CONTROLLER);
    expect(res).toMatchObject({ result: BatchResult.invalidArgument, errors: [{ name: 'SampleName', text: 'Sample: Value is longer than 64 characters.' }] });
  });

  it('refuses a list value with more entries than the list limit', async () => {
    const many = Array.from({ length: LIST_ITEMS_MAX + 1 }, () => 254);
    const res = await env.engineer.one({ action: BatchAction.update, gId: '0.MWD', values: [{ id: 'Wavelengths', value: many }] }, CONTROLLER);
    expect(res).toMatchObject({ result: BatchResult.invalidArgument, errors: [{ name: 'Wavelengths', text: `Wavelengths: Value holds more than ${LIST_ITEMS_MAX} entries.` }] });
    const fits = await env.engineer.one({ action: BatchAction.update, gId: '0.MWD', values: [{ id: 'Wavelengths', value: [214, 254] }] }, CONTROLLER);
    expect(valueOf(fits, 'Wavelengths')).toEqual([214, 254]);
  });

  it('refuses an imported value over its limit, writing nothing', async () => {
    const exported = await env.engineer.one({ action: BatchAction.serialize, gId: '0.Autosampler.Vials.Vial3' }, CONTROLLER);
    const content = JSON.parse(exported.serializedContent ?? '') as { nodes: { properties: { id: string; value: string }[] }[] };
    content.nodes[0]!.properties.find((p) => p.id === 'Source')!.value = JSON.stringify('y'.repeat(SHORT_TEXT_MAX + 1));
    const nodesBefore = await env.server.database.db.selectFrom('nodes').select('id').execute();
    const res = await env.engineer.one({ action: BatchAction.deserialize, gId: '0.Autosampler.Vials', content: JSON.stringify(content) }, CONTROLLER);
    expect(res.result).toBe(BatchResult.invalidArgument);
    expect(res.resultText).toContain(`Source: Value is longer than ${SHORT_TEXT_MAX} characters.`);
    expect(await env.server.database.db.selectFrom('nodes').select('id').execute()).toHaveLength(nodesBefore.length);
  });

  it('keeps a Clone of a node with the longest name within the name limit, not cutting a character in half', async () => {
    const gId = '0.Autosampler.Vials.Vial4';
    const longName = `${'n'.repeat(NODE_NAME_MAX - 8)}🧪🧪🧪🧪`;
    expect((await env.engineer.one({ action: BatchAction.update, gId, name: longName }, CONTROLLER)).result).toBe(BatchResult.ok);
    const clone = await env.engineer.one({ action: BatchAction.call, gId, methodName: 'Clone' }, CONTROLLER);
    expect(clone.result).toBe(BatchResult.ok);
    const name = clone.node?.name ?? '';
    expect(name.length).toBeLessThanOrEqual(NODE_NAME_MAX);
    expect(name.endsWith(' (copy)')).toBe(true);
    expect((name as string & { isWellFormed(): boolean }).isWellFormed()).toBe(true);
  });

  it('refuses a node name over the limit with 400 naming the field', async () => {
    const res = await env.engineer.post([{ action: BatchAction.update, gId: '0.Autosampler.Vials.Vial4', name: 'n'.repeat(NODE_NAME_MAX + 1) }], CONTROLLER);
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error[0]?.field).toBe('0.name');
  });
});

describe('record text limits', () => {
  it('refuses an e-mail address over 254 characters and a list date filter over 40', async () => {
    const { client, auth } = await env.server.login('admin');
    const email = `${'a'.repeat(250)}@lab.example`;
    const person = await client.post('/api/db/person', { name: 'Long mail', email }, { token: auth.token });
    expect(person.status).toBe(400);
    expect((person.body as ErrorBody).error[0]?.field).toBe('email');
    // A date the lenient Date.parse accepts, padded past the limit.
    const from = encodeURIComponent(`January${' '.repeat(40)}1, 2026`);
    expect((await client.get(`/api/db/person?from=${encodeURIComponent('January 1, 2026')}`, { token: auth.token })).status).toBe(200);
    const list = await client.get(`/api/db/person?from=${from}`, { token: auth.token });
    expect(list.status).toBe(400);
    expect((list.body as ErrorBody).error[0]?.field).toBe('from');
  });
});
