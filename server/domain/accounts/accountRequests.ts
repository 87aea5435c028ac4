// Live-channel requests about the account itself.
import type { RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { creditsOf, updateAccountLocale } from './accountQueries';

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
} satisfies RequestHandlers;
