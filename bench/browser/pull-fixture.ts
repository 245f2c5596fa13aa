// The pull benchmark's data: a page-shaped run of record changes, each the current answer of a
// customer as GET /api/db/customer/{id} sends it (about 600 bytes as JSON).
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import { customerAnswer } from '../../tests/support/record-answer';

export const PULL_CHANGES = 10_000;

function customer(id: number): RecordAnswer {
  return customerAnswer(id, `Customer ${id}`, {
    guid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    description: `Pulled change ${id}`,
    address: `Street ${id}, Lab City`,
    contactPhone: '+386 1 234 5678',
    recOwnerId: 2,
    recOwnerName: 'Olivia Operator',
    recRev: 2,
    modifiedAt: '2025-01-02T00:00:00.000Z',
  });
}

/** A record change carrying its answer (the protocol's RecordChange, narrowed). */
export type PulledRecord = { kind: 'record'; entity: 'customer'; id: number; record: RecordAnswer };

export function pulledChanges(count: number): PulledRecord[] {
  return Array.from({ length: count }, (_, i) => ({ kind: 'record' as const, entity: 'customer' as const, id: i + 1, record: customer(i + 1) }));
}
