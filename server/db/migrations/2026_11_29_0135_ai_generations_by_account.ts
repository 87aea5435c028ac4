// The AI generations of one account by when they started: the bounds on generations (2 at once, AI_MAX_PER_HOUR
// an hour) count an account's rows of the last hour in the change that charges each new one, which without this
// index read every generation of every account.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('ai_generations_account_created_idx').on('ai_generations').columns(['account_id', 'created']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ai_generations_account_created_idx').execute();
}
