// The spec's reply checks (section 5) per request: a reply failing its check rejects the request with the
// request's message, as an error answer would. They check shape only, not every field.
import type { RequestName } from '../../../../contract';

export type ReplyCheck = (data: unknown) => boolean;

function isRecord(data: unknown): data is Readonly<Record<string, unknown>> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

/** A get of an item: an object with an id. */
export const isItemWithId: ReplyCheck = (data) => isRecord(data) && typeof data.id === 'string' && data.id !== '';

/** An action is checked on its `action_id`, as the spec says. */
export const isActionItem: ReplyCheck = (data) =>
  isRecord(data) && typeof data.action_id === 'string' && data.action_id !== '';

/** An account's settings: an object with its time zone. */
const isSettings: ReplyCheck = (data) => isRecord(data) && typeof data.time_zone === 'string';

/** Statistics: an object with the funnel's stages. */
const isStatistics: ReplyCheck = (data) => isRecord(data) && Array.isArray(data.funnel);

/** An AI answer: an object with non-empty text. */
export const isAiAnswer: ReplyCheck = (data) => isRecord(data) && typeof data.text === 'string' && data.text !== '';

/** Update, delete, link and unlink: exactly the word success. */
export const isSuccess: ReplyCheck = (data) => data === 'success';

/** List calls (and file.get_multiple): an array. */
export const isList: ReplyCheck = (data) => Array.isArray(data);

export const isCreditCount: ReplyCheck = (data) => typeof data === 'number' && Number.isInteger(data) && data >= 0;

/** The payment link must start with http or https (spec, section 5). */
export const isPaymentUrl: ReplyCheck = (data) => typeof data === 'string' && /^https?:\/\//i.test(data);

/** The calendar feed's address: a path of ours, never a link elsewhere. */
export const isCalendarFeedPath: ReplyCheck = (data) => typeof data === 'string' && /^\/api\/calendar\/[\w-]+\.ics$/.test(data);

export const replyCheckOf: { readonly [N in RequestName]: ReplyCheck } = {
  'company.get': isItemWithId,
  'company.list': isList,
  'company.update': isSuccess,
  'company.delete': isSuccess,
  'job_application.get': isItemWithId,
  'job_application.find_by_url': isList,
  'job_application.list_creation_dates': isList,
  'job_application.update': isSuccess,
  'job_application.delete': isSuccess,
  'job_application.search': isList,
  'job_application.list_statuses': isList,
  'job_application.list_order': isList,
  'job_application.list_tags': isList,
  'action.get': isActionItem,
  // The created action comes back whole; it is an item like a get's.
  'action.create': isActionItem,
  'action.update': isSuccess,
  'action.delete': isSuccess,
  'action.list_for_application': isList,
  'action.list_future': isList,
  'action.list_creation_dates': isList,
  'action.get_calendar_feed': isCalendarFeedPath,
  'action.renew_calendar_feed': isCalendarFeedPath,
  'file.get_multiple': isList,
  'file.list_for_application': isList,
  'file.list_recent': isList,
  'file.update': isSuccess,
  'file.delete': isSuccess,
  'file.link_to_application': isSuccess,
  'file.unlink_from_application': isSuccess,
  // The created contact comes back whole; it is an item like a get's.
  'contact.create': isItemWithId,
  'contact.update': isSuccess,
  'contact.delete': isSuccess,
  'contact.list': isList,
  'contact.list_for_application': isList,
  'contact.link_to_application': isSuccess,
  'contact.unlink_from_application': isSuccess,
  'ai.list_products': isList,
  'ai.list_responses': isList,
  'ai.list_responses_for_job_application': isList,
  'ai.list_responses_for_file': isList,
  'ai.get_response': isAiAnswer,
  'ai.use_ai_product': isAiAnswer,
  'account.accept_terms': isSuccess,
  'account.update_locale': isSuccess,
  'account.get_credits': isCreditCount,
  'account.list_transactions': isList,
  'account.list_payment_options': isList,
  'account.get_payment_option': isItemWithId,
  'account.use_payment_option': isPaymentUrl,
  'account.get_checkout': isItemWithId,
  'account.get_settings': isSettings,
  'account.update_settings': isSuccess,
  'account.get_statistics': isStatistics,
};

export function isValidReply(request: RequestName, data: unknown): boolean {
  return replyCheckOf[request](data);
}
