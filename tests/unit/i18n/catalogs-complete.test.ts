// Issue 13: a test fails when a text is missing in any language. The texts the code marks are collected
// from the source (as `npm run i18n:extract` does), so a new text fails here until it is extracted and
// translated, and a catalog that lost a translation fails too.
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

const config = getConfig({ configPath: 'src/i18n/lingui.config.ts', skipValidation: true });
const catalogs = await getCatalogs(config);

describe('translation catalogs', () => {
  it('has one catalog per feature folder besides the signed-out and common ones', () => {
    const names = catalogs.map((c) => c.path.split('/').pop());
    expect(names).toEqual(expect.arrayContaining(['signed-out', 'common', 'account', 'records', 'nodes', 'shell']));
  });

  // The app loads a language's catalogs into one table, so a text in two catalogs shows whichever came
  // last: it must read the same in both (a word with two meanings gets an explicit id instead).
  it('translates a text that two catalogs share the same in each language', async () => {
    for (const locale of config.locales) {
      const seen = new Map<string, string>();
      const differing: string[] = [];
      for (const catalog of catalogs) {
        for (const [id, message] of Object.entries((await catalog.read(locale)) ?? {})) {
          const text = message.translation ?? '';
          const before = seen.get(id);
          if (before !== undefined && before !== text) differing.push(`${id}: '${before}' / '${text}'`);
          seen.set(id, text);
        }
      }
      expect({ locale, differing }).toEqual({ locale, differing: [] });
    }
  }, 120_000);

  for (const catalog of catalogs) {
    const name = catalog.path.split('/').pop() ?? catalog.path;
    it(`holds every text of ${name} in ${config.locales.join(', ')}, translated`, async () => {
      const ids = Object.keys((await catalog.collect()) ?? {});
      for (const locale of config.locales) {
        const stored = await catalog.read(locale);
        const missing = ids.filter((id) => !stored?.[id]?.translation);
        expect({ locale, missing }).toEqual({ locale, missing: [] });
      }
    }, 120_000);
  }
});
