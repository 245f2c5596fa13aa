// Build-time extraction of Fluent UI's styles (issue 13: the login page's script ≤ 150 kB gzip, and no
// runtime style insertion on a slow tablet CPU). Fluent ships its styles precompiled as
// `__styles(classes, cssRules)`, `__resetStyles(ltr, rtl, cssRules)` and `__staticStyles(cssRules)`; the
// rules are plain literals. This plugin moves them out of the script into <style> elements of index.html
// (GriffelCss) and leaves the class-name-only forms Griffel provides for this (`__css`, `__resetCSS`,
// `__staticCSS`). A call whose rules are not plain literals is left as it is and inserts at runtime.
// The app's own makeStyles calls reach this plugin in the same precompiled form (griffelAot, which must
// run before it); Griffel's webpack extraction plugin, which would do this, is webpack's.
import MagicString from 'magic-string';
import { parseAst } from 'vite';
import type { Plugin } from 'vite';
import type { CSSRulesByBucket } from '@griffel/core';
import { GriffelCss } from './griffel-css';

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

// The app's precompiled calls import from @fluentui/react-components, which re-exports @griffel/react's forms.
const GRIFFEL_MODULES = new Set(['@griffel/react', '@griffel/core', '@fluentui/react-components']);
const REPLACEMENT = { __styles: '__css', __resetStyles: '__resetCSS', __staticStyles: '__staticCSS' } as const;
type Precompiled = keyof typeof REPLACEMENT;
const ALIAS_PREFIX = '__griffelExtracted';
// One alias per package, so a module importing the same form from two packages gets two names.
const ALIAS_PACKAGE: Record<string, string> = { '@griffel/react': '', '@griffel/core': 'Core', '@fluentui/react-components': 'Fluent' };

class NotLiteral extends Error {}

/** The value of an expression made of string, number, array and object literals only. */
export function literalValue(node: AstNode): unknown {
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string' || typeof node.value === 'number' || node.value === null) return node.value;
      throw new NotLiteral();
    case 'UnaryExpression': {
      // Priorities are written as `p: -1`.
      const argument = literalValue(node.argument as AstNode);
      if (node.operator === '-' && typeof argument === 'number') return -argument;
      throw new NotLiteral();
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      if ((node.expressions as unknown[]).length > 0) throw new NotLiteral();
      return quasis.map((q) => q.value.cooked).join('');
    }
    case 'ArrayExpression':
      return (node.elements as (AstNode | null)[]).map((element) => {
        if (element === null || element.type === 'SpreadElement') throw new NotLiteral();
        return literalValue(element);
      });
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties as AstNode[]) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') throw new NotLiteral();
        const key = property.key as AstNode;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null) throw new NotLiteral();
        out[name] = literalValue(property.value as AstNode);
      }
      return out;
    }
    default:
      throw new NotLiteral();
  }
}

function* walk(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (node === null || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
  yield node as AstNode;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && value !== null && typeof value === 'object') yield* walk(value);
  }
}

type Imported = { kind: Precompiled; from: string };

/** Local names under which a module imports the precompiled-style functions, and from which Griffel package. */
function precompiledImports(program: AstNode): Map<string, Imported> {
  const names = new Map<string, Imported>();
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration' || !GRIFFEL_MODULES.has((statement.source as AstNode).value as string)) continue;
    for (const specifier of statement.specifiers as AstNode[]) {
      const imported = specifier.imported as AstNode | undefined;
      const name = imported?.name as string | undefined;
      if (specifier.type === 'ImportSpecifier' && name !== undefined && name in REPLACEMENT)
        names.set((specifier.local as AstNode).name as string, { kind: name as Precompiled, from: (statement.source as AstNode).value as string });
    }
  }
  return names;
}

export type ExtractedModule = { code: string; map: ReturnType<MagicString['generateMap']>; rules: CSSRulesByBucket[] };

