// The method of a licence node (licence-nodes.ts): CheckValidity, answered from the node's own values,
// which follow the record.
import type { BatchResponseItem } from '../../../src/domain/nodes/node-protocol';
import { BatchResult } from '../../../src/domain/nodes/node-protocol';
import type { NodeRow } from '../../db/schema';
import type { BatchContext } from '../batch-context';
import { loadProperties } from '../node-store';
import { storedValue } from '../property-reader';

/** What CheckValidity answers on `today` (yyyy-mm-dd): closed, expired, or valid with or without an end. */
export function licenceValidityText(expires: string | null, closed: boolean, today: string): string {
  if (closed) return 'Not valid: the licence is closed.';
  if (expires === null) return 'Valid, without an end date.';
  return expires >= today ? `Valid until ${expires}.` : `Not valid: expired on ${expires}.`;
}

/** CheckValidity (LICENSE_CHECK_METHOD), the licence type's one method; node-call.ts found it on the type. */
export async function licenceCall(ctx: BatchContext, node: NodeRow): Promise<BatchResponseItem> {
  const values = new Map((await loadProperties(ctx.db, ctx.host, [node.g_id])).map((p) => [p.prop_id, storedValue(p)]));
  const expires = values.get('Expires');
  const text = licenceValidityText(typeof expires === 'string' ? expires : null, values.get('Closed') === true, new Date().toISOString().slice(0, 10));
  return { result: BatchResult.ok, gId: node.g_id, returnValue: text };
}
