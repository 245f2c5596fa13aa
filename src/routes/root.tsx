import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../features/shell/AppShell';
import { NotFoundView } from '../features/shell/NotFoundView';
import { guardRoute } from './route-guard';
import type { RouterContext } from './router-context';
import { USER_MENU } from './user-menu';

function RootLayout() {
  return (
    <AppShell menu={USER_MENU}>
      <Outlet />
    </AppShell>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location, matches }) => guardRoute({ context, location, matches }),
  component: RootLayout,
  notFoundComponent: NotFoundView,
});
