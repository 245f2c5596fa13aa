// Re-importing a package the server already holds (issue 12): asked, not silently duplicated.
import { describe, expect, it } from 'vitest';
import { duplicateMessage } from '../../src/domain/records/package-duplicates';
import { packageMeta, xpkg } from './support/package-archives';
import { useRecordServer } from './support/record-server';

const env = useRecordServer();
const IMPORT = '/api/db/package/ImportPackages';

type Item = { id: number; recRev: number; name: string; files: { path: string; sha256: string }[] };

async function exportedArchive(name: string, files: { path: string; text: string }[]): Promise<{ original: Item; archive: Uint8Array }> {
  const imported = await env.admin.upload(IMPORT, 'first.xpkg', xpkg([{ meta: packageMeta(name, files), files }]));
  expect(imported.status, imported.text).toBe(201);
  const original = (imported.body as { items: Item[] }).items[0] as Item;
  const res = await fetch(`${env.server.baseUrl}/api/db/package/export?ids=${original.id}`, { headers: { authorization: `Bearer ${env.admin.token}` } });
  return { original, archive: new Uint8Array(await res.arrayBuffer()) };
}

async function packagesNamed(name: string): Promise<number> {
  const rows = await env.server.database.db.selectFrom('records').select('id').where('entity', '=', 'package').where('name', '=', name).where('deleted', '=', 0).execute();
  return rows.length;
}

describe('re-importing a package already on the server', () => {
  it('asks (409, one item per package) and imports nothing when the same package comes back', async () => {
    const name = `Reimport ask ${Date.now()}`;
    const { archive } = await exportedArchive(name, [{ path: 'a.txt', text: 'one' }]);
    const again = await env.admin.upload(IMPORT, 'again.xpkg', archive);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: [{ msg: duplicateMessage(name, true), field: 'duplicate', severity: 2 }] });
    expect(await packagesNamed(name)).toBe(1);
  });

  it('keeps both on request: a second package with its own identity', async () => {
    const name = `Reimport keep ${Date.now()}`;
    const { original, archive } = await exportedArchive(name, [{ path: 'a.txt', text: 'one' }]);
    const kept = await env.admin.upload(`${IMPORT}?onDuplicate=keep`, 'again.xpkg', archive);
    expect(kept.status, kept.text).toBe(201);
    expect((kept.body as { items: Item[] }).items[0]?.id).not.toBe(original.id);
    expect(await packagesNamed(name)).toBe(2);
  });

  it('replaces on request: the same record gets the file’s content as its next revision, files included', async () => {
    const name = `Reimport replace ${Date.now()}`;
    const { original, archive } = await exportedArchive(name, [{ path: 'a.txt', text: 'one' }]);
    // The same package (its guid) with other content: a changed file.
    const manifest = JSON.parse(new TextDecoder().decode((await import('fflate')).unzipSync(archive)['manifest.json'])) as { packages: { guid?: string }[] };
    const guid = manifest.packages[0]?.guid;
    expect(guid).toBeTruthy();
    const changed = xpkg([{ meta: { ...packageMeta(name, [{ path: 'a.txt', text: 'two' }]), guid }, files: [{ path: 'a.txt', text: 'two' }] }]);
    const asked = await env.admin.upload(IMPORT, 'changed.xpkg', changed);
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ error: [{ msg: duplicateMessage(name, false), field: 'duplicate', severity: 2 }] });

    const replaced = await env.admin.upload(`${IMPORT}?onDuplicate=replace`, 'changed.xpkg', changed);
    expect(replaced.status, replaced.text).toBe(201);
    const item = (replaced.body as { items: Item[] }).items[0] as Item;
    expect(item.id).toBe(original.id);
    expect(item.recRev).toBe(original.recRev + 1);
    expect(item.files.map((f) => f.sha256)).not.toEqual(original.files.map((f) => f.sha256));
    const stored = await env.server.database.db.selectFrom('package_files').select('content').where('record_id', '=', original.id).execute();
    expect(stored.map((f) => Buffer.from(f.content, 'base64').toString())).toEqual(['two']);
    expect(await packagesNamed(name)).toBe(1);
    const audit = await env.server.database.db.selectFrom('audit_log').select('category').where('entity', '=', 'package').where('entity_id', '=', String(original.id)).execute();
    expect(audit.map((a) => a.category)).toContain('package-import-replace');
  });

  it('refuses an unknown choice with the query field', async () => {
    const res = await env.admin.upload(`${IMPORT}?onDuplicate=merge`, 'x.xpkg', xpkg([{ meta: packageMeta('x', []), files: [] }]));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('onDuplicate');
  });
});
