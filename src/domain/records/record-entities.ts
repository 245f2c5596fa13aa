// The record kinds of the database API (console.md §3) and what the console may do with each (§6).
import { EntityFlag, hasFlag } from '../rights';

export const RECORD_ENTITIES = ['customer', 'license', 'feature', 'package', 'contact', 'person', 'project', 'experiment'] as const;
export type RecordEntity = (typeof RECORD_ENTITIES)[number];

export type EntityCapabilities = {
  /** A 'Create new' button on the list; false for licences (created from a customer) and packages (imported). */
  canCreate: boolean;
  /**
   * False: no in-place edit. Changes are saved in a draft revision and take effect when the draft is
   * published. True: an update may publish at once (`?publish=true`).
   */
  canEdit: boolean;
  canClone: boolean;
  canView: boolean;
  canShare: boolean;
  /** Exported as .xpkg files. */
  exportable: boolean;
  /** The createEntity / assignRights bit this kind needs; 0 means any non-zero createEntity. */
  entityFlag: number;
};

export const ENTITY_CAPABILITIES: Record<RecordEntity, EntityCapabilities> = {
  customer: { canCreate: true, canEdit: false, canClone: false, canView: true, canShare: true, exportable: false, entityFlag: EntityFlag.customers },
  license: { canCreate: false, canEdit: false, canClone: false, canView: true, canShare: false, exportable: false, entityFlag: EntityFlag.licenses },
  feature: { canCreate: true, canEdit: false, canClone: false, canView: false, canShare: false, exportable: false, entityFlag: EntityFlag.features },
  package: { canCreate: false, canEdit: false, canClone: false, canView: false, canShare: false, exportable: true, entityFlag: EntityFlag.packages },
  contact: { canCreate: true, canEdit: true, canClone: false, canView: true, canShare: true, exportable: false, entityFlag: EntityFlag.customers },
  person: { canCreate: true, canEdit: true, canClone: false, canView: true, canShare: true, exportable: false, entityFlag: EntityFlag.customers },
  project: { canCreate: true, canEdit: true, canClone: false, canView: true, canShare: true, exportable: false, entityFlag: EntityFlag.none },
  experiment: { canCreate: true, canEdit: true, canClone: false, canView: true, canShare: true, exportable: false, entityFlag: EntityFlag.none },
};

/**
 * Whether createEntity or assignRights bits cover this kind; kinds without a flag need any bit.
 * The server's mayAssign reads the assign bits the same way.
 */
export function entityBitsAllow(bits: number, entity: RecordEntity): boolean {
  const flag = ENTITY_CAPABILITIES[entity].entityFlag;
  return flag === EntityFlag.none ? bits !== 0 : hasFlag(bits, flag);
}

/** Whether createEntity bits allow creating this kind. */
export function mayCreateEntity(createEntity: number, entity: RecordEntity): boolean {
  return entityBitsAllow(createEntity, entity);
}
