// The record calls beyond create and Save, as outbox entries see them: the HTTP call (list calls name
// the one record in `ids`, filled in when sent so a remapped id is used), the lab user's words for it,
// and the fields the mirror shows at once until the server's answer replaces the row.
import { ANALYSIS_ADD_SAMPLE_PATH, samplesOf } from '../records/analysis-samples';
import type { AnalysisSample } from '../records/analysis-samples';
import { deleteQuery } from '../records/delete-rules';
import type { DeleteChoice } from '../records/delete-rules';
import type { AclEntry } from '../records/record-access';
import { RecordStatus } from '../records/record-enums';
import type { OutboxKind, RecordCallSuffix } from './outbox-entry';
import type { KeptText } from '../messages/message-text';

export type RecordCall = {
  kind: OutboxKind;
  method: 'POST' | 'DELETE';
  suffix: RecordCallSuffix;
  body: Record<string, unknown>;
  targetInIds?: boolean;
  query?: Record<string, string | number | boolean>;
  /** 'deleted', 'closed', … */
  change: KeptText;
  /** Fields of the mirrored record changed at once (none when the outcome is the server's to tell). */
  /** The fields shown at once; a function reads the row's data as the mirror holds it when the entry is made. */
  optimistic?: Record<string, unknown> | ((data: Readonly<Record<string, unknown>>) => Record<string, unknown>);
  /** A call outside /api/db/{entity} (analysisaddsample); suffix is then unused. */
  path?: string;
};

export type SecurityChange = { recOwnerId?: number; recTeamId?: number | null; recAcl?: AclEntry[] };
export type ProjectChange = { projectId: number; expId: number };

/** The user's draft thrown away: what shows next is the published revision, which only the server has. */
export function discardCall(): RecordCall {
  return { kind: 'record.discard', method: 'POST', suffix: '/{id}/discard', body: {}, change: /*i18n*/ 'draft discarded' };
}

export function deleteCall(choice: DeleteChoice, ignoreReferences = false): RecordCall {
  return {
    kind: 'record.delete',
    method: 'DELETE',
    suffix: '',
    body: {},
    targetInIds: true,
    query: deleteQuery(choice, ignoreReferences),
    change: choice.permanent ? { template: /*i18n*/ 'deleted permanently — reason: {reason}', values: { reason: choice.reason.trim() } } : /*i18n*/ 'deleted',
    optimistic: { recDeleted: true },
  };
}

export function restoreCall(): RecordCall {
  return { kind: 'record.restore', method: 'POST', suffix: '/restore', body: {}, targetInIds: true, change: /*i18n*/ 'restored', optimistic: { recDeleted: false } };
}

/** A sample added to an analysis (an experiment named by its guid): listed at once, confirmed by the server. */
export function addSampleCall(analysis: { guid: string }, sample: AnalysisSample): RecordCall {
  return {
    kind: 'record.sample',
    method: 'POST',
    suffix: '',
    path: ANALYSIS_ADD_SAMPLE_PATH,
    body: { analysisGId: analysis.guid, sampleId: sample.sampleId },
    change: { template: /*i18n*/ 'sample {sample} added', values: { sample: sample.sampleId } },
    // From the mirrored row, not the screen's copy: a sample added just before, or a pull meanwhile, stays.
    optimistic: (data) => ({ samples: [...samplesOf(data), sample] }),
  };
}

export function stateCall(recState: number): RecordCall {
  return {
    kind: 'record.state',
    method: 'POST',
    suffix: '/SetRecordState',
    body: { recState, includeDependencies: false },
    targetInIds: true,
    change: recState === RecordStatus.closed ? /*i18n*/ 'closed' : /*i18n*/ 'made active',
    optimistic: { recState },
  };
}

export function securityCall(fields: SecurityChange): RecordCall {
  return { kind: 'record.security', method: 'POST', suffix: '/AssignSecurity', body: { ...fields }, targetInIds: true, change: securityChange(fields), optimistic: { ...fields } };
}

export function projectCall(group: ProjectChange): RecordCall {
  return { kind: 'record.project', method: 'POST', suffix: '/ChangeProject', body: { ...group }, targetInIds: true, change: { template: /*i18n*/ 'moved to project {projectId}, experiment {expId}', values: { projectId: group.projectId, expId: group.expId } }, optimistic: { ...group } };
}

/** One whole text per combination, so a language words each as it needs. */
const SECURITY_CHANGES: Readonly<Record<string, string>> = {
  '': /*i18n*/ 'security changed',
  owner: /*i18n*/ 'owner changed',
  team: /*i18n*/ 'team changed',
  sharing: /*i18n*/ 'sharing changed',
  'owner,team': /*i18n*/ 'owner, team changed',
  'owner,sharing': /*i18n*/ 'owner, sharing changed',
  'team,sharing': /*i18n*/ 'team, sharing changed',
  'owner,team,sharing': /*i18n*/ 'owner, team, sharing changed',
};

function securityChange(fields: SecurityChange): string {
  const words = [fields.recOwnerId !== undefined ? 'owner' : null, fields.recTeamId !== undefined ? 'team' : null, fields.recAcl !== undefined ? 'sharing' : null].filter((w): w is string => w !== null);
  return SECURITY_CHANGES[words.join(',')] ?? SECURITY_CHANGES[''] ?? '';
}
