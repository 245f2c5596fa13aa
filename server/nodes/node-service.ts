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

export function createNodeService(server: ServerContext, driver: InstrumentDriver): NodeService {
  const primedHosts = new Set<string>();
  // As the About page names it.
  const databaseKind: DatabaseKind = dialectOf(server.db) === 'postgres' ? 'postgresql' : 'sqlite';
  return {
    driver,
    async run(host, user, rights, ip, items, share, options) {
      return runBatch({ server, driver, primedHosts, databaseKind, host, user, rights, ip, share, stopOnFailure: options?.stopOnFailure }, scopeShareItems(share, items));
    },
    async hasController(host) {
      return (await findNode(server.db, '', `${GID_CONTROLLERS}.${host}`)) !== undefined;
    },
  };
}
