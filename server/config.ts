// Reads the server's settings from the environment once, so a bad value stops the process
// at start with a message that names the variable instead of failing on the first request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../src/domain/passwords/password-rules';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v));

// The seeded accounts must satisfy the same rule as changePassword, or nobody could log in with them.
const seedPassword = optionalText.refine((v) => v === undefined || v.length >= PASSWORD_MIN_LENGTH, { message: `must have at least ${PASSWORD_MIN_LENGTH} characters` });

function isBase64Key(value: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

const PEM_CERTIFICATE = '-----BEGIN CERTIFICATE-----';

/** The file's PEM text, or an issue when it cannot be read or holds no certificate. */
function readCertificateFile(file: string | undefined, ctx: z.RefinementCtx): string | undefined {
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: `cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})` });
    return z.NEVER;
  }
  if (!text.includes(PEM_CERTIFICATE)) {
    ctx.addIssue({ code: 'custom', message: `${file} holds no PEM certificate (${PEM_CERTIFICATE})` });
    return z.NEVER;
  }
  return text;
}

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with postgres:// or postgresql://',
  }),
  ADMIN_PASSWORD: seedPassword,
  DEMO_PASSWORD: seedPassword,
  STATIC_DIR: z.string().min(1).default('./dist'),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  // A lab tablet left signed in overnight is signed out; a session used every day still ends after 30 days.
  SESSION_IDLE_SECONDS: positiveInt.default(12 * 3600),
  SESSION_ABSOLUTE_SECONDS: positiveInt.default(30 * 24 * 3600),
  // Slow clients: the header block must arrive within HEADERS_TIMEOUT_SECONDS, the whole request (a 32 MB
  // package upload over a weak lab Wi-Fi included) within REQUEST_TIMEOUT_SECONDS.
  HEADERS_TIMEOUT_SECONDS: positiveInt.default(20),
  REQUEST_TIMEOUT_SECONDS: positiveInt.default(300),
  // Failures per username and address in the window; the per-user backstop is slower and skips
  // addresses known for the user; the per-address limit spans usernames (services/login-throttle.ts).
  LOGIN_THROTTLE_MAX: positiveInt.default(5),
  LOGIN_THROTTLE_WINDOW_SECONDS: positiveInt.default(900),
  LOGIN_THROTTLE_USER_MAX: positiveInt.default(20),
  LOGIN_THROTTLE_USER_WINDOW_SECONDS: positiveInt.default(3600),
  LOGIN_THROTTLE_ADDRESS_MAX: positiveInt.default(100),
  LOGIN_KNOWN_ADDRESS_DAYS: positiveInt.default(30),
  // Stored answers of exactly-once writes (services/mutation-log.ts): an answer is dropped once it is both
  // outside its client's last MUTATION_KEEP_ANSWERS and older than MUTATION_KEEP_DAYS.
  MUTATION_KEEP_ANSWERS: positiveInt.default(1000),
  MUTATION_KEEP_DAYS: positiveInt.default(30),
  // Only 'true' trusts proxy headers (X-Forwarded-Proto, -For, -Host): set it behind a TLS proxy, never
  // when clients reach the server directly, or they could choose their own address and protocol.
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  // Encrypts TOTP secrets at rest; without it a key file in DATA_DIR is made (services/totp-encryption.ts).
  TOTP_ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || isBase64Key(v), { message: 'must be 32 bytes in base64 (e.g. openssl rand -base64 32)' }),
  LICENCE_PUBLIC_KEY: optionalText,
  // Only 'true' trusts the built-in test licence issuer, whose private key is in the repository: development,
  // tests and demos, never production (server/licence/issuer-key.ts).
  LICENCE_TRUST_TEST_KEY: z.enum(['true', 'false']).default('false'),
  // Chunked uploads (server/uploads/upload-store.ts): the largest file, and per user the open uploads and the
  // bytes they may declare together; an upload untouched for UPLOAD_ABANDON_SECONDS is deleted.
  UPLOAD_MAX_BYTES: positiveInt.default(1024 * 1024 * 1024),
  UPLOAD_USER_MAX_OPEN: positiveInt.default(4),
  UPLOAD_USER_MAX_BYTES: positiveInt.default(2 * 1024 * 1024 * 1024),
  UPLOAD_ABANDON_SECONDS: positiveInt.default(24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Self-service accounts (docs/decisions.md "Account self-service"): anyone may register an account without
  // rights unless this is 'false'; it works once confirmed with a code.
  SELF_REGISTRATION: z.enum(['true', 'false']).default('true'),
  // Where account codes (reset, confirmation) are mailed; without SMTP_HOST they go to the System event log.
  SMTP_HOST: optionalText,
  SMTP_PORT: port.default(587),
  SMTP_FROM: z.string().min(3).default('license-console@localhost'),
  SMTP_USER: optionalText,
  // A PEM file of certificates to trust for the mail server besides the system's (an in-house CA): read
  // here, so a missing or wrong file stops the start with the variable's name like any other bad value.
  SMTP_CA_FILE: optionalText.transform(readCertificateFile),
  // The console's address as users reach it (https://console.example.com), for links in mails. Never taken
  // from a request's Host header: a forged one would send a victim's reset link to the forger's site.
  PUBLIC_ORIGIN: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/\s]+$/.test(v), { message: 'must be http(s)://host[:port] without a path' }),
  SMTP_PASSWORD: optionalText,
}).refine((e) => e.HEADERS_TIMEOUT_SECONDS <= e.REQUEST_TIMEOUT_SECONDS, { path: ['HEADERS_TIMEOUT_SECONDS'], message: 'must not exceed REQUEST_TIMEOUT_SECONDS' });

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  staticDir: string;
  accessTokenTtlSeconds: number;
  /** A session not refreshed for this long ends. */
  sessionIdleSeconds: number;
  /** A session ends this long after its login, however much it is used. */
  sessionAbsoluteSeconds: number;
  /** Time allowed to receive a request's header block, then 408 and the connection is closed. */
  headersTimeoutSeconds: number;
  /** Time allowed to receive a whole request; also how long a connection may sit without any traffic. */
  requestTimeoutSeconds: number;
  loginThrottleMax: number;
  loginThrottleWindowSeconds: number;
  loginThrottleUserMax: number;
  loginThrottleUserWindowSeconds: number;
  loginThrottleAddressMax: number;
  loginKnownAddressDays: number;
  /** Each client's last this many stored write answers are kept, whatever their age. */
  mutationKeepAnswers: number;
  /** Stored write answers younger than this many days are kept. */
  mutationKeepDays: number;
  /** Fastify trustProxy: protocol and client address come from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** TOTP_ENCRYPTION_KEY (base64 of 32 bytes), or undefined for the key file in dataDir. */
  totpEncryptionKey: string | undefined;
  logLevel: string;
  /** The largest file one chunked upload may declare. */
  uploadMaxBytes: number;
  /** Open (unfinished) chunked uploads one user may have at once. */
  uploadUserMaxOpen: number;
  /** Bytes the open uploads of one user may declare together. */
  uploadUserMaxBytes: number;
  /** An upload no part has touched for this long is deleted. */
  uploadAbandonSeconds: number;
  /** The licence issuer's Ed25519 public key (PEM or base64 DER SPKI); checked when the app is built. */
  licencePublicKey: string | undefined;
  /** Without licencePublicKey, trust the test issuer of tests/fixtures/licence-issuer.key. */
  licenceTrustTestKey: boolean;
  /** POST /api/account/register is open (accounts without rights, usable once confirmed). */
  selfRegistration: boolean;
  /** SMTP server for account codes; undefined: codes go to the System event log for an administrator. */
  smtp: { host: string; port: number; from: string; user?: string; password?: string; ca?: string } | undefined;
  /** Requests per window of the calls without a login (routes/account-self-service.ts); fixed, not from the environment. */
  selfServiceLimits: SelfServiceLimits;
  /** PUBLIC_ORIGIN: the start of links in mails; undefined: mails carry the path and code only. */
  publicOrigin: string | undefined;
};

