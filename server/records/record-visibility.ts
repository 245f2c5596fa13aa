// The read rule of src/domain/records/record-access.ts as SQL, so lists, search and paging never see a
// record the caller may not read: owner, team, or a matching share on the record, its project or its experiment.
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { Viewer } from './record-viewer';

type RecordsEb = ExpressionBuilder<Database, 'records'>;

export function visibleTo(eb: RecordsEb, viewer: Viewer): Expression<SqlBool> {
  if (viewer.isAdmin) return eb.lit(true);
  const shareMatches = eb.exists(
    eb
      .selectFrom('record_acl as a')
      .select('a.id')
      .where((inner) =>
        inner.and([
          inner.or([inner('a.record_id', '=', inner.ref('records.id')), inner('a.record_id', '=', inner.ref('records.project_id')), inner('a.record_id', '=', inner.ref('records.exp_id'))]),
          inner.or([inner('a.user_id', 'is', null), inner('a.user_id', '=', viewer.userId)]),
          viewer.roleIds.length > 0 ? inner.or([inner('a.role_id', 'is', null), inner('a.role_id', 'in', [...viewer.roleIds])]) : inner('a.role_id', 'is', null),
          inner.or([inner('a.user_id', 'is not', null), inner('a.role_id', 'is not', null)]),
        ]),
      ),
  );
  const options: Expression<SqlBool>[] = [eb('records.owner_id', '=', viewer.userId), shareMatches];
  if (viewer.teamIds.length > 0) options.push(eb('records.team_id', 'in', [...viewer.teamIds]));
  return eb.or(options);
}
