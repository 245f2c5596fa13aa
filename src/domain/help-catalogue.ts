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
  /** Icon image path under the manuals assets folder; the images ship with the book content. */
  icon: string;
  group?: string;
  right?: RightName;
};

export const HELP_BOOKS_TITLES: Record<HelpBooks, string> = {
  protocols: 'Protocols',
  platforms: 'Platforms',
  help: 'Help',
};

export function isHelpBooks(value: unknown): value is HelpBooks {
  return typeof value === 'string' && (HELP_BOOKS as readonly string[]).includes(value);
}

function item(books: HelpBooks, activeBook: string, title: string, group?: string, right?: RightName): HelpBookItem {
  return {
    books,
    activeBook,
    title,
    icon: `manuals/${activeBook}.png`,
    ...(group ? { group } : {}),
    ...(right ? { right } : {}),
  };
}

function platform(name: string, right: RightName, entries: [string, string][]): HelpBookItem[] {
  return entries.map(([id, title]) => item('platforms', id, title, `${name} Platform`, right));
}

export const HELP_CATALOGUE: readonly HelpBookItem[] = [
  item('protocols', 'Protocol-Setup', 'Setup', 'System'),
  item('protocols', 'Protocol-Shutdown', 'Shutdown', 'System'),
  item('protocols', 'Protocol-Clean', 'MALS Cleaning', 'Components'),
  item('protocols', 'Ph-Calibration', 'pH Calibration', 'Components'),
  item('protocols', 'MWD-Detector-Calibration', 'MWD Calibration', 'Components'),
  item('protocols', 'UV-Flow-Cell-Cleaning', 'MWD Flow Cell Cleaning', 'Components'),
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
  item('help', 'UserGuide', 'User guide'),
];

/** The items of one book (or all books) the user may open: platform items only with their right. */
export function visibleHelpItems(rights: readonly string[], books?: HelpBooks): HelpBookItem[] {
  return HELP_CATALOGUE.filter((i) => (!books || i.books === books) && (!i.right || hasRight(rights, i.right)));
}