export type RateRule = { max: number; windowMs: number };
export type SelfServiceLimits = { forgotPerAddress: RateRule; forgotPerUsername: RateRule; registerPerAddress: RateRule; confirmPerAddress: RateRule };

const MINUTE = 60_000;
/** Enough for a person who mistyped; a script asking for codes or accounts meets the wall at once. */
export const SELF_SERVICE_LIMITS: SelfServiceLimits = {
  forgotPerAddress: { max: 5, windowMs: 15 * MINUTE },
  forgotPerUsername: { max: 3, windowMs: 60 * MINUTE },
  registerPerAddress: { max: 5, windowMs: 60 * MINUTE },
  confirmPerAddress: { max: 20, windowMs: 15 * MINUTE },
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Parses the environment; the failure message lists every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): ConfigResult {
  // Empty variables count as unset, the way shells and .env files usually mean them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    return { ok: false, message: `Invalid configuration:\n${lines.join('\n')}` };
  }
  const e = parsed.data;
  return {
    ok: true,
    config: {
      host: e.HOST,
      port: e.PORT,
      dataDir: path.resolve(e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      adminPassword: e.ADMIN_PASSWORD,
      demoPassword: e.DEMO_PASSWORD,
      staticDir: path.resolve(e.STATIC_DIR),
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      sessionIdleSeconds: e.SESSION_IDLE_SECONDS,
      sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_SECONDS,
      headersTimeoutSeconds: e.HEADERS_TIMEOUT_SECONDS,
      requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
      loginThrottleMax: e.LOGIN_THROTTLE_MAX,
      loginThrottleWindowSeconds: e.LOGIN_THROTTLE_WINDOW_SECONDS,
      loginThrottleUserMax: e.LOGIN_THROTTLE_USER_MAX,
      loginThrottleUserWindowSeconds: e.LOGIN_THROTTLE_USER_WINDOW_SECONDS,
      loginThrottleAddressMax: e.LOGIN_THROTTLE_ADDRESS_MAX,
      loginKnownAddressDays: e.LOGIN_KNOWN_ADDRESS_DAYS,
      mutationKeepAnswers: e.MUTATION_KEEP_ANSWERS,
      mutationKeepDays: e.MUTATION_KEEP_DAYS,
      trustProxy: e.TRUST_PROXY === 'true',
      totpEncryptionKey: e.TOTP_ENCRYPTION_KEY,
      logLevel: e.LOG_LEVEL,
      uploadMaxBytes: e.UPLOAD_MAX_BYTES,
      uploadUserMaxOpen: e.UPLOAD_USER_MAX_OPEN,
      uploadUserMaxBytes: e.UPLOAD_USER_MAX_BYTES,
      uploadAbandonSeconds: e.UPLOAD_ABANDON_SECONDS,
      licencePublicKey: e.LICENCE_PUBLIC_KEY,
      licenceTrustTestKey: e.LICENCE_TRUST_TEST_KEY === 'true',
      selfRegistration: e.SELF_REGISTRATION === 'true',
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            from: e.SMTP_FROM,
            ...(e.SMTP_USER ? { user: e.SMTP_USER, password: e.SMTP_PASSWORD ?? '' } : {}),
            ...(e.SMTP_CA_FILE ? { ca: e.SMTP_CA_FILE } : {}),
          }
        : undefined,
      selfServiceLimits: SELF_SERVICE_LIMITS,
      publicOrigin: e.PUBLIC_ORIGIN,
    },
  };
}
