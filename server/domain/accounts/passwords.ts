// Password hashing with argon2id (the library's default algorithm, asserted by the tests) at OWASP's minimum
// cost: 19 MiB of memory, two passes.
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, COST);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** What the sign-in and reset flows need of passwords; tests pass a spy to see which hash was checked. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const argon2Passwords: PasswordHashing = { hash: hashPassword, verify: verifyPassword };

let dummyHash: Promise<string> | undefined;

/**
 * The hash a sign-in checks when the email belongs to no account: a random password hashed at the same cost
 * as real ones, so that an unknown email costs the same one argon2 verification as a wrong password and the
 * answer's timing does not tell whether the account exists. Made once per process.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(32).toString('base64url'));
  return dummyHash;
}
