// Which live-channel requests only read the account's data and which change it, in one place. A read runs
// without a write transaction and is never stored for idempotency: answering a repeat of its uuid by running
// it again is both cheaper and fresher than a stored copy. A change claims its uuid and keeps its answer, so
// that a retry after a reconnect is answered without doing the change twice.
import type { RequestName } from '../../../contract';

export type RequestKind = 'read' | 'change';

/** Every request name with its kind; the type makes forgetting a new name a compile error. */
export const REQUEST_KINDS = {
  'company.get': 'read',
  'company.list': 'read',
  'company.update': 'change',
  'company.delete': 'change',

  'job_application.get': 'read',
  'job_application.find_by_url': 'read',
  'job_application.list_creation_dates': 'read',
  'job_application.search': 'read',
  'job_application.list_statuses': 'read',
  'job_application.list_order': 'read',
  'job_application.list_tags': 'read',
  'job_application.update': 'change',
  'job_application.delete': 'change',

  'action.get': 'read',
  'action.list_for_application': 'read',
  'action.list_future': 'read',
  'action.list_creation_dates': 'read',
  'action.create': 'change',
  'action.update': 'change',
  'action.delete': 'change',
  // Creates the account's feed address the first time it is asked for: a write, if a harmless one.
  'action.get_calendar_feed': 'change',
  'action.renew_calendar_feed': 'change',

  'file.get_multiple': 'read',
  'file.list_for_application': 'read',
  'file.list_recent': 'read',
  'file.update': 'change',
  'file.delete': 'change',
  'file.link_to_application': 'change',
  'file.unlink_from_application': 'change',

  'contact.list': 'read',
  'contact.list_for_application': 'read',
  'contact.create': 'change',
  'contact.update': 'change',
  'contact.delete': 'change',
  'contact.link_to_application': 'change',
  'contact.unlink_from_application': 'change',

  'ai.list_products': 'read',
  'ai.list_responses': 'read',
  'ai.list_responses_for_job_application': 'read',
  'ai.list_responses_for_file': 'read',
  'ai.get_response': 'read',
  'ai.use_ai_product': 'change',

  'account.get_credits': 'read',
  'account.list_transactions': 'read',
  'account.list_payment_options': 'read',
  'account.get_payment_option': 'read',
  'account.get_checkout': 'read',
  'account.accept_terms': 'change',
  'account.update_locale': 'change',
  'account.get_settings': 'read',
  'account.update_settings': 'change',
  'account.get_statistics': 'read',
  'account.use_payment_option': 'change',
} as const satisfies Readonly<Record<RequestName, RequestKind>>;

type RequestKinds = typeof REQUEST_KINDS;

export type ReadRequestName = { [N in RequestName]: RequestKinds[N] extends 'read' ? N : never }[RequestName];
export type ChangeRequestName = Exclude<RequestName, ReadRequestName>;

export function isReadRequest(name: RequestName): name is ReadRequestName {
  return REQUEST_KINDS[name] === 'read';
}

/**
 * Changes whose answer is a credential, the calendar feed's address: no token is kept readable in the database,
 * so their stored answer is sealed (answerStore.ts) like the address in its own table.
 */
export const SECRET_ANSWER_REQUESTS: ReadonlySet<ChangeRequestName> = new Set<ChangeRequestName>(['action.get_calendar_feed', 'action.renew_calendar_feed']);
