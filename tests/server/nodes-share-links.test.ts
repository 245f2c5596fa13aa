import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchAction, BatchResult } from '../../src/domain/nodes/node-protocol';
import { licenceNodeGId } from '../../src/domain/nodes/licence-node-ids';
import type { BatchRequestItem, BatchResponse, BatchResponseItem } from '../../src/domain/nodes/node-protocol';
import {
  HEADER_SHARE_PASSWORD,
  METHOD_CREATE_SHARE_LINK,
  METHOD_REVOKE_SHARE_LINKS,
  MSG_SHARE_LINK_INVALID,
  MSG_SHARE_LINK_OTHER_CONTROLLER,
  MSG_SHARE_PARAMS_TOGETHER,
  isShareLinkGrant,
} from '../../src/domain/nodes/share-links';
import type { ShareLinkGrant } from '../../src/domain/nodes/share-links';
import { AccessFlag, Right, VisibilityLevel } from '../../src/domain/rights';
import { MSG_NO_SHARE_RIGHT } from '../../server/nodes/actions/node-share';
import { MAX_HEAVY_ITEMS, MSG_TOO_MANY_HEAVY_ITEMS } from '../../server/nodes/batch-budget';
import { MSG_SHARE_READ_ONLY } from '../../server/nodes/share-scope';
import { redactUrl } from '../../server/services/log-redaction';
import { hashPassword } from '../../server/services/passwords';
import { CONTROLLER, nodeUser, propValue, valueOf } from './support/node-batch-client';
import type { NodeUser } from './support/node-batch-client';
import type { TestClient, TestResponse } from './support/test-client';
import { startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';

let server: TestServer;
let admin: NodeUser;
let engineer: NodeUser;
/** Holds the share right and access.settings, but not admin. */
let sharer: NodeUser;
/** Holds the share right only: no access to the settings nodes. */
let courier: NodeUser;
let sharersRoleId: number;
let anonymous: TestClient;

async function createUser(username: string, roleName: string, rights: string[]): Promise<{ user: NodeUser; roleId: number }> {
  const db = server.database.db;
  const role = await db.insertInto('roles').values({ name: roleName, create_entity: 0, assign_rights: 0 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('role_rights').values(rights.map((right) => ({ role_id: role.id, right }))).execute();
  const user = await db
    .insertInto('users')
    .values({ username, display_name: username, password_hash: await hashPassword('share-secret-1'), totp_secret: null, lang: 'en', disabled: 0, created_at: new Date().toISOString(), security_version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  return { user: await nodeUser(server, username, 'share-secret-1'), roleId: role.id };
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, engineer] = await Promise.all([nodeUser(server, 'admin'), nodeUser(server, 'engineer')]);
  const sharers = await createUser('sharer', 'Sharers', [Right.authenticated, Right.accessSettings, Right.createShareLink]);
  sharer = sharers.user;
  sharersRoleId = sharers.roleId;
  courier = (await createUser('courier', 'Couriers', [Right.authenticated, Right.createShareLink])).user;
  anonymous = await server.client();
});
afterAll(async () => {
  await server.close();
});

function callItem(gId: string, methodName: string, args: unknown[] = []): BatchRequestItem {
  return { action: BatchAction.call, gId, methodName, args };
}

async function createLink(user: NodeUser, gId: string, query = '', hours?: number): Promise<ShareLinkGrant> {
  const answer = await user.one(callItem(gId, METHOD_CREATE_SHARE_LINK, hours === undefined ? [] : [hours]), query);
  expect(answer.result).toBe(BatchResult.ok);
  if (!isShareLinkGrant(answer.returnValue)) throw new Error(`no grant: ${JSON.stringify(answer)}`);
  return answer.returnValue;
}

function shareQuery(grant: Pick<ShareLinkGrant, 'shareId' | 'sharePass'>, extra = ''): string {
  return `shareId=${encodeURIComponent(grant.shareId)}&sharePass=${encodeURIComponent(grant.sharePass)}${extra ? `&${extra}` : ''}`;
}

/** A batch through the link without any login. */
function viaLink(grant: Pick<ShareLinkGrant, 'shareId' | 'sharePass'>, items: unknown, extra = ''): Promise<TestResponse> {
  return anonymous.post(`/api/node/batch?${shareQuery(grant, extra)}`, items);
}

async function linkBatch(grant: ShareLinkGrant, items: BatchRequestItem[], extra = ''): Promise<BatchResponseItem[]> {
  const res = await viaLink(grant, items, extra);
  if (res.status !== 200) throw new Error(`share batch answered ${res.status}: ${res.text}`);
  return (res.body as BatchResponse).responses;
}

const INVALID = { error: [{ msg: MSG_SHARE_LINK_INVALID, severity: 2 }] };

describe('creating share links', () => {
  it('needs the createShareLink right', async () => {
    const answer = await engineer.one(callItem('0.Settings.Locale', METHOD_CREATE_SHARE_LINK, [24]));
    expect(answer.result).toBe(BatchResult.accessDenied);
    expect(answer.resultText).toBe(MSG_NO_SHARE_RIGHT);
    expect((await engineer.one(callItem('0.Settings.Locale', METHOD_REVOKE_SHARE_LINKS))).result).toBe(BatchResult.accessDenied);
  });

  it('needs browse access on the node', async () => {
    expect((await courier.one(callItem('0.Settings.Locale', METHOD_CREATE_SHARE_LINK))).result).toBe(BatchResult.accessDenied);
    expect((await courier.one(callItem('0.Settings.Locale', METHOD_REVOKE_SHARE_LINKS))).result).toBe(BatchResult.accessDenied);
    // The tag definitions are browsable by everyone.
    await createLink(courier, '0.Settings.gsDBTags');
  });

  it('checks the hours like any method argument and defaults to 24', async () => {
    const tooMany = await sharer.one(callItem('0.Settings', METHOD_CREATE_SHARE_LINK, [721]));
    expect(tooMany.result).toBe(BatchResult.invalidArgument);
    expect(tooMany.resultText).toBe("Argument 'hours': Value must be at most 720.");
    expect((await sharer.one(callItem('0.Settings', METHOD_CREATE_SHARE_LINK, [0]))).result).toBe(BatchResult.invalidArgument);
    expect((await sharer.one(callItem('0.Settings', METHOD_CREATE_SHARE_LINK, [1.5]))).result).toBe(BatchResult.invalidArgument);

    const before = Date.now();
    const grant = await createLink(sharer, '0.Settings');
    const expires = Date.parse(grant.expiresAt) - before;
    expect(expires).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(expires).toBeLessThan(24 * 3_600_000 + 60_000);
    // At least 128 random bits each, url-safe.
    expect(grant.shareId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(grant.sharePass).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const row = await server.database.db.selectFrom('share_links').selectAll().where('id', '=', grant.shareId).executeTakeFirstOrThrow();
    expect(row.pass_hash).not.toContain(grant.sharePass);
    expect(row.g_id).toBe('0.Settings');
    expect(row.host).toBe('');
  });

  it('audits creating and revoking, never the pass', async () => {
    const grant = await createLink(sharer, '0.Settings.Export', '', 2);
    const revoked = await sharer.one(callItem('0.Settings.Export', METHOD_REVOKE_SHARE_LINKS));
    expect(revoked.returnValue).toEqual({ revoked: 1 });
    const rows = await server.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'node').where('entity_id', '=', '0.Settings.Export').orderBy('id').execute();
    const created = rows.find((r) => r.category === 'node-share');
    expect(created).toMatchObject({ username: 'sharer', source: 'Audit' });
    expect(created?.message).toContain(grant.shareId);
    expect(JSON.parse(created?.new_value ?? '{}')).toMatchObject({ shareId: grant.shareId, hours: 2, expiresAt: grant.expiresAt });
    expect(rows.find((r) => r.category === 'node-share-revoke')).toMatchObject({ username: 'sharer', message: 'Revoked 1 share link of Export' });
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(grant.sharePass);
  });
});

describe('using a share link', () => {
  let settings: ShareLinkGrant;
  let locale: ShareLinkGrant;

  beforeAll(async () => {
    settings = await createLink(sharer, '0.Settings');
    locale = await createLink(sharer, '0.Settings.Locale');
  });

  it('browses and reads the shared subtree without a login, read-only', async () => {
    const [root, child, read, type] = await linkBatch(settings, [
      { action: BatchAction.browse, filter: { depth: 1 } },
      { action: BatchAction.browse, gId: '0.Settings.Locale', filter: { depth: 0 } },
      { action: BatchAction.read, gId: '0.Settings.Locale', propIds: ['decimalSeparator'] },
      { action: BatchAction.getType, gId: '0.Settings.Locale' },
    ]);
    // A browse without gId is the shared node.
    expect(root?.node?.gId).toBe('0.Settings');
    expect(root?.node?.childs?.map((c) => c.gId)).toContain('0.Settings.Locale');
    expect(child?.node?.ac).toBe(AccessFlag.browse | AccessFlag.read);
    expect(child?.node?.properties?.every((p) => (p.ac & AccessFlag.write) === 0)).toBe(true);
    expect(propValue(child?.node, 'decimalSeparator')).toBe('.');
    expect(valueOf(read, 'decimalSeparator')).toBe('.');
    expect(type?.result).toBe(BatchResult.ok);
  });

  it('refuses every action that is not browse, read, hread or getType', async () => {
    const before = await server.database.db.selectFrom('node_properties').select('value').where('node_g_id', '=', '0.Settings.Locale').where('prop_id', '=', 'noOfDecimals').executeTakeFirstOrThrow();
    const answers = await linkBatch(settings, [
      { action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 5 }] },
      { action: BatchAction.create, gId: '0.Settings.gsDBTags', className: 'Tag' },
      { action: BatchAction.delete, gId: '0.Settings.gsDBTags.Urgent' },
      callItem('0.Settings', 'Ping'),
      callItem('0.Settings', METHOD_CREATE_SHARE_LINK, [1]),
      { action: BatchAction.serialize, gId: '0.Settings' },
      { action: BatchAction.move, gId: '0.Settings.Locale', newIndex: 0 },
      { action: BatchAction.fullResponse },
    ]);
    for (const answer of answers) {
      expect(answer.result).toBe(BatchResult.accessDenied);
      expect(answer.resultText).toBe(MSG_SHARE_READ_ONLY);
    }
    const after = await server.database.db.selectFrom('node_properties').select('value').where('node_g_id', '=', '0.Settings.Locale').where('prop_id', '=', 'noOfDecimals').executeTakeFirstOrThrow();
    expect(after.value).toBe(before.value);
  });

  it('answers not found outside the shared subtree, as for nodes that do not exist', async () => {
    const answers = await linkBatch(locale, [
      { action: BatchAction.browse, gId: '0' },
      { action: BatchAction.browse, gId: '0.Settings' },
      { action: BatchAction.read, gId: '0.Settings.System.Info', propIds: ['Version'] },
      { action: BatchAction.getType, gId: '0.Controllers' },
      { action: BatchAction.browse, gId: '0.Settings.Locale.Missing' },
      { action: BatchAction.browse, gId: '0.Settings.LocaleX' },
    ]);
    for (const answer of answers) {
      expect(answer.result).toBe(BatchResult.notFound);
      expect(answer.resultText).toBe('Node not found.');
    }
  });

  it('runs as the link, not as the user, when a signed-in user uses it', async () => {
    const res = await admin.post([{ action: BatchAction.browse, gId: '0' }, { action: BatchAction.update, gId: '0.Settings.Locale', values: [{ id: 'noOfDecimals', value: 3 }] }], shareQuery(locale));
    expect(res.status).toBe(200);
    expect((res.body as BatchResponse).responses.map((r) => r.result)).toEqual([BatchResult.notFound, BatchResult.accessDenied]);
  });

  it('stays at the standard level: no debug browse, no advanced properties', async () => {
    const info = await createLink(admin, '0.Settings.System.Info');
    const [browse, read] = await linkBatch(info, [
      { action: BatchAction.browse, filter: { depth: 0, browseLevel: VisibilityLevel.debug, memberBrowseLevel: VisibilityLevel.debug } },
      { action: BatchAction.read, gId: '0.Settings.System.Info', propIds: ['ServerId'] },
    ]);
    const ids = browse?.node?.properties?.map((p) => p.id) ?? [];
    expect(ids).toContain('Version');
    expect(ids).not.toContain('ServerId');
    expect(read?.result).toBe(BatchResult.accessDenied);
    // Without the link the admin sees it.
    expect(propValue((await admin.one({ action: BatchAction.browse, gId: '0.Settings.System.Info', filter: { depth: 0, browseLevel: VisibilityLevel.advanced } })).node, 'ServerId')).toBeTruthy();
  });

  it('refuses more heavy items through a link than without one', async () => {
    const items = Array.from({ length: MAX_HEAVY_ITEMS + 1 }, () => ({ action: BatchAction.serialize, gId: '0.Settings' }));
    const res = await viaLink(settings, items);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: MSG_TOO_MANY_HEAVY_ITEMS, severity: 2 }] });
  });

  it('still needs a login without a link', async () => {
    expect((await anonymous.post('/api/node/batch', [{ action: BatchAction.browse }])).status).toBe(401);
  });
});

