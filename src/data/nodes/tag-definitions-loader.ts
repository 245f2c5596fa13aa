// Keeps the mirrored tag definitions current (console.md §7): when the access token's security
// version differs from the one they were loaded at, one batched browse of gsDBTags at depth 3 reloads
// them into the node mirror. Screens read them from the mirror, so they also work offline.
import { effectiveTokenSv, tagDefinitionsFromNodes, tagDefinitionsStale, TAG_DEFINITIONS_DEPTH, TAG_DEFS_SEC_VER_META, TAGS_ROOT_GID } from '../../domain/nodes/tag-definitions';
import type { TagDefinition } from '../../domain/nodes/tag-definitions';
import { mirrorNodeKey } from '../../domain/nodes/mirror-records';
import { session } from '../../state/session';
import { ApiError } from '../api-error';
import { coalescedRun } from '../coalesced-run';
import { db } from '../db';
import type { ConsoleDatabase } from '../db';
import { getMeta, setMeta } from '../meta-repository';
import { childrenWithPropertiesQuery } from './mirror-queries';
import { browseNode } from './node-operations';

/** Tag definitions live on the local server, never on a controller host. */
const LOCAL_HOST = '';

/**
 * loaded: browsed and stored; current: nothing to do; aborted: cancelled (a route change), retried
 * by the next trigger; offline: no connection; failed: the server refused or broke, retried later.
 */
export type TagSyncOutcome = 'loaded' | 'current' | 'unauthenticated' | 'offline' | 'aborted' | 'failed';

/**
 * Loads the definitions when they are stale. Calls during a run share it, and the run checks once
 * more at its end, so a token that changed meanwhile is not missed and two browses never overlap.
 * Never rejects: it runs from timers and subscriptions that have no one to report to.
 */
export function syncTagDefinitions(): Promise<TagSyncOutcome> {
  return runSync();
}

const runSync = coalescedRun(
  () => syncOnce(),
  // After a failure the next trigger retries; looping now would hammer a broken server.
  (outcome: TagSyncOutcome) => outcome !== 'failed' && outcome !== 'offline',
);

async function syncOnce(): Promise<TagSyncOutcome> {
  const authenticated = session.status === 'authenticated';
  if (!authenticated) return 'unauthenticated';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  // The version is taken before the browse: if the token changes meanwhile, the stored one differs
  // from it and the next check loads again.
  const tokenSv = session.claims?.sv;
  try {
    const loadedSv = await loadedSecurityVersion();
    if (!tagDefinitionsStale({ authenticated, tokenSv, loadedSv })) return 'current';
    await browseNode(LOCAL_HOST, TAGS_ROOT_GID, { depth: TAG_DEFINITIONS_DEPTH });
    await setMeta(TAG_DEFS_SEC_VER_META, effectiveTokenSv(tokenSv));
    return 'loaded';
  } catch (error) {
    if (error instanceof ApiError && error.aborted) return 'aborted';
    if (error instanceof ApiError && error.network) return 'offline';
    return 'failed';
  }
}

/** The version stored after the last load; null when never loaded (or unreadable, which reloads). */
export async function loadedSecurityVersion(database: ConsoleDatabase = db): Promise<number | null> {
  const value = await getMeta<unknown>(TAG_DEFS_SEC_VER_META, null, database);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The mirrored definitions in display order; empty until the first load. */
export async function tagDefinitionsQuery(database: ConsoleDatabase = db): Promise<TagDefinition[]> {
  const { children, properties } = await childrenWithPropertiesQuery(LOCAL_HOST, mirrorNodeKey(LOCAL_HOST, TAGS_ROOT_GID), database);
  return children.length === 0 ? [] : tagDefinitionsFromNodes(children, properties);
}
