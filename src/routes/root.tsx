import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { AppShell } from '../features/shell/AppShell';
import { NotFoundView } from '../features/shell/NotFoundView';
import { session, sessionUserId } from '../state/session';
import { guardRoute, loadTexts } from './route-guard';
import type { RouterContext } from './router-context';
import { USER_MENU } from './user-menu';

function RootLayout() {
  // A change of user remounts every screen: their live queries then read the new user's database
  // (src/features/account/user-database.ts), never what they had read from the last one's.
  const userId = sessionUserId(useSnapshot(session));
  return (
    <AppShell menu={USER_MENU}>
      <Outlet key={userId ?? ''} />
    </AppShell>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location, matches }) => guardRoute({ context, location, matches }),
  loader: ({ context }) => loadTexts(context.texts),
  component: RootLayout,
  notFoundComponent: NotFoundView,
});
