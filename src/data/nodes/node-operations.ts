// The node operations of node-model.md §7 as single-purpose calls over POST /api/node/batch. Reads go
// straight to the server and write their answer into the mirror (through runBatch). Writes go through
// the outbox, online and offline alike (src/data/outbox): they resolve with the server's answer when it
// comes soon, or with the optimistic result while the change waits to be sent. A failed item rejects
// with BatchItemError carrying the messages of node-model.md §8. Share-link views write directly: their
// password lives only in the page.
import type { KeptText } from '../../domain/messages/message-text';
import { ALARMING_INFO_PROPERTY, FMT_VALUE_PROPERTY, alarmsOf } from '../../domain/nodes/batch-apply';
import { BatchAction, BatchResult, DEFAULT_BROWSE_DEPTH } from '../../domain/nodes/node-protocol';
import { METHOD_RESTORE } from '../../domain/nodes/node-recycle';
import type {
  AlarmingInfoValue,
  BatchRequestItem,
  BatchResponseItem,
  BrowseFilter,
  NodeDto,
  PropertyValueUpdate,
  TypeDescriptor,
} from '../../domain/nodes/node-protocol';
import { isShareHostKey } from '../../domain/nodes/share-links';
import { COMMAND_WINDOW_SECONDS, RESULT_UNKNOWN_MESSAGE } from '../../domain/outbox/offline-policy';
import { Severity } from '../../domain/error-item';
import { ApiError } from '../api-error';
import { awaitBatchAnswer, awaitWrite } from '../outbox/outbox-await';
import { nodeDeleteEffect } from '../outbox/node-effects';
import { queueNodeAction, queueNodeCreate, queuePropertyUpdate, queueRowUpdates } from '../outbox/node-writes';
import { writeContext } from '../outbox/outbox-runtime';
import { runBatch } from './batch-client';
import { bindChangeText, callChangeText } from './change-labels';
import type { RunBatchOptions } from './batch-client';
import { BatchItemError, RequestRefusedError } from './node-errors';

export type OperationOptions = { signal?: AbortSignal };

export type BrowseOptions = OperationOptions & {
  /** The node has a web editor: fetch its whole subtree (node-model.md §7) unless filter.depth says otherwise. */
  webEditor?: boolean;
};

/** A browse: the node with its children nested to the depth (default 0, or 999 for a web editor). */
export async function browseNode(host: string, gId: string, filter: BrowseFilter = {}, options: BrowseOptions = {}): Promise<NodeDto> {
  const depth = filter.depth ?? (options.webEditor ? DEFAULT_BROWSE_DEPTH : 0);
  const answer = await runOne(host, { action: BatchAction.browse, gId, filter: { ...filter, depth } }, options);
  const node = answer.nodes?.[0] ?? answer.node;
  if (!node) throw new BatchItemError({ index: 0, action: BatchAction.browse, gId, result: BatchResult.notFound, errors: [{ msg: `Error ${BatchResult.notFound}` }] });
  return node;
}

export type LiveValue = {
  gId: string;
  /** 0 when read; 4 when the node is gone. */
  result: number;
  fmtValue?: string;
  alarms: AlarmingInfoValue | null;
};

/** FmtValue and AlarmingInfo of the given nodes (the tree's auto-refresh); nodes gone are not errors. */
export async function readLiveValues(host: string, gIds: readonly string[], signal?: AbortSignal): Promise<LiveValue[]> {
  if (gIds.length === 0) return [];
  const items: BatchRequestItem[] = gIds.map((gId) => ({ action: BatchAction.read, gId, propIds: [ALARMING_INFO_PROPERTY, FMT_VALUE_PROPERTY] }));
  const response = await runBatch(host, items, { signal, ignoreNotFound: true });
  return gIds.map((gId, index) => {
    const answer = response.responses[index];
    const values = answer?.values ?? [];
    const fmt = values.find((v) => v.id === FMT_VALUE_PROPERTY);
    const alarms = alarmsOf(values.find((v) => v.id === ALARMING_INFO_PROPERTY)?.value);
    const live: LiveValue = { gId, result: answer?.result ?? BatchResult.error, alarms };
    if (fmt && fmt.value !== null) live.fmtValue = String(fmt.value);
    return live;
  });
}

/** Saves property values; resolves with the values the server stored. Result 7 asks for a reason. */
export async function updateProperties(
  host: string,
  gId: string,
  values: PropertyValueUpdate[],
  userReason?: string,
  options: OperationOptions = {},
): Promise<PropertyValueUpdate[]> {
  if (isShareHostKey(host)) {
    const item: BatchRequestItem = { action: BatchAction.update, gId, values };
    if (userReason !== undefined) item.userReason = userReason;
    return (await runOne(host, item, options)).values ?? values;
  }
  const answer = await awaitBatchAnswer(await queuePropertyUpdate(writeContext(), host, gId, values, userReason));
  return answer?.values ?? values;
}

/** The server's write budget per batch (server/nodes/batch-budget.ts MAX_WRITE_BATCH_ITEMS). */
export const MAX_ROW_UPDATES = 1000;

