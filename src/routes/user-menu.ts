// The user menu entries above Logout (console.md §2), built from the named routes.
import { Right } from '../domain/rights';
import type { UserMenuEntry } from '../features/shell/UserMenu';
import { ABOUT_SETTINGS_GID } from '../features/settings/settings-gids';
import { namedRoutes } from './named-routes';

/** About opens a settings group, so it needs the settings right like Settings does. */
export const USER_MENU: readonly UserMenuEntry[] = [
  { label: /*i18n*/ 'Profile', icon: 'PersonRegular', link: namedRoutes.AccountProfile() },
  { label: /*i18n*/ 'Outbox', icon: 'ArrowSyncRegular', link: namedRoutes.Outbox() },
  { label: /*i18n*/ 'License', icon: 'CertificateRegular', link: namedRoutes.AccountLicense(), right: Right.admin },
  { label: /*i18n*/ 'Events', icon: 'DocumentBulletListRegular', link: namedRoutes.EventLog(), right: Right.admin },
  { label: /*i18n*/ 'Users', icon: 'PeopleRegular', link: namedRoutes.Users(), right: Right.admin },
  { label: /*i18n*/ 'Settings', icon: 'SettingsRegular', link: namedRoutes.SettingsLocal(), right: Right.accessSettings },
  { label: /*i18n*/ 'About', icon: 'InfoRegular', link: namedRoutes.SettingsLocal(ABOUT_SETTINGS_GID), right: Right.accessSettings },
];
