// The app bar of console.md §2: back, title link home, version, licence marker, debug tools, the outbox
// status (online / offline / sending n / n failed), user menu.
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { I18n } from '@lingui/core';
// Per-icon modules for what the entry chunk renders: the package's shared icon modules hold dozens
// of icons each, and one import from them pulls every icon the app uses from that module into the entry.
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import type { ReactNode } from 'react';
import { APP_BAR_MIN_HEIGHT, APP_VERSION, PRODUCT_NAME } from '../../domain/app-constants';
import { useI18n } from '../../i18n/use-i18n';
import { deferredComponent } from '../../ui/deferred';
import type { OutboxStatusProps } from '../outbox/OutboxStatus';
import type { UserMenuEntry, UserMenuProps } from './UserMenu';
import type { SessionView } from './use-session-view';

// Signed-in and debug-mode parts load on first use: the login route (entry chunk) carries neither.
const UserMenu = deferredComponent<UserMenuProps>(() => import('./UserMenu').then((m) => m.UserMenu));
const DebugTools = deferredComponent<object>(() => import('./DebugTools').then((m) => m.DebugTools));
// Shown only while the licence is not valid; Fluent's Badge stays out of the entry meanwhile.
const UnlicensedBadge = deferredComponent<object>(() => import('../../ui/UnlicensedBadge').then((m) => m.UnlicensedBadge));
const OutboxStatus = deferredComponent<OutboxStatusProps>(() => import('../outbox/OutboxStatus').then((m) => m.OutboxStatus));

/** Loads the signed-in parts of the bar, so a signed-in first render draws them at once (no shift). */
export function preloadSignedInAppBar(): Promise<unknown> {
  return Promise.all([UserMenu.preload(), OutboxStatus.preload(), UnlicensedBadge.preload()]);
}

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    // One row whatever arrives late (user menu, outbox status, licence marker): a bar that wrapped
    // would change height and move every screen below it (issue 13: layout shift ≤ 0.1). The title
    // shrinks instead, and the version gives way on narrow screens.
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalS,
    minHeight: `${APP_BAR_MIN_HEIGHT}px`,
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: {
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  version: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', '@media (max-width: 639px)': { display: 'none' } },
  spacer: { flexGrow: 1 },
});

export type AppBarProps = {
  title: string | undefined;
  session: SessionView;
  menu: readonly UserMenuEntry[];
  navCollapsed: boolean;
  /** The navigation is the touch drawer: the button opens and closes it. @default false */
  navDrawer?: boolean;
  onToggleNav: () => void;
  /** The Back button's action. */
  onBack: () => void;
  /**
   * The title as a link home. The bar knows no router: the signed-out login start draws it before the
   * router has loaded (src/login-start.tsx).
   */
  renderHomeLink: (className: string, text: string) => ReactNode;
};

function navToggleLabel(i18n: I18n, collapsed: boolean, drawer: boolean): string {
  if (drawer) return collapsed ? i18n._('Open navigation') : i18n._('Close navigation');
  return collapsed ? i18n._('Expand navigation') : i18n._('Collapse navigation');
}

export function AppBar({ title, session, menu, navCollapsed, navDrawer = false, onToggleNav, onBack, renderHomeLink }: AppBarProps) {
  const styles = useStyles();
  const i18n = useI18n();
  // Named by aria-label with a native title, not Fluent's Tooltip: the app bar is in the entry chunk,
  // and the Tooltip brings popup positioning (Floating UI) into what the login route loads (issue 13).
  const toggleLabel = navToggleLabel(i18n, navCollapsed, navDrawer);
  return (
    <header className={styles.bar}>
      {session.authenticated ? (
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-expanded={!navCollapsed}
          onClick={onToggleNav}
        />
      ) : null}
      <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={i18n._('Back')} title={i18n._('Back')} onClick={onBack} />
      {renderHomeLink(styles.title, title ?? PRODUCT_NAME)}
      <Caption1 className={styles.version}>{APP_VERSION}</Caption1>
      {session.licenceValid ? null : <UnlicensedBadge />}
      <span className={styles.spacer} />
      {session.debug ? <DebugTools /> : null}
      {session.userId !== null ? <OutboxStatus userId={session.userId} /> : null}
      {session.authenticated ? (
        <UserMenu displayName={session.displayName} rights={session.rights} entries={menu} />
      ) : null}
    </header>
  );
}
