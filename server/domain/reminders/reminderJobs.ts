// The jobs that send reminders (docs/decisions.md, "Reminders and follow-ups").
// `send_action_reminder` runs at the reminder's time and decides from what is stored then: nothing when the
// action is gone, was redated (the job queued with the new date sends it), is of a type not reminded, has
// begun, or when neither mail nor push is on; queued again when it is early under the current lead time (the
// lead shrank). Then it claims the reminder: the row of `sent_reminders` whose unique key is the action and its
// date. Whichever job or process inserts it first sends the reminder, every other finds it taken and stops. The
// claim commits with the jobs that deliver it, one mail and one push per browser, so a reminder claimed is
// delivered even when the process stops right after; those jobs run outside any transaction and are retried
// alone (a failing push service does not send the mail twice).
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { actionTypeSchema, DEFAULT_LOCALE, jobApplicationPagePath, localeSchema, type ReminderPushMessage } from '../../../contract';
import type { Database } from '../../db/schema';
import { enqueueJob, type JobHandlers } from '../../services/jobs/jobQueue';
import { type Mailer, reminderMail, reminderTexts } from '../../services/mail';
import type { PushSender } from '../../services/push';
import { settingsOfRow } from '../accounts/accountSettings';
import { deletePushSubscription, pushSubscriptionIdsOf } from './pushSubscriptions';
import { isRemindedType, reminderTime, scheduleAccountReminders } from './reminderSchedule';

export interface ReminderJobDependencies {
  readonly db: Kysely<Database>;
  readonly mailer: Mailer;
  readonly push: PushSender;
  readonly publicUrl: string;
  readonly clock: () => Date;
  readonly logger: FastifyBaseLogger;
  /** Called after a commit that queued jobs to run now, so that this process looks for them at once. */
  readonly onJobsQueued?: () => void;
}

export type ReminderJobHandlers = Pick<JobHandlers, 'send_action_reminder' | 'reschedule_reminders' | 'send_reminder_mail' | 'send_reminder_push'>;

/** Everything a reminder says, read from its claim's row and what it refers to; undefined when it is no longer due. */
async function reminderFacts(db: Kysely<Database>, reminderId: string) {
  const row = await db
    .selectFrom('sent_reminders')
    .innerJoin('actions', 'actions.id', 'sent_reminders.action_id')
    .innerJoin('job_applications', 'job_applications.id', 'actions.job_application_id')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .innerJoin('accounts', 'accounts.id', 'sent_reminders.account_id')
    .select([
      'sent_reminders.id',
      'sent_reminders.account_id',
      'sent_reminders.action_date',
      'sent_reminders.mailed_at',
      'actions.id as action_id',
      'actions.type',
      'actions.title',
      'actions.date',
      'job_applications.id as application_id',
      'job_applications.title as application_title',
      'companies.name as company_name',
      'accounts.email',
      'accounts.locale',
      'accounts.time_zone',
      'accounts.reminder_email',
      'accounts.reminder_push',
      'accounts.reminder_lead_minutes',
      'accounts.follow_up_days',
    ])
    .where('sent_reminders.id', '=', reminderId)
    .executeTakeFirst();
  // Redated since the claim: the reminder of the new date is another one.
  if (row === undefined || row.date !== row.action_date) return undefined;
  const settings = settingsOfRow(row);
  return {
    row,
    settings,
    locale: localeSchema.catch(DEFAULT_LOCALE).parse(row.locale),
    facts: {
      actionType: actionTypeSchema.parse(row.type),
      actionTitle: row.title,
      applicationTitle: row.application_title,
      companyName: row.company_name,
      date: row.date,
      timeZone: settings.time_zone,
    },
  };
}

export function createReminderJobHandlers(dependencies: ReminderJobDependencies): ReminderJobHandlers {
  const { db, mailer, push, clock, logger } = dependencies;
  const applicationLink = (applicationId: string): string =>
    `${dependencies.publicUrl.replace(/\/+$/, '')}${jobApplicationPagePath(applicationId)}`;

  return {
    async send_action_reminder({ action_id, date }) {
      const now = clock();
      const action = await db
        .selectFrom('actions')
        .innerJoin('accounts', 'accounts.id', 'actions.account_id')
        .select(['actions.account_id', 'actions.type', 'actions.date', 'accounts.reminder_lead_minutes', 'accounts.reminder_email', 'accounts.reminder_push'])
        .where('actions.id', '=', action_id)
        .executeTakeFirst();
      if (action === undefined || action.date !== date || !isRemindedType(action.type)) return;
      const at = reminderTime(date, action.reminder_lead_minutes);
      if (now < at) {
        await enqueueJob(db, 'send_action_reminder', { action_id, date }, now, { runAfter: at });
        return;
      }
      // The event has begun (the server was down at the reminder's time): too late to remind of it.
      if (now >= new Date(date)) return;
      const byMail = action.reminder_email === 1;
      const byPush = action.reminder_push === 1;
      if (!byMail && !byPush) return;
      const claimed = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .insertInto('sent_reminders')
          .values({ id: crypto.randomUUID(), account_id: action.account_id, action_id, action_date: date, created: now.toISOString(), mailed_at: null })
          .onConflict((conflict) => conflict.columns(['action_id', 'action_date']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (claim === undefined) return false;
        if (byMail) await enqueueJob(trx, 'send_reminder_mail', { reminder_id: claim.id }, now);
        if (byPush) {
          for (const subscriptionId of await pushSubscriptionIdsOf(trx, action.account_id)) {
            await enqueueJob(trx, 'send_reminder_push', { reminder_id: claim.id, subscription_id: subscriptionId }, now);
          }
        }
        return true;
      });
      if (claimed) dependencies.onJobsQueued?.();
    },

    async reschedule_reminders({ account_id }) {
      await db.transaction().execute((trx) => scheduleAccountReminders(trx, account_id, clock()));
    },

    async send_reminder_mail({ reminder_id }) {
      const reminder = await reminderFacts(db, reminder_id);
      // Mailed already: a run again after the mail was handed over sends nothing.
      if (reminder === undefined || reminder.row.mailed_at !== null || !reminder.settings.reminder_email) return;
      const mail = reminderMail(reminder.locale, { ...reminder.facts, link: applicationLink(reminder.row.application_id) });
      await mailer.send({ to: reminder.row.email, ...mail });
      await db.updateTable('sent_reminders').set({ mailed_at: clock().toISOString() }).where('id', '=', reminder_id).execute();
    },

    async send_reminder_push({ reminder_id, subscription_id }) {
      const reminder = await reminderFacts(db, reminder_id);
      if (reminder === undefined || !reminder.settings.reminder_push) return;
      const subscription = await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('id', '=', subscription_id)
        .where('account_id', '=', reminder.row.account_id)
        .executeTakeFirst();
      if (subscription === undefined) return;
      const texts = reminderTexts(reminder.locale, reminder.facts);
      const message: ReminderPushMessage = {
        kind: 'action_reminder',
        action_id: reminder.row.action_id,
        title: texts.title.slice(0, 500),
        body: texts.body.slice(0, 2000),
        path: jobApplicationPagePath(reminder.row.application_id),
      };
      const outcome = await push.send(subscription, JSON.stringify(message));
      if (outcome === 'gone') {
        await deletePushSubscription(db, subscription.id);
        logger.info({ subscription: subscription.id }, 'push subscription gone (404 or 410): removed');
      }
    },
  };
}
