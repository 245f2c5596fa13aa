// The zod schema of POST /api/node/batch: an array of BatchRequestItem (node-protocol.ts). Shapes
// are checked here, before anything runs, so a malformed item fails the whole request with 400 and
// changes nothing; values are checked against property types per item later.
import { z } from 'zod';
import { HEADER_CLIENT_TIME, parseClientTime } from '../../src/domain/mutation-id';
import { BatchAction, BrowseScope, METHOD_SUFFIX } from '../../src/domain/nodes/node-protocol';
import { ownIdOf, parentGIdOf } from '../../src/domain/nodes/node-ids';
import { NODE_NAME_MAX } from '../../src/domain/nodes/text-limits';
import { MAX_BATCH_ITEMS } from './batch-budget';

const ACTION_CODES = Object.values(BatchAction);

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const propertyValue = z.union([
  scalar,
  z.array(z.number()),
  z.array(z.string()),
  z.object({ from: z.union([z.number(), z.string(), z.null()]), to: z.union([z.number(), z.string(), z.null()]) }).strict(),
]);
const gId = z.string().min(1).max(2000);
const level = z.number().int().min(1).max(4);
const methodName = z.string().min(1).max(64);

export const batchItemSchema = z.object({
  gId: gId.optional(),
  action: z.literal(ACTION_CODES, { message: `action must be one of ${ACTION_CODES.join(', ')}` }),
  className: z.string().min(1).max(64).optional(),
  key: z.string().min(1).max(100).optional(),
  name: z.string().max(NODE_NAME_MAX).optional(),
  values: z.array(z.object({ id: z.string().min(1).max(64), value: propertyValue })).max(1000).optional(),
  filter: z
    .object({
      depth: z.number().int().min(0).max(999).optional(),
      activeOnly: z.boolean().optional(),
      mode: z.enum(Object.values(BrowseScope) as [BrowseScope, ...BrowseScope[]]).optional(),
      memberBrowseLevel: level.optional(),
      browseLevel: level.optional(),
      props: z.enum(['all', 'AlarmingInfo']).optional(),
      nodes: z.array(gId).max(MAX_BATCH_ITEMS).optional(),
    })
    .optional(),
  propIds: z.array(z.string().min(1).max(64)).max(1000).optional(),
  range: z.object({ from: z.number().int().min(0).optional(), count: z.number().int().min(1).max(600).optional() }).optional(),
  methodName: methodName.optional(),
  args: z.array(z.unknown()).max(100).optional(),
  newIndex: z.number().int().min(0).optional(),
  bindGId: z.string().max(2000).optional(),
  userReason: z.string().max(2000).optional(),
  refByCheck: z.boolean().optional(),
  permanent: z.boolean().optional(),
  content: z.string().max(900_000).optional(),
  // Normalised here, once, to toISOString's form: the runner uses it as it is.
  clientTime: z
    .string()
    .transform((value, ctx) => {
      const time = parseClientTime(value);
      if (time === undefined) ctx.addIssue({ code: 'custom', message: `must be an ISO 8601 UTC time such as 2026-01-31T12:00:00.000Z, like ${HEADER_CLIENT_TIME}` });
      return time ?? z.NEVER;
    })
    .optional(),
});

/**
 * A call may name its method by address: the node's id path, the method id, then '.$' (node-model §3), as
 * a bind names a property with '.#'. Split here, before anything counts the batch's heavy items, so the
 * budget sees the method as if it had been named apart; a methodName beside it must agree.
 */
const batchItem = batchItemSchema.transform((item, ctx) => {
  if (item.action !== BatchAction.call || !item.gId?.endsWith(METHOD_SUFFIX)) return item;
  const address = item.gId.slice(0, -METHOD_SUFFIX.length);
  const gIdOfNode = parentGIdOf(address);
  const named = ownIdOf(address);
  if (gIdOfNode === null || gIdOfNode === '' || !methodName.safeParse(named).success || (item.methodName !== undefined && item.methodName !== named)) {
    ctx.addIssue({ code: 'custom', path: ['gId'], message: "must be a method address (node id path, method id, '.$') agreeing with methodName" });
    return z.NEVER;
  }
  return { ...item, gId: gIdOfNode, methodName: named };
});

export const batchSchema = z
  .array(batchItem, { message: 'the body must be an array of batch items' })
  .min(1, { message: 'a batch needs at least one item' })
  .max(MAX_BATCH_ITEMS, { message: `a batch holds at most ${MAX_BATCH_ITEMS} items` });

/** A share link's pass, in the query or (preferred) the X-Share-Password header. */
export const sharePassSchema = z.string().min(1).max(200);

// Whether shareId comes with a pass is checked with the header in view (routes/node-batch-caller.ts).
export const batchQuerySchema = z.object({
  controller: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be a controller host name' }).optional(),
  shareId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { message: 'must be a share link id' }).optional(),
  sharePass: sharePassSchema.optional(),
  download: z.enum(['true', 'false']).optional(),
  /** Our extension: the batch stops after the first item that does not succeed (the outbox's groups). */
  stopOnFailure: z.enum(['true', 'false']).optional(),
});
