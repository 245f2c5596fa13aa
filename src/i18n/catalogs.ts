// The compiled catalogs (src/locales/{lang}/{name}.po), loaded when first needed. A signed-out page
// loads only its own catalogs, one chunk each; every other page loads the language's whole bundle
// (src/i18n/bundles), one chunk, since its components cross feature folders and a text with a value
// in it shows its placeholder unfilled while its catalog is missing.
import { i18n, type Messages } from '@lingui/core';

export const SIGNED_OUT_CATALOG = 'signed-out';
export const COMMON_CATALOG = 'common';
export const SHELL_CATALOG = 'shell';

/** What to load: the named catalogs, or all of the language's. */
export type TextScope = readonly string[] | 'all';

// Only the catalogs a signed-out page may load one by one (language.ts): each entry costs the login route.
const catalogLoaders = import.meta.glob<{ messages: Messages }>('../locales/*/{signed-out,common,shell}.po');
const bundleLoaders = import.meta.glob<{ default: Record<string, Messages> }>('./bundles/texts-*.ts');

/** A catalog's language and name from its path, `../locales/de/records.po` → ['de', 'records']. */
function partsOf(path: string): [string, string] {
  const [, lang = '', file = ''] = /\/locales\/([^/]+)\/([^/]+)\.po$/.exec(path) ?? [];
  return [lang, file];
}

/** 'de/common': a catalog a signed-out page loaded. */
const loadedCatalogs = new Set<string>();
const loadedBundles = new Set<string>();

async function catalogsOf(lang: string, names: readonly string[]): Promise<Messages[]> {
  const wanted = Object.entries(catalogLoaders).filter(([path]) => {
    const [l, name] = partsOf(path);
    return l === lang && names.includes(name) && !loadedCatalogs.has(`${l}/${name}`);
  });
  const modules = await Promise.all(wanted.map(async ([path, load]) => [path, (await load()).messages] as const));
  for (const [path] of modules) loadedCatalogs.add(partsOf(path).join('/'));
  return modules.map(([, messages]) => messages);
}

async function bundleOf(lang: string): Promise<Messages[]> {
  const load = bundleLoaders[`./bundles/texts-${lang}.ts`];
  if (!load) return [];
  // Once a bundle is in, loadCatalogs asks for nothing of its language again: its catalogs need no marks.
  return Object.values((await load()).default);
}

/** Whether every catalog of the language is loaded. */
export function hasAllTexts(lang: string): boolean {
  return loadedBundles.has(lang);
}

/** Loads the language's catalogs of `scope` into Lingui (nothing already loaded is loaded again). */
export async function loadCatalogs(lang: string, scope: TextScope): Promise<void> {
  if (loadedBundles.has(lang)) return;
  const catalogs = scope === 'all' ? await bundleOf(lang) : await catalogsOf(lang, scope);
  if (scope === 'all') loadedBundles.add(lang);
  // One load call: Lingui announces a change per load, and every translated component renders again.
  if (catalogs.length > 0) i18n.load(lang, Object.assign({}, ...catalogs) as Messages);
}
