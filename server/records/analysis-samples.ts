// POST /api/db/analysisaddsample (console.md §7): adds a sample to an analysis — an experiment record named
// by its guid — as a new signed revision, so who added which sample when stays in the revisions and the
// audit log. Exactly once like every write: the route runs under X-Mutation-Id (docs/api.md).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  MAX_SAMPLES_PER_ANALYSIS,
  MSG_ANALYSIS_HAS_DRAFT,
  MSG_SAMPLE_ID_INVALID,
  MSG_TOO_MANY_SAMPLES,
  SAMPLE_ID_MAX,
  SAMPLE_ID_PATTERN,
  sampleAlreadyAddedText,
  samplesOf,
} from '../../src/domain/records/analysis-samples';
import type { AnalysisSample } from '../../src/domain/records/analysis-samples';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import type { Database } from '../db/schema';
import { writeAudit } from '../services/audit-log';
import { httpError } from '../services/http-error';
import { CONTENT_SCHEMAS } from './record-content';
import type { RecordContent } from './record-content';
import { parseRecordInput } from './record-input';
import { noteRecordChanges } from './record-changes';
import { publishContent } from './record-store';
import type { Viewer } from './record-viewer';
import { answerOne, auditBase, editableRow } from './record-writer';
import type { RequestInfo } from './record-writer';

const addSampleBody = z.object({
  analysisGId: z.uuid(),
  sampleId: z.string().trim().max(SAMPLE_ID_MAX, MSG_SAMPLE_ID_INVALID).regex(SAMPLE_ID_PATTERN, MSG_SAMPLE_ID_INVALID),
});

export async function addAnalysisSample(db: Kysely<Database>, viewer: Viewer, body: unknown, request: RequestInfo): Promise<RecordAnswer> {
  const { analysisGId, sampleId } = parseRecordInput(addSampleBody, body);
  const id = await db.transaction().execute(async (trx) => {
    // Only experiments are analyses: any other guid, or one the caller may not read, is not found.
    const { row, draft } = await editableRow(trx, viewer, 'experiment', { guid: analysisGId });
    // A draft copies the samples it was started with; publishing it later would drop this one.
    if (draft) throw httpError(409, MSG_ANALYSIS_HAS_DRAFT);
    const content = JSON.parse(row.data) as RecordContent;
    const samples = samplesOf(content);
    if (samples.some((s) => s.sampleId === sampleId)) throw httpError(409, sampleAlreadyAddedText(sampleId), { field: 'sampleId' });
    if (samples.length >= MAX_SAMPLES_PER_ANALYSIS) throw httpError(409, MSG_TOO_MANY_SAMPLES);
    const sample: AnalysisSample = { sampleId, addedAt: new Date().toISOString(), addedBy: viewer.displayName };
    const next = parseRecordInput(CONTENT_SCHEMAS.experiment, { ...content, samples: [...samples, sample] }) as RecordContent;
    await publishContent(trx, row, next, viewer.userId);
    await noteRecordChanges(trx, [row]);
    await writeAudit(trx, {
      ...auditBase(viewer, request, 'experiment', row.id),
      category: 'analysis-sample-added',
      newValue: sampleId,
      message: `Added sample ${sampleId} to analysis '${row.name}' (revision ${row.rec_rev + 1})`,
    });
    return row.id;
  });
  return answerOne(db, viewer, id);
}
