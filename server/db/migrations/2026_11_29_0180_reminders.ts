// Reminders of dated actions (docs/decisions.md, "Reminders and follow-ups"): the browsers' Web Push
// subscriptions of each account, and the reminders sent, one row per action and date. The unique key of
// `sent_reminders` is what makes a reminder go once: whichever job or process inserts the row first sends it,
// any other finds it taken. Both go with their account (`on delete cascade`, though the account's deletion
// removes them itself first, accountDataTables.ts); a reminder's row goes with its action too.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    // A push service's address names one browser: subscribing it again (after a sign-in with another account)
    // moves it to that account.
    .addColumn('endpoint', 'text', (column) => column.notNull().unique())
    .addColumn('p256dh', 'text', (column) => column.notNull())
    .addColumn('auth', 'text', (column) => column.notNull())
    .addColumn('created', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_account_idx').on('push_subscriptions').column('account_id').execute();

  await db.schema
    .createTable('sent_reminders')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('account_id', 'text', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('action_id', 'text', (column) => column.notNull().references('actions.id').onDelete('cascade'))
    // The action's date the reminder was for (ISO 8601 UTC, as `actions.date` holds it).
    .addColumn('action_date', 'text', (column) => column.notNull())
    .addColumn('created', 'text', (column) => column.notNull())
    // When its mail was handed to the transport: a mail job run again after that sends nothing.
    .addColumn('mailed_at', 'text')
    .addUniqueConstraint('sent_reminders_action_date_key', ['action_id', 'action_date'])
    .execute();
  await db.schema.createIndex('sent_reminders_account_idx').on('sent_reminders').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sent_reminders').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
