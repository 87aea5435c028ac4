// Signed-in accounts for a benchmark, seeded straight into the database: the password is hashed once and
// shared (argon2 is slow on purpose, and a hundred hashes would only slow the setup).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { insertAccount } from '../../server/domain/accounts/accountQueries';
import { hashPassword } from '../../server/domain/accounts/passwords';
import { issueSession } from '../../server/domain/accounts/sessions';
import { CURRENT_TEST_TERMS } from '../../test/support/accounts';
import { seedJobSearch, type SeedShape } from './jobSearchSeed';
import type { BenchAccount } from './serverProtocol';

const PASSWORD = 'Correct-Horse-9';

/** `count` confirmed accounts with a session each, and `shape`'s job search in each when given. */
export async function seedBenchAccounts(db: Kysely<Database>, count: number, shape?: SeedShape): Promise<BenchAccount[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date();
  const accounts: BenchAccount[] = [];
  for (let index = 0; index < count; index += 1) {
    const account = await insertAccount(db, {
      email: `bench-${crypto.randomBytes(6).toString('hex')}@example.test`,
      passwordHash,
      locale: 'en-US',
      acceptedTerms: CURRENT_TEST_TERMS,
      confirmedAt: now,
    });
    const { token } = await issueSession(db, account.id);
    const applicationIds = shape === undefined ? [] : (await seedJobSearch(db, account.id, shape, { seed: index + 1, now })).applicationIds;
    accounts.push({ accountId: account.id, token, applicationIds });
  }
  return accounts;
}