describe('the pass in the X-Share-Password header', () => {
  function viaHeader(shareId: string, pass: string, items: unknown, query = ''): Promise<TestResponse> {
    return anonymous.post(`/api/node/batch?shareId=${encodeURIComponent(shareId)}${query ? `&${query}` : ''}`, items, { headers: { [HEADER_SHARE_PASSWORD]: pass } });
  }

  it('opens the link with the pass in the header, keeping it out of the URL', async () => {
    const grant = await createLink(sharer, '0.Settings.Locale');
    const res = await viaHeader(grant.shareId, grant.sharePass, [{ action: BatchAction.browse, filter: { depth: 0 } }]);
    expect(res.status).toBe(200);
    expect((res.body as BatchResponse).responses[0]?.node?.gId).toBe('0.Settings.Locale');
    expect((await viaHeader(grant.shareId, `${grant.sharePass}x`, [{ action: BatchAction.browse }])).body).toEqual(INVALID);
  });

  it('prefers the header to the sharePass query parameter', async () => {
    const grant = await createLink(sharer, '0.Settings.Locale');
    const browse = [{ action: BatchAction.browse, filter: { depth: 0 } }];
    expect((await viaHeader(grant.shareId, grant.sharePass, browse, 'sharePass=wrong-pass')).status).toBe(200);
    expect((await viaHeader(grant.shareId, 'wrong-pass', browse, `sharePass=${encodeURIComponent(grant.sharePass)}`)).status).toBe(403);
  });

  it('answers 400 for a header without shareId, and for an empty header', async () => {
    const alone = await anonymous.post('/api/node/batch', [{ action: BatchAction.browse }], { headers: { [HEADER_SHARE_PASSWORD]: 'secret' } });
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ error: [{ msg: MSG_SHARE_PARAMS_TOGETHER, severity: 2 }] });
    const empty = await viaHeader('abc123', '', [{ action: BatchAction.browse }]);
    expect(empty.status).toBe(400);
    expect((empty.body as { error: { field?: string }[] }).error[0]?.field).toBe(HEADER_SHARE_PASSWORD);
  });
});

