// Properties bound to a node (bind, node-model.md §3/§4): which show their binding in the property
// panel, and how it reads. A property offers binding when its web editor says so; one already bound
// always shows what it is bound to, so a binding made elsewhere is never invisible.
import type { NodeProperty } from './node-protocol';
import { messageText } from '../messages/message-text';

/** The property web editor of a property meant to be bound to a node (the server's type registry sets it). */
export const BINDING_WEB_EDITOR = 'nodeBinding';
export const NOT_BOUND_TEXT = /*i18n*/ 'Not bound';

export function showsBinding(property: Pick<NodeProperty, 'webEditor' | 'bound'>): boolean {
  return property.webEditor === BINDING_WEB_EDITOR || (property.bound !== undefined && property.bound !== '');
}

/** 'Bound to pH meter' with the bound node's name, its gId only while the name is unknown. */
export function bindingText(property: Pick<NodeProperty, 'bound'>, boundName?: string): string {
  return property.bound ? messageText(/*i18n*/ 'Bound to {name}', { name: boundName || property.bound }) : NOT_BOUND_TEXT;
}
