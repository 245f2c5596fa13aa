// Imports packages read from an archive as new package records (with their content files), and
// collects records back into exportable packages. Import and export are lossless: content fields,
// tags and every file byte survive a round trip.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RecordAnswer } from '../../src/domain/records/record-wire';
import type { Database, RecordRow } from '../db/schema';
import { writeAudit } from '../services/audit-log';
import { appendRecordChanges } from '../sync/change-log';
import { httpError } from '../services/http-error';
import { CONTENT_SCHEMAS } from '../records/record-content';
import type { RecordContent } from '../records/record-content';
import { buildAnswers } from '../records/record-reader';
import { insertRecord } from '../records/record-store';
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

export async function importPackages(db: Kysely<Database>, viewer: Viewer, packages: ArchivePackage[], request: { ip: string; fileName: string }): Promise<RecordAnswer[]> {
  const contents = packages.map(packageContent);
  const rows = await db.transaction().execute(async (trx) => {
    const created: RecordRow[] = [];
    for (const [index, pkg] of packages.entries()) {
      const content = contents[index] as RecordContent;
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
      if (pkg.files.length > 0) {
        await trx
          .insertInto('package_files')
          .values(pkg.files.map((f) => ({ record_id: row.id, path: f.path, size: f.data.length, sha256: f.sha256, content: Buffer.from(f.data).toString('base64') })))
          .execute();
      }
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
    await appendRecordChanges(trx, created);
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
