// Creates a confirmed account with a live session token, as if its owner had signed up and signed in.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { type AccountRow, findAccountById, insertAccount } from '../../server/domain/accounts/accountQueries';
import { testOnlyFastPasswords } from '../../server/domain/accounts/passwords';
import { issueSession } from '../../server/domain/accounts/sessions';
import { grantCredits } from '../../server/domain/credits/ledger';

export const CURRENT_TEST_TERMS = '2026-11-01';

export interface SignedInAccount {
  readonly account: AccountRow;
  readonly token: string;
  readonly password: string;
}

export async function createSignedInAccount(
  db: Kysely<Database>,
  options: { email?: string; password?: string; credits?: number; locale?: string } = {},
): Promise<SignedInAccount> {
  const password = options.password ?? 'Correct-Horse-9';
  const inserted = await insertAccount(db, {
    email: options.email ?? `seeker-${crypto.randomBytes(4).toString('hex')}@example.test`,
    // The test apps verify with any argon2 cost; the production cost is asserted once, in sessions.test.ts.
    passwordHash: await testOnlyFastPasswords.hash(password),
    locale: options.locale ?? 'en-US',
    acceptedTerms: CURRENT_TEST_TERMS,
    confirmedAt: new Date(),
  });
  // A starting balance goes through the ledger like any other, so the chain of its rows holds from the start.
  const credits = options.credits ?? 0;
  if (credits > 0) {
    await db.transaction().execute((trx) =>
      grantCredits({ accountId: inserted.id, db: trx, now: new Date(), push: () => undefined }, credits, 'adjustment'),
    );
  }
  const account = (await findAccountById(db, inserted.id)) ?? inserted;
  const { token } = await issueSession(db, account.id);
  return { account, token, password };
}
