// The per-tab id sent as X-TabId (console.md §4): sessionStorage keeps it across reloads of one tab
// while every other tab gets its own.
import { sessionStorageOrNull } from './web-storage';

export const TAB_ID_KEY = 'tabId';

let cached: string | null = null;

/** Reads the tab id from the given storage, creating and storing one when it has none. */
export function readTabId(storage: Storage | null): string {
  try {
    const existing = storage?.getItem(TAB_ID_KEY);
    if (existing) return existing;
  } catch {
    // Storage that throws is treated as absent: the id then lives only as long as the page.
  }
  const id = randomId();
  try {
    storage?.setItem(TAB_ID_KEY, id);
  } catch {
    // Same as above.
  }
  return id;
}

/** The id of this tab, read once per page load. */
export function tabId(): string {
  cached ??= readTabId(sessionStorageOrNull());
  return cached;
}

/**
 * crypto.randomUUID exists only in secure contexts; lab tablets may reach the console over plain
 * http on the instrument network, where getRandomValues still works.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

