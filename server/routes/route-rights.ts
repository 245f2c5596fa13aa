// Who may call each route of the server, as a table the authorisation test
// (tests/server/authorisation-matrix.test.ts) drives against the running app with five kinds of
// caller. The app's own route list (services/route-list.ts) must match it exactly: a route added
// without a row here, or a row whose route is gone, fails the suite. The guards stay in the routes;
// this table is the independent statement they are checked against, so never derive it from them.
import { RECORD_ENTITIES } from '../../src/domain/records/record-entities';
import type { RecordEntity } from '../../src/domain/records/record-entities';
import { Right } from '../../src/domain/rights';
import type { RightName } from '../../src/domain/rights';

/** Anyone; any signed-in user; or a signed-in user holding this right (admin implies every right). */
export type RouteRequirement = 'public' | 'auth' | RightName;

/**
 * The callers the test uses: no one, the seeded operator (Operators, team Lab A), engineer
 * (Engineers, Lab B) and admin (Administrators, no team), and a user with the engineer's role in
 * another team (Lab C).
 */
export type RouteCaller = 'anonymous' | 'operator' | 'engineer' | 'admin' | 'otherTeam';

/**
 * What a caller gets. 'allowed': past every guard, the route's own answer (2xx, or a 4xx about the
 * input or state such as 400, 409, 413). 401: not signed in. 403: a right is missing. 404: a record
 * the caller may not read, answered as if it did not exist.
 */
export type RouteOutcome = 'allowed' | 401 | 403 | 404;

export type RouteMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export type RouteRight = {
  /** HEAD routes Fastify adds beside GET routes share the GET route's guards and need no row; a HEAD route of its own does. */
  method: RouteMethod;
  /** As registered, params included: '/api/db/customer/:id'. */
  url: string;
  required: RouteRequirement;
  /**
   * The route takes record ids (path, guid or body) and answers records the caller may not read
   * with 404. The test calls it with records owned by the engineer in Lab B, so the operator (Lab A)
   * and the other team's user get 404 once past the right; the engineer and admin are allowed.
   */
  teamRecords?: true;
  /**
   * false: a POST that is not a write of the user's data, so X-Mutation-Id is ignored (sign-in and
   * session calls, the public password reset, error reports). Every other POST/PUT/PATCH/DELETE honours
   * it (docs/api.md "Exactly-once writes"), as tests/server/mutation-routes.test.ts checks.
   */
  mutation?: false;
  /** Outcomes that differ from what `required` and `teamRecords` imply; say why in `why`. */
  expect?: Partial<Record<RouteCaller, RouteOutcome>>;
  why?: string;
};

/**
 * The list right of the record kinds (docs/records.md "Calls"). Written out here rather than taken
 * from records-access.ts: the table is what that guard is checked against.
 */
const RECORD_LIST_RIGHTS: readonly (readonly [RouteRequirement, readonly RecordEntity[]])[] = [
  [Right.accessCustomers, ['customer', 'contact', 'person']],
  [Right.accessLicenses, ['license']],
  [Right.accessFeatures, ['feature']],
  [Right.accessPackages, ['package']],
  ['auth', ['project', 'experiment']],
];

/** The right every call of a record kind needs first. */
export function recordListRight(entity: RecordEntity): RouteRequirement {
  const entry = RECORD_LIST_RIGHTS.find(([, kinds]) => kinds.includes(entity));
  if (!entry) throw new Error(`route-rights: no list right for record kind ${entity}`);
  return entry[0];
}

/** Creating needs the kind's createEntity bit: Operators have none, Engineers only customers and features. */
function createOutcomes(entity: RecordEntity): Pick<RouteRight, 'expect' | 'why'> {
  if (entity === 'package') {
    return { expect: { operator: 403, engineer: 403, otherTeam: 403, admin: 403 }, why: 'Packages are created by importing package files (ImportPackages), never by this call.' };
  }
  if (entity === 'license') return { expect: { operator: 403, engineer: 403, otherTeam: 403 }, why: 'Needs the licences createEntity bit; only Administrators have it.' };
  return { expect: { operator: 403 }, why: 'Needs the createEntity bit of the kind; Operators have none.' };
}

function recordRows(entity: RecordEntity): RouteRight[] {
  const base = `/api/db/${entity}`;
  const required = recordListRight(entity);
  const byId = (method: RouteMethod, url: string): RouteRight => ({ method, url, required, teamRecords: true });
  return [
    { method: 'POST', url: base, required, ...createOutcomes(entity) },
    // Lists, searches and categories are open to the list right; that they leave out records the
    // caller may not read is checked by the test's "another team's records" cases.
    { method: 'GET', url: base, required },
    { method: 'GET', url: `${base}/categories`, required },
    byId('GET', `${base}/guid/:guid`),
    byId('GET', `${base}/:id`),
    byId('GET', `${base}/:id/revisions`),
    byId('PUT', `${base}/:id`),
    byId('POST', `${base}/:id/publish`),
    byId('POST', `${base}/:id/discard`),
    byId('DELETE', base),
    byId('POST', `${base}/restore`),
    byId('POST', `${base}/SetRecordState`),
    byId('POST', `${base}/AssignSecurity`),
    byId('POST', `${base}/ChangeProject`),
  ];
}

