// Reads a help book written in the small Markdown subset of src/domain/help/books/*.md into its typed
// content. Only these forms exist, and all text stays text (no inline markup, no HTML):
//
//   kind: protocol | guide          front matter, up to the first blank line; protocols also
//   instruments: Pump, pH meter     name their instruments and duration
//   duration: About 20 minutes.
//   One summary paragraph.
//   ## Title                        a protocol step or a guide section
//   Paragraph lines …               joined with spaces
//   - item / 1. item                a list, unordered or ordered
//   > caution: text / > info: text  a note
//   Table: caption                  a table: the header row, a --- row, then the rows
//   | a | b |
//   - [ ] check                     a check the user ticks (protocol steps only; at least one each)
import type { HelpBlock, HelpBookContent, HelpSection, ProtocolStep } from './help-content';

export class HelpBookFormatError extends Error {
  constructor(book: string, line: number, message: string) {
    super(`${book}, line ${line}: ${message}`);
    this.name = 'HelpBookFormatError';
  }
}

type Chunk = { line: number; lines: string[] };
type Part = { title: string; line: number; blocks: HelpBlock[]; checks: string[] };

/** Groups the lines into blank-line-separated chunks; a '## ' heading is always a chunk of its own. */
function chunksOf(lines: readonly string[], from: number): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk | null = null;
  for (let i = from; i < lines.length; i++) {
    const text = (lines[i] ?? '').trimEnd();
    if (text === '') {
      current = null;
    } else if (text.startsWith('## ')) {
      chunks.push({ line: i + 1, lines: [text] });
      current = null;
    } else {
      if (!current) chunks.push((current = { line: i + 1, lines: [] }));
      current.lines.push(text);
    }
  }
  return chunks;
}

function cells(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

function tableOf(book: string, chunk: Chunk): HelpBlock {
  const [first = '', head, rule, ...rows] = chunk.lines;
  if (!head?.startsWith('|') || !rule || !/^\|(\s*-{3,}\s*\|)+$/.test(rule)) throw new HelpBookFormatError(book, chunk.line, 'a table needs a header row and a --- row under its caption');
  const columns = cells(head);
  const body = rows.map((r, i) => {
    const row = cells(r);
    if (!r.startsWith('|') || row.length !== columns.length) throw new HelpBookFormatError(book, chunk.line + 3 + i, `a table row needs ${columns.length} cells`);
    return row;
  });
  return { kind: 'table', caption: first.slice('Table: '.length), head: columns, rows: body };
}

const NOTE = /^> (caution|info): (.+)$/;

function blockOf(book: string, chunk: Chunk): HelpBlock {
  const { lines } = chunk;
  const first = lines[0] ?? '';
  if (lines.every((l) => l.startsWith('- '))) return { kind: 'list', items: lines.map((l) => l.slice(2)) };
  if (lines.every((l) => /^\d+\. /.test(l))) return { kind: 'list', items: lines.map((l) => l.replace(/^\d+\. /, '')), ordered: true };
  if (first.startsWith('Table: ')) return tableOf(book, chunk);
  if (first.startsWith('>')) {
    const match = NOTE.exec(lines.map((l, i) => (i === 0 ? l : l.replace(/^> ?/, ''))).join(' '));
    if (!match || !lines.every((l) => l.startsWith('>'))) throw new HelpBookFormatError(book, chunk.line, "a note is '> caution: …' or '> info: …'");
    return { kind: 'note', tone: match[1] as 'caution' | 'info', text: match[2] ?? '' };
  }
  if (lines.some((l) => /^(- |\d+\. |\||> )/.test(l))) throw new HelpBookFormatError(book, chunk.line, 'a list, table or note must stand apart from other text (a blank line between)');
  return { kind: 'paragraph', text: lines.join(' ') };
}

function frontMatter(book: string, lines: readonly string[]): { fields: Map<string, string>; next: number } {
  const fields = new Map<string, string>();
  let i = 0;
  for (; i < lines.length && (lines[i] ?? '').trim() !== ''; i++) {
    const match = /^(kind|instruments|duration): (.+)$/.exec(lines[i] ?? '');
    if (!match) throw new HelpBookFormatError(book, i + 1, "the book starts with 'kind: protocol' or 'kind: guide'");
    fields.set(match[1] ?? '', (match[2] ?? '').trim());
  }
  return { fields, next: i };
}

function partsOf(book: string, chunks: readonly Chunk[]): { summary: string; parts: Part[] } {
  const summary: string[] = [];
  const parts: Part[] = [];
  for (const chunk of chunks) {
    const first = chunk.lines[0] ?? '';
    const part = parts.at(-1);
    if (first.startsWith('## ')) parts.push({ title: first.slice(3).trim(), line: chunk.line, blocks: [], checks: [] });
    else if (!part) {
      const block = blockOf(book, chunk);
      if (block.kind !== 'paragraph') throw new HelpBookFormatError(book, chunk.line, 'the summary before the first ## heading is plain text');
      summary.push(block.text);
    } else if (chunk.lines.every((l) => l.startsWith('- [ ] '))) part.checks.push(...chunk.lines.map((l) => l.slice(6).trim()));
    else part.blocks.push(blockOf(book, chunk));
  }
  if (summary.length !== 1) throw new HelpBookFormatError(book, 1, 'a book has one summary paragraph before its first ## heading');
  return { summary: summary[0] ?? '', parts };
}

/** The content of book `activeBook` from its Markdown text; a HelpBookFormatError names the line at fault. */
export function parseHelpBook(activeBook: string, text: string): HelpBookContent {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const { fields, next } = frontMatter(activeBook, lines);
  const { summary, parts } = partsOf(activeBook, chunksOf(lines, next));
  if (parts.length === 0) throw new HelpBookFormatError(activeBook, lines.length, 'a book needs at least one ## heading');
  const kind = fields.get('kind');
  if (kind === 'guide') {
    const withChecks = parts.find((p) => p.checks.length > 0);
    if (withChecks) throw new HelpBookFormatError(activeBook, withChecks.line, 'only protocol steps have checks');
    const sections: HelpSection[] = parts.map((p) => ({ title: p.title, blocks: p.blocks }));
    return { kind: 'guide', activeBook, summary, sections };
  }
  if (kind !== 'protocol') throw new HelpBookFormatError(activeBook, 1, "kind is 'protocol' or 'guide'");
  const withoutChecks = parts.find((p) => p.checks.length === 0);
  if (withoutChecks) throw new HelpBookFormatError(activeBook, withoutChecks.line, 'every protocol step needs at least one check (- [ ] …)');
  const steps: ProtocolStep[] = parts.map((p) => ({ title: p.title, blocks: p.blocks, checks: p.checks }));
  const instruments = (fields.get('instruments') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (instruments.length === 0) throw new HelpBookFormatError(activeBook, 1, 'a protocol names its instruments');
  return { kind: 'protocol', activeBook, summary, instruments, duration: fields.get('duration') ?? '', steps };
}
