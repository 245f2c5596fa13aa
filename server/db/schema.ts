// The one description of the database for Kysely. Column names are persisted: DO NOT CHANGE THEM
// WITHOUT ADDING A MIGRATION. Times are ISO 8601 UTC text ('2025-01-31T12:00:00.000Z'), which sorts
// correctly as text on SQLite and PostgreSQL alike; flags are integers 0/1 for the same reason.
import type { ColumnType, Generated, Selectable } from 'kysely';

/** An auto-numbered key: read as number, never written. */
type Id = Generated<number>;
type IsoTime = string;
type Flag = 0 | 1;

export type UsersTable = {
  id: Id;
  username: string;
  display_name: string;
  password_hash: string;
  /** Encrypted ('v1:…', services/totp-encryption.ts); a value without the prefix is legacy plaintext. */
  totp_secret: string | null;
  /** The last TOTP time step whose code was spent (0 = none): codes of that step or earlier are refused. */
  totp_last_step: ColumnType<number, number | undefined, number>;
  lang: string;
  disabled: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: IsoTime;
  /** Raised whenever credentials or rights change, so caches keyed on it go stale. */
  security_version: ColumnType<number, number | undefined, number>;
  /** SHA-256 (hex) of a pending one-time password reset code (migration 0008), and when it ends. */
  reset_code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  reset_expires_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  /** JSON of the locale fields the user chose (migration 0012); null: the server's Locale settings throughout. */
  locale_settings: ColumnType<string | null, string | null | undefined, string | null>;
  /** Given at self-registration (migration 0012); where account codes are mailed when SMTP is configured. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of a self-registered account's pending confirmation code, and when it ends. */
  confirm_code_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirm_expires_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
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

/** A nullable column added by a later migration: writers may leave it out. */
type AddedColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

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
  /** Migration 0011 (docs/decisions.md "Event log"): 0 info, 1 warning, 2 error. */
  severity: ColumnType<number, number | undefined, number>;
  /** The controller host of a change or event; null for the local server. */
  host: AddedColumn<string>;
  /** The client's clock when the user made the change (X-Client-Time of an outbox write). */
  client_time: AddedColumn<IsoTime>;
  /** Confirmation state: not part of the hashed entry, and itself audited. */
  confirmed_by: AddedColumn<string>;
  confirmed_at: AddedColumn<IsoTime>;
  /**
   * The hash chain (services/audit-chain.ts): position, the previous entry's hash and this entry's. Null
   * for Trace entries, and on PostgreSQL until the inserting transaction commits (a trigger sets them).
   */
  chain_seq: AddedColumn<number>;
  prev_hash: AddedColumn<string>;
  hash: AddedColumn<string>;
};

export type SettingsTable = { key: string; value: string };

