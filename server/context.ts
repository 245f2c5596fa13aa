// What every route and guard needs: the database, the configuration and the shared secrets.
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { ServerSettings } from './services/server-settings';

export type ServerContext = {
  db: Kysely<Database>;
  config: Config;
  settings: ServerSettings;
  startedAt: Date;
};
