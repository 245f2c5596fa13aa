// A record's security as the read rule sees it (owner, team, own and inherited shares), captured before a
// change that can hide the record from someone, so the change feed tells exactly its former readers.
import type { Kysely } from 'kysely';
import type { RecordSecurity } from '../../src/domain/records/record-access';
import type { Database, RecordRow } from '../db/schema';
import { aclOf } from '../records/record-reader';

type SecurityRow = Pick<RecordRow, 'id' | 'owner_id' | 'team_id' | 'project_id' | 'exp_id'>;

export async function securityBefore(db: Kysely<Database>, rows: readonly SecurityRow[]): Promise<Map<number, RecordSecurity>> {
  const acl = await aclOf(db, rows.flatMap((r) => [r.id, r.project_id, r.exp_id]));
  const inherited = (id: number | null) => (id === null ? [] : (acl.get(id) ?? []));
  return new Map(rows.map((r) => [r.id, { ownerId: r.owner_id, teamId: r.team_id, acl: acl.get(r.id) ?? [], inhAcl: [...inherited(r.project_id), ...inherited(r.exp_id)] }]));
}
