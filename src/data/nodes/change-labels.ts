// The outbox's words for a bind and a method call, with names instead of ids ('Source bound to pH
// meter', 'Needle wash run'), read from the mirror; an id stands in for a name the mirror lacks.
import { db } from '../db';
import { mirrorNodeKey, mirrorPropertyKey } from '../../domain/nodes/mirror-records';
import type { MessageRef } from '../../domain/messages/message-text';

export async function bindChangeText(host: string, gId: string, propId: string, bindGId: string | null): Promise<MessageRef> {
  const property = (await db.properties.get(mirrorPropertyKey(host, gId, propId)))?.name ?? propId;
  if (!bindGId) return { template: /*i18n*/ '{property} unbound', values: { property } };
  const bound = await db.nodes.get(mirrorNodeKey(host, bindGId));
  return { template: /*i18n*/ '{property} bound to {name}', values: { property, name: bound?.name || bindGId } };
}

export async function callChangeText(host: string, gId: string, methodName: string): Promise<MessageRef> {
  const method = (await db.nodes.get(mirrorNodeKey(host, gId)))?.methods?.find((m) => m.id === methodName);
  return { template: /*i18n*/ '{method} run', values: { method: method?.name || methodName } };
}
