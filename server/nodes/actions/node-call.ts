// call (action 6): the built-in methods every node answers (Ping, ExportNative, ImportNative, Clone,
// ExportTable, GetFileNamePatternKeys, CreateShareLink, RevokeShareLinks) and the methods of instrument types, which go to the driver
// (online-only by nature).
import type { BatchRequestItem, BatchResponseItem, MethodArg, PropertyValue } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { METHOD_EXPORT_TABLE } from '../../../src/domain/csv/export-table';
import { METHOD_FILE_NAME_PATTERN_KEYS, fileNamePatternKeys } from '../../../src/domain/nodes/file-name-pattern';
import { METHOD_RESTORE } from '../../../src/domain/nodes/node-recycle';
import { METHOD_CREATE_SHARE_LINK, METHOD_REVOKE_SHARE_LINKS, SHARE_LINK_HOURS_ARG } from '../../../src/domain/nodes/share-links';
import { NODE_NAME_MAX, clipText } from '../../../src/domain/nodes/text-limits';
import { AccessFlag } from '../../../src/domain/rights';
import type { NodeRow } from '../../db/schema';
import { DriverMethodError } from '../../instruments/driver';
import type { BatchContext } from '../batch-context';
import { ItemFailure, MSG_ACCESS_DENIED, acOf, requireAccess, requireNode } from '../batch-context';
import { mayCallMethod } from '../node-access';
import { auditNode } from '../node-audit';
import { fullNodeIfAsked, noteChange } from '../node-changes';
import { findNode, loadProperties, setPropertyValue } from '../node-store';
import { driverNodeOf, storedValue } from '../property-reader';
import { nodeTypeOf } from '../type-registry';
import { checkPropertyValue } from '../value-check';
import { importUnder, parseContent, serializeView, serializedText } from './node-transfer';
import { restoreAction } from './node-restore';
import { exportTableCall } from './node-export-table';
import { serializeSubtree } from '../subtree-codec';
import { LICENSE_NODE_TYPE } from '../licence-nodes';
import { licenceCall } from './licence-call';
import { createShareLinkCall, requireShareRight, revokeShareLinksCall } from './node-share';

export const MSG_METHOD_NOT_FOUND = /*i18n*/ 'Method not found';

/** Fills missing arguments from their defaults and checks each against its type. */
function checkArgs(defs: readonly MethodArg[], args: readonly unknown[]): PropertyValue[] {
  if (args.length > defs.length) throw new ItemFailure(BatchResult.invalidArgument, `The method takes at most ${defs.length} arguments.`);
  return defs.map((def, i) => {
    const given = i < args.length ? args[i] : (def.value ?? null);
    const check = checkPropertyValue(def.type, given);
    if (!check.ok) throw new ItemFailure(BatchResult.invalidArgument, `Argument '${def.name}': ${check.error}`, [{ name: def.name, text: check.error }]);
    return check.value;
  });
}

const COPY_SUFFIX = ' (copy)';