describe('refused share links', () => {
  it('answers 400 when only one of shareId and sharePass is given', async () => {
    for (const query of ['shareId=abc123', 'sharePass=secret']) {
      const res = await anonymous.post(`/api/node/batch?${query}`, [{ action: BatchAction.browse }]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: [{ msg: MSG_SHARE_PARAMS_TOGETHER, severity: 2 }] });
    }
  });

  it('answers 403 with the same text for an unknown link, a wrong pass, an expired and a revoked link', async () => {
    const good = await createLink(sharer, '0.Settings.Locale');
    expect((await viaLink(good, [{ action: BatchAction.browse }])).status).toBe(200);

    const unknown = await viaLink({ shareId: 'AAAAAAAAAAAAAAAAAAAAAA', sharePass: good.sharePass }, [{ action: BatchAction.browse }]);
    const wrongPass = await viaLink({ shareId: good.shareId, sharePass: `${good.sharePass}x` }, [{ action: BatchAction.browse }]);

    const expiring = await createLink(sharer, '0.Settings.Locale', '', 1);
    await server.database.db.updateTable('share_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expiring.shareId).execute();
    const expired = await viaLink(expiring, [{ action: BatchAction.browse }]);

    const revokedCount = await sharer.one(callItem('0.Settings.Locale', METHOD_REVOKE_SHARE_LINKS));
    expect((revokedCount.returnValue as { revoked: number }).revoked).toBeGreaterThanOrEqual(1);
    const revoked = await viaLink(good, [{ action: BatchAction.browse }]);

    for (const res of [unknown, wrongPass, expired, revoked]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(INVALID);
    }
  });

  it('shares less when the creator loses rights, and nothing when disabled', async () => {
    const grant = await createLink(sharer, '0.Settings');
    const childIds = async () => (await linkBatch(grant, [{ action: BatchAction.browse, filter: { depth: 1 } }]))[0]?.node?.childs?.map((c) => c.gId) ?? [];
    expect(await childIds()).toContain('0.Settings.Locale');

    const db = server.database.db;
    await db.deleteFrom('role_rights').where('role_id', '=', sharersRoleId).where('right', '=', Right.accessSettings).execute();
    try {
      const after = await childIds();
      expect(after).not.toContain('0.Settings.Locale');
      expect(after).toContain('0.Settings.gsDBTags');
      const [locale] = await linkBatch(grant, [{ action: BatchAction.read, gId: '0.Settings.Locale', propIds: ['decimalSeparator'] }]);
      expect(locale?.result).toBe(BatchResult.notFound);
    } finally {
      await db.insertInto('role_rights').values({ role_id: sharersRoleId, right: Right.accessSettings }).execute();
    }

    await db.updateTable('users').set({ disabled: 1 }).where('username', '=', 'sharer').execute();
    try {
      const res = await viaLink(grant, [{ action: BatchAction.browse }]);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(INVALID);
    } finally {
      await db.updateTable('users').set({ disabled: 0 }).where('username', '=', 'sharer').execute();
    }
  });

  it('must be used with the controller it was made on', async () => {
    const pump = await createLink(sharer, '0.Pump', CONTROLLER);
    const [browse] = await linkBatch(pump, [{ action: BatchAction.browse, filter: { depth: 0 } }], CONTROLLER);
    expect(browse?.node?.gId).toBe('0.Pump');
    expect(propValue(browse?.node, 'FlowRate')).toBeTypeOf('number');

    const withoutController = await viaLink(pump, [{ action: BatchAction.browse }]);
    expect(withoutController.status).toBe(403);
    expect(withoutController.body).toEqual({ error: [{ msg: MSG_SHARE_LINK_OTHER_CONTROLLER, field: 'controller', severity: 2 }] });

    const local = await createLink(sharer, '0.Settings.Locale');
    expect((await viaLink(local, [{ action: BatchAction.browse }], CONTROLLER)).status).toBe(403);
  });

  it('keeps the pass out of logged request lines', () => {
    expect(redactUrl('/api/node/batch?shareId=abc&sharePass=s3cret&controller=X')).toBe('/api/node/batch?shareId=abc&sharePass=[redacted]&controller=X');
  });
});

describe('licence nodes through a share link', () => {
  it('shows no licence node, although the link runs as an administrator who reads every licence', async () => {
    const licences = await server.database.db.selectFrom('records').select('id').where('entity', '=', 'license').where('deleted', '=', 0).execute();
    expect(licences.length).toBeGreaterThan(0);
    const gIds = licences.map((l) => licenceNodeGId(l.id));
    const own = await admin.one({ action: BatchAction.browse, gId: '0.Settings.Licenses', filter: { depth: 1 } });
    expect(own.node?.childs?.map((c) => c.gId)).toEqual(gIds);

    const grant = await createLink(admin, '0.Settings');
    const [tree] = await linkBatch(grant, [{ action: BatchAction.browse, gId: '0.Settings', filter: { depth: 999 } }]);
    expect(tree?.result).toBe(BatchResult.ok);
    for (const gId of gIds) expect(JSON.stringify(tree?.node)).not.toContain(gId);
    const [direct] = await linkBatch(grant, [{ action: BatchAction.read, gId: gIds[0] ?? '', propIds: ['HardwareKey'] }]);
    expect(direct?.result).not.toBe(BatchResult.ok);
  });
});
