// Property values as the user sees them: stored JSON, live values from the instrument driver, or
// computed at read time (uptime, server id), plus the special AlarmingInfo and FmtValue.
import { APP_VERSION } from '../../src/domain/app-constants';
import { packAlarmState } from '../../src/domain/nodes/alarm-packing';
import type { AlarmingInfoValue, PhysicalQuantity, PropertyType, PropertyValue } from '../../src/domain/nodes/node-protocol';
import { normalizeSeverity } from '../../src/domain/error-item';
import { numberView } from '../../src/domain/values/quantity-units';
import type { NodePropertyRow, NodeRow } from '../db/schema';
import type { DriverNode } from '../instruments/driver';
import type { BatchContext } from './batch-context';
import { loadProperties, parseJson } from './node-store';
import { readTagsSecurityVersion } from './tags-security';
import { nodeTypeOf } from './type-registry';

export const PROP_ALARMING_INFO = 'AlarmingInfo';
export const PROP_FMT_VALUE = 'FmtValue';

export function storedValue(row: NodePropertyRow): PropertyValue {
  return parseJson<PropertyValue>(row.value, null);
}

/** '3d 04:05:06': whole days, then hours, minutes and seconds. */
export function formatUptime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(total / 86400);
  return `${days}d ${pad(Math.floor((total % 86400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

async function computedValue(ctx: BatchContext, propId: string): Promise<PropertyValue> {
  switch (propId) {
    case 'Version':
      return APP_VERSION;
    case 'ServerId':
      return (await ctx.server.settings.secrets()).serverUID;
    case 'DatabaseKind':
      return ctx.databaseKind;
    case 'Uptime':
      return formatUptime(Date.now() - ctx.server.startedAt.getTime());
    case 'SecurityVersion':
      return readTagsSecurityVersion(ctx.db);
    default:
      return null;
  }
}

export function driverNodeOf(ctx: BatchContext, node: NodeRow, props: readonly NodePropertyRow[]): DriverNode | undefined {
  const kind = nodeTypeOf(node.type).instrument;
  if (ctx.host === '' || !kind) return undefined;
  const own = props.filter((p) => p.node_g_id === node.g_id && p.source === 'stored');
  // A browse without properties (AlarmingInfo only, or other nodes') says nothing about the settings.
  if (own.length === 0) return undefined;
  const settings: Record<string, PropertyValue> = {};
  for (const p of own) settings[p.prop_id] = storedValue(p);
  return { host: ctx.host, gId: node.g_id, name: node.name, kind, settings };
}

/** Hands the driver the current settings of the instrument nodes among `nodes`. */
export function syncInstruments(ctx: BatchContext, nodes: readonly NodeRow[], props: readonly NodePropertyRow[]): void {
  for (const node of nodes) {
    const driverNode = driverNodeOf(ctx, node, props);
    if (driverNode) ctx.driver.sync(driverNode);
  }
}

export async function syncInstrument(ctx: BatchContext, node: NodeRow): Promise<void> {
  if (ctx.host === '' || !nodeTypeOf(node.type).instrument) return;
  syncInstruments(ctx, [node], await loadProperties(ctx.db, ctx.host, [node.g_id]));
}

/** Gives the driver every instrument of a controller host once per process, so alarms show before anyone opened the instrument. */
export async function primeHost(ctx: BatchContext, host: string): Promise<void> {
  if (host === '' || ctx.primedHosts.has(host)) return;
  ctx.primedHosts.add(host);
  const nodes = await ctx.db.selectFrom('nodes').selectAll().where('host', '=', host).where('deleted_at', 'is', null).execute();
  const instruments = nodes.filter((n) => nodeTypeOf(n.type).instrument);
  const props = await loadProperties(ctx.db, host, instruments.map((n) => n.g_id));
  syncInstruments({ ...ctx, host }, instruments, props);
}

/** A computed value is read at read time (some from the database); stored and live ones are at hand. */
export function isComputed(row: NodePropertyRow): boolean {
  return row.source === 'computed';
}

/** The value of a stored or live property, without waiting (computed ones: propertyValue). */
export function immediateValue(ctx: BatchContext, row: NodePropertyRow): PropertyValue {
  if (row.source === 'live') return ctx.driver.readLive(ctx.host, row.node_g_id, row.prop_id) ?? null;
  return storedValue(row);
}

export async function propertyValue(ctx: BatchContext, row: NodePropertyRow): Promise<PropertyValue> {
  if (isComputed(row)) return computedValue(ctx, row.prop_id);
  return immediateValue(ctx, row);
}

/** Alarms of the node and everything below it; a controller host's entry shows its whole tree's alarms. */
export function alarmingInfo(ctx: BatchContext, node: NodeRow): AlarmingInfoValue {
  const alarms = ctx.host !== '' ? ctx.driver.alarms(ctx.host, node.g_id) : node.type === 'ControllerHost' ? ctx.driver.alarms(node.node_id, '0') : [];
  const severity = alarms.reduce((max, a) => Math.max(max, normalizeSeverity(a.severity)), 0);
  return { packed: alarms.length === 0 ? 0 : packAlarmState(alarms.length, normalizeSeverity(severity)), alarms };
}

/** Decimal places of a type: from its step (0.01 → 2); ints 0; decimals without a step 2 (node-model.md §9). */
export function decimalsOf(type: PropertyType): number {
  if (type.kind === 'int') return 0;
  if (type.step !== undefined && type.step > 0) return type.step >= 1 ? 0 : Math.min(10, Math.ceil(-Math.log10(type.step) - 1e-9));
  return type.kind === 'decimal' ? 2 : 0;
}

/** A number in its display unit, converted from the stored one (the console shows it the same way). */
export function formatWithUnit(value: PropertyValue, type: PropertyType, phyQ: PhysicalQuantity | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    const options = { decimalPlaces: decimalsOf(type), step: type.kind === 'int' ? 1 : type.step, unit: phyQ?.unit, displayUnit: phyQ?.displayUnit };
    const view = numberView(options, 'display');
    return `${view.convert(value).toFixed(view.decimalPlaces)}${view.unit ? ` ${view.unit}` : ''}`;
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The node's main value with its unit ('12.35 bar'); '' for nodes without one. */
export async function fmtValue(ctx: BatchContext, node: NodeRow, props: readonly NodePropertyRow[]): Promise<string> {
  const propId = nodeTypeOf(node.type).fmtProperty;
  const row = propId ? props.find((p) => p.node_g_id === node.g_id && p.prop_id === propId) : undefined;
  if (!row) return '';
  return formatWithUnit(await propertyValue(ctx, row), parseJson<PropertyType>(row.type, { kind: 'text' }), parseJson<PhysicalQuantity | undefined>(row.phy_q, undefined));
}
