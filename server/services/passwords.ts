// Password hashing with argon2id (the @node-rs/argon2 default algorithm, memory-hard) and generated
// passwords for the seeded accounts. The rule for new passwords is src/domain/passwords/password-rules.ts.
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

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

// No look-alike characters (0/O, 1/l/I), so a password read off a console can be typed back.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return out;
}
