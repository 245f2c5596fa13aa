import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerSettings } from '../../server/services/server-settings';
import { verifyAccessToken } from '../../server/services/tokens';
import type { AuthData } from '../../src/domain/auth-data';
import { decodeTokenClaims } from '../../src/domain/auth-data';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The SecurityVersion property as an admin reads it (it is advanced: operators do not see it). */
async function securityVersionProperty(): Promise<unknown> {
  const { client, auth } = await server.login('admin');
  const token = auth.token;
  const res = await client.post('/api/node/batch', [{ action: BatchAction.read, gId: '0.Settings.gsDBTags', propIds: ['SecurityVersion'] }], { token });
  return (res.body as { responses: { values?: { value: unknown }[] }[] }).responses[0]?.values?.[0]?.value;
}

describe('sv claim of the access token', () => {
  it('carries the tags security version at login, also in the verified claims', async () => {
    const { auth } = await server.login('operator');
    const sv = decodeTokenClaims(auth.token)?.sv;
    expect(typeof sv).toBe('number');
    expect(sv).toBe(await securityVersionProperty());
    const { jwtKey } = await createServerSettings(server.database.db).secrets();
    const checked = await verifyAccessToken(jwtKey, auth.token);
    expect(checked).toMatchObject({ ok: true, claims: { sv } });
  });

  it('is higher in a refreshed token after a tag change through the batch API', async () => {
    const { client, auth } = await server.login('admin');
    const before = decodeTokenClaims(auth.token)!.sv!;
    const change = await client.post(
      '/api/node/batch',
      [{ action: BatchAction.update, gId: '0.Settings.gsDBTags.Urgent', values: [{ id: 'Color', value: '#ff0000' }] }],
      { token: auth.token },
    );
    expect((change.body as { responses: { result: number }[] }).responses[0]?.result).toBe(BatchResult.ok);

    const refreshed = await client.post('/api/account/refreshToken');
    expect(refreshed.status).toBe(200);
    const after = decodeTokenClaims((refreshed.body as AuthData).token)!.sv!;
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(await securityVersionProperty());
  });

  it('stays the same in a refreshed token when no tag changed', async () => {
    const { client, auth } = await server.login('engineer');
    const refreshed = await client.post('/api/account/refreshToken');
    expect(decodeTokenClaims((refreshed.body as AuthData).token)!.sv).toBe(decodeTokenClaims(auth.token)!.sv);
  });
});
