// The compiled catalogs, one chunk per language and catalog (src/locales/{lang}/{name}.po), loaded when
// first needed: the signed-out pages load only `signed-out`, the signed-in app every catalog at once
// (its components cross feature folders, so loading by route would miss text).
import { i18n, type Messages } from '@lingui/core';

export const SIGNED_OUT_CATALOG = 'signed-out';
export const COMMON_CATALOG = 'common';
export const SHELL_CATALOG = 'shell';

const loaders = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

/** A catalog's language and name from its path, `../locales/de/records.po` → ['de', 'records']. */
function partsOf(path: string): [string, string] {
  const [, lang = '', file = ''] = /\/locales\/([^/]+)\/([^/]+)\.po$/.exec(path) ?? [];
  return [lang, file];
}

const loaded = new Set<string>();

/** Loads the language's catalogs of `names` (every catalog when `names` is 'all') into Lingui. */
export async function loadCatalogs(lang: string, names: readonly string[] | 'all'): Promise<void> {
  const wanted = Object.entries(loaders).filter(([path]) => {
    const [l, name] = partsOf(path);
    return l === lang && (names === 'all' || names.includes(name)) && !loaded.has(path);
  });
  const modules = await Promise.all(wanted.map(async ([path, load]) => [path, (await load()).messages] as const));
  // One load call: Lingui announces a change per load, and every translated component renders again.
  if (modules.length > 0) i18n.load(lang, Object.assign({}, ...modules.map(([, messages]) => messages)) as Messages);
  for (const [path] of modules) loaded.add(path);
}
