// A protocol completed in the wizard: who completed it and when, kept on the device in the user's
// own database (docs/decisions.md, "Help books").
import type { ProtocolBook } from './help-content';
import type { WizardState } from './protocol-wizard';
import { isProtocolDone } from './protocol-wizard';

export type ProtocolCompletion = {
  activeBook: string;
  /** ISO time the user pressed Record completion. */
  completedAt: string;
  userId: string;
  userName: string;
  /** How many checks were ticked: every check of the protocol at the time. */
  checks: number;
};

export type CompletingUser = { userId: string; userName: string };

/** The completion record, or null while a check of any step is still unticked. */
export function protocolCompletion(book: ProtocolBook, state: WizardState, user: CompletingUser, now: Date): ProtocolCompletion | null {
  if (!isProtocolDone(state)) return null;
  return {
    activeBook: book.activeBook,
    completedAt: now.toISOString(),
    userId: user.userId,
    userName: user.userName,
    checks: book.steps.reduce((n, s) => n + s.checks.length, 0),
  };
}
