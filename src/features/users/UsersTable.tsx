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
  return (
    <span className={styles.badges}>
      {user.disabled ? <Badge color="danger">Disabled</Badge> : <Badge color="success">Active</Badge>}
      {user.hasTotp ? <Badge appearance="outline">Authenticator</Badge> : null}
      {user.resetPending ? <Badge appearance="outline" color="warning">Reset pending</Badge> : null}
    </span>
  );
}

export function UsersTable({ users, roles, teams, onAction }: UsersTableProps) {
  return (
    <Table aria-label="Users" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Username</TableHeaderCell>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Roles</TableHeaderCell>
          <TableHeaderCell>Teams</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell aria-label="Actions" />
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
                  <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={`Actions for ${user.username}`} />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem onClick={() => onAction(user, 'edit')}>Edit name, roles and teams</MenuItem>
                    <MenuItem onClick={() => onAction(user, user.disabled ? 'enable' : 'disable')}>{user.disabled ? 'Enable' : 'Disable'}</MenuItem>
                    <MenuItem onClick={() => onAction(user, 'resetPassword')}>Reset password</MenuItem>
                    <MenuItem disabled={!user.hasTotp} onClick={() => onAction(user, 'resetTotp')}>
                      Reset authenticator
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
