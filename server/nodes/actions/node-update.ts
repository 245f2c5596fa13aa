// update (action 1): property values, checked against their types, the set-flow rule and the
// export encoding rule; critical properties need a reason. A name renames the node. The item is
// all or nothing: one bad value changes none.
import type { BatchError, BatchRequestItem, BatchResponseItem, PropertyType, PropertyValue, PropertyValueUpdate } from '../../../src/domain/nodes/node-protocol';
import { BatchResult, PropertyFlag } from '../../../src/domain/nodes/node-protocol';
import { applySetFlow, isSetFlowId } from '../../../src/domain/nodes/set-flow';
import { AccessFlag } from '../../../src/domain/rights';
import { REASON_REQUIRED } from '../../../src/domain/values/value-messages';
import type { NodePropertyRow, NodeRow } from '../../db/schema';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireAccess, requireNode } from '../batch-context';
import { hasAccess, propertyAccess } from '../node-access';
import { auditNode } from '../node-audit';
import { fullNodeIfAsked, noteChange } from '../node-changes';
import { loadProperties, parseJson, setPropertyValue } from '../node-store';
import { decimalsOf, storedValue, syncInstruments } from '../property-reader';
import { nodeTypeOf } from '../type-registry';
import { checkPropertyValue } from '../value-check';
import { valueRuleError } from '../value-rules';

export const MSG_REASON_REQUIRED = REASON_REQUIRED;
export const MSG_INVALID_ENCODING = /*i18n*/ 'Invalid encoding!';

type Planned = { row: NodePropertyRow; value: PropertyValue };

function typeOf(row: NodePropertyRow): PropertyType {
  return parseJson<PropertyType>(row.type, { kind: 'text' });
}

async function rename(ctx: BatchContext, node: NodeRow, ac: number, name: string, reason: string | undefined): Promise<void> {
  requireAccess(ac, AccessFlag.rename);
  const trimmed = name.trim();
  if (trimmed === '') throw new ItemFailure(BatchResult.invalidArgument, 'The name must not be empty.');
  if (trimmed === node.name) return;
  await ctx.db.updateTable('nodes').set({ name: trimmed }).where('id', '=', node.id).execute();
  await auditNode(ctx, { category: 'node-rename', gId: node.g_id, property: 'name', oldValue: node.name, newValue: trimmed, reason, message: `Renamed '${node.name}' to '${trimmed}'` });
}

/** Checks every requested value; throws the item's failure, or returns what to write. */
function plan(node: NodeRow, ac: number, props: readonly NodePropertyRow[], values: readonly PropertyValueUpdate[], reason: string | undefined): Planned[] {
  const type = nodeTypeOf(node.type);
  const unknown: BatchError[] = [];
  const denied: BatchError[] = [];
  const invalid: BatchError[] = [];
  const planned: Planned[] = [];
  for (const { id, value } of values) {
    const row = props.find((p) => p.prop_id === id);
    if (!row) {
      unknown.push({ name: id, text: `Unknown property '${id}'.` });
      continue;
    }
    if (!hasAccess(propertyAccess(ac, row.read_only === 1 || row.source !== 'stored'), AccessFlag.write)) {
      denied.push({ name: id, text: `Property '${row.name}' is read-only for you.` });
      continue;
    }
    const propType = typeOf(row);
    // Flow-set entries are clamped by the set-flow rule instead of refused for their range.
    const forCheck = type.setFlow && isSetFlowId(id) ? { ...propType, min: undefined, max: undefined } : propType;
    const check = checkPropertyValue(forCheck, value);
    const ruleError = check.ok ? valueRuleError(type.properties.find((t) => t.id === id)?.validator, check.value) : null;
    if (!check.ok) invalid.push({ name: id, text: `${row.name}: ${check.error}` });
    else if (ruleError !== null) invalid.push({ name: id, text: ruleError });
    else planned.push({ row, value: check.value });
  }
  if (unknown.length > 0) throw new ItemFailure(BatchResult.invalidArgument, unknown[0]?.text ?? 'Unknown property.', unknown);
  if (denied.length > 0) throw new ItemFailure(BatchResult.accessDenied, denied[0]?.text ?? 'Access denied.', denied);
  if (invalid.length > 0) throw new ItemFailure(BatchResult.invalidArgument, invalid[0]?.text ?? 'Invalid value.', invalid);
  if (planned.some((p) => (p.row.flags & PropertyFlag.critical) !== 0) && !reason?.trim()) {
    throw new ItemFailure(BatchResult.reasonRequired, MSG_REASON_REQUIRED, [{ text: MSG_REASON_REQUIRED, name: 'userReason' }]);
  }
  return type.setFlow ? withSetFlow(props, planned) : planned;
}

/** Applies node-model.md §5: requested flow-set entries are clamped, the others adjusted from the last. */
function withSetFlow(props: readonly NodePropertyRow[], planned: Planned[]): Planned[] {
  const flowRows = props.filter((p) => isSetFlowId(p.prop_id) && p.source === 'stored');
  const requested = planned.filter((p) => isSetFlowId(p.row.prop_id));
  if (requested.length === 0) return planned;
  const decimals = Math.max(...flowRows.map((r) => decimalsOf(typeOf(r))));
  const current = flowRows.map((r) => ({ id: r.prop_id, value: typeof storedValue(r) === 'number' ? (storedValue(r) as number) : 0 }));
  const result = applySetFlow(current, requested.map((p) => ({ id: p.row.prop_id, value: p.value as number })), decimals);
  if (!result.ok) throw new ItemFailure(BatchResult.invalidArgument, result.error, requested.map((p) => ({ name: p.row.prop_id, text: result.error })));
  const others = planned.filter((p) => !isSetFlowId(p.row.prop_id));
  const flow = result.entries.filter((e) => result.changed.includes(e.id)).map((e) => ({ row: flowRows.find((r) => r.prop_id === e.id) as NodePropertyRow, value: e.value }));
  return [...others, ...flow];
}

export async function updateAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId);
  const ac = acOf(ctx, node);
  if (item.name === undefined && (!item.values || item.values.length === 0)) throw new ItemFailure(BatchResult.invalidArgument, 'values are required.');
  const props = await loadProperties(ctx.db, ctx.host, [node.g_id]);
  const writes = plan(node, ac, props, item.values ?? [], item.userReason);
  if (item.name !== undefined) await rename(ctx, node, ac, item.name, item.userReason);
  for (const { row, value } of writes) {
    await setPropertyValue(ctx.db, ctx.host, node.g_id, row.prop_id, value);
    if ((row.flags & PropertyFlag.ignoreAudit) === 0) {
      await auditNode(ctx, { category: 'node-update', gId: node.g_id, property: row.prop_id, oldValue: storedValue(row), newValue: value, reason: item.userReason, message: `Changed ${row.name}` });
    }
  }
  await noteChange(ctx, node.g_id);
  const written = new Map(writes.map((w) => [w.row.prop_id, w.value]));
  syncInstruments(ctx, [node], props.map((p) => (written.has(p.prop_id) ? { ...p, value: JSON.stringify(written.get(p.prop_id)) } : p)));
  return { result: BatchResult.ok, gId: node.g_id, values: writes.map((w) => ({ id: w.row.prop_id, value: w.value })), ...(await fullNodeIfAsked(ctx, node)) };
}
