// Every write route honours X-Mutation-Id, as server/routes/route-rights.ts states it (isMutationRow): the
// same id sent twice gets the stored answer the second time, marked replayed; every other route ignores
// the header. So a write route added later cannot forget exactly-once (or a sign-in call cannot start
// claiming ids by accident). Probes are made-up ids and empty bodies: refused writes, nothing changes.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HEADER_MUTATION_ID, HEADER_MUTATION_REPLAYED } from '../../src/domain/mutation-id';
import { ROUTE_RIGHTS, isMutationRow } from '../../server/routes/route-rights';
import { useAdminServer } from './support/record-requests';

const env = useAdminServer();

describe('X-Mutation-Id on every route of the table', () => {
  for (const row of ROUTE_RIGHTS) {
    const mutation = isMutationRow(row);
    it(`${row.method} ${row.url} ${mutation ? 'replays a repeated id' : 'ignores the header'}`, async () => {
      // Logout with an invalid query is refused before it ends the session the other probes use.
      const query = row.url === '/api/account/logout' ? '?sessionExpired=probe' : '';
      const path = row.url.replace(/:[A-Za-z]+/g, '999999').replace('*', 'probe/page') + query;
      const body = row.method === 'GET' ? undefined : {};
      const headers = { [HEADER_MUTATION_ID]: `${randomBytes(16).toString('base64url')}:1` };
      const send = () => env.admin.client.request(row.method, path, { body, token: env.admin.token, headers });
      const first = await send();
      const second = await send();
      expect(first.headers.get(HEADER_MUTATION_REPLAYED)).toBeNull();
      if (!mutation) {
        expect(second.headers.get(HEADER_MUTATION_REPLAYED), `${row.method} ${row.url} is not a write in route-rights.ts but replayed an id`).toBeNull();
        return;
      }
      expect(second.headers.get(HEADER_MUTATION_REPLAYED), `${row.method} ${row.url} is a write in route-rights.ts but did not replay: ${second.status} ${second.text.slice(0, 200)}`).toBe('1');
      expect({ status: second.status, text: second.text }).toEqual({ status: first.status, text: first.text });
    });
  }
});
