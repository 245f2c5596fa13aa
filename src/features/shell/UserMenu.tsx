// The user menu of the app bar: only for signed-in users, named with their display name.
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from '@tanstack/react-router';
import type { NavigateOptions } from '@tanstack/react-router';
import { hasRight } from '../../domain/route-access';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { logout } from '../account/session-actions';
import { confirmSignOut } from '../account/user-database';
import { SHELL_ICONS } from './shell-icons';
import type { ShellIconName } from './shell-icons';

export type UserMenuEntry = {
  label: string;
  /** Named, not imported: the entries live in the entry chunk, the icons in this lazy one. */
  icon: ShellIconName;
  link: NavigateOptions;
  /** Shown only to users holding this right. */
  right?: string;
};

export type UserMenuProps = {
  displayName: string;
  rights: readonly string[];
  entries: readonly UserMenuEntry[];
};

export function UserMenu({ displayName, rights, entries }: UserMenuProps) {
  const navigate = useNavigate();
  const i18n = useI18n();
  const onLogout = async () => {
    if (!(await confirmSignOut())) return;
    // Logout always ends on the login page, even when the server call failed (console.md §4).
    try {
      await logout();
    } finally {
      await navigate({ to: '/login' });
    }
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<PersonCircleRegular />}>
          {displayName}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {entries
            .filter((e) => !e.right || hasRight(rights, e.right))
            .map(({ label, icon, link }) => {
              const Icon = SHELL_ICONS[icon];
              return (
                <MenuItem key={label} icon={<Icon />} onClick={() => void navigate(link)}>
                  {translateMessage(label)}
                </MenuItem>
              );
            })}
          <MenuItem icon={<SignOutRegular />} onClick={() => void onLogout()}>
            {i18n._('Logout')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
