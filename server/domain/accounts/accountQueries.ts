// The accounts table: every query that reads or writes it lives here.
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { AccountsTable, Database } from '../../db/schema';

export type AccountRow = Selectable<AccountsTable>;

export interface NewAccount {
  readonly email: string;
  readonly passwordHash: string;
  readonly locale: string;
  readonly acceptedTerms: string | null;
  readonly credits?: number;
  readonly confirmedAt?: Date;
}

/** Emails are compared without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function insertAccount(db: Kysely<Database>, account: NewAccount, now: Date = new Date()): Promise<AccountRow> {
  return db
    .insertInto('accounts')
    .values({
      id: crypto.randomUUID(),
      email: normalizeEmail(account.email),
      password_hash: account.passwordHash,
      locale: account.locale,
      credits: account.credits ?? 0,
      accepted_terms: account.acceptedTerms,
      confirmed_at: account.confirmedAt?.toISOString() ?? null,
      created: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccountByEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function creditsOf(db: Kysely<Database>, accountId: string): Promise<number | undefined> {
  const row = await db.selectFrom('accounts').select('credits').where('id', '=', accountId).executeTakeFirst();
  return row?.credits;
}

/** Answers whether the account exists (and so was updated). */
export async function updateAccountLocale(db: Kysely<Database>, accountId: string, locale: string): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ locale }).where('id', '=', accountId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
