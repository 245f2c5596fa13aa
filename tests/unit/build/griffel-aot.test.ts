import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, parseAst } from 'vite';
import { resolveStyleRulesForSlots } from '@griffel/core';
import type { Rollup } from 'vite';
import { griffelAot } from '../../../scripts/vite-griffel-aot';
import { griffelExtraction, literalValue } from '../../../scripts/vite-griffel-extraction';

const FIXTURE = fileURLToPath(new URL('./fixtures/griffel-aot', import.meta.url));

type Built = { modules: Map<string, string>; html: string; warnings: string[] };

/** Builds the fixture app with the two plugins in the app's order: each fixture module's code as bundled, and the page. */
async function buildFixture(): Promise<Built> {
  const warnings: string[] = [];
  const output = (await build({
    configFile: false,
    root: FIXTURE,
    logLevel: 'silent',
    plugins: [griffelAot(), griffelExtraction()],
    build: {
      write: false,
      minify: false,
      rollupOptions: { onwarn: (warning) => void warnings.push(warning.message) },
    },
  })) as Rollup.RollupOutput;
  const modules = new Map<string, string>();
  for (const file of output.output) {
    if (file.type !== 'chunk') continue;
    for (const [id, info] of Object.entries(file.modules)) if (id.startsWith(FIXTURE) && info.code) modules.set(id.slice(FIXTURE.length + 1), info.code);
  }
  const html = output.output.find((file) => file.fileName === 'index.html');
  return { modules, html: html?.type === 'asset' ? String(html.source) : '', warnings };
}

describe('Griffel build-time precompilation of the app’s styles', () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildFixture();
  }, 120_000);

  it('evaluates makeStyles, makeResetStyles and makeStaticStyles with tokens, shorthands and imported constants, and leaves only class names in the script', () => {
    const js = built.modules.get('src/evaluable.styles.ts') ?? '';
    expect(js).not.toMatch(/\bmake(Styles|ResetStyles|StaticStyles)\(/);
    expect(js).not.toMatch(/__(styles|resetStyles|staticStyles)\(/);
    expect(js).toMatch(/__css\(\{\s*root: \{\s*sj55zd: "f[a-z0-9]+",/);
    expect(js).toMatch(/__resetCSS\("r[a-z0-9]+", null\)/);
    expect(js).toMatch(/__staticCSS\(\)/);
    // No CSS text is left in the script.
    expect(js).not.toContain('var(--colorBrandForeground1)');
    expect(js).not.toContain('fixture-static');
  });

  it('puts the evaluated rules into index.html as Griffel style elements', () => {
    const { html } = built;
    expect(html).toMatch(/<style data-make-styles-bucket="d" data-priority="0">[^<]*\{color:var\(--colorBrandForeground1\);\}/);
    expect(html).toContain('padding-top:7px;');
    expect(html).toMatch(/<style data-make-styles-bucket="r" data-priority="0">[^<]*display:flex;column-gap:14px;/);
    expect(html).toMatch(/<style data-make-styles-bucket="d" data-priority="0">[^<]*\.fixture-static\{margin:21px;\}/);
    expect(html).toMatch(/<style data-make-styles-bucket="m" data-priority="0" media="\(min-width: 800px\)">@media \(min-width: 800px\)\{\.[a-z0-9]+\{width:50%;\}\}/);
  });

  it('gives the class names Griffel gives the same styles at runtime', () => {
    // The fixture's makeStyles with its tokens and shorthand spelled out.
    const [classes] = resolveStyleRulesForSlots({
      root: { color: 'var(--colorBrandForeground1)', paddingTop: '7px', paddingRight: '7px', paddingBottom: '7px', paddingLeft: '7px', '@media (min-width: 800px)': { width: '50%' } },
    });
    const call = /__css\((\{[\s\S]*?\})\);/.exec(built.modules.get('src/evaluable.styles.ts') ?? '');
    expect(call).not.toBeNull();
    const program = parseAst(`(${call![1]})`) as unknown as { body: { expression: Parameters<typeof literalValue>[0] }[] };
    expect(literalValue(program.body[0]!.expression)).toEqual(classes);
    for (const name of Object.values(classes.root).flat()) expect(built.html).toContain(`.${name}{`);
  });

  it('leaves a makeStyles call whose evaluation throws to runtime, with a warning, instead of failing the build', () => {
    const { modules, warnings } = built;
    expect(modules.get('src/throwing.styles.ts')).toMatch(/makeStyles\(\{\s*root: \{ color: accent \}/);
    expect(warnings.filter((message) => message.includes('makeStyles left to runtime') && message.includes('throwing.styles.ts'))).toHaveLength(1);
  });
});
