// The rows of the node mirror in IndexedDB: nodes and properties as the server last sent them, keyed
// by host and gId because the same gId exists on every controller host. Screens render from these.
import { parentGIdOf } from './node-ids';
import { TEMP_ID_PREFIX } from './node-protocol';
import type { AlarmingInfoValue, NodeDto, NodeProperty } from './node-protocol';

/** A node without its nested properties and children, which live in their own rows. */
export type MirrorNode = Omit<NodeDto, 'properties' | 'childs'> & {
  /** `${host}|${gId}` */
  key: string;
  /** Controller host; '' is the local server. */
  host: string;
  /** Key of the parent node; null for a root. */
  parentKey: string | null;
  /** The mirror holds all of this node's children (as of fetchedAt). */
  childrenLoaded: boolean;
  /** Epoch milliseconds of the answer this row came from. */
  fetchedAt: number;
  /** Last FmtValue read for the tree label. */
  fmtValue?: string;
  /** Last AlarmingInfo read; null when the node has no alarm information. */
  alarms?: AlarmingInfoValue | null;
  /** The outbox entry that made this node offline (a temporary '%key' gId until the server names it). */
  pendingEntry?: number;
};

export type MirrorProperty = NodeProperty & {
  /** `${host}|${gId}|${propId}` */
  key: string;
  host: string;
  nodeKey: string;
  /** The last outbox entry that changed the value here before the server answered it. */
  pendingEntry?: number;
};

export const MIRROR_KEY_SEPARATOR = '|';

export function mirrorNodeKey(host: string, gId: string): string {
  return `${host}${MIRROR_KEY_SEPARATOR}${gId}`;
}

export function mirrorPropertyKey(host: string, gId: string, propertyId: string): string {
  return `${host}${MIRROR_KEY_SEPARATOR}${gId}${MIRROR_KEY_SEPARATOR}${propertyId}`;
}

/** Highest code unit: a prefix followed by it bounds every key that starts with the prefix. */
const KEY_RANGE_END = '\uffff';

/** Key range of a node's own properties: `${nodeKey}|…` (ids never contain the separator). */
export function propertyKeyRange(nodeKey: string): [string, string] {
  return [`${nodeKey}${MIRROR_KEY_SEPARATOR}`, `${nodeKey}${MIRROR_KEY_SEPARATOR}${KEY_RANGE_END}`];
}

/**
 * Key range of every node strictly below a node, and of their properties: their gIds extend the
 * node's with '.', so one range reads a whole subtree however deep it is.
 */
export function descendantKeyRange(nodeKey: string): [string, string] {
  return [`${nodeKey}.`, `${nodeKey}.${KEY_RANGE_END}`];
}

/** Key range of every node (and every property) of one host: `${host}|…`. */
export function hostKeyRange(host: string): [string, string] {
  return [`${host}${MIRROR_KEY_SEPARATOR}`, `${host}${MIRROR_KEY_SEPARATOR}${KEY_RANGE_END}`];
}

/** The node key a property key belongs to (host and gId never contain the separator). */
export function nodeKeyOfPropertyKey(propertyKey: string): string {
  return propertyKey.slice(0, propertyKey.lastIndexOf(MIRROR_KEY_SEPARATOR));
}

/** The host a node key belongs to. */
export function hostOfNodeKey(nodeKey: string): string {
  return nodeKey.slice(0, nodeKey.indexOf(MIRROR_KEY_SEPARATOR));
}

/** Whether a node key is the root's or one below it (descendantKeyRange as a test). */
export function isInSubtree(nodeKey: string, rootKey: string): boolean {
  return nodeKey === rootKey || (nodeKey.startsWith(rootKey) && nodeKey.charAt(rootKey.length) === '.');
}

/** Key range of the nodes of a host created offline, whose gId is temporary ('%' + create key). */
export function tempNodeKeyRange(host: string): [string, string] {
  const start = mirrorNodeKey(host, TEMP_ID_PREFIX);
  return [start, `${start}${KEY_RANGE_END}`];
}

/**
 * The nodes created offline that hang below `rootKey`: their temporary gId is outside the root's key
 * range, so they are found through their parent (a subtree node, or another such node).
 */
export function tempNodesWithin(nodes: readonly MirrorNode[], rootKey: string): MirrorNode[] {
  const inside = new Set(nodes.filter((n) => isInSubtree(n.key, rootKey)).map((n) => n.key));
  let pending = nodes.filter((n) => n.gId.startsWith(TEMP_ID_PREFIX) && !inside.has(n.key));
  const found: MirrorNode[] = [];
  for (let grew = true; grew; ) {
    grew = false;
    pending = pending.filter((n) => {
      if (n.parentKey === null || !inside.has(n.parentKey)) return true;
      inside.add(n.key);
      found.push(n);
      grew = true;
      return false;
    });
  }
  return found;
}

/** The gId inside a node key. */
export function gIdOfNodeKey(nodeKey: string): string {
  return nodeKey.slice(nodeKey.indexOf(MIRROR_KEY_SEPARATOR) + 1);
}

export function parentKeyOf(host: string, gId: string): string | null {
  const parent = parentGIdOf(gId);
  return parent === null ? null : mirrorNodeKey(host, parent);
}

/** The row of a node as the server sent it, without its properties and children. */
export function toMirrorNode(host: string, dto: NodeDto, fetchedAt: number, childrenLoaded: boolean): MirrorNode {
  const { properties: _properties, childs: _childs, ...rest } = dto;
  const parentGId = dto.parent ?? parentGIdOf(dto.gId);
  return {
    ...rest,
    key: mirrorNodeKey(host, dto.gId),
    host,
    parentKey: parentGId === null ? null : mirrorNodeKey(host, parentGId),
    childrenLoaded,
    fetchedAt,
  };
}

export function toMirrorProperty(host: string, gId: string, property: NodeProperty): MirrorProperty {
  return { ...property, key: mirrorPropertyKey(host, gId, property.id), host, nodeKey: mirrorNodeKey(host, gId) };
}

/** Children in display order: by order, then by id for equal orders. */
export function compareMirrorNodes(a: MirrorNode, b: MirrorNode): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
