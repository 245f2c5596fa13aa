// Which dashboard widgets a user is offered (issue 12: "widgets a user has no right for are not
// offered") and which record kinds the record widgets may fetch. The list rights mirror the server's
// (server/routes/route-rights.ts RECORD_LIST_RIGHTS): a kind the user cannot list is never asked for.
import type { RecordEntity } from '../records/record-entities';
import { Right } from '../rights';
import type { WidgetId } from './dashboard-layout';

const KIND_RIGHTS: readonly (readonly [string | null, readonly RecordEntity[]])[] = [
  [Right.accessCustomers, ['customer', 'contact', 'person']],
  [Right.accessLicenses, ['license']],
  [Right.accessFeatures, ['feature']],
  [Right.accessPackages, ['package']],
  [null, ['project', 'experiment']],
];

/** The record kinds the user may list. */
export function listableKinds(rights: readonly string[]): RecordEntity[] {
  return KIND_RIGHTS.filter(([right]) => right === null || rights.includes(right)).flatMap(([, kinds]) => kinds);
}

/** The licence widget reads licence records, listed only to holders of access.licenses. */
export function isWidgetOffered(id: WidgetId, rights: readonly string[]): boolean {
  if (id === 'expiringLicences') return rights.includes(Right.accessLicenses);
  return true;
}
