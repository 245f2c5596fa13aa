// Where each book's text comes from: one Markdown file per book (src/domain/help/books), each its own
// chunk, loaded when the book is opened and parsed by parse-help-book.ts. The service worker precaches
// every chunk (vite.config.ts globPatterns), so every book opens offline.
import { withChunkTimeout } from '../../domain/chunk-timeout';
import type { HelpBookContent } from '../../domain/help/help-content';

type TextLoader = () => Promise<{ default: string }>;

const LOADERS: Readonly<Record<string, TextLoader>> = {
  'Protocol-Setup': () => import('../../domain/help/books/Protocol-Setup.md?raw'),
  'Protocol-Shutdown': () => import('../../domain/help/books/Protocol-Shutdown.md?raw'),
  'Protocol-Clean': () => import('../../domain/help/books/Protocol-Clean.md?raw'),
  'Ph-Calibration': () => import('../../domain/help/books/Ph-Calibration.md?raw'),
  'MWD-Detector-Calibration': () => import('../../domain/help/books/MWD-Detector-Calibration.md?raw'),
  'UV-Flow-Cell-Cleaning': () => import('../../domain/help/books/UV-Flow-Cell-Cleaning.md?raw'),
  'mRNA-IVTMonitoring': () => import('../../domain/help/books/mRNA-IVTMonitoring.md?raw'),
  'mRNA-ProductionMonitoring': () => import('../../domain/help/books/mRNA-ProductionMonitoring.md?raw'),
  'mRNA-ProductQC': () => import('../../domain/help/books/mRNA-ProductQC.md?raw'),
  'mRNA-CappingEfficiency': () => import('../../domain/help/books/mRNA-CappingEfficiency.md?raw'),
  'pDNA-SmallPlasmids': () => import('../../domain/help/books/pDNA-SmallPlasmids.md?raw'),
  'pDNA-LargePlasmids': () => import('../../domain/help/books/pDNA-LargePlasmids.md?raw'),
  'AAV-ProcessMonitoring': () => import('../../domain/help/books/AAV-ProcessMonitoring.md?raw'),
  'AAV-ImpuritiesDetection': () => import('../../domain/help/books/AAV-ImpuritiesDetection.md?raw'),
  'AAV-TotalRecovery': () => import('../../domain/help/books/AAV-TotalRecovery.md?raw'),
  'AAV-ProductQC': () => import('../../domain/help/books/AAV-ProductQC.md?raw'),
  'LNP-Switcher': () => import('../../domain/help/books/LNP-Switcher.md?raw'),
  UserGuide: () => import('../../domain/help/books/UserGuide.md?raw'),
};

/** The identifiers that have content: the catalogue's test checks every item is among them. */
export function helpBooksWithContent(): string[] {
  return Object.keys(LOADERS);
}

/** The content of one book, or null when the identifier has none. A chunk that fails rejects. */
export async function loadHelpBook(activeBook: string | undefined): Promise<HelpBookContent | null> {
  const load = activeBook === undefined ? undefined : LOADERS[activeBook];
  if (!load || activeBook === undefined) return null;
  // The parser is a chunk of its own too: the route's loader is in the entry, which the login route loads.
  const [text, { parseHelpBook }] = await Promise.all([withChunkTimeout(load)(), withChunkTimeout(() => import('../../domain/help/parse-help-book'))()]);
  return parseHelpBook(activeBook, text.default);
}
