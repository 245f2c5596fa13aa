// Locked help books (node-model.md §2.12 and §6): a platform book stays listed for a user without its
// platform right, names that right, and cannot be opened, not even by address.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Right } from '../../../src/domain/rights';
import { activateLanguage } from '../../../src/i18n/language';
import { resetUi, signIn } from '../support/app-state';
import { renderApp } from '../support/render-app';

describe('locked help books', () => {
  beforeEach(() => {
    resetUi();
  });

  it('shows the catalogue chrome in German: groups, titles and the lock, while the right stays its name', async () => {
    await activateLanguage('de', true);
    signIn({ name: 'Olivia Operator', rights: [Right.platformMRNA] });
    await renderApp('/books/platforms');
    const aav = await screen.findByRole('region', { name: 'AAV-Plattform' });
    expect(within(aav).getByText('Prozessentwicklung')).toBeTruthy();
    expect(within(aav).getAllByText('Gesperrt: erfordert das Recht platform_AAV')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'mRNA-Plattform' })).getByRole('link', { name: 'Überwachung der IVT-Reaktion' })).toBeTruthy();
  });

  it('lists the AAV books locked, naming platform_AAV, for a user without that right', async () => {
    signIn({ name: 'Olivia Operator', rights: [Right.platformMRNA] });
    await renderApp('/books/platforms');
    const aav = await screen.findByRole('region', { name: 'AAV Platform' });
    expect(within(aav).queryAllByRole('link')).toHaveLength(0);
    for (const title of ['Process Development', 'Impurities Detection', 'Total Recovery', 'AAV8 Product Purity']) {
      const entry = within(aav).getByText(title).closest('[aria-disabled="true"]');
      expect(entry, title).not.toBeNull();
      expect(within(entry as HTMLElement).getByText('Locked: needs the right platform_AAV')).toBeTruthy();
    }
    // The right held opens its books.
    const mrna = screen.getByRole('region', { name: 'mRNA Platform' });
    expect(within(mrna).getByRole('link', { name: 'IVT Reaction Monitoring' })).toBeTruthy();
  });

  it('shows each item with its icon from the manuals assets folder', async () => {
    signIn({ rights: [] });
    await renderApp('/books/protocols');
    const link = await screen.findByRole('link', { name: 'pH Calibration' });
    expect(link.querySelector('img')?.getAttribute('src')).toBe('/manuals/icons/ph-calibration.svg');
  });

  it('keeps a locked book closed when opened by its address', async () => {
    signIn({ name: 'Olivia Operator', rights: [] });
    await renderApp('/books/platforms/AAV-ProductQC');
    expect(await screen.findByText('AAV8 Product Purity: Locked: needs the right platform_AAV.')).toBeTruthy();
  });

  it('opens the same book for a holder of platform_AAV', async () => {
    signIn({ rights: [Right.platformAAV] });
    await renderApp('/books/platforms/AAV-ProductQC');
    const link = await screen.findByRole('link', { name: 'AAV8 Product Purity' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText(/Locked: needs the right platform_AAV/)).toBeNull();
  });
});
