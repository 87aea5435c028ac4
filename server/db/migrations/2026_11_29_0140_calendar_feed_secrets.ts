// The calendar feed's token is no longer stored readable (issue 36): each row keeps the token's SHA-256 digest,
// which the feed's route looks up, and the token sealed with a key derived from the server's secret key, which
// the server opens to show the same address again. A migration has no key, so it only makes room for both and
// fills the digests: the addresses people subscribed to keep working at once. Their readable tokens move to
// `plain_token`, which the server's next start seals and empties (server/domain/actions/legacyFeedTokens.ts).
//
// The digest takes the place of the token in its own column, renamed `token_hash`: the column keeps its NOT NULL
// and its unique index, which SQLite could not add to a new column without making the table again.
//
// Down keeps the feeds whose readable token is still there and drops the others: their tokens are sealed with a
// key no migration has, and the older version gives such an account a new address when its page next asks.
import crypto from 'node:crypto';
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Rows read per statement while the digests are written on SQLite. */
const BATCH = 500;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The digest the server looks tokens up by: SHA-256 of the token's UTF-8 text, in lower-case hex. */
function digestOf(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Writes over each row's `token` the digest of its `plain_token`. */
async function writeDigests(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // The same digest as digestOf, in one statement.
    await sql`update calendar_feeds set token = encode(sha256(convert_to(plain_token, 'UTF8')), 'hex')`.execute(db);
    return;
  }
  let after = '';
  for (;;) {
    const { rows } = await sql<{ account_id: string; plain_token: string }>`select account_id, plain_token from calendar_feeds
      where account_id > ${after} order by account_id limit ${BATCH}`.execute(db);
    const last = rows.at(-1);
    if (last === undefined) return;
    for (const row of rows) {
      await sql`update calendar_feeds set token = ${digestOf(row.plain_token)} where account_id = ${row.account_id}`.execute(db);
    }
    after = last.account_id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_feeds').addColumn('plain_token', 'text').execute();
  await sql`update calendar_feeds set plain_token = token`.execute(db);
  await writeDigests(db);
  await db.schema.alterTable('calendar_feeds').renameColumn('token', 'token_hash').execute();
  await db.schema.alterTable('calendar_feeds').addColumn('sealed_token', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from calendar_feeds where plain_token is null`.execute(db);
  await sql`update calendar_feeds set token_hash = plain_token`.execute(db);
  await db.schema.alterTable('calendar_feeds').renameColumn('token_hash', 'token').execute();
  await db.schema.alterTable('calendar_feeds').dropColumn('sealed_token').execute();
  await db.schema.alterTable('calendar_feeds').dropColumn('plain_token').execute();
}
