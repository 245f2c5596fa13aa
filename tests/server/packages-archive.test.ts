import { deflateSync, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deflatedZeros, fileRef, handmadeZip, packageMeta, pkg, storedJson, xpkg } from './support/package-archives';
import type { Listing, RawEntry } from './support/package-archives';
import { messages, record } from './support/record-requests';
import { useRecordServer } from './support/record-server';

const env = useRecordServer();

const IMPORT = '/api/db/package/ImportPackages';
const files = [
  { path: 'bin/driver.dll', text: 'MZ binary-ish content \u0000\u0001' },
  { path: 'docs/readme.md', text: '# Driver\nČšž unicode' },
];

async function counts(): Promise<[number, number]> {
  const r = await env.server.database.db.selectFrom('records').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const f = await env.server.database.db.selectFrom('package_files').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return [Number(r.n), Number(f.n)];
}

describe('package export and import', () => {
  it('round-trips packages losslessly: export → import gives equal fields and bytes', async () => {
    const imported = await env.admin.upload(IMPORT, 'driver.xpkg', xpkg([{ meta: packageMeta('Round trip driver', files), files }]));
    expect(imported.status, imported.text).toBe(201);
    const original = record({ ...imported, body: (imported.body as { items: unknown[] }).items[0] });

    const exported = await env.admin.client.request('GET', `/api/db/package/export?ids=${original.id}`, { token: env.admin.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('filename="Round trip driver.xpkg"');
    const res = await fetch(`${env.server.baseUrl}/api/db/package/export?ids=${original.id}`, { headers: { authorization: `Bearer ${env.admin.token}` } });
    const archive = new Uint8Array(await res.arrayBuffer());
    const entries = unzipSync(archive);
    expect(Object.keys(entries).sort()).toEqual(['manifest.json', 'packages/0/bin/driver.dll', 'packages/0/docs/readme.md']);

    await env.server.database.db.updateTable('records').set({ deleted: 1 }).where('id', '=', original.id).execute();
    const again = await env.admin.upload(IMPORT, 'copy.xpkg', archive);
    expect(again.status, again.text).toBe(201);
    const copy = (again.body as { items: Record<string, unknown>[] }).items[0] as Record<string, unknown>;
    const fields = ['name', 'description', 'version', 'kind', 'category', 'type', 'distrChannel', 'pkgCategory', 'pkgType', 'culture', 'analyst', 'recTags', 'sstRes', 'rptStatus', 'files'];
    for (const field of fields) expect(copy[field], field).toEqual((original as Record<string, unknown>)[field]);
    expect(copy.id).not.toBe(original.id);
    expect(copy.tampered).toBe(false);

    const second = await fetch(`${env.server.baseUrl}/api/db/package/export?ids=${String(copy.id)}`, { headers: { authorization: `Bearer ${env.admin.token}` } });
    const secondEntries = unzipSync(new Uint8Array(await second.arrayBuffer()));
    for (const file of files) expect(secondEntries[`packages/0/${file.path}`]).toEqual(entries[`packages/0/${file.path}`]);
  });

  it('imports the single-package .pkg form', async () => {
    const res = await env.admin.upload(IMPORT, 'legacy.pkg', pkg(packageMeta('Legacy pkg', files.slice(1)), files.slice(1)));
    expect(res.status, res.text).toBe(201);
    expect((res.body as { items: { name: string; files: unknown[] }[] }).items[0]).toMatchObject({ name: 'Legacy pkg', files: [fileRef(files[1] as (typeof files)[number])] });
  });

  it('imports stored (uncompressed) entries, and an archive written by hand with honest sizes', async () => {
    const meta = packageMeta('Stored driver', files);
    const stored = zipSync({ 'manifest.json': strToU8(JSON.stringify(meta)), ...Object.fromEntries(files.map((f) => [`content/${f.path}`, strToU8(f.text)])) }, { level: 0 });
    const res = await env.admin.upload(IMPORT, 'stored.pkg', stored);
    expect(res.status, res.text).toBe(201);
    const raw = files.map((f): RawEntry => ({ method: 0, data: strToU8(f.text), size: strToU8(f.text).length }));
    const handmade = handmadeZip([storedJson(packageMeta('Handmade driver', files)), ...raw], [{ name: 'manifest.json', at: 0 }, ...files.map((f, i) => ({ name: `content/${f.path}`, at: i + 1 }))]);
    const again = await env.admin.upload(IMPORT, 'handmade.pkg', handmade);
    expect(again.status, again.text).toBe(201);
  });

  it('needs the export right to export and the package creation right to import', async () => {
    expect((await env.operator.get('/api/db/package/export?ids=1')).status).toBe(403);
    const refused = await env.engineer.upload(IMPORT, 'x.xpkg', xpkg([{ meta: packageMeta('Nope', files), files }]));
    expect(refused.status).toBe(403);
  });
});

describe('hostile and malformed archives', () => {
  const good = () => packageMeta('Hostile', [{ path: 'a.txt', text: 'a' }]);

  const cases: [string, string, () => Uint8Array, RegExp][] = [
    ['path traversal', 'evil.xpkg', () => zipSync({ 'manifest.json': strToU8(JSON.stringify({ format: 'xpkg', formatVersion: 1, packages: [good()] })), 'packages/0/a.txt': strToU8('a'), '../../etc/passwd': strToU8('x') }), /unsafe file name/],
    ['absolute path', 'abs.xpkg', () => zipSync({ 'manifest.json': strToU8(JSON.stringify({ format: 'xpkg', formatVersion: 1, packages: [good()] })), 'packages/0/a.txt': strToU8('a'), '/etc/cron.d/x': strToU8('x') }), /unsafe file name/],
    ['traversal inside the manifest', 'm.xpkg', () => xpkg([{ meta: packageMeta('T', [{ path: '../up.txt', text: 'u' }]), files: [] }]), /unsafe file name|missing or invalid/],
    ['zip bomb by ratio', 'bomb.xpkg', () => zipSync({ 'manifest.json': strToU8(JSON.stringify({ format: 'xpkg', formatVersion: 1, packages: [good()] })), 'packages/0/a.txt': new Uint8Array(8 * 1024 * 1024) }), /zip bomb/],
    ['too many entries', 'many.xpkg', () => zipSync(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}.txt`, strToU8('x')]))), /too many entries/],
    ['missing manifest', 'none.xpkg', () => zipSync({ 'a.txt': strToU8('a') }), /manifest/],
    ['manifest not JSON', 'nj.xpkg', () => zipSync({ 'manifest.json': strToU8('{nope') }), /manifest/],
    ['manifest of the wrong format', 'wf.xpkg', () => zipSync({ 'manifest.json': strToU8(JSON.stringify({ format: 'other', packages: [] })) }), /manifest/],
    ['file hash mismatch', 'hash.xpkg', () => zipSync({ 'manifest.json': strToU8(JSON.stringify({ format: 'xpkg', formatVersion: 1, packages: [good()] })), 'packages/0/a.txt': strToU8('b') }), /size or hash/],
    ['invalid package fields', 'bad.xpkg', () => xpkg([{ meta: { ...good(), kind: 99 }, files: [{ path: 'a.txt', text: 'a' }] }]), /Unknown package kind/],
    ['not a zip', 'text.xpkg', () => strToU8('just text'), /not a valid package archive/],
    ['wrong extension', 'x.zip', () => xpkg([{ meta: good(), files: [{ path: 'a.txt', text: 'a' }] }]), /Only .xpkg and .pkg/],
  ];

  it.each(cases)('refuses %s with 400 and stores nothing', async (_name, fileName, build, message) => {
    const before = await counts();
    const res = await env.admin.upload(IMPORT, fileName, build());
    expect(res.status, res.text).toBe(400);
    expect(messages(res).join(' ')).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('refuses an upload without a file', async () => {
    const res = await env.admin.upload(IMPORT, 'x.xpkg', strToU8('x'), 'other');
    expect(res.status).toBe(400);
    expect(messages(res)).toEqual(['Choose a package file (.xpkg or .pkg) to import.']);
  });
});

describe('archives whose directory lies about its entries', () => {
  const MALFORMED = /package archive is malformed/;
  const manifest = storedJson(packageMeta('Liar', [{ path: 'a.bin', text: 'a' }]));
  const fourMiB: RawEntry = { method: 0, data: new Uint8Array(4 * 1024 * 1024).fill(7), size: 4 * 1024 * 1024 };
  const zeros = deflatedZeros(256);
  const zerosEntry: RawEntry = { method: 8, data: zeros, size: 256 * 1024 * 1024 };
  const listed = (times: number, extra: Omit<Listing, 'name'>): Listing[] => [{ name: 'manifest.json', at: 0 }, ...Array.from({ length: times }, (_, i) => ({ name: `content/f${i}.bin`, ...extra }))];

  const cases: [string, () => Uint8Array][] = [
    ['one 4 MiB stored entry listed 200 times, each claiming 0 bytes', () => handmadeZip([manifest, fourMiB], listed(200, { at: 1, size: 0 }))],
    ['one 4 MiB stored entry listed 15 times with its true size', () => handmadeZip([manifest, fourMiB], listed(15, { at: 1 }))],
    ['256 MiB of deflated zeros listed 20 times, each claiming 1 KiB', () => handmadeZip([manifest, zerosEntry], listed(20, { at: 1, size: 1024 }))],
    ['256 MiB of deflated zeros listed once, claiming 1 KiB', () => handmadeZip([manifest, zerosEntry], listed(1, { at: 1, size: 1024 }))],
    ['a deflated entry that unpacks to less than it claims', () => handmadeZip([manifest, { method: 8, data: deflateSync(strToU8('hello')), size: 6 }], listed(1, { at: 1 }))],
    ['an unsupported compression method', () => handmadeZip([manifest, { method: 12, data: strToU8('BZh9'), size: 100 }], listed(1, { at: 1 }))],
  ];

  it.each(cases)('refuses %s with 400, stores nothing and stays responsive', async (_name, build) => {
    const before = await counts();
    const res = await env.admin.upload(IMPORT, 'liar.pkg', build());
    expect(res.status, res.text).toBe(400);
    expect(messages(res).join(' ')).toMatch(MALFORMED);
    expect(await counts()).toEqual(before);
    const health = await fetch(`${env.server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
