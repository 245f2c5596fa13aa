// Every book of the catalogue has real content (issue 12): protocols are wizards whose every step has
// checks to tick, the other books have sections, and the user guide covers what the issue names.
import { describe, expect, it } from 'vitest';
import { HELP_CATALOGUE } from '../../../../src/domain/help-catalogue';
import type { HelpBlock, HelpBookContent } from '../../../../src/domain/help/help-content';
import { helpBooksWithContent, loadHelpBook } from '../../../../src/features/help/help-book-loaders';

async function load(id: string): Promise<HelpBookContent> {
  const book = await loadHelpBook(id);
  if (!book) throw new Error(`no content for ${id}`);
  return book;
}

function blockText(block: HelpBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()].join(' ');
  }
}

describe('help book content', () => {
  it('has content for exactly the books of the catalogue', () => {
    expect(helpBooksWithContent().sort()).toEqual(HELP_CATALOGUE.map((i) => i.activeBook).sort());
  });

  it('loads each book under its own identifier', async () => {
    for (const item of HELP_CATALOGUE) expect((await load(item.activeBook)).activeBook).toBe(item.activeBook);
    expect(await loadHelpBook('NoSuchBook')).toBeNull();
    expect(await loadHelpBook(undefined)).toBeNull();
  });

  it('makes every protocol a wizard of at least four steps, each with text and checks', async () => {
    for (const item of HELP_CATALOGUE.filter((i) => i.books === 'protocols')) {
      const book = await load(item.activeBook);
      expect(book.kind, item.activeBook).toBe('protocol');
      if (book.kind !== 'protocol') continue;
      expect(book.steps.length, item.activeBook).toBeGreaterThanOrEqual(4);
      expect(book.instruments.length).toBeGreaterThan(0);
      for (const step of book.steps) {
        expect(step.blocks.length, step.title).toBeGreaterThan(0);
        expect(step.checks.length, step.title).toBeGreaterThan(0);
        expect(new Set(step.checks).size, step.title).toBe(step.checks.length);
      }
    }
  });

  it('gives every platform book and the user guide several sections of text', async () => {
    for (const item of HELP_CATALOGUE.filter((i) => i.books !== 'protocols')) {
      const book = await load(item.activeBook);
      expect(book.kind, item.activeBook).toBe('guide');
      if (book.kind !== 'guide') continue;
      expect(book.sections.length, item.activeBook).toBeGreaterThanOrEqual(3);
      for (const section of book.sections) expect(section.blocks.map(blockText).join(' ').length, section.title).toBeGreaterThan(80);
    }
  });

  it('covers sign-in, navigation, editing with reasons, offline use and the outbox, packages and licences in the user guide', async () => {
    const guide = await load('UserGuide');
    if (guide.kind !== 'guide') throw new Error('the user guide is not a guide');
    expect(guide.sections.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Signing in', 'Finding your way', 'Editing records and settings, with reasons', 'Working offline and the outbox', 'Packages', 'Licences']),
    );
  });
});
