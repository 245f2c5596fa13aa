// read (action 3) and hread (action 4): current values, by default AlarmingInfo and FmtValue, and
// the in-memory history of live values (the simulator keeps the last 600 samples, one per second).
// Properties above the user's visibility level, or without read access, answer 2. A read with
// filter.mode design or run leaves out the properties of the other scope (AlarmingInfo and FmtValue
// are run-time values), like a browse.
import type { BatchError, BatchRequestItem, BatchResponseItem, PropertyValueUpdate } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { isInScope, scopeOfMode } from '../../../src/domain/nodes/browse-scope';
import { AccessFlag } from '../../../src/domain/rights';
import type { NodePropertyRow } from '../../db/schema';
import { HISTORY_SIZE } from '../../instruments/simulator/sample-history';
import type { BatchContext } from '../batch-context';
import { ItemFailure, MSG_ACCESS_DENIED, acOf, requireAccess, requireNode } from '../batch-context';
import { maxBrowseLevel } from '../node-access';
import { shareLevelCap } from '../share-scope';
import { mayReadProperty } from '../node-view';
import { loadProperties } from '../node-store';
import { PROP_ALARMING_INFO, PROP_FMT_VALUE, alarmingInfo, fmtValue, primeHost, propertyValue, syncInstruments } from '../property-reader';
import { propertyScope } from '../type-registry';

export const DEFAULT_HISTORY_COUNT = 60;

/**
 * Why the user may not read the property, or undefined: like a browse, properties above the
 * user's highest visibility level are not sent, nor values without read access.
 */
function readRefusal(row: NodePropertyRow, nodeAc: number, level: number): string | undefined {
  if (row.visible > level) return `Property '${row.prop_id}' is not visible for you.`;
  if (!mayReadProperty(row, nodeAc)) return `Property '${row.name}' cannot be read by you.`;
  return undefined;
}

export async function readAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId);
  const ac = acOf(ctx, node);
  requireAccess(ac, AccessFlag.read);
  await primeHost(ctx, node.type === 'ControllerHost' ? node.node_id : ctx.host);
  const props = ctx.prefetched?.props.get(node.g_id) ?? (await loadProperties(ctx.db, ctx.host, [node.g_id]));
  syncInstruments(ctx, [node], props);
  const level = shareLevelCap(ctx.share, maxBrowseLevel(ctx.rights));
  const values: PropertyValueUpdate[] = [];
  const errors: BatchError[] = [];
  const denied: BatchError[] = [];
  const scope = scopeOfMode(item.filter?.mode);
  for (const id of item.propIds ?? [PROP_ALARMING_INFO, PROP_FMT_VALUE]) {
    if (scope !== undefined && !isInScope(id === PROP_ALARMING_INFO || id === PROP_FMT_VALUE ? 'run' : propertyScope(node.type, id), scope)) continue;
    if (id === PROP_ALARMING_INFO) values.push({ id, value: alarmingInfo(ctx, node) });
    else if (id === PROP_FMT_VALUE) values.push({ id, value: await fmtValue(ctx, node, props) });
    else {
      const row = props.find((p) => p.prop_id === id);
      const refusal = row ? readRefusal(row, ac, level) : undefined;
      if (!row) errors.push({ name: id, text: `Unknown property '${id}'.` });
      else if (refusal) denied.push({ name: id, text: refusal });
      else values.push({ id, value: await propertyValue(ctx, row) });
    }
  }
  if (errors.length > 0) throw new ItemFailure(BatchResult.invalidArgument, errors[0]?.text ?? 'Unknown property.', errors);
  if (denied.length > 0) throw new ItemFailure(BatchResult.accessDenied, denied[0]?.text ?? MSG_ACCESS_DENIED, denied);
  return { result: BatchResult.ok, gId: node.g_id, values };
}

/**
 * hread: for each live property in propIds, `range.count` samples (default 60, at most 600) ending
 * `range.from` samples before the newest (default 0), oldest first. values carries the plain
 * numbers; returnValue the samples with their times.
 */
export async function historyReadAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId);
  const ac = acOf(ctx, node);
  requireAccess(ac, AccessFlag.read);
  if (!item.propIds || item.propIds.length === 0) throw new ItemFailure(BatchResult.invalidArgument, 'propIds are required.');
  const props = await loadProperties(ctx.db, ctx.host, [node.g_id]);
  syncInstruments(ctx, [node], props);
  const from = item.range?.from ?? 0;
  const count = Math.min(HISTORY_SIZE, item.range?.count ?? DEFAULT_HISTORY_COUNT);
  const level = shareLevelCap(ctx.share, maxBrowseLevel(ctx.rights));
  const errors: BatchError[] = [];
  const denied: BatchError[] = [];
  const series: { id: string; samples: { t: string; value: number | string }[] }[] = [];
  for (const id of item.propIds) {
    const row = props.find((p) => p.prop_id === id);
    const refusal = row ? readRefusal(row, ac, level) : undefined;
    if (!row || row.source !== 'live') errors.push({ name: id, text: `Property '${id}' has no history.` });
    else if (refusal) denied.push({ name: id, text: refusal });
    else series.push({ id, samples: ctx.driver.history(ctx.host, node.g_id, id, from, count) });
  }
  if (errors.length > 0) throw new ItemFailure(BatchResult.invalidArgument, errors[0]?.text ?? 'No history.', errors);
  if (denied.length > 0) throw new ItemFailure(BatchResult.accessDenied, denied[0]?.text ?? MSG_ACCESS_DENIED, denied);
  const values = series.map((s) => ({ id: s.id, value: s.samples.map((x) => x.value).filter((v): v is number => typeof v === 'number') }));
  return { result: BatchResult.ok, gId: node.g_id, values, returnValue: series };
}
