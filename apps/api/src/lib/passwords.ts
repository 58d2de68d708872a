import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). algorithm 2 = Argon2id (a const enum upstream).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash (unknown user) it still verifies against a dummy hash, so a
 * wrong username takes as long as a wrong password and the answer reveals nothing.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

// No look-alikes (0/O, 1/l/I): the administrator reads the password out to the dealer.
const TEMPORARY_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';
const TEMPORARY_DIGITS = '23456789';

/**
 * A random temporary password of 12 characters (letters and digits, at least one of each, so it meets
 * the password policy), drawn from the system's CSPRNG.
 *
 * @example
 * temporaryPassword(); // 'k7QmZp3xRt9a'
 */
export function temporaryPassword(length = 12): string {
  const all = TEMPORARY_LETTERS + TEMPORARY_DIGITS;
  for (;;) {
    const chars = Array.from({ length }, () => all[randomInt(all.length)]!);
    const password = chars.join('');
    if (/[A-Za-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}
