// Password hashing with argon2id (the library's default algorithm, asserted by the tests) at OWASP's minimum
// cost: 19 MiB of memory, two passes. Tests use the same code at the smallest cost argon2 accepts (see
// testOnlyFastPasswords): an argon2 hash carries its own cost, so verifying works the same for both.
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

interface Argon2Cost {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP's minimum for argon2id: 19 MiB (in KiB), two passes, one lane. */
export const PRODUCTION_PASSWORD_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The least argon2 accepts (8 KiB per lane, one pass): a hash in microseconds, for tests only. */
const TEST_ONLY_COST: Argon2Cost = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/** What the sign-in and reset flows need of passwords; tests pass a spy to see which hash was checked. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * The hash a sign-in checks when the email belongs to no account: a random password hashed at the same cost
   * as real ones, so that an unknown email costs the same one verification as a wrong password and the
   * answer's timing does not tell whether the account exists. Made once per hasher.
   */
  dummyHash(): Promise<string>;
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

function argon2idHashing(cost: Argon2Cost): PasswordHashing {
  let dummy: Promise<string> | undefined;
  const hashAtCost = (password: string): Promise<string> => hash(password, cost);
  return {
    hash: hashAtCost,
    verify: verifyPassword,
    dummyHash: () => {
      dummy ??= hashAtCost(crypto.randomBytes(32).toString('base64url'));
      return dummy;
    },
  };
}

/** The server's hasher. */
export const argon2Passwords: PasswordHashing = argon2idHashing(PRODUCTION_PASSWORD_COST);

/**
 * Never for real accounts: the same argon2id at a cost that protects nothing, so that the hundreds of sign-ups
 * and sign-ins of the tests do not each spend 50 ms of CPU. Given to in-process test apps directly, and to a
 * spawned test server by TEST_ONLY_FAST_PASSWORD_HASHING=true, which the config refuses unless NODE_ENV=test.
 */
export const testOnlyFastPasswords: PasswordHashing = argon2idHashing(TEST_ONLY_COST);

export function hashPassword(password: string): Promise<string> {
  return argon2Passwords.hash(password);
}

/** The production hasher's dummy hash (see PasswordHashing.dummyHash). */
export function dummyPasswordHash(): Promise<string> {
  return argon2Passwords.dummyHash();
}
