// The build refuses a catalog with a text left untranslated (issue 13: German and Slovenian have no
// fallback, so a hole would show as nothing). Runs the Lingui plugin exactly as vite.config.ts sets it up,
// on a copy of the Lingui config in a scratch folder whose German catalog lacks one translation.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';

const repo = process.cwd();
// Under node_modules, so the copied config finds its packages as the real one does.
const cache = join(repo, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(join(cache, 'lingui-build-'));
mkdirSync(join(scratch, 'src', 'i18n'), { recursive: true });
mkdirSync(join(scratch, 'src', 'locales', 'de'), { recursive: true });
mkdirSync(join(scratch, 'src', 'features'), { recursive: true });
cpSync(join(repo, 'src', 'i18n', 'lingui.config.ts'), join(scratch, 'src', 'i18n', 'lingui.config.ts'));

function catalog(translation: string): string {
  return ['msgid ""', 'msgstr ""', '"Language: de\\n"', '', 'msgid "Sign in"', 'msgstr "Anmelden"', '', 'msgid "Password"', `msgstr "${translation}"`, ''].join('\n');
}

// The config (and its Lingui plugin) reads the catalogs relative to the folder it starts in.
process.chdir(scratch);
const { default: viteConfig } = await import('../../../vite.config');
process.chdir(repo);
const plugin = (viteConfig.plugins ?? []).flat().find((p): p is Plugin => !!p && typeof p === 'object' && 'name' in p && p.name === 'vite-plugin-lingui');

async function compile(file: string): Promise<unknown> {
  const transform = plugin?.transform;
  if (typeof transform !== 'function') throw new Error('the Lingui plugin has no transform');
  return transform.call({ addWatchFile: () => {} } as never, '', file);
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the build and the catalogs', () => {
  it('compiles a complete German catalog', async () => {
    const file = join(scratch, 'src', 'locales', 'de', 'signed-out.po');
    writeFileSync(file, catalog('Passwort'));
    expect(await compile(file)).toMatchObject({ code: expect.stringContaining('Passwort') });
  });

  it('fails on a German catalog with a text left untranslated, naming it', async () => {
    const file = join(scratch, 'src', 'locales', 'de', 'signed-out.po');
    writeFileSync(file, catalog(''));
    await expect(compile(file)).rejects.toThrow(/Password[\s\S]*failOnMissing=true/);
  });
});
