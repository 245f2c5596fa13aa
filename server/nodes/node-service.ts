// The node tree's service object, made once per app: the instrument driver, the controller hosts
// already given to it, and the database kind (for the About page).
import type { BatchRequestItem } from '../../src/domain/nodes/node-protocol';
import type { ServerContext } from '../context';
import { dialectOf } from '../db/connect';
import type { UserRow } from '../db/schema';
import type { InstrumentDriver } from '../instruments/driver';
import type { DatabaseKind } from './batch-context';
import type { BatchAnswer } from './batch-runner';
import { runBatch } from './batch-runner';
import { GID_CONTROLLERS } from './node-access';
import { findNode } from './node-store';
import type { ShareScope } from './share-scope';
import { scopeShareItems } from './share-scope';

export type NodeService = {
  driver: InstrumentDriver;
  /**
   * With a share scope the batch runs as the link's creator, confined to the link (share-scope.ts);
   * stopOnFailure ends it after the first item that did not succeed (batch-runner.ts).
   */
  run(host: string, user: UserRow, rights: ReadonlySet<string>, ip: string, items: readonly BatchRequestItem[], share?: ShareScope, options?: { stopOnFailure?: boolean }): Promise<BatchAnswer>;
  /** True when the controller host is listed under 0.Controllers. */
  hasController(host: string): Promise<boolean>;
};

/** How long a controller found listed counts as there without looking again (docs/decisions.md). */
export const CONTROLLER_KNOWN_MS = 1000;
const MAX_KNOWN_CONTROLLERS = 1000;

export function createNodeService(server: ServerContext, driver: InstrumentDriver): NodeService {
  const primedHosts = new Set<string>();
  // As the About page names it.
  const databaseKind: DatabaseKind = dialectOf(server.db) === 'postgres' ? 'postgresql' : 'sqlite';
  // Hosts found listed, until when (ms): the check runs before every batch, and its answer is not about
  // rights (each node is checked for itself), only whether to answer 404. No route removes a controller; a
  // removal made otherwise counts within CONTROLLER_KNOWN_MS. A missing host is not remembered.
  const knownControllers = new Map<string, number>();
  return {
    driver,
    async run(host, user, rights, ip, items, share, options) {
      return runBatch({ server, driver, primedHosts, databaseKind, host, user, rights, ip, share, stopOnFailure: options?.stopOnFailure }, scopeShareItems(share, items));
    },
    async hasController(host) {
      const now = Date.now();
      if ((knownControllers.get(host) ?? 0) > now) return true;
      const found = (await findNode(server.db, '', `${GID_CONTROLLERS}.${host}`)) !== undefined;
      if (found) {
        if (knownControllers.size >= MAX_KNOWN_CONTROLLERS) knownControllers.clear();
        knownControllers.set(host, now + CONTROLLER_KNOWN_MS);
      } else knownControllers.delete(host);
      return found;
    },
  };
}
