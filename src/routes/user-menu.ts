// The user menu entries above Logout (console.md §2), built from the named routes.
import { Right } from '../domain/rights';
import type { UserMenuEntry } from '../features/shell/UserMenu';
import { ABOUT_SETTINGS_GID } from '../features/settings/settings-gids';
import { namedRoutes } from './named-routes';

/** About opens a settings group, so it needs the settings right like Settings does. */
export const USER_MENU: readonly UserMenuEntry[] = [
  { label: 'Profile', icon: 'PersonRegular', link: namedRoutes.AccountProfile() },
  { label: 'Outbox', icon: 'ArrowSyncRegular', link: namedRoutes.Outbox() },
  { label: 'License', icon: 'CertificateRegular', link: namedRoutes.AccountLicense(), right: Right.admin },
  { label: 'Events', icon: 'DocumentBulletListRegular', link: namedRoutes.EventLog(), right: Right.admin },
  { label: 'Users', icon: 'PeopleRegular', link: namedRoutes.Users(), right: Right.admin },
  { label: 'Settings', icon: 'SettingsRegular', link: namedRoutes.SettingsLocal(), right: Right.accessSettings },
  { label: 'About', icon: 'InfoRegular', link: namedRoutes.SettingsLocal(ABOUT_SETTINGS_GID), right: Right.accessSettings },
];
