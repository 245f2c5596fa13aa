// The controller hosts of the local tree ('0.Controllers.<host>', docs/nodes.md): the server finds a
// host's tree by that node id, so the id is the host the controller route takes.
import type { MirrorNode } from '../../domain/nodes/mirror-records';

export const CONTROLLERS_GID = '0.Controllers';
export const CONTROLLER_HOST_TYPE = 'ControllerHost';
export const OPEN_CONTROLLER_TEXT = /*i18n*/ 'Open controller';

/** The host a node of the local tree stands for; null for other nodes. */
export function controllerHostOf(node: Pick<MirrorNode, 'type' | 'id' | 'host'>): string | null {
  return node.host === '' && node.type === CONTROLLER_HOST_TYPE ? node.id : null;
}