/** Rewrites one module; null when it has no precompiled call whose rules are literals. */
export function extractModule(code: string, id: string): ExtractedModule | null {
  const program = parseAst(code) as unknown as AstNode;
  const imports = precompiledImports(program);
  if (imports.size === 0) return null;
  const out = new MagicString(code);
  const rules: CSSRulesByBucket[] = [];
  // By package: @griffel/core's forms take ({ dir, renderer }), @griffel/react's are hooks; each keeps its own.
  const used = new Map<string, Set<Precompiled>>();
  for (const node of walk(program)) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as AstNode;
    const imported = callee.type === 'Identifier' ? imports.get(callee.name as string) : undefined;
    if (imported === undefined) continue;
    const { kind, from } = imported;
    const args = node.arguments as AstNode[];
    // Each form's rules are its last argument; a custom insertion factory (a fourth argument) is left alone.
    const rulesIndex = kind === '__styles' ? 1 : kind === '__resetStyles' ? 2 : 0;
    if (args.length !== rulesIndex + 1) continue;
    let value: unknown;
    try {
      value = literalValue(args[rulesIndex] as AstNode);
    } catch (error) {
      if (error instanceof NotLiteral) continue;
      throw error;
    }
    // __resetStyles takes a bare array for the reset bucket.
    rules.push((Array.isArray(value) ? { r: value } : value) as CSSRulesByBucket);
    const kept = args.slice(0, rulesIndex).map((arg) => code.slice(arg.start, arg.end));
    const alias = `${ALIAS_PREFIX}${ALIAS_PACKAGE[from]}${REPLACEMENT[kind]}`;
    out.overwrite(node.start, node.end, `${alias}(${kept.join(', ')})`);
    used.set(from, (used.get(from) ?? new Set()).add(kind));
  }
  if (rules.length === 0) return null;
  for (const [from, kinds] of used) {
    const prefix = `${ALIAS_PREFIX}${ALIAS_PACKAGE[from]}`;
    const specifiers = [...kinds].map((kind) => `${REPLACEMENT[kind]} as ${prefix}${REPLACEMENT[kind]}`);
    out.prepend(`import { ${specifiers.join(', ')} } from '${from}';\n`);
  }
  return { code: out.toString(), map: out.generateMap({ hires: true, source: id }), rules };
}

const FLUENT_FILE = /[\\/]node_modules[\\/]@fluentui[\\/][^?]*\.js$/;
const APP_FILE = /[\\/]src[\\/][^?]*\.tsx?$/;

export function griffelExtraction(): Plugin {
  // By module id, so the page's CSS is the same whatever order the bundler transformed the modules in.
  const byModule = new Map<string, CSSRulesByBucket[]>();
  return {
    name: 'griffel-extraction',
    apply: 'build',
    transform(code, id) {
      const ours = APP_FILE.test(id) && !id.includes('node_modules');
      if (!(FLUENT_FILE.test(id) || ours) || !/__(styles|resetStyles|staticStyles)\b/.test(code)) return null;
      const extracted = extractModule(code, id);
      if (!extracted) return null;
      byModule.set(id, extracted.rules);
      return { code: extracted.code, map: extracted.map };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        // Fluent's index modules re-export every component, so the styles of many are transformed but never
        // bundled: only the styles of modules that made it into a chunk go into the page.
        const bundled = new Set<string>();
        for (const output of Object.values(bundle ?? {})) {
          if (output.type !== 'chunk') continue;
          for (const [id, info] of Object.entries(output.modules)) if (info.renderedLength > 0) bundled.add(id);
        }
        const css = new GriffelCss();
        for (const id of [...byModule.keys()].filter((id) => bundled.has(id)).sort()) for (const rules of byModule.get(id) ?? []) css.add(rules);
        return css.elements().map(({ attrs, css: children }) => ({ tag: 'style', attrs, children, injectTo: 'head' as const }));
      },
    },
  };
}
