// Idempotency after a crash. HTTP creates (POST /api/companies, /api/job_applications) keep their
// `Idempotency-Key` in request_answers like live-channel uuids (uuid `http:<key>`, request = the route and a
// digest of the body), so they need no table of their own. What they and channel claims need is the claim's
// owner: a random id per server start, so that a claim left by a process that is gone can be told from one
// still running (see server/domain/requests/answerStore.ts). Rows of before this migration have none.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('request_answers').addColumn('claimed_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('request_answers').dropColumn('claimed_by').execute();
}
