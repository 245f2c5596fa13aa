// One page of accounts: names, roles, teams, state, and the acts an administrator has on each.
import {
  Badge,
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { AdminRole, AdminTeam, AdminUser } from '../../domain/admin-users';
import { useI18n } from '../../i18n/use-i18n';

export type UserAction = 'edit' | 'disable' | 'enable' | 'resetPassword' | 'resetTotp';

export type UsersTableProps = {
  users: readonly AdminUser[];
  roles: readonly AdminRole[];
  teams: readonly AdminTeam[];
  onAction: (user: AdminUser, action: UserAction) => void;
};

const useStyles = makeStyles({
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

function names<T>(ids: readonly number[], items: readonly T[], idOf: (item: T) => number, nameOf: (item: T) => string): string {
  return ids.map((id) => items.find((item) => idOf(item) === id)).filter((item) => item !== undefined).map(nameOf).join(', ');
}

function UserStatus({ user }: { user: AdminUser }) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <span className={styles.badges}>
      {user.disabled ? <Badge color="danger">{i18n._('Disabled')}</Badge> : <Badge color="success">{i18n._('Active')}</Badge>}
      {user.hasTotp ? <Badge appearance="outline">{i18n._('Authenticator')}</Badge> : null}
      {user.resetPending ? <Badge appearance="outline" color="warning">
          {i18n._('Reset pending')}
        </Badge> : null}
    </span>
  );
}

export function UsersTable({ users, roles, teams, onAction }: UsersTableProps) {
  const i18n = useI18n();
  return (
    <Table aria-label={i18n._('Users')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{i18n._('Username')}</TableHeaderCell>
          <TableHeaderCell>{i18n._('Name')}</TableHeaderCell>
          <TableHeaderCell>{i18n._('Roles')}</TableHeaderCell>
          <TableHeaderCell>{i18n._('Teams')}</TableHeaderCell>
          <TableHeaderCell>{i18n._('Status')}</TableHeaderCell>
          <TableHeaderCell aria-label={i18n._('Actions')} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.userId}>
            <TableCell>{user.username}</TableCell>
            <TableCell>{user.displayName}</TableCell>
            <TableCell>{names(user.roleIds, roles, (r) => r.roleId, (r) => r.name)}</TableCell>
            <TableCell>{names(user.teamIds, teams, (t) => t.teamId, (t) => t.name)}</TableCell>
            <TableCell>
              <UserStatus user={user} />
            </TableCell>
            <TableCell>
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={i18n._('Actions for {username}', { username: user.username })} />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem onClick={() => onAction(user, 'edit')}>{i18n._('Edit name, roles and teams')}</MenuItem>
                    <MenuItem onClick={() => onAction(user, user.disabled ? 'enable' : 'disable')}>{user.disabled ? i18n._('Enable') : i18n._('Disable')}</MenuItem>
                    <MenuItem onClick={() => onAction(user, 'resetPassword')}>{i18n._('Reset password')}</MenuItem>
                    <MenuItem disabled={!user.hasTotp} onClick={() => onAction(user, 'resetTotp')}>
                      {i18n._('Reset authenticator')}
                    </MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
