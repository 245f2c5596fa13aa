// The Users screen's data: one page of accounts (search and page from the address), the roles and the
// teams, loaded together and again after every change; and the acts on an account, whose refusals
// (last administrator, own account) are said in a snackbar.
import { useEffect, useState } from 'react';
import type { AdminRole, AdminTeam, AdminUser, ResetCodeAnswer, UserPage } from '../../domain/admin-users';
import { USER_PAGE_SIZE } from '../../domain/admin-users';
import type { ErrorItem } from '../../domain/error-item';
import { formatErrorLine } from '../../domain/normalize-error';
import { errorItemsOf } from '../../data/api-error';
import { actOnUser, fetchRoles, fetchTeams, fetchUsers, resetUserPassword } from '../../data/user-admin-api';
import { confirmMessage, showSnackbar } from '../../state/ui';

export type UsersData =
  | { phase: 'loading' }
  | { phase: 'failed'; errors: ErrorItem[] }
  | { phase: 'ready'; page: UserPage; roles: AdminRole[]; teams: AdminTeam[] };

export function useUserAdmin(search: string | undefined, pageNo: number) {
  const [data, setData] = useState<UsersData>({ phase: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const request = { offset: (pageNo - 1) * USER_PAGE_SIZE, limit: USER_PAGE_SIZE, ...(search ? { search } : {}) };
    Promise.all([fetchUsers(request, controller.signal), fetchRoles(controller.signal), fetchTeams(controller.signal)]).then(
      ([page, roles, teams]) => setData({ phase: 'ready', page, roles, teams }),
      (error: unknown) => {
        if (!controller.signal.aborted) setData({ phase: 'failed', errors: errorItemsOf(error) });
      },
    );
    return () => controller.abort();
  }, [search, pageNo, version]);

  const reload = () => setVersion((v) => v + 1);

  /** Runs an act after the administrator confirmed it; reloads on success. */
  async function confirmed<T>(question: string, run: () => Promise<T>, done: string): Promise<T | undefined> {
    if (!(await confirmMessage(question))) return undefined;
    try {
      const result = await run();
      showSnackbar(done, { intent: 'success' });
      return result;
    } catch (error) {
      showSnackbar(formatErrorLine(errorItemsOf(error)));
      return undefined;
    } finally {
      reload();
    }
  }

  const disable = (user: AdminUser) =>
    confirmed(`Disable ${user.username}? Their sessions end at once and they cannot sign in.`, () => actOnUser(user.userId, 'disable'), `${user.username} was disabled.`);
  const enable = (user: AdminUser) => confirmed(`Enable ${user.username}?`, () => actOnUser(user.userId, 'enable'), `${user.username} was enabled.`);
  const resetTotp = (user: AdminUser) =>
    confirmed(`Remove the authenticator of ${user.username}? They sign in with their password alone until they register a new one.`, () => actOnUser(user.userId, 'resetTotp'), `The authenticator of ${user.username} was removed.`);
  const resetPassword = (user: AdminUser): Promise<ResetCodeAnswer | undefined> =>
    confirmed(`Reset the password of ${user.username}? Their password stops working and their sessions end.`, () => resetUserPassword(user.userId), `A one-time code was issued for ${user.username}.`);

  return { data, reload, disable, enable, resetTotp, resetPassword };
}
