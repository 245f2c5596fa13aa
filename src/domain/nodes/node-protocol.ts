// The wire types of the node model (node-model.md §3, §7): what POST /api/node/batch takes and answers.
// Shared by the server, the client's batch API, the mirror worker and the screens. DO NOT rename fields:
// they are the protocol.

import type { ExpressionInfo } from './expression-info';

export const NODE_BATCH_PATH = '/api/node/batch';

/** Action codes of a batch request item. */
export const BatchAction = {
  fullResponse: -1,
  create: 0,
  update: 1,
  delete: 2,
  read: 3,
  hread: 4,
  browse: 5,
  call: 6,
  bind: 7,
  serialize: 8,
  deserialize: 9,
  move: 10,
  getType: 11,
} as const;
export type BatchAction = (typeof BatchAction)[keyof typeof BatchAction];

/**
 * Result codes of a batch response item (documented in docs/result-codes.md).
 * 4 (not found) counts as success for delete; 6 asks the user to delete despite references.
 */
export const BatchResult = {
  ok: 0,
  error: 1,
  accessDenied: 2,
  invalidArgument: 3,
  notFound: 4,
  conflict: 5,
  referencesExist: 6,
  reasonRequired: 7,
  methodNotFound: 8,
} as const;
export type BatchResult = (typeof BatchResult)[keyof typeof BatchResult];

/** Property flags (node-model.md §3). */
export const PropertyFlag = {
  critical: 4,
  designerMethod: 8,
  ignoreAudit: 16,
  dynamicInitialValues: 32,
  showCompletedDialog: 64,
  applyBtn: 128,
} as const;

export const BrowseScope = { none: 'none', design: 'design', run: 'run', all: 'all' } as const;
export type BrowseScope = (typeof BrowseScope)[keyof typeof BrowseScope];

/** Data kinds of property values (node-model.md §3). */
export type DataKind = 'text' | 'int' | 'decimal' | 'date' | 'dateTime' | 'bool' | 'doubleArray' | 'intArray' | 'stringArray' | 'range';

export type RangeValue = { from: number | string | null; to: number | string | null };

/** One active alarm of a node (node-model.md §3 Alarm; ctx defaults to 0). */
export type AlarmEntry = { severity: number; msg: string; t: string; entityName?: string; entityId?: string; ctx?: number };
/** Value of the special AlarmingInfo property: the packed count/severity and the active alarms. */
export type AlarmingInfoValue = { packed: number; alarms: AlarmEntry[] };

/** Dates travel as ISO 8601 text; arrays as JSON arrays. */
export type PropertyValue = string | number | boolean | null | number[] | string[] | RangeValue | AlarmingInfoValue;

/** The type of a property: its data kind and the limits the editors enforce. */
export type PropertyType = {
  kind: DataKind;
  nullable?: boolean;
  min?: number;
  max?: number;
  /** Range step of the type; the decimal places derive from it (0.01 → 2). */
  step?: number;
  maxLength?: number;
  /** 'guid' selects the GUID pattern. */
  pattern?: 'guid';
  /** A secret: editors mask it (node-model §5 "Password fields are masked"). */
  password?: boolean;
  /** What an expression property may use: the expression editor's suggestions (node-model §3). */
  expression?: ExpressionInfo;
};

/** Physical quantity with its editor and display units. */
export type PhysicalQuantity = { quantity: string; unit: string; editorUnit?: string; displayUnit?: string };

export type StandardValue = { key: string | number; value: string };

export type NodeProperty = {
  id: string;
  value: PropertyValue;
  /** AccessFlag bits of src/domain/rights.ts for this user. */
  ac: number;
  type: PropertyType;
  name: string;
  desc?: string;
  tdesc?: string;
  category?: string;
  catOrder?: number;
  phyQ?: PhysicalQuantity;
  standardValues?: StandardValue[];
  /** VisibilityLevel of src/domain/rights.ts. */
  visible?: number;
  order?: number;
  width?: number;
  breakColumn?: boolean;
  webEditor?: string;
  /** PropertyFlag bits. */
  flags?: number;
  /** gId of the node this property is bound to (bind action); absent when unbound. */
  bound?: string;
};

