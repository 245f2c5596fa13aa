// Ill-formed Unicode (a lone UTF-16 surrogate) is refused wherever input is taken, with the field
// named; well-formed text beyond the BMP (emoji) is stored and signed like any other.
import { beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import type { ErrorBody } from '../../src/domain/error-item';
import { CONTROLLER, nodeUser } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import { record, useAdminServer } from './support/record-requests';
import type { TestResponse } from './support/test-client';

const env = useAdminServer();
let nodes: NodeUser;

beforeAll(async () => {
  nodes = await nodeUser(env.server, 'admin');
});

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

function fields(res: TestResponse): (string | undefined)[] {
  return (res.body as ErrorBody).error.map((e) => e.field);
}

async function sampleName(gId: string): Promise<string> {
  const row = await env.server.database.db.selectFrom('node_properties').select('value').where('host', '=', 'LAB-CTRL-1').where('node_g_id', '=', gId).where('prop_id', '=', 'SampleName').executeTakeFirstOrThrow();
  return row.value;
}

describe('ill-formed text', () => {
  it('refuses a lone surrogate in a record name with 400 naming the field, and stores nothing', async () => {
    const res = await env.admin.post('/api/db/customer', { name: `Lone ${LONE_HIGH}`, description: 'x' });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['name']);
    expect((res.body as ErrorBody).error[0]?.msg).toBe('name is not well-formed Unicode text (it holds a lone surrogate).');
    const stored = await env.server.database.db.selectFrom('records').select('id').where('name', 'like', 'Lone%').execute();
    expect(stored).toHaveLength(0);
  });

  it('names the path of a lone surrogate deep in a record body (a tag value)', async () => {
    const res = await env.admin.post('/api/db/customer', { name: 'Tagged', recTags: [{ name: 'ok', value: `v${LONE_LOW}` }] });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['recTags.0.value']);
  });

  it('refuses a lone surrogate in a node property value with 400 naming the field, and changes nothing', async () => {
    const gId = '0.Autosampler.Vials.Vial1';
    const before = await sampleName(gId);
    const res = await nodes.post([{ action: BatchAction.update, gId, values: [{ id: 'SampleName', value: `S${LONE_LOW}1` }] }], CONTROLLER);
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['0.values.0.value']);
    expect(await sampleName(gId)).toBe(before);
  });

  it('refuses a lone surrogate in a login username with 400 naming the field, before any password is checked', async () => {
    const attempts = () => env.server.database.db.selectFrom('login_attempts').select('id').execute();
    const before = await attempts();
    const client = await env.server.client();
    const res = await client.post('/api/account/login', { username: `admin${LONE_HIGH}`, password: 'whatever-1' });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['username']);
    expect(await attempts()).toHaveLength(before.length);
  });

  it('refuses a lone surrogate in an object key, naming the object that holds it', async () => {
    const res = await env.admin.post('/api/db/customer', { name: 'Keys', extra: { [`k${LONE_HIGH}`]: 1 } });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['extra']);
  });

  it('refuses a lone surrogate escaped inside imported node content (deserialize), writing nothing', async () => {
    const exported = await nodes.one({ action: BatchAction.serialize, gId: '0.Autosampler.Vials.Vial1' }, CONTROLLER);
    const content = JSON.parse(exported.serializedContent ?? '') as { nodes: { name: string; properties: { id: string; value: string }[] }[] };
    const countBefore = await env.server.database.db.selectFrom('nodes').select('id').execute();

    const badName = structuredClone(content);
    badName.nodes[0]!.name = `Vial ${LONE_HIGH}`;
    const named = await nodes.one({ action: BatchAction.deserialize, gId: '0.Autosampler.Vials', content: JSON.stringify(badName) }, CONTROLLER);
    expect(named.result).toBe(BatchResult.invalidArgument);
    expect(named.resultText).toBe('Invalid content: nodes.0.name is not well-formed Unicode text (it holds a lone surrogate).');

    // A value is JSON text inside the content: its surrogate only appears when the value is parsed.
    const badValue = structuredClone(content);
    const prop = badValue.nodes[0]!.properties.find((p) => p.id === 'SampleName')!;
    prop.value = JSON.stringify(`S${LONE_HIGH}`);
    const valued = await nodes.one({ action: BatchAction.deserialize, gId: '0.Autosampler.Vials', content: JSON.stringify(badValue) }, CONTROLLER);
    expect(valued.result).toBe(BatchResult.invalidArgument);
    expect(valued.resultText).toContain('Sample: Value is not well-formed Unicode text.');

    expect(await env.server.database.db.selectFrom('nodes').select('id').execute()).toHaveLength(countBefore.length);
  });

  it('answers a deeply nested body with 400, not a crash of the check', async () => {
    const depth = 100_000;
    const res = await env.admin.client.request('POST', '/api/node/batch', { rawBody: '['.repeat(depth) + ']'.repeat(depth), token: env.admin.token });
    expect(res.status).toBe(400);
  });
});

describe('text beyond the BMP', () => {
  it('signs and verifies a record with emoji and other astral characters: never tampered', async () => {
    const name = 'Pipettes 🧪 & Co 𝔘𝔫𝔦𝔠𝔬𝔡𝔢';
    const created = record(await env.admin.post('/api/db/customer', { name, description: 'Lab 🔬🧫 notes', address: '😀 Street 1' }));
    expect(created).toMatchObject({ name, tampered: false });
    expect(record(await env.admin.get(`/api/db/customer/${created.id}`))).toMatchObject({ name, description: 'Lab 🔬🧫 notes', tampered: false });

    await env.admin.put(`/api/db/customer/${created.id}`, { recRev: 1, description: 'v2 🧬' });
    const published = record(await env.admin.post(`/api/db/customer/${created.id}/publish`, { recRev: 2 }));
    expect(published).toMatchObject({ description: 'v2 🧬', tampered: false });
    expect(record(await env.admin.get(`/api/db/customer/${created.id}?rev=1`))).toMatchObject({ description: 'Lab 🔬🧫 notes', tampered: false });
  });
});
