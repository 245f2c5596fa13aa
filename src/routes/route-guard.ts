// The route guard of console.md §4, run once per navigation from the root route: the deepest
// matched route's access rule decides, so child routes only declare `staticData.access`.
import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { decideRouteAccess, loginSearchFor } from '../domain/route-access';
import { accessOfMatches } from '../features/shell/route-meta';
import type { RouteMeta } from '../features/shell/route-meta';
import type { RouterContext } from './router-context';

type GuardArgs = {
  context: RouterContext;
  location: ParsedLocation;
  matches: readonly { staticData?: RouteMeta }[];
};

export function guardRoute({ context, location, matches }: GuardArgs): void {
  const decision = decideRouteAccess(accessOfMatches(matches), context.viewer(), location.href);
  if (decision.action === 'redirect') throw redirect({ to: '/', replace: true });
  if (decision.action === 'login') {
    throw redirect({ to: '/account/login', search: loginSearchFor(decision.returnUrl), replace: true });
  }
}

/** A route kept for an old address: sends the browser to the canonical path with the same search. */
export function redirectAlias(target: string) {
  return ({ location }: { location: ParsedLocation }): never => {
    throw redirect({ href: `${target}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`, replace: true });
  };
}
