// An account's settings (docs/decisions.md, "Reminders and follow-ups"), as columns of its row: the time
// zone its dates are mailed and counted in (null until a browser tells it, read as UTC), whether reminders go
// by mail and by push (0 or 1 on both databases), how many minutes ahead, and after how many days without an
// answer an application asks for a follow-up (0: never).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('time_zone', 'text').execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('reminder_email', 'integer', (definition) => definition.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('reminder_push', 'integer', (definition) => definition.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('reminder_lead_minutes', 'integer', (definition) => definition.notNull().defaultTo(60))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('follow_up_days', 'integer', (definition) => definition.notNull().defaultTo(7))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['follow_up_days', 'reminder_lead_minutes', 'reminder_push', 'reminder_email', 'time_zone']) {
    await db.schema.alterTable('accounts').dropColumn(column).execute();
  }
}
