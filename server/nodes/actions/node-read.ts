// read (action 3) and hread (action 4): current values, by default AlarmingInfo and FmtValue, and
// the in-memory history of live values (the simulator keeps the last 600 samples, one per second).
import type { BatchError, BatchRequestItem, BatchResponseItem, PropertyValueUpdate } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import { AccessFlag } from '../../../src/domain/rights';
import { HISTORY_SIZE } from '../../instruments/simulator/sample-history';
import type { BatchContext } from '../batch-context';
import { ItemFailure, acOf, requireAccess, requireNode } from '../batch-context';
import { loadProperties } from '../node-store';
import { PROP_ALARMING_INFO, PROP_FMT_VALUE, alarmingInfo, fmtValue, primeHost, propertyValue, syncInstruments } from '../property-reader';

export const DEFAULT_HISTORY_COUNT = 60;

export async function readAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId);
  requireAccess(acOf(ctx, node), AccessFlag.read);
  await primeHost(ctx, node.type === 'ControllerHost' ? node.node_id : ctx.host);
  const props = await loadProperties(ctx.db, ctx.host, [node.g_id]);
  syncInstruments(ctx, [node], props);
  const values: PropertyValueUpdate[] = [];
  const errors: BatchError[] = [];
  for (const id of item.propIds ?? [PROP_ALARMING_INFO, PROP_FMT_VALUE]) {
    if (id === PROP_ALARMING_INFO) values.push({ id, value: alarmingInfo(ctx, node) });
    else if (id === PROP_FMT_VALUE) values.push({ id, value: await fmtValue(ctx, node, props) });
    else {
      const row = props.find((p) => p.prop_id === id);
      if (row) values.push({ id, value: await propertyValue(ctx, row) });
      else errors.push({ name: id, text: `Unknown property '${id}'.` });
    }
  }
  if (errors.length > 0) throw new ItemFailure(BatchResult.invalidArgument, errors[0]?.text ?? 'Unknown property.', errors);
  return { result: BatchResult.ok, gId: node.g_id, values };
}

/**
 * hread: for each live property in propIds, `range.count` samples (default 60, at most 600) ending
 * `range.from` samples before the newest (default 0), oldest first. values carries the plain
 * numbers; returnValue the samples with their times.
 */
export async function historyReadAction(ctx: BatchContext, item: BatchRequestItem): Promise<BatchResponseItem> {
  const node = await requireNode(ctx, item.gId);
  requireAccess(acOf(ctx, node), AccessFlag.read);
  if (!item.propIds || item.propIds.length === 0) throw new ItemFailure(BatchResult.invalidArgument, 'propIds are required.');
  const props = await loadProperties(ctx.db, ctx.host, [node.g_id]);
  syncInstruments(ctx, [node], props);
  const from = item.range?.from ?? 0;
  const count = Math.min(HISTORY_SIZE, item.range?.count ?? DEFAULT_HISTORY_COUNT);
  const errors: BatchError[] = [];
  const series: { id: string; samples: { t: string; value: number | string }[] }[] = [];
  for (const id of item.propIds) {
    const row = props.find((p) => p.prop_id === id);
    if (!row || row.source !== 'live') errors.push({ name: id, text: `Property '${id}' has no history.` });
    else series.push({ id, samples: ctx.driver.history(ctx.host, node.g_id, id, from, count) });
  }
  if (errors.length > 0) throw new ItemFailure(BatchResult.invalidArgument, errors[0]?.text ?? 'No history.', errors);
  const values = series.map((s) => ({ id: s.id, value: s.samples.map((x) => x.value).filter((v): v is number => typeof v === 'number') }));
  return { result: BatchResult.ok, gId: node.g_id, values, returnValue: series };
}
