// The frame around every screen: skip link, app bar, side navigation, main region and the hosts of
// the shell services (message dialog, snackbar, overlay), focus after navigation and the keyboard shortcuts.
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { setNavCollapsed, ui } from '../../state/ui';
import { useI18n } from '../../i18n/use-i18n';
import { BusyOverlay } from '../../ui/BusyOverlay';
import { deferredComponent, useLatch } from '../../ui/deferred';
import { navigationMode } from '../../domain/touch-layout';
import { TABLET_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { useCoarsePointer } from '../../ui/use-touch-layout';
import { AppBar, preloadSignedInAppBar } from './AppBar';
import type { NavDrawerProps } from './NavDrawer';
import type { ShortcutHelpDialogProps } from './ShortcutHelpDialog';
import type { SideNavProps } from './SideNav';
import { useSideNavFrameStyles } from './side-nav-frame';
import type { UserMenuEntry } from './UserMenu';
import { useDocumentTitle, usePageTitle } from './use-page-title';
import { useRouteFocus } from './use-route-focus';
import { useSessionView } from './use-session-view';
import { useShortcutKeys } from './use-shortcut-keys';

// Loaded on first use, so the entry chunk (what the login route costs) carries none of them: the side
// navigation once someone is signed in, the hosts once a message or an update waits. Messages queue in
// state/ui.ts until their host has loaded, and a host stays mounted from then on.
const SideNav = deferredComponent<SideNavProps>(() => import('./SideNav').then((m) => m.SideNav), SideNavPlaceholder);
const NavDrawer = deferredComponent<NavDrawerProps>(() => import('./NavDrawer').then((m) => m.NavDrawer));
const UpdatePrompt = deferredComponent<object>(() => import('./UpdatePrompt').then((m) => m.UpdatePrompt));
const MessageDialogHost = deferredComponent<object>(() => import('../../ui/MessageDialogHost').then((m) => m.MessageDialogHost));
const SnackbarHost = deferredComponent<object>(() => import('../../ui/SnackbarHost').then((m) => m.SnackbarHost));
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

/** Mounts the message dialog host and the snackbar toaster at their first message, and keeps them. */
function DeferredHosts() {
  const { dialogs, snackbars } = useSnapshot(ui);
  const dialogHost = useLatch(dialogs.length > 0);
  const snackbarHost = useLatch(snackbars.length > 0);
  return (
    <>
      {dialogHost ? <MessageDialogHost /> : null}
      {snackbarHost ? <SnackbarHost /> : null}
    </>
  );
}

function DeferredUpdatePrompt() {
  const { applyUpdate } = useSnapshot(ui);
  return applyUpdate ? <UpdatePrompt /> : null;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100dvh',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
  skip: {
    position: 'absolute',
    left: tokens.spacingHorizontalS,
    top: '-100px',
    zIndex: 10,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflowY: 'auto',
    padding: tokens.spacingHorizontalXL,
    ':focus': { outlineStyle: 'none' },
  },
});

export type AppShellProps = {
  /** User menu entries above Logout; the route layer supplies them from its named routes. */
  menu: readonly UserMenuEntry[];
  children: ReactNode;
};

export function AppShell({ menu, children }: AppShellProps) {
  const styles = useStyles();
  const i18n = useI18n();
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
  return (
    <div className={styles.root}>
      <a href="#main-content" className={styles.skip}>
        {i18n._('Skip to main content')}
      </a>
      <AppBar
        title={title}
        session={session}
        menu={menu}
        navCollapsed={collapsed}
        navDrawer={drawer}
        onToggleNav={() => (drawer ? setDrawerOpen(!drawerOpen) : setNavCollapsed(!collapsed))}
      />
      <div className={styles.body}>
        {session.authenticated && !drawer ? <SideNav collapsed={collapsed} /> : null}
        {session.authenticated && drawer ? <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
        <main ref={mainRef} id="main-content" tabIndex={-1} className={styles.main}>
          <DeferredUpdatePrompt />
          {children}
        </main>
      </div>
      <DeferredHosts />
      {shortcuts.helpOpen ? <ShortcutHelpDialog onClose={shortcuts.closeHelp} /> : null}
      <BusyOverlay />
    </div>
  );
}
