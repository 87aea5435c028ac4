// Live-channel requests about the account itself.
import type { RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { creditsOf, updateAccountLocale } from './accountQueries';
import { enqueueJob } from '../../services/jobs/jobQueue';
import { accountSettingsOf, updateAccountSettings } from './accountSettings';

export const accountRequestHandlers = {
  'account.get_credits': async (_params, { accountId, db }) => {
    const credits = await creditsOf(db, accountId);
    if (credits === undefined) throw notFound('account');
    return credits;
  },
  /** The language of the account's mail follows the interface language the person chose. */
  'account.update_locale': async ({ locale }, { accountId, db }) => {
    if (!(await updateAccountLocale(db, accountId, locale))) throw notFound('account');
    return 'success';
  },
  'account.get_settings': async (_params, { accountId, db }) => {
    const settings = await accountSettingsOf(db, accountId);
    if (settings === undefined) throw notFound('account');
    return settings;
  },
  /** Every device of the account follows the settings: the push carries all of them, as stored. */
  'account.update_settings': async (update, { accountId, db, now, push }) => {
    const before = await accountSettingsOf(db, accountId);
    if (before === undefined || !(await updateAccountSettings(db, accountId, update))) throw notFound('account');
    // Every future action's reminder moves with the lead time: a job of its own queues them again after the commit.
    if (update.reminder_lead_minutes !== undefined && update.reminder_lead_minutes !== before.reminder_lead_minutes) {
      await enqueueJob(db, 'reschedule_reminders', { account_id: accountId }, now);
    }
    const settings = await accountSettingsOf(db, accountId);
    push('updated_settings', { data: settings });
    return 'success';
  },
} satisfies RequestHandlers;
