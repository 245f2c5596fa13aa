// Process entry. Listens first and answers 503 "Server is starting" until the database is migrated
// and seeded, so a browser or load balancer sees a clear state instead of a refused connection.
import type { Kysely } from 'kysely';
import { APP_VERSION } from '../src/domain/app-constants';
import { buildApp } from './app';
import { readConfig } from './config';
import type { Config } from './config';
import { connectDatabase } from './db/connect';
import type { DialectName } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { licenceIssuerWarnings } from './licence/issuer-key';
import type { Database } from './db/schema';
import { seedDatabase } from './db/seed';
import type { SeedResult } from './db/seed';
import { MSG_DATABASE_UNAVAILABLE } from './error-handler';
import { writeAudit } from './services/audit-log';
import { isDatabaseUnavailable } from './services/database-errors';
import { redactedRequestLog } from './services/log-redaction';
import { createServerSettings } from './services/server-settings';
import { createStartGate } from './services/start-gate';
import { encryptLegacyTotpSecrets } from './services/totp-store';
import type { StartGate } from './services/start-gate';

const RETRY_MS = 5000;

function announceSeed(result: SeedResult): void {
  if (!result.seeded) return;
  // Printed once, on the start that created the accounts; the database keeps only hashes.
  if (result.adminPasswordGenerated) console.log(`Admin login: admin / ${result.adminPassword}`);
  else console.log('Admin login: admin / (the password given in ADMIN_PASSWORD)');
  if (result.demoPasswordSource === 'generated') console.log(`Demo logins: operator, engineer / ${result.demoPassword}`);
  else console.log(`Demo logins: operator, engineer / (the password given in ${result.demoPasswordSource})`);
}

async function prepareDatabase(db: Kysely<Database>, dialect: DialectName, config: Config, gate: StartGate): Promise<void> {
  for (;;) {
    try {
      await migrateToLatest(db, dialect);
      announceSeed(await seedDatabase(db, { adminPassword: config.adminPassword, demoPassword: config.demoPassword }));
      await createServerSettings(db).secrets();
      // Secrets stored before encryption existed (docs/decisions.md "TOTP secrets at rest").
      const encrypted = await encryptLegacyTotpSecrets(db, config);
      if (encrypted > 0) console.log(`Encrypted ${encrypted} TOTP secret(s) stored as plaintext`);
      await writeAudit(db, { source: 'System', category: 'server-start', message: `Server ${APP_VERSION} started (${dialect})` });
      gate.markReady();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      gate.setMessage(MSG_DATABASE_UNAVAILABLE);
      console.error(`Database unavailable (${error instanceof Error ? error.message : String(error)}); retrying in ${RETRY_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

async function main(): Promise<void> {
  const parsed = readConfig(process.env);
  if (!parsed.ok) {
    console.error(parsed.message);
    process.exit(1);
  }
  const config = parsed.config;
  // At every start, so a server that trusts no licence issuer, or the repository's test issuer, is noticed.
  for (const line of licenceIssuerWarnings(config)) console.warn(`WARNING: ${line}`);
  const startedAt = new Date();
  const gate = createStartGate();
  const handle = connectDatabase(config);
  const app = await buildApp({ db: handle.db, config, gate, startedAt, logger: { level: config.logLevel, serializers: { req: redactedRequestLog } } });

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await handle.db.destroy();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`database: ${handle.dialect} ${handle.location}; static files: ${config.staticDir}`);
  try {
    await prepareDatabase(handle.db, handle.dialect, config, gate);
  } catch (error) {
    app.log.error({ err: error }, 'start failed');
    console.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
    await app.close();
    await handle.db.destroy();
    process.exit(1);
  }
  app.log.info('ready');
}

main().catch((error: unknown) => {
  // E.g. the port is taken: say so in one line instead of an unhandled-rejection dump.
  console.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
