// Every method and url the app registers, recorded while Fastify adds them: the authorisation test
// compares this list with server/routes/route-rights.ts, so a route nobody classified fails the suite.
import type { FastifyInstance, RouteOptions } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Starts recording; call before any route or plugin is registered (hooks reach only later routes). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (options: RouteOptions) => {
    for (const method of [options.method].flat()) routes.push({ method: method.toUpperCase(), url: options.url ?? '' });
  });
}

/** The routes recorded for an app built by buildApp, in registration order (HEAD twins of GET routes included). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes = routesByApp.get(app);
  if (!routes) throw new Error('registeredRoutes: this app was not built with recordRoutes');
  return routes;
}
