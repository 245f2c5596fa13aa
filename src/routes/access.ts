import type { RouteAccess } from '../domain/route-access';
import { Right } from '../domain/rights';

/** The access rules of console.md §2, named so route modules read like the spec table. */
export const PUBLIC: RouteAccess = { kind: 'public' };
export const ANONYMOUS_ONLY: RouteAccess = { kind: 'anonymousOnly' };
export const LOGIN: RouteAccess = { kind: 'login' };
export const ADMIN: RouteAccess = { kind: 'right', right: Right.admin };
export const SETTINGS: RouteAccess = { kind: 'right', right: Right.accessSettings };
export const DEBUG_ADMIN: RouteAccess = { kind: 'right', right: Right.debugAdmin };
