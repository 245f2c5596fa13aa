// UI state of the shell (console.md §2 "App shell"): message dialogs, snackbars, the busy overlay,
// debug mode, theme, breadcrumbs and the active controller. Screens call the functions below instead
// of rendering their own dialogs, so one host component per service owns focus and stacking.
import { proxy, ref } from 'valtio';
import { readStored, writeStored } from '../data/local-flags';
import { SNACKBAR_DEFAULT_MS, SNACKBAR_LONG_MS, SNACKBAR_QUICK_MS } from '../domain/app-constants';

export type MessageKind = 'error' | 'info' | 'warning' | 'confirm';
export type MessageDialog = { id: number; kind: MessageKind; text: string; maxWidth?: number };

/** quick 1500 ms, default 5000 ms, long 10000 ms with a Close button (console.md §9). */
export type SnackbarDuration = 'quick' | 'default' | 'long';
export type SnackbarIntent = 'error' | 'warning' | 'success' | 'info';
export type Snackbar = { id: number; text: string; duration: SnackbarDuration; intent: SnackbarIntent; timeoutMs: number };

export type ThemeChoice = 'system' | 'light' | 'dark';
export type ControllerData = { host: string; instr: string | null; ctrlName: string };

/** Keys in local storage; renaming one loses what users stored under it. */
export const STORE_KEYS = { debug: 'debug', theme: 'theme', lastCtrlData: 'lastCtrlData', navCollapsed: 'navCollapsed' } as const;

type UiState = {
  dialogs: MessageDialog[];
  snackbars: Snackbar[];
  overlay: string | null;
  debug: boolean;
  theme: ThemeChoice;
  /** null: follow the screen size (mini on tablets). */
  navCollapsed: boolean | null;
  activeController: ControllerData | null;
  breadcrumbs: string[];
  autoRefresh: boolean;
  /** Screens that refresh re-read their data when this number changes. */
  refreshTick: number;
  /** Set when a new service worker waits; calling it activates the new version. */
  applyUpdate: (() => void) | null;
};

export const ui = proxy<UiState>({
  dialogs: [],
  snackbars: [],
  overlay: null,
  debug: readStored<boolean>(STORE_KEYS.debug, false) === true,
  theme: readTheme(),
  navCollapsed: readStored<boolean | null>(STORE_KEYS.navCollapsed, null),
  activeController: readStored<ControllerData | null>(STORE_KEYS.lastCtrlData, null),
  breadcrumbs: [],
  autoRefresh: false,
  refreshTick: 0,
  applyUpdate: null,
});

function readTheme(): ThemeChoice {
  const value = readStored<string>(STORE_KEYS.theme, 'system');
  return value === 'light' || value === 'dark' ? value : 'system';
}

let nextId = 1;
// Resolvers stay outside the proxy: valtio would otherwise wrap them and snapshots would expose them.
const dialogResolvers = new Map<number, (result: boolean) => void>();

/** Queues a message dialog; resolves true when confirmed (or acknowledged), false when declined or dismissed. */
export function showMessage(kind: MessageKind, text: string, opts: { maxWidth?: number } = {}): Promise<boolean> {
  const id = nextId++;
  return new Promise<boolean>((resolve) => {
    dialogResolvers.set(id, resolve);
    ui.dialogs.push({ id, kind, text, ...(opts.maxWidth ? { maxWidth: opts.maxWidth } : {}) });
  });
}

export function alertMessage(text: string, kind: Exclude<MessageKind, 'confirm'> = 'info'): Promise<boolean> {
  return showMessage(kind, text);
}

export function confirmMessage(text: string): Promise<boolean> {
  return showMessage('confirm', text);
}

export function closeMessage(id: number, result: boolean): void {
  const index = ui.dialogs.findIndex((d) => d.id === id);
  if (index >= 0) ui.dialogs.splice(index, 1);
  const resolve = dialogResolvers.get(id);
  dialogResolvers.delete(id);
  resolve?.(result);
}

const SNACKBAR_MS: Record<SnackbarDuration, number> = {
  quick: SNACKBAR_QUICK_MS,
  default: SNACKBAR_DEFAULT_MS,
  long: SNACKBAR_LONG_MS,
};

export function showSnackbar(text: string, opts: { duration?: SnackbarDuration; intent?: SnackbarIntent } = {}): number {
  const duration = opts.duration ?? 'default';
  const id = nextId++;
  ui.snackbars.push({ id, text, duration, intent: opts.intent ?? 'error', timeoutMs: SNACKBAR_MS[duration] });
  return id;
}

/** Hands queued snackbars to the toaster exactly once. */
export function takeSnackbars(): Snackbar[] {
  return ui.snackbars.splice(0, ui.snackbars.length);
}

export function showOverlay(text: string): void {
  ui.overlay = text;
}

export function hideOverlay(): void {
  ui.overlay = null;
}

/** The overlay for a fixed time, for demonstrations and fixed waits. */
export function showOverlayFor(text: string, ms: number): void {
  showOverlay(text);
  setTimeout(() => {
    if (ui.overlay === text) hideOverlay();
  }, ms);
}

export function setDebugMode(on: boolean): void {
  ui.debug = on;
  writeStored(STORE_KEYS.debug, on);
  if (!on) setAutoRefresh(false);
}

export function setTheme(theme: ThemeChoice): void {
  ui.theme = theme;
  writeStored(STORE_KEYS.theme, theme);
}

export function setNavCollapsed(collapsed: boolean): void {
  ui.navCollapsed = collapsed;
  writeStored(STORE_KEYS.navCollapsed, collapsed);
}

/**
 * Remembered as lastCtrlData so the controller group survives a reload. `instr` undefined keeps the
 * instrument already active on the same host; null means none is active.
 */
export function setActiveController(host: string, instr?: string | null, ctrlName?: string): void {
  const current = ui.activeController;
  const sameHost = current?.host === host;
  const next: ControllerData = {
    host,
    instr: instr === undefined ? (sameHost ? current.instr : null) : instr,
    ctrlName: ctrlName ?? (sameHost ? current.ctrlName : host),
  };
  if (current && current.host === next.host && current.instr === next.instr && current.ctrlName === next.ctrlName) return;
  ui.activeController = next;
  writeStored(STORE_KEYS.lastCtrlData, next);
}

export function setBreadcrumbs(items: string[]): void {
  ui.breadcrumbs = items;
}

/** Auto-refresh period of node-model.md §9. */
const AUTO_REFRESH_MS = 1000;
let autoRefreshTimer: ReturnType<typeof setInterval> | null = null;

export function setAutoRefresh(on: boolean): void {
  ui.autoRefresh = on;
  if (autoRefreshTimer !== null) clearInterval(autoRefreshTimer);
  autoRefreshTimer = on ? setInterval(refreshOnce, AUTO_REFRESH_MS) : null;
}

export function refreshOnce(): void {
  ui.refreshTick += 1;
}

export function setUpdateReady(apply: () => void): void {
  ui.applyUpdate = ref(apply);
}