const UNSAFE_METHODS: readonly RouteMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Whether the row's route is a write that honours X-Mutation-Id. */
export function isMutationRow(row: RouteRight): boolean {
  return UNSAFE_METHODS.includes(row.method) && row.mutation !== false;
}

export const ROUTE_RIGHTS: readonly RouteRight[] = [
  { method: 'GET', url: '/api/health', required: 'public' },
  { method: 'POST', url: '/api/account/login', required: 'public', mutation: false },
  { method: 'POST', url: '/api/account/refreshToken', required: 'public', mutation: false, expect: { anonymous: 401 }, why: 'The refresh cookie of a live session is the credential.' },
  { method: 'POST', url: '/api/account/logout', required: 'public', mutation: false },
  { method: 'POST', url: '/api/account/registerTOTP', required: 'auth' },
  // Someone else's password needs admin as well (tests/server/rights.test.ts).
  { method: 'POST', url: '/api/account/changePassword', required: 'auth' },
  // The one-time code of an administrator's reset is the credential (routes/admin-users.ts).
  { method: 'POST', url: '/api/account/resetPassword', required: 'public', mutation: false },
  { method: 'GET', url: '/api/account/profile', required: 'auth' },
  { method: 'PUT', url: '/api/account/profile', required: 'auth' },
  // Self-service without a session: the same answer whether or not the account exists, limited per address.
  { method: 'POST', url: '/api/account/forgot', required: 'public', mutation: false },
  { method: 'POST', url: '/api/account/register', required: 'public', mutation: false },
  { method: 'GET', url: '/api/account/registration', required: 'public' },
  // The confirmation code is the credential.
  { method: 'POST', url: '/api/account/confirm', required: 'public', mutation: false },
  { method: 'GET', url: '/api/admin/users', required: Right.admin },
  { method: 'POST', url: '/api/admin/users', required: Right.admin },
  { method: 'PATCH', url: '/api/admin/users/:userId', required: Right.admin },
  { method: 'POST', url: '/api/admin/users/:userId/disable', required: Right.admin },
  { method: 'POST', url: '/api/admin/users/:userId/enable', required: Right.admin },
  { method: 'POST', url: '/api/admin/users/:userId/resetPassword', required: Right.admin },
  { method: 'POST', url: '/api/admin/users/:userId/resetTotp', required: Right.admin },
  { method: 'GET', url: '/api/admin/roles', required: Right.admin },
  { method: 'GET', url: '/api/admin/teams', required: Right.admin },
  { method: 'POST', url: '/api/admin/teams', required: Right.admin },
  { method: 'PATCH', url: '/api/admin/teams/:teamId', required: Right.admin },
  { method: 'GET', url: '/api/licence/check', required: 'auth' },
  { method: 'GET', url: '/api/licence/status', required: 'public' },
  { method: 'GET', url: '/api/licence/hwkey', required: Right.admin },
  { method: 'POST', url: '/api/licence/upload', required: Right.admin },
  ...RECORD_ENTITIES.flatMap(recordRows),
  {
    method: 'POST',
    url: '/api/db/package/ImportPackages',
    required: Right.accessPackages,
    expect: { operator: 403, engineer: 403, otherTeam: 403 },
    why: 'Needs the packages createEntity bit; only Administrators have it.',
  },
  // Record rights decide the rest: an analysis the caller can not read is 404, one they may not change 403.
  { method: 'POST', url: '/api/db/analysisaddsample', required: 'auth' },
  { method: 'GET', url: '/api/db/package/export', required: Right.exportData, teamRecords: true },
  { method: 'POST', url: '/api/global/browserexception', required: 'public', mutation: false },
  // Per-item rights (node access classes, records.share) are checked by the test's node batch cases;
  // a valid share link replaces the login (docs/nodes.md "Share links").
  { method: 'POST', url: '/api/node/batch', required: 'auth' },
  // Chunked upload (docs/api.md "Chunked upload"): any signed-in user may upload, only to their own UIDs;
  // the method the file is handed to checks its own right (ImportPackages, UploadLicence). Parts are
  // idempotent by their range and a cancel by its UID, so neither claims an X-Mutation-Id.
  { method: 'POST', url: '/api/node/UploadPart', required: 'auth', mutation: false },
  { method: 'GET', url: '/api/node/UploadPart', required: 'auth' },
  { method: 'DELETE', url: '/api/node/UploadPart', required: 'auth', mutation: false },
  { method: 'POST', url: '/api/node/upload', required: 'auth' },
  // Each change is filtered by the caller's own record and node rights (tests/server/sync-changes.test.ts).
  { method: 'GET', url: '/api/sync/changes', required: 'auth' },
  // The event log (console.md §2: the Events page is admin-only); Trace also needs debug mode (tests/server/eventlog-*.test.ts).
  { method: 'GET', url: '/api/eventlog/:source/schema', required: Right.admin },
  { method: 'GET', url: '/api/eventlog/:source', required: Right.admin },
  { method: 'POST', url: '/api/eventlog/:source/confirm', required: Right.admin },
  { method: 'POST', url: '/api/eventlog/:source/confirm/:id', required: Right.admin },
  { method: 'GET', url: '/api/eventlog/verify', required: Right.admin },
  // The built console and the history-mode fallback.
  { method: 'GET', url: '/*', required: 'public' },
];
