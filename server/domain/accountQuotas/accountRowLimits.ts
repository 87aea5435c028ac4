// How many rows of each kind one account may keep. Generous enough that nobody tracking a real job search meets
// them (years of daily applications stay far below), small enough that one account cannot fill the database or
// make its lists, searches and feed slow for the server as a whole.

/** The kinds of rows bounded per account (files have their own quota, in count and bytes: FileLimits). */
export type AccountRowKind = 'applications' | 'actions' | 'companies';

export type AccountRowLimits = { readonly [K in AccountRowKind]: number };

export const DEFAULT_ACCOUNT_ROW_LIMITS: AccountRowLimits = {
  applications: 10_000,
  actions: 50_000,
  companies: 10_000,
};
