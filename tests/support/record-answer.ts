// A record answer as the server sends it (a customer unless `over` says otherwise), shared by the unit
// tests of the record mirror, the records component tests and the pull benchmark's fixture.
import type { RecordAnswer } from '../../src/domain/records/record-wire';

export function customerAnswer(id: number, name: string, over: Partial<RecordAnswer> = {}): RecordAnswer {
  return {
    id,
    guid: `guid-${id}`,
    entity: 'customer',
    name,
    description: '',
    recTeamId: 1,
    recTeamName: 'Lab A',
    recOwnerId: 7,
    recOwnerName: 'Ada Admin',
    recAcl: [],
    recInhAcl: [],
    recAccess: 62,
    projectId: -1,
    expId: -1,
    projectName: null,
    expName: null,
    recTags: [],
    recRev: 1,
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
    modifiedAt: '2025-01-01T00:00:00.000Z',
    address: '',
    contactPhone: '',
    ...over,
  };
}
