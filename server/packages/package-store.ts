// Imports packages read from an archive as new package records (with their content files), and
// collects records back into exportable packages. Import and export are lossless: content fields,
// tags and every file byte survive a round trip.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import type { Database, RecordRow } from '../db/schema';
import { writeAudit } from '../services/audit-log';
import { noteRecordChanges } from '../records/record-changes';
import { HttpError, httpError } from '../services/http-error';
import { CONTENT_SCHEMAS } from '../records/record-content';
import type { RecordContent } from '../records/record-content';
import { accessOf, buildAnswers, findVisibleRow } from '../records/record-reader';
import { canonicalJson } from '../records/canonical-json';
import { insertRecord, publishContent } from '../records/record-store';
import { stateRefusal } from '../records/record-writer';
import { RecordAccess } from '../../src/domain/rights';
import { DUPLICATE_FIELD, duplicateMessage } from '../../src/domain/records/package-duplicates';
import type { DuplicateChoice } from '../../src/domain/records/package-duplicates';
import type { Viewer } from '../records/record-viewer';
import type { ArchivePackage } from './read-package-archive';
import type { ExportPackage } from './write-package-archive';

function packageContent(pkg: ArchivePackage, index: number): RecordContent {
  const { guid: _guid, ...fields } = pkg.meta;
  const parsed = CONTENT_SCHEMAS.package.safeParse({ ...fields, files: pkg.files.map((f) => ({ path: f.path, size: f.data.length, sha256: f.sha256 })) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw httpError(400, `The package manifest (manifest.json) is missing or invalid: package ${index + 1}, ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}.`, { field: 'file' });
  }
  return parsed.data as RecordContent;
}

type Duplicate = { row: RecordRow; identical: boolean };

/** The package records this file's packages already are (same guid, readable by the caller, not deleted). */
async function findDuplicates(db: Kysely<Database>, viewer: Viewer, packages: ArchivePackage[], contents: RecordContent[]): Promise<Map<number, Duplicate>> {
  const found = new Map<number, Duplicate>();
  for (const [index, pkg] of packages.entries()) {
    if (!pkg.meta.guid) continue;
    const row = await findVisibleRow(db, viewer, 'package', { guid: pkg.meta.guid });
    if (!row || row.deleted === 1) continue;
    found.set(index, { row, identical: canonicalJson(JSON.parse(row.data)) === canonicalJson(contents[index]) });
  }
  return found;
}

/** Makes the imported content the next revision of the package it duplicates, files included. */
async function replacePackage(trx: Kysely<Database>, viewer: Viewer, duplicate: Duplicate, content: RecordContent, pkg: ArchivePackage): Promise<RecordRow> {
  const access = (await accessOf(trx, viewer, [duplicate.row])).get(duplicate.row.id) ?? 0;
  const refusal = stateRefusal(duplicate.row, access, RecordAccess.update);
  if (refusal) throw refusal;
  await publishContent(trx, duplicate.row, content, viewer.userId);
  await trx.deleteFrom('package_files').where('record_id', '=', duplicate.row.id).execute();
  await insertFiles(trx, duplicate.row.id, pkg);
  return trx.selectFrom('records').selectAll().where('id', '=', duplicate.row.id).executeTakeFirstOrThrow();
}

async function insertFiles(trx: Kysely<Database>, recordId: number, pkg: ArchivePackage): Promise<void> {
  if (pkg.files.length === 0) return;
  await trx
    .insertInto('package_files')
    .values(pkg.files.map((f) => ({ record_id: recordId, path: f.path, size: f.data.length, sha256: f.sha256, content: Buffer.from(f.data).toString('base64') })))
    .execute();
}

/**
 * `onDuplicate`: 'ask' refuses with 409 (one item per package already there) and imports nothing;
 * 'replace' makes each such package's content its next revision; 'keep' imports a second copy.
 */
export async function importPackages(
  db: Kysely<Database>,
  viewer: Viewer,
  packages: ArchivePackage[],
  request: { ip: string; fileName: string },
  onDuplicate: DuplicateChoice = 'ask',
): Promise<RecordAnswer[]> {
  const contents = packages.map(packageContent);
  const rows = await db.transaction().execute(async (trx) => {
    const duplicates = onDuplicate === 'keep' ? new Map<number, Duplicate>() : await findDuplicates(trx, viewer, packages, contents);
    if (onDuplicate === 'ask' && duplicates.size > 0) {
      const items = [...duplicates.entries()].map(([index, d]) => ({ msg: duplicateMessage(String(contents[index]?.name ?? ''), d.identical), field: DUPLICATE_FIELD, severity: 2 as const }));
      throw new HttpError(409, { error: items });
    }
    const created: RecordRow[] = [];
    for (const [index, pkg] of packages.entries()) {
      const content = contents[index] as RecordContent;
      const duplicate = duplicates.get(index);
      if (duplicate) {
        const replaced = await replacePackage(trx, viewer, duplicate, content, pkg);
        await writeAudit(trx, {
          userId: viewer.userId,
          username: viewer.username,
          ip: request.ip,
          entity: 'package',
          entityId: String(replaced.id),
          category: 'package-import-replace',
          oldValue: duplicate.row.data,
          newValue: replaced.data,
          message: `Replaced package '${content.name}' (revision ${replaced.rec_rev}) from ${request.fileName}`,
        });
        created.push(replaced);
        continue;
      }
      // The exported guid is kept when it is free, so a package moved between servers keeps its identity.
      const wanted = pkg.meta.guid;
      const taken = wanted ? await trx.selectFrom('records').select('id').where('guid', '=', wanted).executeTakeFirst() : undefined;
      const row = await insertRecord(trx, {
        entity: 'package',
        content,
        ownerId: viewer.userId,
        teamId: viewer.teamIds[0] ?? null,
        projectId: null,
        expId: null,
        userId: viewer.userId,
        guid: wanted && !taken ? wanted : randomUUID(),
      });
      await insertFiles(trx, row.id, pkg);
      await writeAudit(trx, {
        userId: viewer.userId,
        username: viewer.username,
        ip: request.ip,
        entity: 'package',
        entityId: String(row.id),
        category: 'package-import',
        newValue: row.data,
        message: `Imported package '${content.name}' from ${request.fileName}`,
      });
      created.push(row);
    }
    await noteRecordChanges(trx, created);
    return created;
  });
  return buildAnswers(db, viewer, rows);
}

const EXPORTED_FIELDS = ['name', 'description', 'version', 'kind', 'category', 'type', 'distrChannel', 'pkgCategory', 'pkgType', 'culture', 'analyst', 'recTags', 'sstRes', 'rptStatus'];

export async function collectPackages(db: Kysely<Database>, rows: RecordRow[]): Promise<ExportPackage[]> {
  const result: ExportPackage[] = [];
  for (const row of rows) {
    const content = JSON.parse(row.data) as Record<string, unknown> & { files?: { path: string; size: number; sha256: string }[] };
    const stored = await db.selectFrom('package_files').select(['path', 'size', 'sha256', 'content']).where('record_id', '=', row.id).orderBy('id').execute();
    const files = stored.map((f) => ({ path: f.path, data: new Uint8Array(Buffer.from(f.content, 'base64')) }));
    const meta = Object.fromEntries(EXPORTED_FIELDS.filter((k) => content[k] !== undefined).map((k) => [k, content[k]]));
    result.push({ meta: { ...meta, guid: row.guid, name: String(content.name), files: content.files ?? [] }, files });
  }
  return result;
}
