// How a one-time account code (password reset after "forgot", confirmation of a registered account)
// reaches its user (docs/decisions.md "Account self-service"): mailed to the account's address when SMTP is
// configured (SMTP_HOST…), else — or when the mail fails — put in the System event log, where an
// administrator reads it and passes it on after checking who asked. A code is never lost silently.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { writeAudit } from './audit-log';
import { sendSmtpMail } from './smtp-send';

export type AccountCodeKind = 'password-reset' | 'account-confirmation';

/** description: who the account says it is, for the administrator deciding whether to pass the code on; path: the app's page that spends the code. */
export type AccountCode = { kind: AccountCodeKind; userId: number; username: string; description: string; email: string | null; code: string; expiresAt: string; path: string };

export type Delivery = 'mail' | 'event-log';
export type DeliveryContext = { log: { warn: (obj: object, msg: string) => void } };

/** The System log category of every delivered code; the event log screens filter on it. */
export const ACCOUNT_CODE_CATEGORY = 'account-code';

function instructions(code: AccountCode): string {
  return code.kind === 'password-reset'
    ? `Password reset code for ${code.username} (${code.description}): ${code.code}, valid until ${code.expiresAt}. Opening ${code.path} sets a new password. Pass it on only after checking who asked.`
    : `Confirmation code for the new account ${code.username} (${code.description}): ${code.code}, valid until ${code.expiresAt}. Opening ${code.path} confirms the account. Pass it on only if the account should exist.`;
}

/** Without PUBLIC_ORIGIN the mail names the page and the code: a link built from the request could be forged. */
function mailOf(code: AccountCode, origin: string | undefined): { subject: string; text: string } {
  const link = origin ? `${origin}${code.path}` : `${code.path} on the console`;
  return code.kind === 'password-reset'
    ? { subject: 'Your password reset code', text: `Someone asked to reset the password of ${code.username}.\n\nOpen ${link} to choose a new one (code ${code.code}, valid until ${code.expiresAt}, once).\n\nIf it was not you, ignore this mail: your password stays as it is.\n` }
    : { subject: 'Confirm your account', text: `The account ${code.username} was registered with this address.\n\nOpen ${link} to confirm it (code ${code.code}, valid until ${code.expiresAt}, once).\n\nIf it was not you, ignore this mail: the account stays unusable.\n` };
}

export async function deliverAccountCode(db: Kysely<Database>, config: Pick<Config, 'smtp' | 'publicOrigin'>, code: AccountCode, context: DeliveryContext): Promise<Delivery> {
  let why = 'Mail is not configured (SMTP_HOST)';
  const entry = { source: 'System' as const, category: ACCOUNT_CODE_CATEGORY, userId: code.userId, username: code.username, entity: 'user', entityId: String(code.userId), property: code.kind };
  if (config.smtp && code.email) {
    try {
      await sendSmtpMail(config.smtp, { to: code.email, ...mailOf(code, config.publicOrigin) });
      // The event log says that it went, never the code itself.
      await writeAudit(db, { ...entry, message: `${code.kind === 'password-reset' ? 'Password reset' : 'Confirmation'} code for ${code.username} mailed to ${code.email}, valid until ${code.expiresAt}.` });
      return 'mail';
    } catch (error) {
      context.log.warn({ err: error }, 'mailing an account code failed');
      why = `Mail to ${code.email} failed (${error instanceof Error ? error.message : String(error)})`;
    }
  } else if (config.smtp) {
    why = 'The account has no e-mail address';
  }
  await writeAudit(db, { ...entry, message: `${why}. ${instructions(code)}` });
  return 'event-log';
}
