// The Users screen (docs/decisions.md "User administration"): accounts page by page with a search, their
// acts, and the teams. Dialogs open one at a time; a one-time code is shown once, then forgotten.
import { useState } from 'react';
import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { AdminTeam, AdminUser } from '../../domain/admin-users';
import { USER_PAGE_SIZE } from '../../domain/admin-users';
import { formatErrorLine } from '../../domain/normalize-error';
import { formatNumber } from '../../domain/values/format-number';
import { useI18n } from '../../i18n/use-i18n';
import { useLocaleSettings } from '../../state/locale';
import { createTeam, createUser, renameTeam, updateUser } from '../../data/user-admin-api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { RoutePage } from '../shell/RoutePage';
import { CreateUserDialog } from './CreateUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { OneTimeCodeDialog } from './OneTimeCodeDialog';
import { TeamDialog } from './TeamDialog';
import { TeamsSection } from './TeamsSection';
import { UserSearchBox } from './UserSearchBox';
import type { UserAction } from './UsersTable';
import { UsersTable } from './UsersTable';
import { useUserAdmin } from './use-user-admin';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: AdminUser }
  | { kind: 'code'; username: string; code: string; expiresAt: string }
  | { kind: 'team'; team?: AdminTeam };

const useStyles = makeStyles({
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM, flexWrap: 'wrap' },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

export function UsersPage() {
  const styles = useStyles();
  const i18n = useI18n();
  const locale = useLocaleSettings();
  const { text, page = 1 } = useSearch({ from: '/system/users' });
  const navigate = useNavigate({ from: '/system/users' });
  const admin = useUserAdmin(text, page);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const { data } = admin;

  const onAction = async (user: AdminUser, action: UserAction) => {
    if (action === 'edit') return setDialog({ kind: 'edit', user });
    if (action === 'disable') return void (await admin.disable(user));
    if (action === 'enable') return void (await admin.enable(user));
    if (action === 'resetTotp') return void (await admin.resetTotp(user));
    const reset = await admin.resetPassword(user);
    if (reset) setDialog({ kind: 'code', username: user.username, code: reset.resetCode, expiresAt: reset.resetExpiresAt });
  };

  const total = data.phase === 'ready' ? data.page.total : 0;
  const pages = Math.max(1, Math.ceil(total / USER_PAGE_SIZE));

  return (
    <RoutePage
      actions={
        <Button appearance="primary" icon={<PersonAddRegular />} disabled={data.phase !== 'ready'} onClick={() => setDialog({ kind: 'create' })}>
          {i18n._('New user')}
        </Button>
      }
    >
      <div className={styles.tools}>
        <UserSearchBox text={text ?? ''} onSearch={(next) => void navigate({ search: next ? { text: next } : {}, replace: true })} />
      </div>
      {data.phase === 'loading' ? <Spinner label={i18n._('Loading users')} /> : null}
      {data.phase === 'failed' ? <ErrorNotice text={formatErrorLine(data.errors)} actionLabel={i18n._('Retry')} onAction={admin.reload} /> : null}
      {data.phase === 'ready' ? (
        <>
          <UsersTable users={data.page.users} roles={data.roles} teams={data.teams} onAction={(user, action) => void onAction(user, action)} />
          <div className={styles.pager}>
            <Button size="small" disabled={page <= 1} onClick={() => void navigate({ search: (s) => ({ ...s, page: page - 1 }) })}>
              {i18n._('Previous')}
            </Button>
            <Caption1>
              {i18n._('{count, plural, one {Page {page} of {pages} ({n} user)} other {Page {page} of {pages} ({n} users)}}', {
                count: total,
                n: formatNumber(total, 0, locale),
                page: formatNumber(page, 0, locale),
                pages: formatNumber(pages, 0, locale),
              })}
            </Caption1>
            <Button size="small" disabled={page >= pages} onClick={() => void navigate({ search: (s) => ({ ...s, page: page + 1 }) })}>
              {i18n._('Next')}
            </Button>
          </div>
          <TeamsSection teams={data.teams} onCreate={() => setDialog({ kind: 'team' })} onRename={(team) => setDialog({ kind: 'team', team })} />
          {dialog?.kind === 'create' ? (
            <CreateUserDialog
              roles={data.roles}
              teams={data.teams}
              onCreate={createUser}
              onCreated={(answer) => {
                admin.reload();
                if (answer.resetCode && answer.resetExpiresAt) setDialog({ kind: 'code', username: answer.user.username, code: answer.resetCode, expiresAt: answer.resetExpiresAt });
                else close();
              }}
              onDismiss={close}
            />
          ) : null}
          {dialog?.kind === 'edit' ? (
            <EditUserDialog
              user={dialog.user}
              roles={data.roles}
              teams={data.teams}
              onSave={async (change) => {
                await updateUser(dialog.user.userId, change);
                admin.reload();
              }}
              onDismiss={close}
            />
          ) : null}
          {dialog?.kind === 'team' ? (
            <TeamDialog
              {...(dialog.team ? { team: dialog.team } : {})}
              onSave={async (name) => {
                await (dialog.team ? renameTeam(dialog.team.teamId, name) : createTeam(name));
                admin.reload();
              }}
              onDismiss={close}
            />
          ) : null}
        </>
      ) : null}
      {dialog?.kind === 'code' ? <OneTimeCodeDialog username={dialog.username} code={dialog.code} expiresAt={dialog.expiresAt} onDismiss={close} /> : null}
    </RoutePage>
  );
}
