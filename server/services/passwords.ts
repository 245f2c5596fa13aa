// Password hashing with argon2id (the @node-rs/argon2 default algorithm, memory-hard), the password
// rule of changePassword, and generated passwords for the seeded accounts.
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { ErrorItem } from '../../src/domain/error-item';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A corrupt stored hash must read as a wrong password, not as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username cannot be told apart by the answer's delay. */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-' + randomInt(1e9));
  await verifyPassword(await dummyHash, password);
}

/** The rule for new passwords; an empty list means acceptable. */
export function checkNewPassword(newPass1: string, newPass2: string): ErrorItem[] {
  const errors: ErrorItem[] = [];
  if (newPass1.length < PASSWORD_MIN_LENGTH) {
    errors.push({ msg: `Password must have at least ${PASSWORD_MIN_LENGTH} characters.`, field: 'newPass1', severity: 2 });
  } else if (newPass1.length > PASSWORD_MAX_LENGTH) {
    errors.push({ msg: `Password must have at most ${PASSWORD_MAX_LENGTH} characters.`, field: 'newPass1', severity: 2 });
  } else if (newPass1.trim() === '') {
    errors.push({ msg: 'Password must not be only spaces.', field: 'newPass1', severity: 2 });
  }
  if (newPass1 !== newPass2) errors.push({ msg: 'Passwords do not match.', field: 'newPass2', severity: 2 });
  return errors;
}

// No look-alike characters (0/O, 1/l/I), so a password read off a console can be typed back.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}