/** A node of the tree (node-model.md §3); host '' is the local server, else a controller host name. */
export type NodesTable = {
  id: Id;
  host: string;
  /** Dotted path from the root '0'; never changes after create (moves only reorder siblings). */
  g_id: string;
  parent_g_id: string | null;
  node_id: string;
  name: string;
  type: string;
  sort_order: number;
  /** VisibilityLevel. */
  visible: number;
  active: Flag;
  web_editor: string | null;
  /** Soft delete (migration 0004): when, by which user, and the gId of the node whose delete marked this row. */
  deleted_at: ColumnType<IsoTime | null, IsoTime | null | undefined, IsoTime | null>;
  deleted_by: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_in: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A property of a node; value, type, phy_q and standard_values are JSON text. */
export type NodePropertiesTable = {
  id: Id;
  host: string;
  node_g_id: string;
  prop_id: string;
  value: string;
  type: string;
  name: string;
  description: string | null;
  tdesc: string | null;
  category: string | null;
  cat_order: number | null;
  phy_q: string | null;
  standard_values: string | null;
  visible: number;
  sort_order: number;
  width: number | null;
  break_column: Flag;
  web_editor: string | null;
  /** PropertyFlag bits. */
  flags: number;
  read_only: Flag;
  /** 'stored' (the value column), 'live' (the instrument driver) or 'computed' (at read time). */
  source: string;
  /** gId of the node this property is bound to (bind action), on the same host. */
  bound_g_id: string | null;
};

/** One business record (customer, licence, feature, package, contact, person, project, experiment) at its
 * current revision. data is the revision's content as JSON; name, description and the filter columns are
 * copies of content fields for search. signature is the server's Ed25519 signature of the content. */
export type RecordsTable = {
  id: Id;
  entity: string;
  guid: string;
  owner_id: number | null;
  team_id: number | null;
  project_id: number | null;
  exp_id: number | null;
  rec_rev: number;
  rec_state: number;
  deleted: Flag;
  snapshot: Flag;
  name: string;
  description: string;
  customer_id: number | null;
  kind: number | null;
  category: number | null;
  channel: number | null;
  pkg_type: number | null;
  data: string;
  signature: string;
  created_at: IsoTime;
  created_by: number | null;
  modified_at: IsoTime;
  modified_by: number | null;
};

/** A share of a record (or of a project/experiment, inherited by its records): user, role or both. */
export type RecordAclTable = { id: Id; record_id: number; user_id: number | null; role_id: number | null };

/** Old revisions (rev_state 0, signed) and the one draft (rev_state 2, held by editor_id) of a record. */
export type RecordRevisionsTable = {
  id: Id;
  record_id: number;
  rev: number;
  rev_state: number;
  data: string;
  signature: string | null;
  editor_id: number | null;
  created_at: IsoTime;
};

/** A share link of a node (migration 0005): the id is public, only the pass's SHA-256 (hex) is kept. */
export type ShareLinksTable = {
  id: string;
  /** '' for the local tree, else the controller host. */
  host: string;
  g_id: string;
  pass_hash: string;
  created_by: number;
  created_at: IsoTime;
  expires_at: IsoTime;
  revoked_at: IsoTime | null;
};

/** A content file of a package record, base64 in content. */
export type PackageFilesTable = { id: Id; record_id: number; path: string; size: number; sha256: string; content: string };

/** Who owns a client id of X-Mutation-Id and the last sequence number it applied (migration 0009). */
export type MutationClientsTable = {
  client_id: string;
  user_id: number;
  /** bigint: read back as a string on PostgreSQL, so always read through Number(). */
  last_seq: ColumnType<number | string, number, number>;
  created_at: IsoTime;
};

/** The stored answer of one applied mutation, replayed byte for byte to a retry. */
export type MutationAnswersTable = {
  client_id: string;
  seq: ColumnType<number | string, number, number>;
  state: 'done' | 'running';
  status: number;
  /** JSON object of the answer headers kept (content-type, content-disposition). */
  headers: string;
  /** base64 of the body bytes. */
  body: string;
  created_at: IsoTime;
};

/** What a change log row names (migration 0010): a node of a host, a record, or an audit_log entry. */
export type ChangeKind = 'node' | 'record' | 'event';

/**
 * One change for GET /api/sync/changes (server/sync): seq is the cursor order, set at commit (null
 * until then on PostgreSQL). ref is the gId, the record id or the audit_log id; entity the record kind;
 * scope the record's security before the change (JSON), so a record that left someone's sight is
 * announced as deleted to exactly those who could read it.
 */
export type ChangeLogTable = {
  id: Id;
  seq: ColumnType<number | string | null, never, never>;
  kind: ChangeKind;
  host: string | null;
  ref: string;
  entity: string | null;
  scope: string | null;
  created_at: IsoTime;
};

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
  nodes: NodesTable;
  node_properties: NodePropertiesTable;
  records: RecordsTable;
  record_acl: RecordAclTable;
  record_revisions: RecordRevisionsTable;
  package_files: PackageFilesTable;
  share_links: ShareLinksTable;
  mutation_clients: MutationClientsTable;
  mutation_answers: MutationAnswersTable;
  change_log: ChangeLogTable;
};

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NodeRow = Selectable<NodesTable>;
export type NodePropertyRow = Selectable<NodePropertiesTable>;
export type RecordRow = Selectable<RecordsTable>;
export type ShareLinkRow = Selectable<ShareLinksTable>;
