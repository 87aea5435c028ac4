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
  readonly confirmedAt?: Date;
  /** The browser's time zone at sign-up (an IANA name); without one the account reads in UTC until a sign-in tells it. */
  readonly timeZone?: string;
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
      accepted_terms: account.acceptedTerms,
      confirmed_at: account.confirmedAt?.toISOString() ?? null,
      ...(account.timeZone !== undefined && { time_zone: account.timeZone }),
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

export interface MovedBalance {
  readonly credits: number;
  /** The sequence number the ledger row of this move takes. */
  readonly credit_sequence: number;
}

/**
 * Adds `amount` (negative to take) to the balance unless that would leave it below 0, in one guarded UPDATE:
 * PostgreSQL locks the row and re-checks the guard for every writer that waited, so concurrent moves never
 * overdraw. Answers the new balance, or undefined when the guard refused or the account does not exist.
 * Only the ledger calls this, in the transaction that writes the move's row.
 */
export async function moveCredits(db: Kysely<Database>, accountId: string, amount: number): Promise<MovedBalance | undefined> {
  return db
    .updateTable('accounts')
    .set((eb) => ({ credits: eb('credits', '+', amount), credit_sequence: eb('credit_sequence', '+', 1) }))
    .where('id', '=', accountId)
    .where((eb) => eb(eb('credits', '+', amount), '>=', 0))
    .returning(['credits', 'credit_sequence'])
    .executeTakeFirst();
}

export async function accountExists(db: Kysely<Database>, accountId: string): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst()) !== undefined;
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

/**
 * Marks the email address as proven; an account already confirmed keeps its first date. Answers whether this
 * call confirmed it (the first confirmation is when the sign-up credits are granted).
 */
export async function confirmAccountEmail(db: Kysely<Database>, accountId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', accountId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function updatePasswordHash(db: Kysely<Database>, accountId: string, passwordHash: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
}

/** Answers whether the account exists (and so was updated). */
export async function updateAcceptedTerms(db: Kysely<Database>, accountId: string, version: string): Promise<boolean> {
  const result = await db.updateTable('accounts').set({ accepted_terms: version }).where('id', '=', accountId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
