// Id paths of the node model: gIds joined with dots, property addresses end in '.#', method addresses in '.$'.
import { ROOT_GID } from './node-protocol';

export function joinGId(parentGId: string, id: string): string {
  return `${parentGId}.${id}`;
}

export function parentGIdOf(gId: string): string | null {
  const at = gId.lastIndexOf('.');
  return at < 0 ? null : gId.slice(0, at);
}

export function ownIdOf(gId: string): string {
  return gId.slice(gId.lastIndexOf('.') + 1);
}

/** gId without the root prefix ('0.Settings.System' → 'Settings.System'). */
export function relIdOf(gId: string): string {
  return gId === ROOT_GID ? '' : gId.startsWith(`${ROOT_GID}.`) ? gId.slice(ROOT_GID.length + 1) : gId;
}

/** Node ids are path segments: no dots, no '%', '#' or '$', not empty, at most 64 characters. */
export function isValidNodeId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(id);
}
