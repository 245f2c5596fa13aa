// A language's bundle of every text that did not arrive (a flaky network) is asked for again by the next
// page that needs it, instead of leaving placeholders unfilled until the language changes. The fault is
// injected: the first bundle load fails as a chunk load would.
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import type * as Catalogs from '../../../src/i18n/catalogs';

let failures = 1;
vi.mock('../../../src/i18n/catalogs', async (importOriginal) => {
  const real = await importOriginal<typeof Catalogs>();
  return {
    ...real,
    loadCatalogs: async (lang: string, scope: Parameters<typeof real.loadCatalogs>[1]) => {
      if (scope === 'all' && failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
      return real.loadCatalogs(lang, scope);
    },
  };
});

vi.stubGlobal('document', { documentElement: { lang: '' } });
const { activateLanguage, loadAllTexts } = await import('../../../src/i18n/language');
const { hasAllTexts } = await import('../../../src/i18n/catalogs');

const PAGER = '{count, plural, one {{n} customer} other {{n} customers}} · Page {page} of {pages}';

describe('the bundle of every text', () => {
  it('is asked for again by the next page after it failed to arrive', async () => {
    await activateLanguage('de', false);
    await loadAllTexts();
    expect(hasAllTexts('de')).toBe(false);
    expect(Object.hasOwn(i18n.messages, PAGER)).toBe(false);
    await loadAllTexts();
    expect(hasAllTexts('de')).toBe(true);
    expect(i18n._(PAGER, { count: 2, n: '2', page: '1', pages: '3' })).toBe('2 Kunden · Seite 1 von 3');
  });
});