/**
 * Saves values of many child rows of `parentGId` (a paste, 'Disable all'): one outbox entry, so one
 * batch request, per MAX_ROW_UPDATES rows. Resolves true when the server answered, false while the
 * change waits in the outbox; rejects with the refusal.
 */
export async function updateRows(host: string, parentGId: string, rows: readonly { gId: string; values: PropertyValueUpdate[] }[], change: KeptText): Promise<boolean> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += MAX_ROW_UPDATES) {
    ids.push(await queueRowUpdates(writeContext(), host, parentGId, rows.slice(start, start + MAX_ROW_UPDATES), change));
  }
  if (ids.length === 0) return true;
  return !(await awaitWrite(ids)).queued;
}

/**
 * Binds a property to a node, or unbinds it with null (bind, node-model.md §3); the value is not
 * touched. Resolves with the node the server bound, null when unbound. Result 7 asks for a reason.
 */
export async function bindProperty(
  host: string,
  gId: string,
  propId: string,
  bindGId: string | null,
  userReason?: string,
  options: OperationOptions = {},
): Promise<string | null> {
  const item: BatchRequestItem = { action: BatchAction.bind, gId, propIds: [propId], bindGId: bindGId ?? '' };
  if (userReason !== undefined) item.userReason = userReason;
  const answer = isShareHostKey(host)
    ? await runOne(host, item, options)
    : await awaitBatchAnswer(await queueNodeAction(writeContext(), 'node.bind', host, item, bindChangeText(host, gId, propId, bindGId)));
  // Still queued: the binding the user chose.
  if (answer === null) return bindGId;
  return answer.bindings?.find((b) => b.id === propId)?.bound ?? null;
}

export type CreateNodeOptions = OperationOptions & {
  name?: string;
  values?: PropertyValueUpdate[];
  /** Lets later items of the same batch name the new node as '%' + key. */
  key?: string;
  userReason?: string;
};

export async function createNode(
  host: string,
  parentGId: string,
  type: string,
  options: CreateNodeOptions = {},
): Promise<{ gId: string; node: NodeDto | undefined }> {
  if (!isShareHostKey(host) && options.key === undefined) {
    const queued = await queueNodeCreate(writeContext(), host, parentGId, type, options);
    const answer = await awaitBatchAnswer(queued.entryId);
    // Still queued: the temporary node the mirror shows until the server names it.
    if (answer === null) return { gId: queued.tempGId, node: undefined };
    return { gId: answer.gId ?? answer.node?.gId ?? queued.tempGId, node: answer.node };
  }
  const item: BatchRequestItem = { action: BatchAction.create, gId: parentGId, className: type };
  if (options.name !== undefined) item.name = options.name;
  if (options.values !== undefined) item.values = options.values;
  if (options.key !== undefined) item.key = options.key;
  if (options.userReason !== undefined) item.userReason = options.userReason;
  const answer = await runOne(host, item, options);
  const gId = answer.gId ?? answer.node?.gId;
  if (gId === undefined) throw new BatchItemError({ index: 0, action: BatchAction.create, gId: parentGId, result: BatchResult.error, errors: [{ msg: /*i18n*/ 'The server did not name the new node.' }] });
  return { gId, node: answer.node };
}

export type DeleteNodeOptions = OperationOptions & {
  /** For good instead of into the recycle bin (soft, the default); needs a reason. */
  permanent?: boolean;
  reason?: string;
  /** Delete despite references: the retry after the user confirmed (result 6). */
  ignoreReferences?: boolean;
};

/** deleted: the node is gone (not found counts, node-model.md §8); referencesExist: ask, then retry. */
export type DeleteOutcome = { deleted: true; referencesExist: false } | { deleted: false; referencesExist: true };

export async function deleteNode(host: string, gId: string, options: DeleteNodeOptions = {}): Promise<DeleteOutcome> {
  const item: BatchRequestItem = { action: BatchAction.delete, gId, refByCheck: !options.ignoreReferences };
  if (options.permanent !== undefined) item.permanent = options.permanent;
  if (options.reason !== undefined) item.userReason = options.reason;
  if (!isShareHostKey(host)) return queuedDelete(host, item, options);
  const response = await runBatch(host, [item], { signal: options.signal });
  if (response.responses[0]?.result === BatchResult.referencesExist) return { deleted: false, referencesExist: true };
  const [failure] = response.failures;
  if (failure) throw new BatchItemError(failure);
  return { deleted: true, referencesExist: false };
}

async function queuedDelete(host: string, item: BatchRequestItem, options: DeleteNodeOptions): Promise<DeleteOutcome> {
  const change = options.permanent ? /*i18n*/ 'deleted permanently' : /*i18n*/ 'deleted';
  try {
    await awaitBatchAnswer(await queueNodeAction(writeContext(), 'node.delete', host, item, change, nodeDeleteEffect(host, item.gId ?? '')));
  } catch (error) {
    if (error instanceof BatchItemError && error.result === BatchResult.referencesExist) return { deleted: false, referencesExist: true };
    throw error;
  }
  return { deleted: true, referencesExist: false };
}

