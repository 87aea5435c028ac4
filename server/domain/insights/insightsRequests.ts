// Live-channel requests about the job search as a whole: its figures, read in the account's time zone.
import { accountSettingsOf } from '../accounts/accountSettings';
import type { RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { rangeOf, statisticsOf } from './statistics';

export const insightsRequestHandlers = {
  'account.get_statistics': async (params, { accountId, db, now }) => {
    const settings = await accountSettingsOf(db, accountId);
    if (settings === undefined) throw notFound('account');
    return statisticsOf(db, accountId, rangeOf(params, now, settings.time_zone), settings.time_zone);
  },
} satisfies RequestHandlers;