export type MethodArg = { name: string; type: PropertyType; desc?: string; value?: PropertyValue };

export type NodeMethod = {
  id: string;
  /** 'Add' marks the node's own add method. */
  type?: string;
  name: string;
  desc?: string;
  ac: number;
  args?: MethodArg[];
  returnArg?: MethodArg;
};

export type AllowedType = { type: string; name: string; desc?: string; visible?: number; onCreate?: string; order?: number };

/**
 * A node as the server sends it. gId is the global id: the dotted path from the tree's root '0'
 * (e.g. '0.Settings.System.Info'); id is the node's own id (the last path segment).
 * Trees of a controller host are addressed with the batch query parameter `controller`.
 */
export type NodeDto = {
  gId: string;
  id: string;
  name: string;
  type: string;
  /** The tree row's description (node-model §3 tree item desc): the node's Description, else its type's. */
  desc?: string;
  /** gId of the parent; null for a root. */
  parent: string | null;
  order: number;
  ac: number;
  visible?: number;
  active?: boolean;
  /** True when the node has children that were not sent (lazy loading). */
  hasChildren?: boolean;
  webEditor?: string;
  properties?: NodeProperty[];
  childs?: NodeDto[];
  methods?: NodeMethod[];
  allowedTypes?: AllowedType[];
  canReorder?: boolean;
  isArray?: boolean;
  clonable?: boolean;
  /** Soft-deleted (in the recycle bin): only debug-level browses list such nodes. */
  deleted?: boolean;
};

export type BrowseFilter = {
  depth?: number;
  activeOnly?: boolean;
  mode?: BrowseScope;
  memberBrowseLevel?: number;
  browseLevel?: number;
  /** 'all' properties, or only AlarmingInfo. */
  props?: 'all' | 'AlarmingInfo';
  /** gIds of the nodes to load properties for (all when absent). */
  nodes?: string[];
};

export type PropertyValueUpdate = { id: string; value: PropertyValue };

export type BatchRequestItem = {
  gId?: string;
  action: BatchAction;
  /** Type of the node to create. */
  className?: string;
  /** Ties a create to later items that use its temporary id ('%' + key). */
  key?: string;
  name?: string;
  values?: PropertyValueUpdate[];
  filter?: BrowseFilter;
  propIds?: string[];
  range?: { from?: number; count?: number };
  methodName?: string;
  args?: unknown[];
  newIndex?: number;
  bindGId?: string;
  userReason?: string;
  /** Delete: check references (true by default); false ignores them. */
  refByCheck?: boolean;
  permanent?: boolean;
  /** Serialized content for deserialize. */
  content?: string;
  /**
   * Our extension: when the user made this item's change (ISO 8601 UTC), for its audit entry in place of
   * the request's X-Client-Time; the outbox sends one per item when it sends several queued changes together.
   */
  clientTime?: string;
};

export type BatchError = { text?: string; name?: string };

export type TypeDescriptor = { tid: string; name: string; allowedTypes?: AllowedType[]; canReorder?: boolean; isArray?: boolean; clonable?: boolean };

export type BatchResponseItem = {
  result: BatchResult | number;
  resultText?: string;
  errors?: BatchError[];
  /** The node the item acted on; for create, the new node's real gId. */
  gId?: string;
  /** The key of the request item, echoed so temporary ids can be mapped. */
  key?: string;
  node?: NodeDto;
  nodes?: NodeDto[];
  types?: TypeDescriptor[];
  isDesigner?: boolean;
  /** Property values after an update or read: { id, value } per property. */
  values?: PropertyValueUpdate[];
  /** Bindings after a bind: the property and the node it is bound to (null when unbound). */
  bindings?: { id: string; bound: string | null }[];
  returnValue?: unknown;
  serializedContent?: string;
};

export type BatchResponse = { responses: BatchResponseItem[]; descriptors: TypeDescriptor[] };

export const PROPERTY_SUFFIX = '.#';
export const METHOD_SUFFIX = '.$';
export const ROOT_GID = '0';
export const TEMP_ID_PREFIX = '%';
/** Default browse depth (node-model.md §9). */
export const DEFAULT_BROWSE_DEPTH = 999;
