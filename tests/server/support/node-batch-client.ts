// Calls POST /api/node/batch as a logged-in user and types the answer, for the nodes-* tests.
import type { BatchRequestItem, BatchResponse, BatchResponseItem, NodeDto } from '../../../src/domain/nodes/node-protocol';
import { Right } from '../../../src/domain/rights';
import { hashPassword } from '../../../server/services/passwords';
import type { TestResponse } from './test-client';
import type { TestServer } from './test-server';

export type NodeUser = {
  /** The raw HTTP answer of a batch. */
  post(items: unknown, query?: string): Promise<TestResponse>;
  /** A batch that must answer 200; its response items. */
  batch(items: BatchRequestItem[], query?: string): Promise<BatchResponse>;
  /** One item; its response item. */
  one(item: BatchRequestItem, query?: string): Promise<BatchResponseItem>;
};

export const CONTROLLER = 'controller=LAB-CTRL-1';

export async function nodeUser(server: TestServer, username: string, password?: string): Promise<NodeUser> {
  const { client, auth } = await server.login(username, password);
  const post = (items: unknown, query = '') => client.post(`/api/node/batch${query ? `?${query}` : ''}`, items, { token: auth.token });
  const batch = async (items: BatchRequestItem[], query = '') => {
    const res = await post(items, query);
    if (res.status !== 200) throw new Error(`batch answered ${res.status}: ${res.text}`);
    return res.body as BatchResponse;
  };
  return {
    post,
    batch,
    async one(item, query) {
      const answer = await batch([item], query);
      return answer.responses[0] as BatchResponseItem;
    },
  };
}

/** The node with gId somewhere in a browsed tree. */
export function findInTree(node: NodeDto | undefined, gId: string): NodeDto | undefined {
  if (!node) return undefined;
  if (node.gId === gId) return node;
  for (const c of node.childs ?? []) {
    const hit = findInTree(c, gId);
    if (hit) return hit;
  }
  return undefined;
}

export function propValue(node: NodeDto | undefined, id: string): unknown {
  return node?.properties?.find((p) => p.id === id)?.value;
}

export function valueOf(item: BatchResponseItem | undefined, id: string): unknown {
  return item?.values?.find((v) => v.id === id)?.value;
}

/** A new user holding only the given rights (through a role of their own), signed in as a batch caller. */
export async function createUserWithRights(server: TestServer, user: { username: string; displayName: string; password: string; role: string; rights: readonly string[] }): Promise<NodeUser> {
  const db = server.database.db;
  const role = await db.insertInto('roles').values({ name: user.role, create_entity: 0, assign_rights: 0 }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('role_rights').values(user.rights.map((right) => ({ role_id: role.id, right }))).execute();
  const row = await db
    .insertInto('users')
    .values({ username: user.username, display_name: user.displayName, password_hash: await hashPassword(user.password), totp_secret: null, lang: 'en', disabled: 0, created_at: new Date().toISOString(), security_version: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: row.id, role_id: role.id }).execute();
  return nodeUser(server, user.username, user.password);
}

/** A user with debug.admin but neither admin nor access.settings: sees hidden (and deleted) nodes only at debug level. */
export function createDebugUser(server: TestServer): Promise<NodeUser> {
  return createUserWithRights(server, { username: 'debugger', displayName: 'Debbie', password: 'debug-secret-1', role: 'Debuggers', rights: [Right.authenticated, Right.debugAdmin] });
}
