// The pull benchmark's data: a page-shaped run of record changes, each the current answer of a
// customer as GET /api/db/customer/{id} sends it (about 600 bytes as JSON).
import type { RecordAnswer } from '../../src/domain/records/record-wire';

export const PULL_CHANGES = 10_000;

function customer(id: number): RecordAnswer {
  return {
    id,
    guid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    entity: 'customer',
    name: `Customer ${id}`,
    description: `Pulled change ${id}`,
    address: `Street ${id}, Lab City`,
    contactPhone: '+386 1 234 5678',
    recTeamId: 1,
    recTeamName: 'Lab A',
    recOwnerId: 2,
    recOwnerName: 'Olivia Operator',
    recAcl: [],
    recInhAcl: [],
    recAccess: 62,
    projectId: -1,
    expId: -1,
    projectName: null,
    expName: null,
    recTags: [],
    recRev: 2,
    recDeleted: false,
    recLastRev: true,
    recPublished: true,
    recState: 1,
    snapshot: false,
    sstRes: 0,
    rptStatus: 0,
    tampered: false,
    userEditing: null,
    readonly: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    modifiedAt: '2025-01-02T00:00:00.000Z',
  };
}

/** A record change carrying its answer (the protocol's RecordChange, narrowed). */
export type PulledRecord = { kind: 'record'; entity: 'customer'; id: number; record: RecordAnswer };

export function pulledChanges(count: number): PulledRecord[] {
  return Array.from({ length: count }, (_, i) => ({ kind: 'record' as const, entity: 'customer' as const, id: i + 1, record: customer(i + 1) }));
}
