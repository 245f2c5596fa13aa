// Applying a batch response to the local mirror (node-model.md §4), planned purely: given the request
// items, the response and a snapshot of the rows it touches, the plan says which rows to put, delete
// or patch. The repository writes the plan in the same transaction it read the snapshot in.
import { batchItemSucceeded } from './batch-errors';
import { MirrorPlanBuilder } from './mirror-plan';
import type { MirrorPlan } from './mirror-plan';
import { mirrorNodeKey, mirrorPropertyKey, parentKeyOf, toMirrorNode, toMirrorProperty } from './mirror-records';
import type { MirrorNode } from './mirror-records';
import type { MirrorSnapshot } from './mirror-snapshot';
import { ownIdOf, parentGIdOf } from './node-ids';
import { BatchAction, BatchResult, PROPERTY_SUFFIX } from './node-protocol';
import type {
  AlarmingInfoValue,
  BatchRequestItem,
  BatchResponse,
  BatchResponseItem,
  NodeDto,
  PropertyValue,
  PropertyValueUpdate,
} from './node-protocol';
import { collectCreatedIds, rewriteTempIds } from './temp-ids';

export const FMT_VALUE_PROPERTY = 'FmtValue';
export const ALARMING_INFO_PROPERTY = 'AlarmingInfo';

type Context = { host: string; now: number; plan: MirrorPlanBuilder };

/** Plans the mirror changes of one response; temporary ids of the items are resolved first. */
export function planBatchResponse(
  host: string,
  items: readonly BatchRequestItem[],
  response: BatchResponse,
  snapshot: MirrorSnapshot,
  now: number,
): MirrorPlan {
  const ids = collectCreatedIds(items, response);
  const context: Context = { host, now, plan: new MirrorPlanBuilder(host, snapshot) };
  response.responses.forEach((answer, index) => {
    const request = items[index];
    if (answer.isDesigner) context.plan.designerChanged = true;
    if (request) applyItem(context, rewriteTempIds(request, ids), answer);
  });
  return context.plan.build();
}

function applyItem(context: Context, item: BatchRequestItem, answer: BatchResponseItem): void {
  const { host, plan } = context;
  const { action, gId } = item;
  if (action === BatchAction.browse && answer.result === BatchResult.notFound && gId !== undefined) {
    // The node is gone on the server: so is its mirrored subtree.
    plan.deleteSubtree(mirrorNodeKey(host, gId));
    return;
  }
  if (!batchItemSucceeded(answer, action)) return;
  switch (action) {
    case BatchAction.browse:
      for (const node of answer.nodes ?? (answer.node ? [answer.node] : [])) {
        putTree(context, node, item.filter?.props !== ALARMING_INFO_PROPERTY);
      }
      plan.fetchedAt = context.now;
      return;
    case BatchAction.create:
      if (gId === undefined) return;
      if (answer.node) putTree(context, answer.node, true);
      plan.patchNode(mirrorNodeKey(host, gId), { hasChildren: true });
      return;
    case BatchAction.deserialize:
      if (gId === undefined || !answer.nodes?.length) return;
      for (const node of answer.nodes) putTree(context, node, true);
      plan.patchNode(mirrorNodeKey(host, gId), { hasChildren: true });
      return;
    case BatchAction.update:
      if (gId !== undefined) applyValues(context, gId, answer.values ?? item.values ?? [], true);
      return;
    case BatchAction.bind:
      applyBind(context, item, answer);
      return;
    case BatchAction.read:
      if (gId !== undefined) applyValues(context, gId, answer.values ?? [], false);
      return;
    case BatchAction.delete:
      if (gId !== undefined) applyDelete(context, gId);
      return;
    case BatchAction.move:
      if (gId !== undefined) applyMove(context, gId, item.newIndex ?? answer.node?.order);
      return;
    default:
      return;
  }
}

/**
 * Puts a node sent by the server and, where its children were sent, replaces its loaded children:
 * those no longer among them are deleted with their subtrees. A node cut off by depth keeps the
 * children the mirror already has.
 */
function putTree(context: Context, dto: NodeDto, replaceProperties: boolean): void {
  const { host, now, plan } = context;
  const key = mirrorNodeKey(host, dto.gId);
  const existing = plan.node(key);
  const childrenSent = dto.childs !== undefined;
  const knownChildless = !childrenSent && dto.hasChildren === false;
  const record = toMirrorNode(host, dto, now, childrenSent || knownChildless || (existing?.childrenLoaded ?? false));
  if (childrenSent) record.hasChildren = dto.hasChildren ?? (dto.childs?.length ?? 0) > 0;
  else if (dto.hasChildren === undefined && existing?.hasChildren !== undefined) record.hasChildren = existing.hasChildren;
  keepLiveValues(record, existing, dto);
  plan.putNode(record);

  if (dto.properties) {
    const sent = new Set<string>();
    for (const property of dto.properties) {
      const row = toMirrorProperty(host, dto.gId, property);
      sent.add(row.key);
      plan.putProperty(row);
    }
    if (replaceProperties) {
      for (const old of [...plan.propertyKeys(key)]) if (!sent.has(old)) plan.deleteProperty(old);
    }
  }

  if (!childrenSent && !knownChildless) return;
  const children = dto.childs ?? [];
  const sentChildren = new Set(children.map((child) => mirrorNodeKey(host, child.gId)));
  for (const old of [...plan.childKeys(key)]) if (!sentChildren.has(old)) plan.deleteSubtree(old);
  for (const child of children) putTree(context, child, replaceProperties);
}

