// The signed-in app's frame (ShellFrame) with what needs the router: the app bar's back and home, the side
// navigation, the page title, focus after navigation and the keyboard shortcuts.
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { mergeClasses } from '@fluentui/react-components';
import { Link, useRouter } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { setNavCollapsed, ui } from '../../state/ui';
import { deferredComponent } from '../../ui/deferred';
import { navigationMode } from '../../domain/touch-layout';
import { TABLET_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { useCoarsePointer } from '../../ui/use-touch-layout';
import { AppBar, preloadSignedInAppBar } from './AppBar';
import type { NavDrawerProps } from './NavDrawer';
import type { ShortcutHelpDialogProps } from './ShortcutHelpDialog';
import type { SideNavProps } from './SideNav';
import { ShellFrame } from './ShellFrame';
import { useSideNavFrameStyles } from './side-nav-frame';
import type { UserMenuEntry } from './UserMenu';
import { useDocumentTitle } from './document-title';
import { usePageTitle } from './use-page-title';
import { useRouteFocus } from './use-route-focus';
import { useSessionView } from './use-session-view';
import { useShortcutKeys } from './use-shortcut-keys';

// Loaded on first use, so the entry chunk (what the login route costs) carries none of them: the side
// navigation once someone is signed in, the shortcut help once asked for.
const SideNav = deferredComponent<SideNavProps>(() => import('./SideNav').then((m) => m.SideNav), SideNavPlaceholder);
const NavDrawer = deferredComponent<NavDrawerProps>(() => import('./NavDrawer').then((m) => m.NavDrawer));
const ShortcutHelpDialog = deferredComponent<ShortcutHelpDialogProps>(() => import('./ShortcutHelpDialog').then((m) => m.ShortcutHelpDialog));

/**
 * Loads what the signed-in shell draws around every screen (navigation, user menu, outbox status), so
 * its first signed-in render draws the whole frame and nothing moves the page when a part arrives
 * (issue 13: layout shift ≤ 0.1). Awaited at a signed-in start and alongside the login request.
 */
export function preloadSignedInShell(): Promise<unknown> {
  return Promise.all([SideNav.preload(), preloadSignedInAppBar()]);
}

/** The navigation's empty box while its chunk loads, so the main region starts where it stays. */
function SideNavPlaceholder({ collapsed }: SideNavProps) {
  const frame = useSideNavFrameStyles();
  return <div aria-hidden className={mergeClasses(frame.nav, collapsed && frame.mini)} />;
}

export type AppShellProps = {
  /** User menu entries above Logout; the route layer supplies them from its named routes. */
  menu: readonly UserMenuEntry[];
  children: ReactNode;
};

export function AppShell({ menu, children }: AppShellProps) {
  const router = useRouter();
  const session = useSessionView();
  const title = usePageTitle();
  useDocumentTitle(title);
  const { navCollapsed } = useSnapshot(ui);
  const tablet = useMediaQuery(TABLET_QUERY);
  const mode = navigationMode({ coarse: useCoarsePointer(), narrow: tablet, collapsedChoice: navCollapsed });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = mode === 'drawer';
  const collapsed = drawer ? !drawerOpen : mode === 'mini';
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  const shortcuts = useShortcutKeys();
  const bar = (
    <AppBar
      title={title}
      session={session}
      menu={menu}
      navCollapsed={collapsed}
      navDrawer={drawer}
      onToggleNav={() => (drawer ? setDrawerOpen(!drawerOpen) : setNavCollapsed(!collapsed))}
      onBack={() => router.history.back()}
      renderHomeLink={(className, text) => (
        <Link to="/" className={className}>
          {text}
        </Link>
      )}
    />
  );
  let navigation: ReactNode = null;
  if (session.authenticated) navigation = drawer ? <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : <SideNav collapsed={collapsed} />;
  return (
    <ShellFrame
      bar={bar}
      navigation={navigation}
      mainRef={mainRef}
      overlay={shortcuts.helpOpen ? <ShortcutHelpDialog onClose={shortcuts.closeHelp} /> : null}
    >
      {children}
    </ShellFrame>
  );
}
