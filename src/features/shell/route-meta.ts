// The route metadata the shell reads (console.md §2: the side navigation is built from route
// metadata, the app title from the route title). Routes put it in `staticData`.
import type { RouteAccess } from '../../domain/route-access';
import type { ShellIconName } from './shell-icons';

export type NavGroup = 'default' | 'controller';

export type NavMeta = {
  group: NavGroup;
  order: number;
  /** Named, not imported: the route tree stays free of icons (shell-icons.ts). */
  icon: ShellIconName;
  /** Shown in the navigation; defaults to the route title. */
  title?: string;
  /** Shown only in debug mode. */
  debug?: boolean;
  /** Shown only to users holding this right. */
  right?: string;
  /** Items under the instrument parent are disabled while no instrument is active. */
  parent?: 'instrument';
};

export type RouteMeta = {
  title?: string;
  /** For titles that depend on the route parameters (the books route). */
  titleFromParams?: (params: Record<string, string | undefined>) => string | undefined;
  access?: RouteAccess;
  nav?: NavMeta;
  /**
   * 'signed-out': the page shows only texts of the signed-out catalog (src/i18n/lingui.config.ts), so
   * it loads no others (the login route's budget). Any other page loads every text of its language.
   */
  texts?: 'signed-out';
};

declare module '@tanstack/react-router' {
  // Declaration merging is the only way to type staticData, and it needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteMeta {}
}

type MatchLike = { staticData?: RouteMeta; params?: unknown };

/** The title of the deepest match that has one. */
export function titleOfMatches(matches: readonly MatchLike[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const meta = match?.staticData;
    if (!meta) continue;
    const fromParams = meta.titleFromParams?.((match.params ?? {}) as Record<string, string | undefined>);
    const title = fromParams ?? meta.title;
    if (title) return title;
  }
  return undefined;
}

/** Which texts the page needs: every one of its language unless its own (deepest) route says otherwise. */
export function textsOfMatches(matches: readonly MatchLike[]): 'signed-out' | 'all' {
  return matches.at(-1)?.staticData?.texts ?? 'all';
}

/** The access rule of the deepest match that declares one; routes without a rule are public. */
export function accessOfMatches(matches: readonly MatchLike[]): RouteAccess {
  for (let i = matches.length - 1; i >= 0; i--) {
    const access = matches[i]?.staticData?.access;
    if (access) return access;
  }
  return { kind: 'public' };
}
