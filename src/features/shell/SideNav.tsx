// The side navigation landmark: the Default group and, with a controller, the controller group 'C'.
import type { MouseEvent } from 'react';
import { Caption1Strong, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLocation, useRouter } from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { ui } from '../../state/ui';
import { useControllerHosts } from '../controller/use-controller-hosts';
import { CONTROLLER_INITIAL, INSTRUMENTS_INITIAL, INSTRUMENTS_TITLE, buildNavModel, currentNavPath, instrumentItems } from './nav-model';
import { SHELL_ICONS } from './shell-icons';
import { useSideNavFrameStyles } from './side-nav-frame';
import type { NavItem, NavRouteInfo } from './nav-model';
import { useSessionView } from './use-session-view';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  header: {
    display: 'block',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground3,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '44px',
    paddingInline: tokens.spacingHorizontalL,
    marginInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground2Hover, color: tokens.colorNeutralForeground2Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  miniLink: { justifyContent: 'center', paddingInline: 0 },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    // Brand foreground 1 on the selected background is 4.18:1 in the dark theme; 2 keeps 4.5:1 in both.
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  disabled: { color: tokens.colorNeutralForegroundDisabled, cursor: 'not-allowed', ':hover': { backgroundColor: 'transparent', color: tokens.colorNeutralForegroundDisabled } },
  icon: { fontSize: '20px', flexShrink: 0 },
  // Hidden visually in the mini navigation but still the link's accessible name.
  hiddenLabel: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

export type SideNavProps = {
  collapsed: boolean;
  /** Called after an item was chosen (the touch drawer closes then). */
  onNavigate?: () => void;
};

export function SideNav({ collapsed, onNavigate }: SideNavProps) {
  const router = useRouter();
  const styles = useStyles();
  const i18n = useI18n();
  const frame = useSideNavFrameStyles();
  const view = useSessionView();
  const { activeController } = useSnapshot(ui);
  const routes: NavRouteInfo[] = Object.values(router.routesById).map((r) => ({
    fullPath: r.fullPath,
    staticData: r.options.staticData,
  }));
  const model = buildNavModel(routes, { rights: view.rights, debug: view.debug, controller: activeController });
  const instruments = instrumentItems(useControllerHosts(view.authenticated));
  const pathname = useLocation({ select: (l) => l.pathname });
  // The loose router type: nav items carry paths and params taken from the route tree at run time.
  const loose: AnyRouter = router;
  const pathOf = (item: NavItem) => loose.buildLocation({ to: item.to, params: item.params }).pathname;
  const enabled = [...model.main, ...(model.controller?.items ?? [])].filter((item) => !item.disabled);
  const current = currentNavPath(pathname, enabled.map(pathOf));
  const isCurrent = (item: NavItem) => !item.disabled && pathOf(item) === current;
  return (
    <nav aria-label={i18n._('Main navigation')} className={mergeClasses(frame.nav, collapsed && frame.mini)}>
      <NavList items={model.main} collapsed={collapsed} isCurrent={isCurrent} onNavigate={onNavigate} />
      {instruments.length > 0 ? (
        // Never marked current: the controller group below names the open controller already.
        <section aria-label={i18n._(INSTRUMENTS_TITLE)}>
          <Caption1Strong as="h2" className={styles.header} title={i18n._(INSTRUMENTS_TITLE)}>
            {collapsed ? i18n._(INSTRUMENTS_INITIAL) : i18n._(INSTRUMENTS_TITLE)}
          </Caption1Strong>
          <NavList items={instruments} collapsed={collapsed} isCurrent={() => false} onNavigate={onNavigate} />
        </section>
      ) : null}
      {model.controller ? (
        <section aria-label={i18n._('Controller {name}', { name: model.controller.name })}>
          <Caption1Strong as="h2" className={styles.header} title={model.controller.name}>
            {collapsed ? i18n._(CONTROLLER_INITIAL) : model.controller.name}
          </Caption1Strong>
          <NavList items={model.controller.items} collapsed={collapsed} isCurrent={isCurrent} onNavigate={onNavigate} />
        </section>
      ) : null}
    </nav>
  );
}

type NavListProps = { items: NavItem[]; collapsed: boolean; isCurrent: (item: NavItem) => boolean; onNavigate: (() => void) | undefined };

function NavList({ items, collapsed, isCurrent, onNavigate }: NavListProps) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink item={item} collapsed={collapsed} active={isCurrent(item)} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

type NavLinkProps = { item: NavItem; collapsed: boolean; active: boolean; onNavigate: (() => void) | undefined };

function NavLink({ item, collapsed, active, onNavigate }: NavLinkProps) {
  const styles = useStyles();
  // The loose router type: nav items carry paths and params taken from the route tree at run time.
  const router: AnyRouter = useRouter();
  useI18n();
  // Route titles are ids of the common catalog; an instrument's name is data and stays as it is.
  const title = translateMessage(item.title);
  const Icon = SHELL_ICONS[item.icon];
  const label = <span className={collapsed ? styles.hiddenLabel : undefined}>{title}</span>;
  const className = mergeClasses(styles.link, collapsed && styles.miniLink);
  if (item.disabled) {
    return (
      <a role="link" aria-disabled="true" className={mergeClasses(className, styles.disabled)} title={title}>
        <Icon className={styles.icon} aria-hidden />
        {label}
      </a>
    );
  }
  const location = router.buildLocation({ to: item.to, params: item.params });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Plain and Alt clicks navigate in the app (browsers would download the link on Alt-click);
    // Ctrl, Meta, Shift and middle clicks keep the browser's new-tab/window behaviour.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate({ to: item.to, params: item.params });
    onNavigate?.();
  };
  return (
    <a
      href={location.href}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      className={mergeClasses(className, active && styles.active)}
      title={collapsed ? title : undefined}
    >
      <Icon className={styles.icon} aria-hidden />
      {label}
    </a>
  );
}
