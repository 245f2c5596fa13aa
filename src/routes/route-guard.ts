// The route guard of console.md §4, run once per navigation from the root route: the deepest
// matched route's access rule decides, so child routes only declare `staticData.access`.
import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { decideRouteAccess, loginSearchFor } from '../domain/route-access';
import { accessOfMatches, textsOfMatches } from '../features/shell/route-meta';
import { loadAllTexts } from '../i18n/language';
import type { RouteMeta } from '../features/shell/route-meta';
import type { RouterContext } from './router-context';

type GuardArgs = {
  context: RouterContext;
  location: ParsedLocation;
  matches: readonly { staticData?: RouteMeta }[];
};

/** Lets the page through or redirects it; what passes says which texts it needs (loaded by `loadTexts`). */
export function guardRoute({ context, location, matches }: GuardArgs): { texts: 'signed-out' | 'all' } {
  const decision = decideRouteAccess(accessOfMatches(matches), context.viewer(), location.href);
  if (decision.action === 'redirect') throw redirect({ to: '/', replace: true });
  if (decision.action === 'login') {
    throw redirect({ to: '/account/login', search: loginSearchFor(decision.returnUrl), replace: true });
  }
  return { texts: textsOfMatches(matches) };
}

/**
 * A page open without sign-in (a share link, the playground) shows the app's own screens: their texts
 * come before the page does, or a text with a value in it would show its placeholder. A loader, not the
 * guard, so an address that only redirects (/login) loads nothing.
 */
export function loadTexts(texts: 'signed-out' | 'all'): Promise<void> | undefined {
  return texts === 'all' ? loadAllTexts() : undefined;
}

/** A route kept for an old address: sends the browser to the canonical path with the same search. */
export function redirectAlias(target: string) {
  return ({ location }: { location: ParsedLocation }): never => {
    throw redirect({ href: `${target}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true });
  };
}
