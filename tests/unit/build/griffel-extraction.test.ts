import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GriffelCss } from '../../../scripts/griffel-css';
import { extractModule } from '../../../scripts/vite-griffel-extraction';

const FLUENT_LIKE = `
import { __styles, __resetStyles, __staticStyles as staticOnes, mergeClasses } from '@griffel/react';
const dynamic = 'red';
export const useRoot = /*#__PURE__*/__resetStyles("r1", "r1rtl", [".r1{display:flex;}", ".r1rtl{display:flex;}"]);
export const useStyles = /*#__PURE__*/__styles({ root: { sj55zd: "f1" } }, {
  d: [".f1{color:red;}", [".f2{padding:0;}", { p: -1 }]],
  m: [["@media (max-width: 480px){.f3{width:100%;}}", { m: "(max-width: 480px)" }]],
});
export const useKept = __styles({ root: { a: "f9" } }, { d: [\`.f9{color:\${dynamic};}\`] });
export const useGlobal = staticOnes({ d: ["body{margin:0;}"] });
export { mergeClasses };
`;

describe('Griffel build-time extraction', () => {
  it('replaces each precompiled call whose rules are literals by its class-name-only form and returns the rules', () => {
    const out = extractModule(FLUENT_LIKE, '/x/node_modules/@fluentui/react-x/lib/x.styles.js');
    expect(out).not.toBeNull();
    const code = out!.code;
    expect(code).toContain('__griffelExtracted__resetCSS("r1", "r1rtl")');
    expect(code).toContain('__griffelExtracted__css({ root: { sj55zd: "f1" } })');
    expect(code).toContain('__griffelExtracted__staticCSS()');
    expect(code).toMatch(/^import \{ __resetCSS as __griffelExtracted__resetCSS, __css as __griffelExtracted__css, __staticCSS as __griffelExtracted__staticCSS \} from '@griffel\/react';/);
    // The template with an expression is not a literal: it stays and inserts at runtime.
    expect(code).toContain('__styles({ root: { a: "f9" } }, { d: [`.f9{color:${dynamic};}`] })');
    expect(out!.rules).toEqual([
      { r: ['.r1{display:flex;}', '.r1rtl{display:flex;}'] },
      { d: ['.f1{color:red;}', ['.f2{padding:0;}', { p: -1 }]], m: [['@media (max-width: 480px){.f3{width:100%;}}', { m: '(max-width: 480px)' }]] },
      { d: ['body{margin:0;}'] },
    ]);
  });

  it('leaves a module without Griffel imports alone', () => {
    expect(extractModule('const __styles = (a, b) => a; export const x = __styles({}, { d: [] });', 'x.js')).toBeNull();
  });

  it('extracts every precompiled call of a real Fluent component', () => {
    const file = fileURLToPath(new URL('../../../node_modules/@fluentui/react-button/lib/components/Button/useButtonStyles.styles.js', import.meta.url));
    const code = readFileSync(file, 'utf8');
    const out = extractModule(code, file);
    expect(out).not.toBeNull();
    expect(out!.code).not.toMatch(/[^d]__(styles|resetStyles)\(/);
    const css = out!.rules.flatMap((rules) => Object.values(rules).flat()).map((entry) => (Array.isArray(entry) ? entry[0] : entry));
    expect(css.some((rule) => rule.startsWith('.') && rule.includes('min-width:96px'))).toBe(true);
  });
});

describe('GriffelCss', () => {
  it("lays the rules out as Griffel's renderer does: by bucket, media query and priority, each rule once", () => {
    const css = new GriffelCss();
    css.add({
      h: ['.h1:hover{color:red;}'],
      m: [
        ['@media (min-width: 800px){.m2{width:1px;}}', { m: '(min-width: 800px)' }],
        ['@media (forced-colors: active){.m1{color:CanvasText;}}', { m: '(forced-colors: active)' }],
      ],
      d: ['.d1{color:red;}', ['.d0{padding:0;}', { p: -1 }]],
    });
    css.add({ r: ['.r1{display:flex;}'], d: ['.d1{color:red;}', '.d2{margin:0;}'] });
    expect(css.elements()).toEqual([
      { attrs: { 'data-make-styles-bucket': 'r', 'data-priority': '0' }, css: '.r1{display:flex;}' },
      { attrs: { 'data-make-styles-bucket': 'd', 'data-priority': '-1' }, css: '.d0{padding:0;}' },
      { attrs: { 'data-make-styles-bucket': 'd', 'data-priority': '0' }, css: '.d1{color:red;}.d2{margin:0;}' },
      { attrs: { 'data-make-styles-bucket': 'h', 'data-priority': '0' }, css: '.h1:hover{color:red;}' },
      { attrs: { 'data-make-styles-bucket': 'm', 'data-priority': '0', media: '(forced-colors: active)' }, css: '@media (forced-colors: active){.m1{color:CanvasText;}}' },
      { attrs: { 'data-make-styles-bucket': 'm', 'data-priority': '0', media: '(min-width: 800px)' }, css: '@media (min-width: 800px){.m2{width:1px;}}' },
    ]);
  });
});

describe('Griffel build-time extraction of @griffel/core calls', () => {
  it("keeps a core call on core's form, which takes the direction and renderer (FluentProvider's styles)", () => {
    const code = `import { __styles } from '@griffel/core';\nexport const useX = __styles({ root: { a: "f1" } }, { d: [".f1{text-align:left;}"] });\n`;
    const out = extractModule(code, '/x/node_modules/@fluentui/react-provider/lib/x.styles.js');
    expect(out!.code).toContain("import { __css as __griffelExtractedCore__css } from '@griffel/core';");
    expect(out!.code).toContain('__griffelExtractedCore__css({ root: { a: "f1" } })');
    expect(out!.code).not.toContain("from '@griffel/react'");
  });
});
