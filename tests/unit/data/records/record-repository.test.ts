import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { resetApiClient, setFetchImplementation } from '../../../../src/data/api-client';
import {
  fetchListPage,
  fetchRecord,
  readListPage,
  readRecord,
  readRecordByGuid,
  searchMirror,
} from '../../../../src/data/records/record-repository';
import { putRecords } from '../../../../src/data/records/record-rows';
import { customerAnswer } from '../../../support/record-answer';
import { jsonResponse, scriptedFetch } from '../../support/scripted-fetch';
import { deleteFreshDatabases, freshDatabase } from '../../support/fresh-database';

afterEach(async () => {
  resetApiClient();
  await deleteFreshDatabases();
});

describe('records repository', () => {
  it('mirrors a fetched page and reads it back in page order', async () => {
    const database = freshDatabase();
    const { fetch, calls } = scriptedFetch(() =>
      jsonResponse(200, { items: [customerAnswer(9, 'Zeta'), customerAnswer(4, 'Acme')], total: 2, itemsPerPage: 50, curPageNo: 1, maxId: 9, nextCursor: null, prevCursor: null, eof: true }),
    );
    setFetchImplementation(fetch);
    await fetchListPage('customer', { q: 'a' }, 1, database);
    expect(calls[0]?.url).toBe('/api/db/customer?search=a&ItemsPerPage=50&curPageNo=1');
    const view = await readListPage('customer', { q: 'a' }, 1, database);
    expect(view?.records.map((r) => r.name)).toEqual(['Zeta', 'Acme']);
    expect(view?.page.total).toBe(2);
    expect(await readListPage('customer', { q: 'b' }, 1, database)).toBeNull();
  });

  it('asks for the next page by the cursor and maxId of the mirrored page before it', async () => {
    const database = freshDatabase();
    const { fetch, calls } = scriptedFetch(() =>
      jsonResponse(200, { items: [customerAnswer(60, 'A')], total: 120, itemsPerPage: 50, curPageNo: 1, maxId: 120, nextCursor: 71, prevCursor: null, eof: false }),
    );
    setFetchImplementation(fetch);
    await fetchListPage('customer', {}, 1, database);
    await fetchListPage('customer', {}, 2, database);
    expect(calls[1]?.url).toBe('/api/db/customer?ItemsPerPage=50&PageCursor=71&maxId=120&curPageNo=2');
  });

  it('answers an unfetched listing offline from the mirrored records of the kind', async () => {
    const database = freshDatabase();
    await putRecords([customerAnswer(1, 'Acme Labs'), customerAnswer(2, 'Beta Corp', { description: 'acme partner' }), customerAnswer(3, 'Gone', { recDeleted: true })], database);
    expect((await searchMirror('customer', { q: 'ACME' }, database)).map((r) => r.id)).toEqual([2, 1]);
    expect((await searchMirror('customer', { deleted: true }, database)).map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('reads a record by id and by guid from the mirror', async () => {
    const database = freshDatabase();
    const { fetch } = scriptedFetch(() => jsonResponse(200, customerAnswer(5, 'Acme')));
    setFetchImplementation(fetch);
    await fetchRecord('customer', 5, database);
    expect((await readRecord('customer', 5, database))?.name).toBe('Acme');
    expect((await readRecordByGuid('customer', 'guid-5', database))?.id).toBe(5);
  });

  it('drops a record from the mirror when the server no longer shows it (404)', async () => {
    const database = freshDatabase();
    await putRecords([customerAnswer(5, 'Acme')], database);
    const { fetch } = scriptedFetch(() => jsonResponse(404, { error: [{ msg: 'Record not found or you do not have enough permissions!' }] }));
    setFetchImplementation(fetch);
    await expect(fetchRecord('customer', 5, database)).rejects.toMatchObject({ status: 404 });
    expect(await readRecord('customer', 5, database)).toBeNull();
  });
});
