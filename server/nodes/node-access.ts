// Access to nodes, properties and methods from the user's rights (node-model.md §2.6, §6). Pure:
// the rights are read from the database once per batch; docs/nodes.md has the table this encodes.
import { EXPORT_SETTINGS_GID } from '../../src/domain/csv/export-format';
import { LICENSES_ROOT_GID } from '../../src/domain/nodes/licence-node-ids';
import { AccessFlag, Right, VisibilityLevel } from '../../src/domain/rights';
import { hasRight } from '../services/user-rights';
import type { MethodNeed, NodeType } from './node-type';

/** Parts of the trees with one rule each. */
export type AccessClass = 'structure' | 'about' | 'settings' | 'exportFormat' | 'tags' | 'licenses' | 'controllers';

const ALL_BITS = Object.values(AccessFlag).reduce<number>((bits, b) => bits | b, 0);
const READ_BITS = AccessFlag.browse | AccessFlag.read;
const ENGINEER_BITS = READ_BITS | AccessFlag.write | AccessFlag.create | AccessFlag.delete | AccessFlag.rename | AccessFlag.move;

export const GID_SETTINGS = '0.Settings';
export const GID_SYSTEM = '0.Settings.System';
export const GID_INFO = '0.Settings.System.Info';
export const GID_TAGS = '0.Settings.gsDBTags';
export const GID_LICENSES = LICENSES_ROOT_GID;
export const GID_CONTROLLERS = '0.Controllers';

export function isWithin(gId: string, ancestor: string): boolean {
  return gId === ancestor || gId.startsWith(`${ancestor}.`);
}

export function accessClassOf(host: string, gId: string): AccessClass {
  if (host !== '') return 'controllers';
  if (isWithin(gId, GID_INFO)) return 'about';
  // The CSV export format: read by everyone who may export, so an administrator's choice applies to all.
  if (gId === EXPORT_SETTINGS_GID) return 'exportFormat';
  if (isWithin(gId, GID_TAGS)) return 'tags';
  if (isWithin(gId, GID_LICENSES)) return 'licenses';
  if (gId === GID_SETTINGS || gId === GID_SYSTEM || gId === GID_CONTROLLERS) return 'structure';
  if (isWithin(gId, GID_CONTROLLERS)) return 'controllers';
  if (isWithin(gId, GID_SETTINGS)) return 'settings';
  return 'structure';
}

/** AccessFlag bits a class grants, before the node type removes what it cannot do. */
export function classAccess(cls: AccessClass, rights: ReadonlySet<string>): number {
  if (rights.has(Right.admin)) return ALL_BITS;
  switch (cls) {
    case 'structure':
    case 'about':
    case 'tags':
      return READ_BITS;
    case 'settings':
      return hasRight(rights, Right.accessSettings) ? READ_BITS : AccessFlag.none;
    case 'exportFormat':
      return hasRight(rights, Right.accessSettings) || hasRight(rights, Right.exportData) ? READ_BITS : AccessFlag.none;
    case 'licenses':
      return hasRight(rights, Right.accessLicenses) ? READ_BITS : AccessFlag.none;
    case 'controllers':
      // Engineers hold access.settings (the security right); operators only watch instruments.
      return hasRight(rights, Right.accessSettings) ? ENGINEER_BITS : READ_BITS;
  }
}

/** The node's ac: the class bits less what its type forbids (fixed nodes, types without children). */
export function nodeAccess(host: string, gId: string, type: NodeType, rights: ReadonlySet<string>): number {
  let bits = classAccess(accessClassOf(host, gId), rights);
  if (type.fixed) bits &= ~(AccessFlag.delete | AccessFlag.rename | AccessFlag.move);
  if (type.allowedTypes.length === 0) bits &= ~AccessFlag.create;
  return bits;
}

/** A property's ac: browse, read and write of its node; write only when the property is writable. */
export function propertyAccess(nodeAc: number, readOnly: boolean): number {
  const bits = nodeAc & (AccessFlag.browse | AccessFlag.read | AccessFlag.write);
  return readOnly ? bits & ~AccessFlag.write : bits;
}

export function mayCallMethod(nodeAc: number, need: MethodNeed): boolean {
  const bit = need === 'read' ? AccessFlag.read : need === 'write' ? AccessFlag.write : AccessFlag.create;
  return (nodeAc & bit) === bit;
}

/** A method's ac: browse and read of its node, and write when the user may call it. */
export function methodAccess(nodeAc: number, need: MethodNeed): number {
  return (nodeAc & READ_BITS) | (mayCallMethod(nodeAc, need) ? AccessFlag.write : 0);
}

/** The highest visibility level a user may browse at. */
export function maxBrowseLevel(rights: ReadonlySet<string>): number {
  if (hasRight(rights, Right.debugAdmin)) return VisibilityLevel.debug;
  if (hasRight(rights, Right.accessSettings)) return VisibilityLevel.advanced;
  return VisibilityLevel.standard;
}

/** The level a request browses at: what it asks for (standard by default), capped by the user. */
export function effectiveBrowseLevel(requested: number | undefined, rights: ReadonlySet<string>): number {
  const wanted = requested ?? VisibilityLevel.standard;
  return Math.max(VisibilityLevel.standard, Math.min(wanted, maxBrowseLevel(rights)));
}

export function hasAccess(ac: number, flag: number): boolean {
  return (ac & flag) === flag;
}
