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
import { useI18n } from '../../i18n/use-i18n';

export type UsersData =
  | { phase: 'loading' }
  | { phase: 'failed'; errors: ErrorItem[] }
  | { phase: 'ready'; page: UserPage; roles: AdminRole[]; teams: AdminTeam[] };

export function useUserAdmin(search: string | undefined, pageNo: number) {
  const i18n = useI18n();
  const [data, setData] = useState<UsersData>({ phase: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const request = { offset: (pageNo - 1) * USER_PAGE_SIZE, limit: USER_PAGE_SIZE, ...(search ? { search } : {}) };
    Promise.all([fetchUsers(request, controller.signal), fetchRoles(controller.signal), fetchTeams(controller.signal)]).then(
      // An answer for a page left or replaced meanwhile changes nothing.
      ([page, roles, teams]) => {
        if (!controller.signal.aborted) setData({ phase: 'ready', page, roles, teams });
      },
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

  const disable = ({ userId, username }: AdminUser) =>
    confirmed(
      i18n._('Disable {username}? Their sessions end at once and they cannot sign in.', { username }),
      () => actOnUser(userId, 'disable'),
      i18n._('{username} was disabled.', { username }),
    );
  const enable = ({ userId, username }: AdminUser) =>
    confirmed(i18n._('Enable {username}?', { username }), () => actOnUser(userId, 'enable'), i18n._('{username} was enabled.', { username }));
  const resetTotp = ({ userId, username }: AdminUser) =>
    confirmed(
      i18n._('Remove the authenticator of {username}? They sign in with their password alone until they register a new one.', { username }),
      () => actOnUser(userId, 'resetTotp'),
      i18n._('The authenticator of {username} was removed.', { username }),
    );
  const resetPassword = ({ userId, username }: AdminUser): Promise<ResetCodeAnswer | undefined> =>
    confirmed(
      i18n._('Reset the password of {username}? Their password stops working and their sessions end.', { username }),
      () => resetUserPassword(userId),
      i18n._('A one-time code was issued for {username}.', { username }),
    );

  return { data, reload, disable, enable, resetTotp, resetPassword };
}
