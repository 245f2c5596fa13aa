import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { AppProviders } from '../../../src/features/shell/AppProviders';
import { createAppRouter } from '../../../src/routes/router';
import type { AppRouter } from '../../../src/routes/router';

/** The real app (route tree, guard, shell) at `path`, in memory history; resolves once routed. */
export async function renderApp(path: string): Promise<AppRouter> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
