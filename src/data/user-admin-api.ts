// The user administration calls (docs/api.md "User administration") and the public password reset that
// spends a one-time code. Administration needs the admin right; the server checks it on every call.
import type { AdminRole, AdminTeam, AdminUser, NewUser, ResetCodeAnswer, UserChange, UserPage } from '../domain/admin-users';
import { api, apiRequest } from './api-client';

export const ADMIN_USERS_PATH = '/api/admin/users';
export const RESET_PASSWORD_PATH = '/api/account/resetPassword';

export type UserListRequest = { offset: number; limit: number; search?: string };

export async function fetchUsers(request: UserListRequest, signal?: AbortSignal): Promise<UserPage> {
  const query: Record<string, string | number> = { offset: request.offset, limit: request.limit };
  if (request.search) query.search = request.search;
  return (await api.get<UserPage>(ADMIN_USERS_PATH, { query, signal })).data;
}

export async function fetchRoles(signal?: AbortSignal): Promise<AdminRole[]> {
  return (await api.get<{ roles: AdminRole[] }>('/api/admin/roles', { signal })).data.roles;
}

export async function fetchTeams(signal?: AbortSignal): Promise<AdminTeam[]> {
  return (await api.get<{ teams: AdminTeam[] }>('/api/admin/teams', { signal })).data.teams;
}

/** Without a password the answer carries the one-time code the new user needs. */
export async function createUser(user: NewUser): Promise<{ user: AdminUser } & Partial<ResetCodeAnswer>> {
  return (await api.post<{ user: AdminUser } & Partial<ResetCodeAnswer>>(ADMIN_USERS_PATH, user)).data;
}

export async function updateUser(userId: number, change: UserChange): Promise<AdminUser> {
  return (await apiRequest<{ user: AdminUser }>('PATCH', `${ADMIN_USERS_PATH}/${userId}`, { body: change })).data.user;
}

export type UserAct = 'disable' | 'enable' | 'resetTotp';

export async function actOnUser(userId: number, act: UserAct): Promise<AdminUser> {
  return (await api.post<{ user: AdminUser }>(`${ADMIN_USERS_PATH}/${userId}/${act}`)).data.user;
}

export async function resetUserPassword(userId: number): Promise<ResetCodeAnswer> {
  return (await api.post<ResetCodeAnswer>(`${ADMIN_USERS_PATH}/${userId}/resetPassword`)).data;
}

export async function createTeam(name: string): Promise<AdminTeam> {
  return (await api.post<{ team: AdminTeam }>('/api/admin/teams', { name })).data.team;
}

export async function renameTeam(teamId: number, name: string): Promise<AdminTeam> {
  return (await apiRequest<{ team: AdminTeam }>('PATCH', `/api/admin/teams/${teamId}`, { body: { name } })).data.team;
}

/** Public: the code is the proof. 401 answers are the answer here, not a reason to refresh a session. */
export async function redeemResetCode(code: string, pass1: string, pass2: string): Promise<void> {
  await apiRequest('POST', RESET_PASSWORD_PATH, { body: { code, pass1, pass2 }, skipAuthRefresh: true });
}
