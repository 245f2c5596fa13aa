// The node types known to the server, by type name, and their descriptors for the batch answer.
import type { ItemScope } from '../../src/domain/nodes/browse-scope';
import type { TypeDescriptor } from '../../src/domain/nodes/node-protocol';
import type { NodeType } from './node-type';
import { CHOICE_NODE_TYPES } from './node-types-choices';
import { CONTROLLER_NODE_TYPES } from './node-types-controller';
import { LOCAL_NODE_TYPES } from './node-types-local';
import { TABLE_NODE_TYPES } from './node-types-tables';

const registry = new Map<string, NodeType>([...LOCAL_NODE_TYPES, ...CONTROLLER_NODE_TYPES, ...CHOICE_NODE_TYPES, ...TABLE_NODE_TYPES].map((t) => [t.type, t]));

export function findNodeType(type: string): NodeType | undefined {
  return registry.get(type);
}

/** The type of a stored node; a type missing from the code (e.g. after a downgrade) acts as a fixed, empty folder. */
export function nodeTypeOf(type: string): NodeType {
  return registry.get(type) ?? { type, name: type, allowedTypes: [], canReorder: false, isArray: false, clonable: false, fixed: true, methods: [], properties: [] };
}

/** The browse-mode scope of a type's property; absent (both modes) for properties the type lacks. */
export function propertyScope(type: string, propId: string): ItemScope | undefined {
  return registry.get(type)?.properties.find((p) => p.id === propId)?.scope;
}

export function allNodeTypes(): NodeType[] {
  return [...registry.values()];
}

export function typeDescriptor(t: NodeType): TypeDescriptor {
  return { tid: t.type, name: t.name, allowedTypes: t.allowedTypes, canReorder: t.canReorder, isArray: t.isArray, clonable: t.clonable };
}
