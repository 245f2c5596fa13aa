// Which catalogs the app loads (issue 13): a signed-out page in English loads only the sign-in texts
// (the login route's script budget), in another language also the shared and frame texts, and any
// other page every text of its language, so a text with a value in it is filled, never its placeholder.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const config = getConfig({ configPath: 'src/i18n/lingui.config.ts', skipValidation: true });
const idsOf = new Map<string, string[]>();
for (const catalog of await getCatalogs(config)) {
  idsOf.set(catalog.path.split('/').pop() ?? '', Object.keys((await catalog.read('en')) ?? {}));
}

function idsIn(...names: string[]): string[] {
  return [...new Set(names.flatMap((name) => idsOf.get(name) ?? []))].sort();
}

const loadedIds = (): string[] => Object.keys(i18n.messages).sort();

// The language module sets the page's lang attribute; this project runs without a DOM.
vi.stubGlobal('document', { documentElement: { lang: '' } });
const { activateLanguage, loadAllTexts } = await import('../../../src/i18n/language');

describe('texts loaded', () => {
  beforeAll(() => {
    expect(idsIn('signed-out').length).toBeGreaterThan(20);
  });

  it('loads only the signed-out catalog for a signed-out page in English', async () => {
    await activateLanguage('en', false);
    expect(i18n.locale).toBe('en');
    expect(loadedIds()).toEqual(idsIn('signed-out'));
  });

  it('loads the shared and frame texts too for a signed-out page in German', async () => {
    await activateLanguage('de', false);
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(loadedIds()).toEqual(idsIn('signed-out', 'common', 'shell'));
  });

  it('loads every text of the language for any other page, and fills the values of a feature text', async () => {
    await loadAllTexts();
    expect(loadedIds()).toEqual(idsIn(...idsOf.keys()));
    expect(i18n._('{count, plural, one {{n} customer} other {{n} customers}} · Page {page} of {pages}', { count: 2, n: '2', page: '1', pages: '3' })).toBe(
      '2 Kunden · Seite 1 von 3',
    );
  });

  it('loads every text of the next language chosen once a page needed them all', async () => {
    await activateLanguage('sl', false);
    expect(i18n.locale).toBe('sl');
    expect(loadedIds()).toEqual(idsIn(...idsOf.keys()));
  });
});
