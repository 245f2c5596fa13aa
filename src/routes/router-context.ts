import type { RouteViewer } from '../domain/route-access';

/** What the route guard needs to know; main.tsx reads it from the session, tests may pass their own. */
export type RouterContext = { viewer: () => RouteViewer };