/** The name of a Clone's copy, shortened so a copy of a copy still fits the name limit. */
function copyName(name: string): string {
  return `${clipText(name, NODE_NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

async function clone(ctx: BatchContext, node: NodeRow, reason: string | undefined): Promise<BatchResponseItem> {
  if (!nodeTypeOf(node.type).clonable) throw new ItemFailure(BatchResult.invalidArgument, 'This node cannot be cloned.');
  const parent = node.parent_g_id === null ? undefined : await findNode(ctx.db, ctx.host, node.parent_g_id);
  if (!parent) throw new ItemFailure(BatchResult.invalidArgument, 'The root cannot be cloned.');
  // The copy holds what the user may see of the node, rebuilt and checked like an import.
  const content = await serializeSubtree(ctx, node, serializeView(ctx));
  const [copy] = await importUnder(ctx, parent, content.nodes, reason, copyName);
  return { result: BatchResult.ok, gId: node.g_id, returnValue: copy?.gId, ...(copy ? { node: copy } : {}) };
}

async function builtIn(ctx: BatchContext, node: NodeRow, item: BatchRequestItem): Promise<BatchResponseItem | undefined> {
  const ac = acOf(ctx, node);
  switch (item.methodName) {
    case 'Ping':
      requireAccess(ac, AccessFlag.browse);
      return { result: BatchResult.ok, gId: node.g_id, returnValue: { reply: 'Pong', serverTime: new Date().toISOString() } };
    case 'ExportNative':
      requireAccess(ac, AccessFlag.read);
      return { result: BatchResult.ok, gId: node.g_id, returnValue: await serializedText(ctx, node) };
    case 'ImportNative': {
      const nodes = await importUnder(ctx, node, parseContent(item.args?.[0]), item.userReason);
      return { result: BatchResult.ok, gId: node.g_id, returnValue: nodes.map((n) => n.gId), nodes };
    }
    case 'Clone':
      return clone(ctx, node, item.userReason);
    case METHOD_EXPORT_TABLE:
      return exportTableCall(ctx, node);
    case METHOD_FILE_NAME_PATTERN_KEYS:
      requireAccess(ac, AccessFlag.browse);
      return { result: BatchResult.ok, gId: node.g_id, returnValue: fileNamePatternKeys({ nodeName: node.name, nodeId: node.node_id, userName: ctx.user.username, now: new Date() }) };
    case METHOD_CREATE_SHARE_LINK:
      requireShareRight(ctx, node);
      return createShareLinkCall(ctx, node, checkArgs([SHARE_LINK_HOURS_ARG], item.args ?? []));
    case METHOD_REVOKE_SHARE_LINKS:
      requireShareRight(ctx, node);
      return revokeShareLinksCall(ctx, node);
    default:
      return undefined;
  }
}

export async function callAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  // Restore is the one method of soft-deleted nodes, which every other call finds missing.
  if (item.methodName === METHOD_RESTORE) return restoreAction(ctx, item);
  const node = await requireNode(ctx, item.gId);
  if (!item.methodName) throw new ItemFailure(BatchResult.invalidArgument, 'methodName is required.');
  const builtInAnswer = await builtIn(ctx, node, item);
  if (builtInAnswer) return builtInAnswer;

  const method = nodeTypeOf(node.type).methods.find((m) => m.id === item.methodName);
  if (!method) throw new ItemFailure(BatchResult.methodNotFound, MSG_METHOD_NOT_FOUND);
  if (!mayCallMethod(acOf(ctx, node), method.need)) throw new ItemFailure(BatchResult.accessDenied, MSG_ACCESS_DENIED);
  const args = checkArgs(method.args ?? [], item.args ?? []);
  if (node.type === LICENSE_NODE_TYPE) return licenceCall(ctx, node);
  const props = await loadProperties(ctx.db, ctx.host, [node.g_id]);
  const driverNode = driverNodeOf(ctx, node, props);
  if (!driverNode) throw new ItemFailure(BatchResult.error, 'The instrument is not connected.');
  let outcome;
  try {
    outcome = await ctx.driver.callMethod(driverNode, method.id, args);
  } catch (error) {
    if (error instanceof DriverMethodError) throw new ItemFailure(BatchResult.error, error.message);
    throw error;
  }
  await auditNode(ctx, { category: 'node-call', gId: node.g_id, property: method.id, newValue: args, reason: item.userReason, message: `Called ${method.name}` });
  for (const w of outcome.writes ?? []) {
    const row = props.find((p) => p.prop_id === w.id);
    if (!row) continue;
    await setPropertyValue(ctx.db, ctx.host, node.g_id, w.id, w.value);
    await auditNode(ctx, { category: 'node-update', gId: node.g_id, property: w.id, oldValue: storedValue(row), newValue: w.value, reason: item.userReason, message: `${method.name} changed ${row.name}` });
  }
  if ((outcome.writes ?? []).length > 0) await noteChange(ctx, node.g_id);
  return { result: BatchResult.ok, gId: node.g_id, returnValue: outcome.returnValue, values: outcome.writes ?? [], ...(await fullNodeIfAsked(ctx, node)) };
}
