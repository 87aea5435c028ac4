// Every live-channel request the server answers, by name. Each area contributes its own handlers.
import { accountRequestHandlers } from '../domain/accounts/accountRequests';
import type { AccountRowLimits } from '../config';
import { actionRequestHandlers, createActionCreateHandler, createCalendarFeedRequestHandlers } from '../domain/actions/actionRequests';
import type { CalendarFeedSeal } from '../domain/actions/calendarFeedSeal';
import { companyRequestHandlers } from '../domain/companies/companyRequests';
import { contactRequestHandlers, createContactCreateHandler } from '../domain/contacts/contactRequests';
import { fileRequestHandlers } from '../domain/files/fileRequests';
import { insightsRequestHandlers } from '../domain/insights/insightsRequests';
import { jobApplicationRequestHandlers } from '../domain/jobApplications/jobApplicationRequests';
import { createTermsRequestHandlers, type TermsRequestOptions } from '../domain/accounts/termsRequests';
import { type AiRequestOptions, createAiLongRequestHandlers, createAiRequestHandlers } from '../domain/ai/aiRequests';
import { createCreditRequestHandlers, type CreditRequestOptions } from '../domain/credits/creditRequests';
import type { LongRequestHandlers, RequestHandlers } from '../domain/requests/requestHandlers';

export const requestHandlers: RequestHandlers = {
  ...accountRequestHandlers,
  ...companyRequestHandlers,
  ...jobApplicationRequestHandlers,
  ...actionRequestHandlers,
  ...fileRequestHandlers,
  ...contactRequestHandlers,
  ...insightsRequestHandlers,
};

export type RequestHandlerOptions = TermsRequestOptions &
  CreditRequestOptions & {
    readonly ai: AiRequestOptions;
    /** How many rows of each kind an account keeps (action.create, contact.create); DEFAULT_ACCOUNT_ROW_LIMITS (config.ts) when unset. */
    readonly accountRows?: AccountRowLimits;
    /** Seals the calendar feed's address with the server's key (action.get_calendar_feed, action.renew_calendar_feed). */
    readonly calendarFeedSeal: CalendarFeedSeal;
  };

/**
 * The handlers above and those that depend on the app's settings: accepting the terms needs their current
 * version, buying credits the packs on sale and the payment provider, the AI products their provider, creating
 * an action or a contact the account's bound on them, the calendar feed's address the server's key.
 */
export function createRequestHandlers(options: RequestHandlerOptions): RequestHandlers {
  return {
    ...requestHandlers,
    ...createTermsRequestHandlers(options),
    ...createCreditRequestHandlers(options),
    ...createAiRequestHandlers(options.ai),
    ...(options.accountRows === undefined ? {} : createActionCreateHandler(options.accountRows.actions)),
    ...(options.accountRows === undefined ? {} : createContactCreateHandler(options.accountRows.contacts)),
    ...createCalendarFeedRequestHandlers(options.calendarFeedSeal),
  };
}

/** The requests that run outside one transaction: using an AI product. */
export function createLongRequestHandlers(options: RequestHandlerOptions): LongRequestHandlers {
  return createAiLongRequestHandlers(options.ai);
}
