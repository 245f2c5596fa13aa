// Builds the side navigation from route metadata (console.md §2): which items a user sees, in which
// group and order, and which are disabled. Pure, so the rules are testable without rendering.
import { hasRight } from '../../domain/route-access';
import type { NavMeta, RouteMeta } from './route-meta';
import type { ShellIconName } from './shell-icons';
import type { ControllerData } from '../../state/ui';

export type NavRouteInfo = { fullPath: string; staticData?: RouteMeta };

export type NavItem = {
  key: string;
  title: string;
  icon: ShellIconName;
  to: string;
  params: Record<string, string>;
  disabled: boolean;
};

export type NavModel = {
  main: NavItem[];
  /** The controller group 'C', or null when no controller is active or remembered. */
  controller: { name: string; items: NavItem[] } | null;
};

export type NavContext = {
  rights: readonly string[];
  debug: boolean;
  controller: ControllerData | null;
};

/** The instr parameter used when no instrument is active (console.md §2). */
export const NO_INSTRUMENT = 'loading';

function visible(nav: NavMeta, ctx: NavContext): boolean {
  if (nav.debug && !ctx.debug) return false;
  return !nav.right || hasRight(ctx.rights, nav.right);
}

export function buildNavModel(routes: readonly NavRouteInfo[], ctx: NavContext): NavModel {
  const entries = routes
    .filter((r): r is NavRouteInfo & { staticData: RouteMeta & { nav: NavMeta } } => !!r.staticData?.nav)
    .filter((r) => visible(r.staticData.nav, ctx))
    .sort((a, b) => a.staticData.nav.order - b.staticData.nav.order);

  const toItem = (r: (typeof entries)[number], params: Record<string, string>, disabled: boolean): NavItem => ({
    key: r.fullPath,
    title: r.staticData.nav.title ?? r.staticData.title ?? r.fullPath,
    icon: r.staticData.nav.icon,
    to: r.fullPath,
    params,
    disabled,
  });

  const main = entries.filter((r) => r.staticData.nav.group === 'default').map((r) => toItem(r, {}, false));

  const ctrl = ctx.controller;
  if (!ctrl) return { main, controller: null };
  const instrumentActive = !!ctrl.instr && ctrl.instr !== NO_INSTRUMENT;
  const params = { host: ctrl.host, instr: instrumentActive && ctrl.instr ? ctrl.instr : NO_INSTRUMENT };
  const items = entries
    .filter((r) => r.staticData.nav.group === 'controller')
    .map((r) => toItem(r, params, r.staticData.nav.parent === 'instrument' && !instrumentActive));
  return { main, controller: { name: ctrl.ctrlName || ctrl.host, items } };
}

/** A controller host the user may browse, for the Instruments entry. */
export type InstrumentHost = { host: string; name: string };

export const INSTRUMENTS_TITLE = /*i18n*/ 'Instruments';
/** The group headers' one-letter forms in the mini navigation. */
export const INSTRUMENTS_INITIAL = /*i18n*/ 'I';
export const CONTROLLER_INITIAL = /*i18n*/ 'C';

/**
 * The Instruments entry (issue 12): one item per controller host the user may browse, opening its
 * controller screen, in the order given (the tree's), so nobody has to type /controller/{host}.
 */
export function instrumentItems(hosts: readonly InstrumentHost[]): NavItem[] {
  return hosts.map(({ host, name }) => ({
    key: `instruments:${host}`,
    title: name || host,
    icon: 'ServerRegular',
    to: '/controller/$host',
    params: { host },
    disabled: false,
  }));
}

/**
 * The one item to mark current for a pathname: the item whose path is the longest prefix of it, so
 * the instrument screen marks Instrument only, not also Controller (a prefix of its path).
 */
export function currentNavPath(pathname: string, itemPaths: readonly string[]): string | null {
  let best: string | null = null;
  for (const path of itemPaths) {
    const matches = pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    if (matches && (best === null || path.length > best.length)) best = path;
  }
  return best;
}
