// The actions of an application by type and date, for `account.get_statistics` (docs/benchmarks.md,
// "account.get_statistics"): the stages each application reached and its first response after its first
// submission read this index alone, where the index by (job_application_id, date, created, id) sent each of the
// actions to its row for its type. Over 5,000 applications and 50,000 actions on SQLite, the two queries went
// from about 290 and 260 ms to about 70 and 110 ms.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('actions_application_type_date_idx').on('actions').columns(['job_application_id', 'type', 'date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('actions_application_type_date_idx').execute();
}
