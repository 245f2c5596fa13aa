// What a tree row offers, from the node's access bits (node-model.md §6): add needs create, at least
// one visible allowed type and no own Add method; delete needs delete; the drag handle needs move and
// a parent that can reorder; methods are listed with browse access or at debug level. Read-only mode
// hides add and action buttons. A soft-deleted node (listed at debug level only) offers nothing but
// Restore and a permanent delete. Share links need the share right and browse access.
import { unpackAlarmState } from '../../../domain/nodes/alarm-packing';
import type { MirrorNode } from '../../../domain/nodes/mirror-records';
import type { AllowedType, NodeMethod } from '../../../domain/nodes/node-protocol';
import { METHOD_RESTORE } from '../../../domain/nodes/node-recycle';
import { AccessFlag, VisibilityLevel, hasFlag } from '../../../domain/rights';
import type { Severity } from '../../../domain/error-item';

export type RowContext = {
  readOnly: boolean;
  /** Browse level of the tree (VisibilityLevel); debug shows what others hide. */
  browseLevel: number;
  /** The parent allows reordering its children. */
  parentCanReorder: boolean;
  /** The user may create share links (the tree was given the share operations). */
  shareLinks?: boolean;
  /** The tree was given a rename operation. */
  rename?: boolean;
};

export type RowAbilities = {
  addTypes: AllowedType[];
  canDelete: boolean;
  /** 'Rename…': the rename right (node-model.md §3), not for a node in the recycle bin. */
  canRename: boolean;
  canClone: boolean;
  canMove: boolean;
  methods: NodeMethod[];
  /** A soft-deleted node the user may bring back (its Restore method is callable). */
  canRestore: boolean;
  /** 'Share link…' and 'Revoke links': the share right and browse access on the node. */
  canShare: boolean;
  /** Debug level: the user has no browse access to this node. */
  noBrowseAccess: boolean;
  showWebEditor: boolean;
};

export const ADD_METHOD_TYPE = 'Add';

export function isDebugLevel(level: number): boolean {
  return level >= VisibilityLevel.debug;
}

export function visibleAllowedTypes(node: Pick<MirrorNode, 'allowedTypes'>, browseLevel: number): AllowedType[] {
  return (node.allowedTypes ?? [])
    .filter((t) => (t.visible ?? VisibilityLevel.standard) <= browseLevel)
    .slice()
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

export function rowAbilities(node: MirrorNode, ctx: RowContext): RowAbilities {
  const debug = isDebugLevel(ctx.browseLevel);
  const browse = hasFlag(node.ac, AccessFlag.browse);
  const methods = browse || debug ? (node.methods ?? []) : [];
  const ownAdd = methods.some((m) => m.type === ADD_METHOD_TYPE);
  const addTypes = !ctx.readOnly && hasFlag(node.ac, AccessFlag.create) && !ownAdd ? visibleAllowedTypes(node, ctx.browseLevel) : [];
  const abilities: RowAbilities = {
    addTypes,
    canDelete: !ctx.readOnly && hasFlag(node.ac, AccessFlag.delete),
    canRename: !ctx.readOnly && ctx.rename === true && hasFlag(node.ac, AccessFlag.rename) && node.deleted !== true,
    canClone: !ctx.readOnly && node.clonable === true && node.parentKey !== null,
    canMove: !ctx.readOnly && hasFlag(node.ac, AccessFlag.move) && ctx.parentCanReorder,
    methods: ctx.readOnly ? [] : methods,
    canRestore: false,
    canShare: !ctx.readOnly && ctx.shareLinks === true && browse,
    noBrowseAccess: debug && !browse,
    showWebEditor: debug && !!node.webEditor,
  };
  if (node.deleted !== true) return abilities;
  // In the recycle bin: its delete is the permanent one, and Restore replaces the other methods.
  const restore = methods.find((m) => m.id === METHOD_RESTORE);
  const canRestore = !ctx.readOnly && restore !== undefined && hasFlag(restore.ac, AccessFlag.write);
  return { ...abilities, addTypes: [], canClone: false, canMove: false, methods: [], canRestore, canShare: false };
}

/** Whether a node is shown at all: browse access and soft-deleted nodes (unless debug), its visibility level, active state. */
export function isNodeShown(node: MirrorNode, browseLevel: number, showInactive: boolean): boolean {
  if (!isDebugLevel(browseLevel) && (!hasFlag(node.ac, AccessFlag.browse) || node.deleted === true)) return false;
  if ((node.visible ?? VisibilityLevel.standard) > browseLevel) return false;
  return showInactive || node.active !== false;
}

export type RowAlarm = { count: number; severity: Severity } | null;

export function rowAlarm(node: Pick<MirrorNode, 'alarms'>): RowAlarm {
  if (!node.alarms) return null;
  const { count, severity } = unpackAlarmState(node.alarms.packed);
  return count > 0 ? { count, severity } : null;
}
