// The help book catalogue of node-model.md §2.12: static spec data, the same for every user except
// that platform items need their platform right (§6).
import { Right } from './rights';
import { hasRight } from './route-access';
import type { RightName } from './rights';

export const HELP_BOOKS = ['protocols', 'platforms', 'help'] as const;
export type HelpBooks = (typeof HELP_BOOKS)[number];

export type HelpBookItem = {
  books: HelpBooks;
  /** The book identifier, the activeBook route parameter. */
  activeBook: string;
  title: string;
  /** Icon image path under the manuals assets folder (public/manuals/icons), precached with the app. */
  icon: string;
  group?: string;
  right?: RightName;
};

export const HELP_BOOKS_TITLES: Record<HelpBooks, string> = {
  protocols: /*i18n*/ 'Protocols',
  platforms: /*i18n*/ 'Platforms',
  help: /*i18n*/ 'Help',
};

export function isHelpBooks(value: unknown): value is HelpBooks {
  return typeof value === 'string' && (HELP_BOOKS as readonly string[]).includes(value);
}

/** The manuals assets folder; the icon files are drawn for this console (public/manuals/icons). */
export const MANUALS_ICON_FOLDER = 'manuals/icons';

type ItemOptions = { icon: string; group?: string; right?: RightName };

function item(books: HelpBooks, activeBook: string, title: string, { icon, group, right }: ItemOptions): HelpBookItem {
  return {
    books,
    activeBook,
    title,
    icon: `${MANUALS_ICON_FOLDER}/${icon}.svg`,
    ...(group ? { group } : {}),
    ...(right ? { right } : {}),
  };
}

/** Every book of one platform shares the platform's icon and right; the group is '{name} Platform'. */
function platform(name: string, right: RightName, entries: [string, string][]): HelpBookItem[] {
  const icon = `platform-${name.toLowerCase()}`;
  return entries.map(([id, title]) => item('platforms', id, title, { icon, group: `${name} Platform`, right }));
}

export const HELP_CATALOGUE: readonly HelpBookItem[] = [
  item('protocols', 'Protocol-Setup', /*i18n*/ 'Setup', { icon: 'setup', group: /*i18n*/ 'System' }),
  item('protocols', 'Protocol-Shutdown', /*i18n*/ 'Shutdown', { icon: 'shutdown', group: /*i18n*/ 'System' }),
  item('protocols', 'Protocol-Clean', /*i18n*/ 'MALS Cleaning', { icon: 'mals-cleaning', group: /*i18n*/ 'Components' }),
  item('protocols', 'Ph-Calibration', /*i18n*/ 'pH Calibration', { icon: 'ph-calibration', group: /*i18n*/ 'Components' }),
  item('protocols', 'MWD-Detector-Calibration', /*i18n*/ 'MWD Calibration', { icon: 'mwd-calibration', group: /*i18n*/ 'Components' }),
  item('protocols', 'UV-Flow-Cell-Cleaning', /*i18n*/ 'MWD Flow Cell Cleaning', { icon: 'flow-cell-cleaning', group: /*i18n*/ 'Components' }),
  ...platform('mRNA', Right.platformMRNA, [
    ['mRNA-IVTMonitoring', 'IVT Reaction Monitoring'],
    ['mRNA-ProductionMonitoring', 'Production Monitoring'],
    ['mRNA-ProductQC', 'Product QC'],
    ['mRNA-CappingEfficiency', 'Capping Efficiency'],
  ]),
  ...platform('pDNA', Right.platformPDNA, [
    ['pDNA-SmallPlasmids', 'Small Plasmids'],
    ['pDNA-LargePlasmids', 'Large Plasmids'],
  ]),
  ...platform('AAV', Right.platformAAV, [
    ['AAV-ProcessMonitoring', 'Process Development'],
    ['AAV-ImpuritiesDetection', 'Impurities Detection'],
    ['AAV-TotalRecovery', 'Total Recovery'],
    ['AAV-ProductQC', 'AAV8 Product Purity'],
  ]),
  ...platform('LNP', Right.platformLNP, [['LNP-Switcher', 'Switcher']]),
  item('help', 'UserGuide', /*i18n*/ 'User guide', { icon: 'user-guide' }),
];

/** Whether the user may open the item: protocol and help items need no right, platform items their own. */
export function canOpenHelpItem(item: HelpBookItem, rights: readonly string[]): boolean {
  return !item.right || hasRight(rights, item.right);
}

/** The items of one book (or all books) the user may open: platform items only with their right. */
export function visibleHelpItems(rights: readonly string[], books?: HelpBooks): HelpBookItem[] {
  return HELP_CATALOGUE.filter((i) => (!books || i.books === books) && canOpenHelpItem(i, rights));
}

/** A catalogue entry as the user sees it: locked items stay listed, naming the right they need. */
export type HelpCatalogueEntry = { item: HelpBookItem; locked: boolean };

/** Every item of one book (or all books), each marked locked when the user lacks its right. */
export function helpCatalogueFor(rights: readonly string[], books?: HelpBooks): HelpCatalogueEntry[] {
  return HELP_CATALOGUE.filter((i) => !books || i.books === books).map((item) => ({ item, locked: !canOpenHelpItem(item, rights) }));
}

/** The catalogue item of a book identifier, whichever book it belongs to. */
export function findHelpItem(activeBook: string): HelpBookItem | undefined {
  return HELP_CATALOGUE.find((i) => i.activeBook === activeBook);
}
