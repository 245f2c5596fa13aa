import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { AppProviders } from '../../../src/features/shell/AppProviders';
import { createAppRouter } from '../../../src/routes/router';
import type { AppRouter } from '../../../src/routes/router';

export type RenderAppOptions = {
  /** Give virtualized lists (trees, tables) a viewport, which jsdom has none of, so their rows render. @default false */
  virtualRows?: boolean;
};

/** The real app (route tree, guard, shell) at `path`, in memory history; resolves once routed. */
export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<AppRouter> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const app: ReactNode = <RouterProvider router={router} />;
  render(
    <AppProviders>
      {options.virtualRows ? <VirtuosoMockContext.Provider value={{ viewportHeight: 900, itemHeight: 30 }}>{app}</VirtuosoMockContext.Provider> : app}
    </AppProviders>,
  );
  return router;
}
