import type { ChannelErrorCode, RequestName } from '../../../../contract';
import type { FailureMessageDescriptor, FailureMessageValues } from '../../../common/requestError';
import { requestFailureMessages, type RequestFailureMessageKey } from './messages';

/**
 * The server's codes, or ours: `timed_out` (no answer within the request's `callTimeoutMs`), `invalid_reply` (an
 * answer out of contract), `abandoned` (the session it was made for ended first: sign-out, another account, a
 * refused token; it is never sent on the next session's channel), `kept_offline` (a change the channel could
 * not take in time, kept to be sent when it joins again: keptWhileOffline.ts).
 */
export type RequestFailureCode = ChannelErrorCode | 'timed_out' | 'invalid_reply' | 'abandoned' | 'kept_offline';

const failureMessageKeyOf: { readonly [N in RequestName]: RequestFailureMessageKey } = {
  'company.get': 'companyGet',
  'company.list': 'companyList',
  'company.update': 'companyUpdate',
  'company.delete': 'companyDelete',
  'job_application.get': 'jobApplicationGet',
  'job_application.find_by_url': 'jobApplicationFindByUrl',
  'job_application.list_creation_dates': 'jobApplicationCreationDates',
  'job_application.update': 'jobApplicationUpdate',
  'job_application.delete': 'jobApplicationDelete',
  'job_application.search': 'jobApplicationSearch',
  'job_application.list_statuses': 'jobApplicationCreationDates',
  'job_application.list_order': 'jobApplicationOrder',
  'job_application.list_tags': 'jobApplicationTags',
  'action.get': 'actionGet',
  'action.create': 'actionCreate',
  'action.update': 'actionUpdate',
  'action.delete': 'actionDelete',
  'action.list_for_application': 'actionListForApplication',
  'action.list_future': 'actionListFuture',
  'action.list_creation_dates': 'actionCreationDates',
  'action.get_calendar_feed': 'calendarFeed',
  'action.renew_calendar_feed': 'calendarFeed',
  'file.get_multiple': 'fileGetMultiple',
  'file.list_for_application': 'fileListForApplication',
  'file.list_recent': 'fileListRecent',
  'file.update': 'fileUpdate',
  'file.delete': 'fileDelete',
  'file.link_to_application': 'fileLinkOrUnlink',
  'file.unlink_from_application': 'fileLinkOrUnlink',
  'contact.create': 'contactCreate',
  'contact.update': 'contactUpdate',
  'contact.delete': 'contactDelete',
  'contact.list': 'contactList',
  'contact.list_for_application': 'contactListForApplication',
  'contact.link_to_application': 'contactLinkOrUnlink',
  'contact.unlink_from_application': 'contactLinkOrUnlink',
  'ai.list_products': 'aiRequest',
  'ai.list_responses': 'aiRequest',
  'ai.list_responses_for_job_application': 'aiRequest',
  'ai.list_responses_for_file': 'aiRequest',
  'ai.get_response': 'aiRequest',
  'ai.use_ai_product': 'aiRequest',
  'account.accept_terms': 'accountAcceptTerms',
  'account.update_locale': 'accountUpdateLocale',
  'account.get_credits': 'accountGetCredits',
  'account.list_transactions': 'accountListTransactions',
  'account.list_payment_options': 'accountListPaymentOptions',
  'account.get_payment_option': 'accountGetPaymentOption',
  'account.use_payment_option': 'accountUsePaymentOption',
  'account.get_checkout': 'accountGetCheckout',
  'account.get_settings': 'accountGetSettings',
  'account.update_settings': 'accountUpdateSettings',
  'account.get_statistics': 'accountGetStatistics',
};

/** The message a failed request shows, and its values (`id` when the params name one). */
export function failureMessageOf(
  request: RequestName,
  params: Readonly<Record<string, unknown>>,
): { descriptor: FailureMessageDescriptor; values: FailureMessageValues } {
  return {
    descriptor: requestFailureMessages[failureMessageKeyOf[request]],
    values: typeof params.id === 'string' ? { id: params.id } : {},
  };
}

/**
 * English text for logs and `Error.message`, or the message's id in the production build, which leaves the
 * English text to the catalog; the UI formats `descriptor` with `values` in its locale.
 */
function formatDefault(descriptor: FailureMessageDescriptor, values: FailureMessageValues): string {
  if (descriptor.defaultMessage === undefined) return descriptor.id;
  return descriptor.defaultMessage.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

export interface RequestFailure {
  readonly requestName: RequestName;
  readonly uuid: string;
  readonly code: RequestFailureCode;
  readonly descriptor: FailureMessageDescriptor;
  readonly values: FailureMessageValues;
  /** The server's own message of an error answer, for logs only: people see `descriptor`. */
  readonly serverMessage?: string;
}

/**
 * Thrown by `sendRequest` when a live request fails. Show it with
 * `intl.formatMessage(error.descriptor, error.values)`.
 */
export class RequestFailedError extends Error {
  override readonly name = 'RequestFailedError';
  readonly requestName: RequestName;
  readonly uuid: string;
  readonly code: RequestFailureCode;
  readonly descriptor: FailureMessageDescriptor;
  readonly values: FailureMessageValues;
  readonly serverMessage: string | undefined;

  constructor(failure: RequestFailure) {
    super(formatDefault(failure.descriptor, failure.values));
    this.requestName = failure.requestName;
    this.uuid = failure.uuid;
    this.code = failure.code;
    this.descriptor = failure.descriptor;
    this.values = failure.values;
    this.serverMessage = failure.serverMessage;
  }

  get messageId(): string {
    return this.descriptor.id;
  }
}
