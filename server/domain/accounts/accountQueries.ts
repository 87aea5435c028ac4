// The accounts table: every query that reads or writes it lives here.
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_LOCALE, type Locale, localeSchema } from '../../../contract';
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

/** The stored locale as the contract knows it; a value from an older release falls back to the default. */
export function localeOfAccount(account: Pick<AccountRow, 'locale'>): Locale {
  const parsed = localeSchema.safeParse(account.locale);
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
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

/** Removes an account and, through the foreign keys, everything it owns (a sign-up whose mail failed). */
export async function deleteAccount(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.deleteFrom('accounts').where('id', '=', accountId).execute();
}

/** Marks the email address as proven; an account already confirmed keeps its first date. */
export async function confirmAccountEmail(db: Kysely<Database>, accountId: string, now: Date): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', accountId)
    .where('confirmed_at', 'is', null)
    .execute();
}

export async function updatePasswordHash(db: Kysely<Database>, accountId: string, passwordHash: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
}

/** Answers whether the account exists (and so was updated). */
export async function updateAcceptedTerms(db: Kysely<Database>, accountId: string, version: string): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ accepted_terms: version }).where('id', '=', accountId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
