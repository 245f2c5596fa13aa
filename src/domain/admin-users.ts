// The wire shapes of the user administration (docs/api.md "User administration"), shared by the server
// routes and the Users screen.

export type AdminUser = {
  userId: number;
  username: string;
  displayName: string;
  disabled: boolean;
  hasTotp: boolean;
  /** A one-time reset code is waiting to be used (the account cannot sign in with a password until then). */
  resetPending: boolean;
  createdAt: string;
  roleIds: number[];
  teamIds: number[];
};

export type UserPage = { total: number; users: AdminUser[] };

export type AdminRole = { roleId: number; name: string; rights: string[] };

export type AdminTeam = { teamId: number; name: string; members?: number };

/** A one-time code, shown once: the user opens /account/resetpwd/{resetCode} and chooses a password. */
export type ResetCodeAnswer = { resetCode: string; resetExpiresAt: string };

export type NewUser = { username: string; displayName: string; roleIds: number[]; teamIds: number[]; password?: string };

export type UserChange = { displayName?: string; roleIds?: number[]; teamIds?: number[] };

/** Letters, digits and . _ - ; starting with a letter or digit, so names stay typeable and unambiguous in the log. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,63}$/;
export const USERNAME_RULE = /*i18n*/ 'Use 2–64 letters, digits, ".", "_" or "-", starting with a letter or digit.';

/** The users shown per page of the Users screen; the server allows up to 200. */
export const USER_PAGE_SIZE = 50;
