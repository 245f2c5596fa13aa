// The help catalogue's titles and groups live in src/domain as English; the help screens' catalog carries
// them through HELP_CATALOGUE_TEXTS. A book or group added to the domain without being marked there would
// show in English.
import { describe, expect, it } from 'vitest';
import { HELP_BOOKS_TITLES, HELP_CATALOGUE } from '../../../../src/domain/help-catalogue';
import { HELP_CATALOGUE_TEXTS } from '../../../../src/features/help/help-catalogue-texts';

describe('help catalogue texts', () => {
  it('marks every book, group and item title of the catalogue for translation', () => {
    const texts = [...Object.values(HELP_BOOKS_TITLES), ...HELP_CATALOGUE.flatMap((i) => [i.title, ...(i.group ? [i.group] : [])])];
    expect([...new Set(texts)].filter((t) => !HELP_CATALOGUE_TEXTS.includes(t))).toEqual([]);
  });
});
