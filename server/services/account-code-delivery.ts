// How a one-time account code (password reset after "forgot", confirmation of a registered account)
// reaches its user (docs/decisions.md "Account self-service"). Without a mail server it goes to the System
// event log, where an administrator reads it and passes it on after checking who asked. SMTP settings
// (SMTP_HOST…) are read, but this server has no mail library installed: with them set the code still goes
// to the event log, saying that mail could not be sent, so no code is ever lost silently.
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { writeAudit } from './audit-log';

export type AccountCodeKind = 'password-reset' | 'account-confirmation';

/** description: who the account says it is, for the administrator deciding whether to pass the code on; path: the app's page that spends the code. */
export type AccountCode = { kind: AccountCodeKind; userId: number; username: string; description: string; email: string | null; code: string; expiresAt: string; path: string };

export type Delivery = 'mail' | 'event-log';

/** The System log category of every delivered code; the event log screens filter on it. */
export const ACCOUNT_CODE_CATEGORY = 'account-code';

function whyNotMailed(config: Pick<Config, 'smtp'>, email: string | null): string {
  if (!config.smtp) return 'Mail is not configured (SMTP_HOST)';
  if (!email) return 'The account has no e-mail address';
  return `Mail to ${email} could not be sent: this server has no mail transport installed`;
}

function instructions(code: AccountCode): string {
  return code.kind === 'password-reset'
    ? `Password reset code for ${code.username} (${code.description}): ${code.code}, valid until ${code.expiresAt}. Opening ${code.path} sets a new password. Pass it on only after checking who asked.`
    : `Confirmation code for the new account ${code.username} (${code.description}): ${code.code}, valid until ${code.expiresAt}. Opening ${code.path} confirms the account. Pass it on only if the account should exist.`;
}

/** Where the code went; never throws for a delivery problem (the code is then in the event log). */
export async function deliverAccountCode(db: Kysely<Database>, config: Pick<Config, 'smtp'>, code: AccountCode): Promise<Delivery> {
  await writeAudit(db, {
    source: 'System',
    category: ACCOUNT_CODE_CATEGORY,
    userId: code.userId,
    username: code.username,
    entity: 'user',
    entityId: String(code.userId),
    property: code.kind,
    message: `${whyNotMailed(config, code.email)}. ${instructions(code)}`,
  });
  return 'event-log';
}
