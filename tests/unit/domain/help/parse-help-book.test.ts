// The Markdown subset the help books are written in (src/domain/help/parse-help-book.ts).
import { describe, expect, it } from 'vitest';
import { HelpBookFormatError, parseHelpBook } from '../../../../src/domain/help/parse-help-book';

const PROTOCOL = `kind: protocol
instruments: Pump, pH meter
duration: About 20 minutes.

What the protocol is for,
over two lines.

## First step

Do this
and that.

- unordered
- items

1. first
2. second

> caution: Mind the <b>glass</b>.

Table: Buffers
| Buffer | pH |
| --- | --- |
| Acetate | 4.01 |

- [ ] Done this
- [ ] Done that

## Second step

> info: Short.

- [ ] Finished
`;

describe('parseHelpBook', () => {
  it('reads a protocol: front matter, summary, steps with blocks and checks', () => {
    const book = parseHelpBook('P', PROTOCOL);
    expect(book).toEqual({
      kind: 'protocol',
      activeBook: 'P',
      summary: 'What the protocol is for, over two lines.',
      instruments: ['Pump', 'pH meter'],
      duration: 'About 20 minutes.',
      steps: [
        {
          title: 'First step',
          blocks: [
            { kind: 'paragraph', text: 'Do this and that.' },
            { kind: 'list', items: ['unordered', 'items'] },
            { kind: 'list', items: ['first', 'second'], ordered: true },
            { kind: 'note', tone: 'caution', text: 'Mind the <b>glass</b>.' },
            { kind: 'table', caption: 'Buffers', head: ['Buffer', 'pH'], rows: [['Acetate', '4.01']] },
          ],
          checks: ['Done this', 'Done that'],
        },
        { title: 'Second step', blocks: [{ kind: 'note', tone: 'info', text: 'Short.' }], checks: ['Finished'] },
      ],
    });
  });

  it('keeps markup as text: nothing in a book becomes an element', () => {
    const book = parseHelpBook('G', 'kind: guide\n\n<img src=x onerror=alert(1)>\n\n## A\n\n<script>alert(1)</script>\n');
    expect(book.summary).toBe('<img src=x onerror=alert(1)>');
    expect(book.kind === 'guide' && book.sections[0]?.blocks).toEqual([{ kind: 'paragraph', text: '<script>alert(1)</script>' }]);
  });

  it('refuses a protocol step without a check, naming its line', () => {
    expect(() => parseHelpBook('P', 'kind: protocol\ninstruments: Pump\n\nSummary.\n\n## Step\n\nText only.\n')).toThrow(new HelpBookFormatError('P', 6, 'every protocol step needs at least one check (- [ ] …)'));
  });

  it('refuses checks in a guide and a guide without sections', () => {
    expect(() => parseHelpBook('G', 'kind: guide\n\nSummary.\n\n## Part\n\n- [ ] tick\n')).toThrow(HelpBookFormatError);
    expect(() => parseHelpBook('G', 'kind: guide\n\nSummary.\n')).toThrow('a book needs at least one ## heading');
  });

  it('refuses an unknown kind, a missing summary and a malformed table or note', () => {
    expect(() => parseHelpBook('X', 'kind: poem\n\nSummary.\n\n## A\n\nText.\n')).toThrow("kind is 'protocol' or 'guide'");
    expect(() => parseHelpBook('X', 'kind: guide\n\n## A\n\nText.\n')).toThrow('one summary paragraph');
    expect(() => parseHelpBook('X', 'kind: guide\n\nS.\n\n## A\n\nTable: T\n| a | b |\n| a | b |\n')).toThrow('a --- row');
    expect(() => parseHelpBook('X', 'kind: guide\n\nS.\n\n## A\n\nTable: T\n| a | b |\n| --- | --- |\n| 1 |\n')).toThrow('line 10: a table row needs 2 cells');
    expect(() => parseHelpBook('X', 'kind: guide\n\nS.\n\n## A\n\n> warning: no\n')).toThrow("a note is '> caution: …' or '> info: …'");
  });

  it('refuses a list run into a paragraph, which would otherwise read as text', () => {
    expect(() => parseHelpBook('X', 'kind: guide\n\nS.\n\n## A\n\nIntro:\n- item\n')).toThrow('must stand apart');
  });
});
