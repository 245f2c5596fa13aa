// The one description of the database for Kysely. Column names are persisted: DO NOT CHANGE THEM
// WITHOUT ADDING A MIGRATION. Times are ISO 8601 UTC text ('2025-01-31T12:00:00.000Z'), which sorts
// correctly as text on SQLite and PostgreSQL alike; flags are integers 0/1 for the same reason.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** An auto-numbered key: read as number, never written. */
type Id = Generated<number>;
type IsoTime = string;
type Flag = 0 | 1;

export type UsersTable = {
  id: Id;
  username: string;
  display_name: string;
  password_hash: string;
  totp_secret: string | null;
  lang: string;
  disabled: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: IsoTime;
  /** Raised whenever credentials or rights change, so caches keyed on it go stale. */
  security_version: ColumnType<number, number | undefined, number>;
};

export type RolesTable = {
  id: Id;
  name: string;
  /** EntityFlag bits of the record kinds members may create. */
  create_entity: ColumnType<number, number | undefined, number>;
  /** EntityFlag bits of the record kinds whose ownership members may assign. */
  assign_rights: ColumnType<number, number | undefined, number>;
};

export type RoleRightsTable = { role_id: number; right: string };

export type TeamsTable = { id: Id; name: string };

export type UserRolesTable = { user_id: number; role_id: number };

export type UserTeamsTable = { user_id: number; team_id: number };

export type SessionsTable = {
  /** The sid claim: a random UUID. */
  id: string;
  user_id: number;
  /** SHA-256 (hex) of the current refresh secret; the secret itself lives only in the cookie. */
  refresh_hash: string;
  /** The secret replaced by the last rotation, honoured briefly so two tabs refreshing at once both succeed. */
  prev_refresh_hash: string | null;
  rotated_at: IsoTime | null;
  created_at: IsoTime;
  last_seen_at: IsoTime;
  expires_at: IsoTime;
  ended_at: IsoTime | null;
  ended_reason: string | null;
};

export type LoginAttemptsTable = {
  id: Id;
  /** Lower-cased, so throttling ignores case like the login does. */
  username: string;
  ip: string;
  time: IsoTime;
  success: Flag;
};

export type AuditSource = 'Audit' | 'System' | 'Trace';

export type AuditLogTable = {
  id: Id;
  time: IsoTime;
  source: AuditSource;
  category: string;
  user_id: number | null;
  username: string | null;
  ip: string | null;
  entity: string | null;
  entity_id: string | null;
  property: string | null;
  old_value: string | null;
  new_value: string | null;
  reason: string | null;
  message: string | null;
};

export type SettingsTable = { key: string; value: string };

export type Database = {
  users: UsersTable;
  roles: RolesTable;
  role_rights: RoleRightsTable;
  teams: TeamsTable;
  user_roles: UserRolesTable;
  user_teams: UserTeamsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
};

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
