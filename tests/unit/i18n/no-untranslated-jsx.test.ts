// Issue 13: every text the client shows is translated. The catalogs test covers the texts the code marks;
// this one finds the texts it forgot to mark: words written as JSX text, as a literal in a JSX child
// expression ({'…'}, a template, either branch of a condition), or as the literal value of an attribute a
// user reads (title, label, placeholder, aria-*, a tooltip's content, a field's hint or message), outside
// <Trans>. ('No items.' in an empty child table stayed English.) And phrases kept in data for a screen to
// show, an object's description, label or title not marked /*i18n*/ for extraction (the shortcut help's
// "Go to the screen's search box" stayed English).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SHOWN_ATTRIBUTES = new Set(['title', 'label', 'placeholder', 'aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'alt', 'content', 'hint', 'validationMessage', 'description', 'header']);
const WORDS = /[A-Za-z]{2,}/;

/** The literal texts an expression shows as it is: a string, a template's text, a condition's branches. */
function shownLiterals(expression: ts.Expression | undefined): string[] {
  if (!expression) return [];
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  if (ts.isBinaryExpression(expression) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(expression.operatorToken.kind)) return shownLiterals(expression.right);
  return [];
}

/** Every TypeScript file of the client, parsed once for both checks. */
const SOURCES = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f))
  .map((f) => join('src', f))
  .map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));

/** file:line of a node, for the failure's list. */
const where = (source: ts.SourceFile, node: ts.Node) => `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

function untranslated(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node, inTrans: boolean): void => {
    const trans = inTrans || (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Trans');
    if (ts.isJsxText(node) && !trans && WORDS.test(node.text)) found.push(`${where(source, node)} ${node.text.trim()}`);
    // A child expression of an element (not an attribute's value, checked below only for shown attributes).
    if (ts.isJsxExpression(node) && !trans && !ts.isJsxAttribute(node.parent)) {
      for (const text of shownLiterals(node.expression).filter((t) => WORDS.test(t))) found.push(`${where(source, node)} {${text}}`);
    }
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer) ? [node.initializer.text] : ts.isJsxExpression(node.initializer) ? shownLiterals(node.initializer.expression) : [];
      for (const text of value.filter((t) => WORDS.test(t))) found.push(`${where(source, node)} ${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, (child) => visit(child, trans));
  };
  visit(source, false);
  return found;
}

/** Object properties whose text a screen shows as it is, once translated. */
const SHOWN_PROPERTIES = new Set(['description', 'label', 'title', 'hint', 'placeholder', 'tooltip', 'text', 'heading', 'caption', 'header', 'content']);
/** A phrase, not an id or a property name (which are single words). */
const PHRASE = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/;

/** Phrases given as a shown property's literal without the extraction marker. */
function unmarkedPhrases(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && SHOWN_PROPERTIES.has(node.name.getText()) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))) {
      // The marker is a comment before the literal, part of its full text.
      if (PHRASE.test(node.initializer.text) && !node.initializer.getFullText().includes('/*i18n*/')) {
        found.push(`${where(source, node)} ${node.name.getText()}: ${node.initializer.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts of the screens', () => {
  it('writes no words in JSX that do not go through the catalogs', () => {
    const screens = SOURCES.filter((source) => source.fileName.endsWith('.tsx'));
    expect(screens.length).toBeGreaterThan(100);
    expect(screens.flatMap(untranslated)).toEqual([]);
  });

  it('marks every phrase an object keeps for a screen to show (description, label, title, …) for the catalogs', () => {
    expect(SOURCES.length).toBeGreaterThan(300);
    expect(SOURCES.flatMap(unmarkedPhrases)).toEqual([]);
  });
});
