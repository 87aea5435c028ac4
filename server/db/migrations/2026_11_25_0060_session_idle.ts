// When each sign-in session was last used, so that one left idle for 14 days ends (its absolute 30 days stay).
// Sessions that exist already count as used when they were made: none ends at once because of this migration
// unless it was made more than 14 days ago and never used since, which is what the rule is for.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'text').execute();
  await sql`update sessions set last_used_at = created`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
}
