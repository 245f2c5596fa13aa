// A help book's content on screen: the user guide's sections with their contents list, a platform
// book's table and notes, all as text.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Right } from '../../../src/domain/rights';
import { resetUi, signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';

describe('help book content', () => {
  beforeEach(() => {
    resetUi();
  });

  it('shows the user guide with its icon, summary, contents and sections', async () => {
    signIn({ rights: [] });
    await renderApp('/help/UserGuide');
    const book = await screen.findByRole('article', { name: 'User guide' });
    expect(book.querySelector('img')?.getAttribute('src')).toBe('/manuals/icons/user-guide.svg');
    const contents = within(book).getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Working offline and the outbox' })).toBeTruthy();
    for (const title of ['Signing in', 'Finding your way', 'Editing records and settings, with reasons', 'Working offline and the outbox', 'Packages', 'Licences']) {
      expect(within(book).getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    expect(within(book).getByText(/Changes you make offline are saved on the device/)).toBeTruthy();
  });

  it('shows a platform book with its tables as tables and its notes, for a holder of the right', async () => {
    signIn({ rights: [Right.platformAAV] });
    await renderApp('/books/platforms/AAV-ProductQC');
    const book = await screen.findByRole('article', { name: 'AAV8 Product Purity' });
    const table = within(book).getByRole('table', { name: 'AAV8 product purity' });
    expect(within(table).getByRole('columnheader', { name: 'Typical limit' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '≥ 95 %' })).toBeTruthy();
    expect(within(book).getByText(/biosafety rules/)).toBeTruthy();
    // A guide has no wizard.
    expect(within(book).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says so for a book that does not exist or belongs to another book', async () => {
    signIn({ rights: [] });
    await renderApp('/books/protocols/UserGuide');
    expect(await screen.findByText('There is no book "UserGuide".')).toBeTruthy();
  });
});
