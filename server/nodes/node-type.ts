// The shape of a node type in the code registry: what may be created under it, how its children
// behave, its methods and the properties a create makes (node-model.md §3).
import type { ItemScope } from '../../src/domain/nodes/browse-scope';
import type { AllowedType, MethodArg, PhysicalQuantity, PropertyType, PropertyValue, StandardValue } from '../../src/domain/nodes/node-protocol';

/** Where a property's value comes from: the database, the instrument driver, or computed at read time. */
export type PropertySource = 'stored' | 'live' | 'computed';

export type PropertyTemplate = {
  id: string;
  name: string;
  type: PropertyType;
  value: PropertyValue;
  desc?: string;
  tdesc?: string;
  category?: string;
  catOrder?: number;
  phyQ?: PhysicalQuantity;
  standardValues?: StandardValue[];
  /** VisibilityLevel; standard when absent. */
  visible?: number;
  width?: number;
  breakColumn?: boolean;
  webEditor?: string;
  /** PropertyFlag bits. */
  flags?: number;
  readOnly?: boolean;
  source?: PropertySource;
  /** A rule beyond the type (value-rules.ts): the export encoding, colour, line-style or permission string. */
  validator?: 'encoding' | 'colour' | 'lineStyle' | 'permission';
  /** Browse mode scope: 'design' for configuration, 'run' for live values; absent belongs to both. */
  scope?: ItemScope;
};

/** What access a method needs on its node: read (queries), write (acts on the node) or create (adds nodes). */
export type MethodNeed = 'read' | 'write' | 'create';

/** scope: 'run' for instrument commands (absent belongs to both browse modes). */
export type MethodTemplate = { id: string; name: string; type?: string; desc?: string; args?: MethodArg[]; returnArg?: MethodArg; need: MethodNeed; scope?: ItemScope };

export type ChildTemplate = { id: string; name: string; type: string; order?: number };

export type NodeType = {
  type: string;
  name: string;
  desc?: string;
  allowedTypes: AllowedType[];
  canReorder: boolean;
  isArray: boolean;
  clonable: boolean;
  /** Structural nodes made by the seed or by their parent's create: never deleted, renamed or moved. */
  fixed: boolean;
  methods: MethodTemplate[];
  properties: PropertyTemplate[];
  /** Children a create makes together with the node (e.g. an autosampler's vial table). */
  children?: ChildTemplate[];
  /** The live property FmtValue formats with its unit. */
  fmtProperty?: string;
  /** Applies the set-flow validator to the node's single-letter properties. */
  setFlow?: boolean;
  /** The simulator model that drives the node's live values and methods. */
  instrument?: InstrumentKind;
  /** The visibility level nodes of this type get. */
  visible?: number;
  webEditor?: string;
  /**
   * Nodes that show a record (the licence nodes): read-only whatever the user's rights, and shown only to
   * those who may read that record — also at debug level, which otherwise lists nodes without browse access.
   */
  recordMirror?: boolean;
};

export type InstrumentKind = 'pump' | 'autosampler' | 'mwd' | 'mals' | 'ph';