/** FmtValue and AlarmingInfo come from reads; a browse keeps the last ones unless it sent them itself. */
function keepLiveValues(record: MirrorNode, existing: MirrorNode | undefined, dto: NodeDto): void {
  const fmt = dto.properties?.find((p) => p.id === FMT_VALUE_PROPERTY);
  const alarms = dto.properties?.find((p) => p.id === ALARMING_INFO_PROPERTY);
  const fmtValue = fmt ? textOf(fmt.value) : existing?.fmtValue;
  if (fmtValue !== undefined) record.fmtValue = fmtValue;
  const alarmValue = alarms ? alarmsOf(alarms.value) : existing?.alarms;
  if (alarmValue !== undefined) record.alarms = alarmValue;
}

/**
 * Property values after an update, bind or read. FmtValue and AlarmingInfo also go to the node row
 * the tree renders; a read writes only those, so the auto-refresh every second does not touch the
 * properties table that open property panels watch.
 */
function applyValues(context: Context, gId: string, values: readonly PropertyValueUpdate[], writeProperties: boolean): void {
  const { host, plan } = context;
  const live: Partial<MirrorNode> = {};
  for (const { id, value } of values) {
    if (id === FMT_VALUE_PROPERTY) live.fmtValue = textOf(value);
    else if (id === ALARMING_INFO_PROPERTY) live.alarms = alarmsOf(value);
    if (writeProperties || (id !== FMT_VALUE_PROPERTY && id !== ALARMING_INFO_PROPERTY)) {
      plan.patchProperty(mirrorPropertyKey(host, gId, id), { value });
    }
  }
  if (Object.keys(live).length > 0) plan.patchNode(mirrorNodeKey(host, gId), live);
}

/**
 * A bind names the property by its address ('node.Prop.#') or by gId plus propIds, and sets the node the
 * property is bound to; the property's value is not touched (node-model §4).
 */
function applyBind(context: Context, item: BatchRequestItem, answer: BatchResponseItem): void {
  if (item.gId === undefined) return;
  let nodeGId = item.gId;
  let propIds = item.propIds ?? [];
  if (nodeGId.endsWith(PROPERTY_SUFFIX)) {
    const address = nodeGId.slice(0, -PROPERTY_SUFFIX.length);
    nodeGId = parentGIdOf(address) ?? address;
    propIds = [ownIdOf(address)];
  }
  const [onlyProperty] = propIds;
  const bindings =
    answer.bindings ?? (propIds.length === 1 && onlyProperty !== undefined ? [{ id: onlyProperty, bound: item.bindGId || null }] : []);
  for (const { id, bound } of bindings) {
    context.plan.patchProperty(mirrorPropertyKey(context.host, nodeGId, id), { bound: bound ?? undefined });
  }
}

function applyDelete(context: Context, gId: string): void {
  const { host, plan } = context;
  plan.deleteSubtree(mirrorNodeKey(host, gId));
  const parentKey = parentKeyOf(host, gId);
  const parent = parentKey === null ? undefined : plan.node(parentKey);
  if (parent && parentKey !== null && parent.childrenLoaded && plan.childKeys(parentKey).size === 0 && parent.hasChildren !== false) {
    plan.patchNode(parentKey, { hasChildren: false });
  }
}

function applyMove(context: Context, gId: string, newIndex: number | undefined): void {
  const { host, plan } = context;
  if (newIndex === undefined) return;
  const key = mirrorNodeKey(host, gId);
  const parentKey = plan.node(key)?.parentKey ?? parentKeyOf(host, gId);
  if (parentKey !== null) plan.moveChild(parentKey, key, newIndex);
}

function textOf(value: PropertyValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An AlarmingInfo value as sent, or null when it is not one (absent, unreadable, malformed). */
export function alarmsOf(value: PropertyValue | undefined): AlarmingInfoValue | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const candidate = value as Partial<AlarmingInfoValue>;
  return typeof candidate.packed === 'number' && Array.isArray(candidate.alarms) ? (candidate as AlarmingInfoValue) : null;
}
