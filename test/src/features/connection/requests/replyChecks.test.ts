import { REQUEST_NAMES, type RequestName } from '../../../../../contract';
import { isValidReply, replyCheckOf } from '../../../../../src/features/connection/requests/replyChecks';

const ID = '5f0c7a8e-2b1d-4c3e-9f8a-7b6c5d4e3f21';

const item = { id: ID };
const action = { id: ID, action_id: ID };
const aiAnswer = { id: ID, text: 'Three questions to ask' };

// For every request: a reply its check accepts, and one it refuses.
const cases: Readonly<Record<RequestName, readonly [good: unknown, bad: unknown]>> = {
  'company.get': [item, { name: 'Acme' }],
  'company.list': [[item], item],
  'company.update': ['success', item],
  'company.delete': ['success', item],
  'job_application.find_by_url': [[ID], item],
  'job_application.get': [item, { id: '' }],
  'job_application.list_creation_dates': [[], {}],
  'job_application.update': ['success', { status: 'success' }],
  'job_application.delete': ['success', 'Success'],
  'job_application.search': [[], 'none'],
  'job_application.list_statuses': [[{ id: ID, status: 'new' }], { [ID]: 'new' }],
  'job_application.list_order': [[ID], { [ID]: 0 }],
  'job_application.list_tags': [[{ tag: 'remote', count: 1 }], 'remote'],
  'action.get': [action, item],
  'action.create': [action, 'success'],
  'action.update': ['success', true],
  'action.delete': ['success', null],
  'action.list_for_application': [[action], action],
  'action.list_future': [[], 'none'],
  'action.list_creation_dates': [[{ id: ID, created: '2026-11-22T09:30:00.000Z' }], undefined],
  'action.get_calendar_feed': ['/api/calendar/a1B2-c3_d4.ics', 'https://calendar.example/api/calendar/a1.ics'],
  'action.renew_calendar_feed': ['/api/calendar/e5F6.ics', '/api/calendar/../e5F6.ics'],
  'file.get_multiple': [[item], item],
  'file.list_for_application': [[], null],
  'file.list_recent': [[item], { 0: item }],
  'file.update': ['success', 'failure'],
  'file.delete': ['success', ''],
  'file.link_to_application': ['success', 1],
  'file.unlink_from_application': ['success', ['success']],
  'contact.create': [item, 'success'],
  'contact.update': ['success', item],
  'contact.delete': ['success', { id: ID }],
  'contact.list': [[item], item],
  'contact.list_for_application': [[], null],
  'contact.link_to_application': ['success', 'ok'],
  'contact.unlink_from_application': ['success', false],
  'ai.list_products': [[], {}],
  'ai.list_responses': [[aiAnswer], aiAnswer],
  'ai.list_responses_for_job_application': [[], 'x'],
  'ai.list_responses_for_file': [[], 0],
  'ai.get_response': [aiAnswer, { id: ID, text: '' }],
  'ai.use_ai_product': [aiAnswer, { id: ID }],
  'account.accept_terms': ['success', 'accepted'],
  'account.update_locale': ['success', 'fr-FR'],
  'account.get_credits': [12, '12'],
  'account.list_transactions': [[], null],
  'account.list_payment_options': [[item], item],
  'account.get_payment_option': [item, [item]],
  'account.use_payment_option': ['https://pay.example/checkout/1', 'ftp://pay.example/1'],
  'account.get_checkout': [item, 'paid'],
  'account.get_settings': [{ time_zone: 'UTC' }, 'UTC'],
  'account.update_settings': ['success', {}],
  'account.get_statistics': [{ funnel: [] }, { funnel: 'none' }],
};

describe('reply checks', () => {
  it('has a check for every request of the contract', () => {
    expect(Object.keys(replyCheckOf).sort()).toEqual([...REQUEST_NAMES].sort());
  });

  it.each(Object.entries(cases) as [RequestName, readonly [unknown, unknown]][])(
    '%s accepts a good reply and refuses a bad one',
    (request, [good, bad]) => {
      expect(isValidReply(request, good)).toBe(true);
      expect(isValidReply(request, bad)).toBe(false);
    },
  );

  it('accepts the payment link over plain http too, but only as a URL start', () => {
    expect(isValidReply('account.use_payment_option', 'http://localhost:3000/sandbox/checkout')).toBe(true);
    expect(isValidReply('account.use_payment_option', 'see https://pay.example')).toBe(false);
  });

  it('refuses a negative or fractional credit count', () => {
    expect(isValidReply('account.get_credits', 0)).toBe(true);
    expect(isValidReply('account.get_credits', -1)).toBe(false);
    expect(isValidReply('account.get_credits', 1.5)).toBe(false);
  });
});
