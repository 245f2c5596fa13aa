import { describe, expect, it } from 'vitest';
import { messages, page, record } from './support/record-requests';
import { useRecordServer } from './support/record-server';

const env = useRecordServer();

async function recordCount(): Promise<number> {
  const row = await env.server.database.db.selectFrom('records').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('validation messages', () => {
  it('refuses an invalid contact phone with the spec message', async () => {
    const res = await env.admin.post('/api/db/customer', { name: 'Phone', contactPhone: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: [{ msg: 'Invalid contact phone number!', field: 'contactPhone', severity: 2 }] });
    expect(record(await env.admin.post('/api/db/customer', { name: 'Phone ok', contactPhone: '+386 41-555-010' })).contactPhone).toBe('+386 41-555-010');
  });

  it('refuses an invalid feature UID with the spec message', async () => {
    const res = await env.admin.post('/api/db/feature', { name: 'F', featureUID: '1 bad' });
    expect(res.body).toEqual({ error: [{ msg: 'Enter valid feature UID!', field: 'featureUID', severity: 2 }] });
  });

  it('answers malformed bodies with 400 and stores nothing', async () => {
    const before = await recordCount();
    for (const body of [{}, { name: '' }, { name: 5 }, [], 'text', { name: 'x', recTags: [{ name: '' }] }]) {
      const res = await env.admin.post('/api/db/customer', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const raw = await env.admin.client.request('POST', '/api/db/customer', { rawBody: '{"name":', token: env.admin.token });
    expect(raw.status).toBe(400);
    expect(messages(await env.admin.post('/api/db/license', { name: 'L', customerId: 99999 }))).toEqual(['The customer 99999 was not found or you do not have enough permissions.']);
    expect(messages(await env.admin.put('/api/db/customer/1', { name: 'no rev' }))).toEqual(['recRev is required.']);
    expect((await env.admin.del('/api/db/customer', { ids: [] })).status).toBe(400);
    expect(await recordCount()).toBe(before);
  });
});

describe('paging', () => {
  it('pages by number and by cursor, forwards and back, pinned to maxId', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(record(await env.admin.post('/api/db/person', { name: `Pager ${i}` })).id);
    const newestFirst = [...ids].reverse();
    const first = page(await env.admin.get('/api/db/person?search=Pager&ItemsPerPage=3'));
    expect(first).toMatchObject({ total: 7, curPageNo: 1, itemsPerPage: 3, prevCursor: null, eof: false });
    expect(first.items.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));

    await env.admin.post('/api/db/person', { name: 'Pager late' });
    const second = page(await env.admin.get(`/api/db/person?search=Pager&ItemsPerPage=3&PageCursor=${first.nextCursor}&maxId=${first.maxId}`));
    expect(second.items.map((r) => r.id)).toEqual(newestFirst.slice(3, 6));
    expect(second).toMatchObject({ curPageNo: 2, total: 7 });
    const third = page(await env.admin.get(`/api/db/person?search=Pager&ItemsPerPage=3&curPageNo=3&maxId=${first.maxId}`));
    expect(third.items.map((r) => r.id)).toEqual(newestFirst.slice(6));
    expect(third).toMatchObject({ eof: true, nextCursor: null });
    const back = page(await env.admin.get(`/api/db/person?search=Pager&ItemsPerPage=3&PageCursor=${second.prevCursor}&PagePrev=true&maxId=${first.maxId}`));
    expect(back.items.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
    expect(page(await env.admin.get('/api/db/person?search=Pager&ItemsPerPage=-1')).items).toHaveLength(8);
  });

  it('answers 20 items a page unless asked otherwise, and all of them for -1 (console.md §9)', async () => {
    for (let i = 0; i < 23; i++) record(await env.admin.post('/api/db/person', { name: `Default pager ${i}` }));
    const first = page(await env.admin.get('/api/db/person?search=Default%20pager'));
    expect(first).toMatchObject({ total: 23, itemsPerPage: 20, eof: false });
    expect(first.items).toHaveLength(20);
    expect(page(await env.admin.get('/api/db/person?search=Default%20pager&ItemsPerPage=-1')).items).toHaveLength(23);
  });

  it('filters by modification time and refuses bad paging values', async () => {
    const future = page(await env.admin.get('/api/db/person?from=2999-01-01'));
    expect(future.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(page(await env.admin.get(`/api/db/person?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await env.admin.get('/api/db/person?ItemsPerPage=abc')).status).toBe(400);
    expect((await env.admin.get('/api/db/person?from=yesterday')).status).toBe(400);
  });

  it('filters packages by kind and licences by customer', async () => {
    const drivers = page(await env.admin.get('/api/db/package?kind=4'));
    expect(drivers.items.length).toBeGreaterThan(0);
    expect(drivers.items.every((p) => p.kind === 4)).toBe(true);
    const customers = page(await env.admin.get('/api/db/customer?search=Acme'));
    const acme = customers.items[0]?.id;
    const licences = page(await env.admin.get(`/api/db/license?customerId=${acme}`));
    expect(licences.items.map((l) => l.name)).toEqual(['Acme production licence']);
  });
});
