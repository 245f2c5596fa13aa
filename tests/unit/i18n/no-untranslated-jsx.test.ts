// Issue 13: every text the client shows is translated. The catalogs test covers the texts the code marks;
// this one finds the texts it forgot to mark: words written as JSX text, or as a literal title, label,
// placeholder, aria-label or alt, outside <Trans>. ('No items.' in an empty child table stayed English.)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SHOWN_ATTRIBUTES = new Set(['title', 'label', 'placeholder', 'aria-label', 'aria-description', 'alt']);
const WORDS = /[A-Za-z]{2,}/;

function untranslated(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node, inTrans: boolean): void => {
    const trans = inTrans || (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Trans');
    if (ts.isJsxText(node) && !trans && WORDS.test(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer) && WORDS.test(node.initializer.text)) {
      found.push(`${where(node)} ${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, (child) => visit(child, trans));
  };
  visit(source, false);
  return found;
}

describe('texts of the screens', () => {
  it('writes no words in JSX that do not go through the catalogs', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx')).map((f) => join('src', f));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(untranslated)).toEqual([]);
  });
});
