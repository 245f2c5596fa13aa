// Record writes through the outbox. A Save is two entries on the same record: the changes into the
// draft, then the publish, whose revision is the one the draft's answer left in the mirror.
import type { RecordEntity } from '../../domain/records/record-entities';
import type { RecordAnswer } from '../../domain/records/record-wire';
import { recordLabel } from '../../domain/outbox/outbox-description';
import { recordTempId } from '../../domain/outbox/outbox-entry';
import type { OutboxEntry } from '../../domain/outbox/outbox-entry';
import type { RecordCall } from '../../domain/outbox/record-calls';
import { db } from '../db';
import { enqueue, hasPendingFor, noEffect } from './outbox-enqueue';
import type { WriteContext } from './node-writes';
import { recordChangesEffect } from './record-effects';
import { whileStoring } from './storing-writes';

function sameRecord(entity: RecordEntity, id: number) {
  return (entry: OutboxEntry) => entry.target.type === 'record' && entry.target.entity === entity && entry.target.id === id;
}

/** Queues a Save: the changes (when any) and the publish. Resolves with the entry ids in order. */
export function queueSaveAndPublish(context: WriteContext, entity: RecordEntity, record: RecordAnswer, changes: Record<string, unknown>): Promise<number[]> {
  return whileStoring(async () => {
    const database = context.database ?? db;
    const options = { database: context.database, now: context.now };
    const target = { type: 'record' as const, entity, id: record.id };
    const ids: number[] = [];
    const earlier = await hasPendingFor(database, context.userId, sameRecord(entity, record.id));
    const names = Object.keys(changes);
    if (names.length > 0) {
      const body: Record<string, unknown> = { ...changes, recRev: record.recRev };
      ids.push(
        await enqueue(
          { kind: 'record.update', userId: context.userId, target, payload: { type: 'record', method: 'PUT', entity, suffix: '/{id}', body, ...(earlier ? { recRevFromMirror: true } : {}) }, label: recordLabel(entity, record.name, { template: /*i18n*/ '{fields} changed', values: { fields: names.join(', ') } }), creates: [], uses: [] },
          recordChangesEffect(entity, record.id, changes),
          options,
        ),
      );
    }
    ids.push(
      await enqueue(
        { kind: 'record.publish', userId: context.userId, target, payload: { type: 'record', method: 'POST', entity, suffix: '/{id}/publish', body: {}, recRevFromMirror: true }, label: recordLabel(entity, record.name, /*i18n*/ 'published'), creates: [], uses: [] },
        noEffect,
        options,
      ),
    );
    return ids;
  });
}

/** Queues a create; the record gets a negative temporary id until the server gives it one. */
export function queueRecordCreate(context: WriteContext, entity: RecordEntity, body: Record<string, unknown>): Promise<number> {
  return whileStoring(async () => {
    const tempId = -Math.floor(1 + Math.random() * 2 ** 31);
    const name = typeof body.name === 'string' ? body.name : '';
    return enqueue(
      { kind: 'record.create', userId: context.userId, target: { type: 'record', entity, id: tempId }, payload: { type: 'record', method: 'POST', entity, suffix: '', body }, label: recordLabel(entity, name, /*i18n*/ 'created'), creates: [`${entity}:${tempId}`], uses: [] },
      noEffect,
      { database: context.database, now: context.now },
    );
  });
}

/**
 * Queues one call on one record (discard, delete, restore, state, security, project), with the
 * fields it changes shown at once in the mirror. Resolves with the entry id.
 */
export function queueRecordCall(context: WriteContext, entity: RecordEntity, record: Pick<RecordAnswer, 'id' | 'name'>, call: RecordCall): Promise<number> {
  return whileStoring(async () => {
    const { kind, method, suffix, body, targetInIds, query, change, optimistic, path } = call;
    return enqueue(
      {
        kind,
        userId: context.userId,
        target: { type: 'record', entity, id: record.id },
        payload: { type: 'record', method, entity, suffix, body, ...(targetInIds ? { targetInIds } : {}), ...(query ? { query } : {}), ...(path ? { path } : {}) },
        label: recordLabel(entity, record.name, change),
        creates: [],
        uses: record.id < 0 ? [recordTempId(entity, record.id)] : [],
      },
      optimistic ? recordChangesEffect(entity, record.id, optimistic) : noEffect,
      { database: context.database, now: context.now },
    );
  });
}
