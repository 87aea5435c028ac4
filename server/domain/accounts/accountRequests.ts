// Live-channel requests about the account itself.
import type { RequestHandlers } from '../../requests/requestRouter';
import { notFound } from '../../requests/requestErrors';
import { creditsOf } from './accountQueries';

export const accountRequestHandlers = {
  'account.get_credits': async (_params, { accountId, db }) => {
    const credits = await creditsOf(db, accountId);
    if (credits === undefined) throw notFound('account');
    return credits;
  },
} satisfies RequestHandlers;