/**
 * Brings back a soft-deleted node and what its delete removed (the built-in Restore method, a
 * configuration change, so it waits in the outbox offline like an edit). The answer changes no mirror
 * row: the caller browses the node again. Resolves with the nodes restored, null while it waits.
 */
export async function restoreNode(host: string, gId: string, options: OperationOptions = {}): Promise<number | null> {
  const item: BatchRequestItem = { action: BatchAction.call, gId, methodName: METHOD_RESTORE };
  const answer = isShareHostKey(host) ? await runOne(host, item, options) : await awaitBatchAnswer(await queueNodeAction(writeContext(), 'node.restore', host, item, /*i18n*/ 'restored'));
  if (answer === null) return null;
  return typeof answer.returnValue === 'number' ? answer.returnValue : 0;
}

/** Puts the node at newIndex among its siblings; the mirror renumbers them. */
export async function moveNode(host: string, gId: string, newIndex: number, options: OperationOptions = {}): Promise<NodeDto | undefined> {
  const item: BatchRequestItem = { action: BatchAction.move, gId, newIndex };
  if (isShareHostKey(host)) return (await runOne(host, item, options)).node;
  return (await awaitBatchAnswer(await queueNodeAction(writeContext(), 'node.move', host, item, { template: /*i18n*/ 'moved to position {position}', values: { position: newIndex + 1 } })))?.node;
}

let methodRunning = false;
/** How long a command's caller waits for its answer: the command's send window and a little more. */
const COMMAND_WAIT_MS = (COMMAND_WINDOW_SECONDS + 5) * 1000;

/**
 * Calls a node method: an instrument command, so online only within a few seconds of the click
 * (replaying 'start pump' later is dangerous, DESIGN.md), and one at a time (console.md §4). It still
 * goes through the outbox for its mutation id, so a lost answer is never a second run: it says the
 * result is unknown. Resolves with the method's return value.
 */
export async function callMethod(host: string, gId: string, methodName: string, args: unknown[] = [], options: OperationOptions = {}): Promise<unknown> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new RequestRefusedError('offline');
  if (methodRunning) throw new RequestRefusedError('busy');
  methodRunning = true;
  try {
    const item: BatchRequestItem = { action: BatchAction.call, gId, methodName, args };
    if (isShareHostKey(host)) return (await runOne(host, item, options)).returnValue;
    const answer = await awaitBatchAnswer(await queueNodeAction(writeContext(), 'node.call', host, item, callChangeText(host, gId, methodName)), { waitMs: COMMAND_WAIT_MS, signal: options.signal });
    if (answer === null) {
      // The instrument's state is what tells: read it again for the screens, without waiting for it.
      void browseNode(host, gId, { depth: 0, props: 'all' }).catch(() => undefined);
      throw new ApiError({ status: 0, errors: [{ msg: RESULT_UNKNOWN_MESSAGE, severity: Severity.warning }] });
    }
    return answer.returnValue;
  } finally {
    methodRunning = false;
  }
}

export async function serializeNode(host: string, gId: string, options: OperationOptions = {}): Promise<string> {
  const answer = await runOne(host, { action: BatchAction.serialize, gId }, options);
  return answer.serializedContent ?? '';
}

/**
 * Appends the serialized nodes under the target, through the outbox so a lost answer never makes a
 * second copy; resolves with the nodes created, null while it waits to be sent.
 */
export async function deserializeNode(host: string, targetGId: string, content: string, options: OperationOptions = {}): Promise<NodeDto[] | null> {
  const item: BatchRequestItem = { action: BatchAction.deserialize, gId: targetGId, content };
  const answer = isShareHostKey(host) ? await runOne(host, item, options) : await awaitBatchAnswer(await queueNodeAction(writeContext(), 'node.clone', host, item, /*i18n*/ 'copy added'));
  return answer === null ? null : (answer.nodes ?? []);
}

/** The type descriptors for a node (its allowed child types and their options). */
export async function getTypes(host: string, gId: string, options: OperationOptions = {}): Promise<{ types: TypeDescriptor[]; descriptors: TypeDescriptor[] }> {
  const response = await runBatch(host, [{ action: BatchAction.getType, gId }], { signal: options.signal });
  const [failure] = response.failures;
  if (failure) throw new BatchItemError(failure);
  return { types: response.responses[0]?.types ?? [], descriptors: response.descriptors };
}

/** One item's answer; a failed item or an empty answer rejects with BatchItemError. */
export async function runOne(host: string, item: BatchRequestItem, options: RunBatchOptions): Promise<BatchResponseItem> {
  const response = await runBatch(host, [item], { signal: options.signal, applyToMirror: options.applyToMirror });
  const [failure] = response.failures;
  if (failure) throw new BatchItemError(failure);
  const answer = response.responses[0];
  if (!answer) throw new BatchItemError({ index: 0, action: item.action, gId: item.gId, result: BatchResult.error, errors: [{ msg: /*i18n*/ 'Empty batch response.' }] });
  return answer;
}
