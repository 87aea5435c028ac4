import {
  REQUEST_NAMES,
  answerEnvelopeSchema,
  isErrorAnswer,
  isRequestName,
  joinRefusalSchema,
  parseRequestParams,
  parseResponseData,
  requestAckSchema,
  requestContracts,
  requestEnvelopeSchema,
  userTopic,
  type RequestName,
  type RequestParams,
} from '../../contract';
import * as examples from './examples';

const { IDS } = examples;

// The live-channel requests of the original API contract, copied by hand.
const DOCUMENTED_REQUESTS = [
  'company.get',
  'job_application.get',
  'job_application.list_creation_dates',
  'job_application.update',
  'job_application.delete',
  'action.get',
  'action.create',
  'action.update',
  'action.delete',
  'action.list_for_application',
  'action.list_future',
  'action.list_creation_dates',
  'file.get_multiple',
  'file.list_for_application',
  'file.list_recent',
  'file.update',
  'file.delete',
  'file.link_to_application',
  'file.unlink_from_application',
  'ai.list_products',
  'ai.list_responses',
  'ai.list_responses_for_job_application',
  'ai.list_responses_for_file',
  'ai.get_response',
  'ai.use_ai_product',
  'account.accept_terms',
  'account.update_locale',
  'account.get_credits',
  'account.list_transactions',
  'account.list_payment_options',
  'account.get_payment_option',
  'account.use_payment_option',
  'account.get_checkout',
];

// Requests of ours beyond that table, each written down in docs/decisions.md.
const EXTENSION_REQUESTS = [
  'company.list',
  'company.update',
  'company.delete',
  'job_application.find_by_url',
  'job_application.search',
  'job_application.list_statuses',
  'job_application.list_order',
  'job_application.list_tags',
  'action.get_calendar_feed',
  'action.renew_calendar_feed',
  'contact.create',
  'contact.update',
  'contact.delete',
  'contact.list',
  'contact.list_for_application',
  'contact.link_to_application',
  'contact.unlink_from_application',
  'account.get_settings',
  'account.update_settings',
  'account.get_statistics',
];

// One valid params example per request; the mapped type makes a missing request a compile error.
const validParams: { [N in RequestName]: RequestParams<N> } = {
  'company.get': { id: IDS.company },
  'company.list': {},
  'company.update': { id: IDS.company, url: null, notes: 'Met them at a fair' },
  'company.delete': { id: IDS.company },
  'job_application.find_by_url': { url: 'https://jobs.example.org/offers/42' },
  'job_application.get': { id: IDS.jobApplication },
  'job_application.list_creation_dates': {},
  'job_application.update': { id: IDS.jobApplication, title: 'Senior backend developer' },
  'job_application.delete': { id: IDS.jobApplication },
  'job_application.search': { query: 'backend' },
  'job_application.list_statuses': {},
  'job_application.list_order': { sort: 'title', direction: 'asc', tags: ['remote'], locale: 'fr-FR' },
  'job_application.list_tags': {},
  'action.get': { id: IDS.action },
  'action.create': { job_application_id: IDS.jobApplication, type: 'phone_call', title: 'Call with HR', date: examples.LATER },
  'action.update': { id: IDS.action, date: examples.LATER },
  'action.delete': { id: IDS.action },
  'action.list_for_application': { id: IDS.jobApplication },
  'action.list_future': {},
  'action.list_creation_dates': {},
  'action.get_calendar_feed': {},
  'action.renew_calendar_feed': {},
  'file.get_multiple': { ids: [IDS.file, IDS.otherFile] },
  'file.list_for_application': { id: IDS.jobApplication },
  'file.list_recent': {},
  'file.update': { id: IDS.file, filename: 'resume-2026.pdf' },
  'file.delete': { id: IDS.file },
  'file.link_to_application': { job_application_id: IDS.jobApplication, file_ids: [IDS.file] },
  'file.unlink_from_application': { job_application_id: IDS.jobApplication, file_ids: [IDS.file] },
  'contact.create': { name: 'Grace Hopper', email: 'grace@acme.example', company_id: IDS.company, job_application_ids: [IDS.jobApplication] },
  'contact.update': { id: IDS.contact, role: null },
  'contact.delete': { id: IDS.contact },
  'contact.list': {},
  'contact.list_for_application': { id: IDS.jobApplication },
  'contact.link_to_application': { job_application_id: IDS.jobApplication, contact_ids: [IDS.contact] },
  'contact.unlink_from_application': { job_application_id: IDS.jobApplication, contact_ids: [IDS.contact] },
  'ai.list_products': {},
  'ai.list_responses': {},
  'ai.list_responses_for_job_application': { id: IDS.jobApplication },
  'ai.list_responses_for_file': { id: IDS.file },
  'ai.get_response': { id: IDS.aiResponse },
  'ai.use_ai_product': {
    ai_product_id: IDS.aiProduct,
    ai_product_name: 'generate_candaidate_questions_for_interview',
    locale: 'fr-FR',
    job_application_ids: [IDS.jobApplication],
    file_ids: [IDS.file],
  },
  'account.accept_terms': { accepted_terms: '2026-11-01' },
  'account.update_locale': { locale: 'en-US' },
  'account.get_credits': {},
  'account.list_transactions': {},
  'account.list_payment_options': {},
  'account.get_payment_option': { id: IDS.paymentOption },
  'account.use_payment_option': { id: IDS.paymentOption },
  'account.get_checkout': { id: IDS.checkout },
  'account.get_settings': {},
  'account.update_settings': { reminder_lead_minutes: 30 },
  'account.get_statistics': { from: '2026-09-07', to: '2026-11-29' },
};

// One valid answer `data` per request, as the original API contract describes it.
const validData: { [N in RequestName]: unknown } = {
  'company.get': examples.company,
  'company.list': [examples.company],
  'company.update': 'success',
  'company.delete': 'success',
  'job_application.find_by_url': [IDS.jobApplication],
  'job_application.get': examples.jobApplication,
  'job_application.list_creation_dates': [{ ...examples.creationDate, archived: false }],
  'job_application.update': 'success',
  'job_application.delete': 'success',
  'job_application.search': [examples.creationDate],
  'job_application.list_statuses': [{ id: IDS.jobApplication, status: 'interviewing' }],
  'job_application.list_order': [IDS.jobApplication],
  'job_application.list_tags': [{ tag: 'remote', count: 2 }],
  'action.get': examples.action,
  'action.create': examples.action,
  'action.update': 'success',
  'action.delete': 'success',
  'action.list_for_application': [examples.action],
  'action.list_future': [examples.futureAction],
  'action.list_creation_dates': [{ id: IDS.action, created: examples.CREATED }],
  'action.get_calendar_feed': '/api/calendar/k3Jd9_x-Q2.ics',
  'action.renew_calendar_feed': '/api/calendar/Zx81-abc.ics',
  'file.get_multiple': [examples.file],
  'file.list_for_application': [examples.file],
  'file.list_recent': [],
  'file.update': 'success',
  'file.delete': 'success',
  'file.link_to_application': 'success',
  'file.unlink_from_application': 'success',
  'contact.create': examples.contact,
  'contact.update': 'success',
  'contact.delete': 'success',
  'contact.list': [examples.contact],
  'contact.list_for_application': [],
  'contact.link_to_application': 'success',
  'contact.unlink_from_application': 'success',
  'ai.list_products': [examples.aiProduct],
  'ai.list_responses': [examples.aiResponse],
  'ai.list_responses_for_job_application': [examples.aiResponse],
  'ai.list_responses_for_file': [],
  'ai.get_response': examples.aiResponse,
  'ai.use_ai_product': examples.aiResponse,
  'account.accept_terms': 'success',
  'account.update_locale': 'success',
  'account.get_credits': 7,
  'account.list_transactions': [examples.purchase, examples.transaction],
  'account.list_payment_options': [examples.paymentOption],
  'account.get_payment_option': examples.paymentOption,
  'account.use_payment_option': 'https://checkout.example.com/pay/cs_test_1',
  'account.get_checkout': examples.checkout,
  'account.get_settings': examples.settings,
  'account.update_settings': 'success',
  'account.get_statistics': examples.statistics,
};

const UPDATE_REQUESTS = ['job_application.update', 'action.update', 'file.update', 'contact.update'] as const;

describe('request names', () => {
  it('are exactly those of the "Live channel" table', () => {
    expect([...REQUEST_NAMES].sort()).toEqual([...DOCUMENTED_REQUESTS, ...EXTENSION_REQUESTS].sort());
  });

  it('have no create for companies or job applications (those go over HTTP)', () => {
    expect(isRequestName('company.create')).toBe(false);
    expect(isRequestName('job_application.create')).toBe(false);
  });

  it('isRequestName knows the names and nothing inherited', () => {
    expect(isRequestName('action.list_future')).toBe(true);
    expect(isRequestName('toString')).toBe(false);
    expect(isRequestName(42)).toBe(false);
  });
});

describe.each(REQUEST_NAMES.map((name) => [name]))('%s', (name) => {
  it('accepts its valid params', () => {
    expect(parseRequestParams(name, validParams[name]).success).toBe(true);
  });

  it('rejects an unknown params key', () => {
    expect(parseRequestParams(name, { ...validParams[name], unexpected: true }).success).toBe(false);
  });

  it('rejects params that are not an object', () => {
    expect(parseRequestParams(name, null).success).toBe(false);
    expect(parseRequestParams(name, [validParams[name]]).success).toBe(false);
  });

  it('accepts its documented answer data', () => {
    expect(parseResponseData(name, validData[name]).success).toBe(true);
  });

  it('refuses an error-shaped answer as data', () => {
    expect(parseResponseData(name, { code: 'not_found' }).success).toBe(false);
  });
});

describe('params rules', () => {
  it.each(UPDATE_REQUESTS)('%s needs id and at least one field', (name) => {
    expect(requestContracts[name].params.safeParse({ id: IDS.jobApplication }).success).toBe(false);
    expect(requestContracts[name].params.safeParse({ id: IDS.jobApplication, title: undefined }).success).toBe(false);
    const { id: _id, ...fields } = validParams[name];
    expect(requestContracts[name].params.safeParse(fields).success).toBe(false);
  });

  it('ids in params must be UUID v4', () => {
    expect(parseRequestParams('company.get', { id: '1' }).success).toBe(false);
    expect(parseRequestParams('file.get_multiple', { ids: [IDS.file, 'x'] }).success).toBe(false);
  });

  it('job_application.update enforces the limits of each field', () => {
    const update = (fields: Record<string, unknown>) =>
      parseRequestParams('job_application.update', { id: IDS.jobApplication, ...fields }).success;
    expect(update({ title: 'abcd' })).toBe(false);
    expect(update({ title: 'x'.repeat(201) })).toBe(false);
    expect(update({ url: 'ftp://example.com/job' })).toBe(false);
    expect(update({ notes: 'x'.repeat(100_001) })).toBe(false);
    expect(update({ job_description: 'x'.repeat(100_000) })).toBe(true);
    expect(update({ company_id: null })).toBe(true);
    expect(update({ notes: '' })).toBe(true);
  });

  it('action.create needs a known type, a dated title, and takes optional notes', () => {
    const create = validParams['action.create'];
    expect(parseRequestParams('action.create', { ...create, notes: 'Ask about remote work' }).success).toBe(true);
    expect(parseRequestParams('action.create', { ...create, type: 'lunch' }).success).toBe(false);
    // An action's title may be short ("Call"), unlike an application's, but not empty nor over 200.
    expect(parseRequestParams('action.create', { ...create, title: 'Call' }).success).toBe(true);
    expect(parseRequestParams('action.create', { ...create, title: '' }).success).toBe(false);
    expect(parseRequestParams('action.create', { ...create, title: 'x'.repeat(201) }).success).toBe(false);
    expect(parseRequestParams('action.create', { ...create, date: '2026-12-01' }).success).toBe(false);
    const { date: _date, ...undated } = create;
    expect(parseRequestParams('action.create', undated).success).toBe(false);
  });

  it('file.update enforces description, type and filename rules', () => {
    const update = (fields: Record<string, unknown>) => parseRequestParams('file.update', { id: IDS.file, ...fields }).success;
    expect(update({ description: 'abcd' })).toBe(false);
    expect(update({ description: 'x'.repeat(501) })).toBe(false);
    expect(update({ filename: '' })).toBe(false);
    expect(update({ filename: 'x'.repeat(256) })).toBe(false);
    expect(update({ type: 'logo' })).toBe(false);
    expect(update({ type: 'cover_letter' })).toBe(true);
  });

  it('linking needs at least one file', () => {
    expect(parseRequestParams('file.link_to_application', { job_application_id: IDS.jobApplication, file_ids: [] }).success).toBe(
      false,
    );
  });

  it('contact.create needs a name and enforces the limits of each field; null leaves one empty', () => {
    const create = (fields: Record<string, unknown>) => parseRequestParams('contact.create', { name: 'Grace', ...fields }).success;
    expect(create({})).toBe(true);
    expect(parseRequestParams('contact.create', { role: 'Recruiter' }).success).toBe(false);
    expect(create({ name: '' })).toBe(false);
    expect(create({ name: 'x'.repeat(200), role: 'x'.repeat(200) })).toBe(true);
    expect(create({ name: 'x'.repeat(201) })).toBe(false);
    expect(create({ role: 'x'.repeat(201) })).toBe(false);
    expect(create({ role: '' })).toBe(false);
    expect(create({ email: 'grace@acme.example' })).toBe(true);
    expect(create({ email: 'grace@' })).toBe(false);
    expect(create({ phone: '+33 (0)6 12.34/56-78' })).toBe(true);
    expect(create({ phone: '06 12 34 56 78 ext 9' })).toBe(false);
    expect(create({ phone: '+ - ( )' })).toBe(false);
    expect(create({ phone: '1'.repeat(51) })).toBe(false);
    expect(create({ url: 'https://www.linkedin.com/in/grace' })).toBe(true);
    expect(create({ url: 'mailto:grace@acme.example' })).toBe(false);
    expect(create({ notes: '' })).toBe(true);
    expect(create({ notes: 'x'.repeat(100_001) })).toBe(false);
    expect(create({ role: null, email: null, phone: null, url: null, notes: null, company_id: null })).toBe(true);
    expect(create({ job_application_ids: [] })).toBe(true);
  });

  it('contact.update may clear any field but the name', () => {
    const update = (fields: Record<string, unknown>) => parseRequestParams('contact.update', { id: IDS.contact, ...fields }).success;
    expect(update({ email: null, company_id: null })).toBe(true);
    expect(update({ name: null })).toBe(false);
    expect(update({ job_application_ids: [IDS.jobApplication] })).toBe(false);
  });

  it('linking needs at least one contact', () => {
    expect(parseRequestParams('contact.link_to_application', { job_application_id: IDS.jobApplication, contact_ids: [] }).success).toBe(false);
  });

  it('ai.use_ai_product takes only known product names and locales', () => {
    const use = validParams['ai.use_ai_product'];
    expect(parseRequestParams('ai.use_ai_product', { ...use, ai_product_name: 'write_my_letter' }).success).toBe(false);
    expect(parseRequestParams('ai.use_ai_product', { ...use, locale: 'fr' }).success).toBe(false);
  });

  it('account.update_locale takes only en-US or fr-FR', () => {
    expect(parseRequestParams('account.update_locale', { locale: 'fr-FR' }).success).toBe(true);
    expect(parseRequestParams('account.update_locale', { locale: 'es-ES' }).success).toBe(false);
  });
});

describe('answer data rules', () => {
  it('an AI answer must have non-empty text', () => {
    expect(parseResponseData('ai.use_ai_product', { ...examples.aiResponse, text: '' }).success).toBe(false);
    expect(parseResponseData('ai.get_response', { ...examples.aiResponse, text: '' }).success).toBe(true);
  });

  it('updates answer the word success and nothing else', () => {
    expect(parseResponseData('action.update', 'ok').success).toBe(false);
    expect(parseResponseData('action.update', true).success).toBe(false);
  });

  it('lists must be arrays', () => {
    expect(parseResponseData('file.list_recent', examples.file).success).toBe(false);
  });

  it('a search needs 3 to 200 characters', () => {
    const search = (query: string) => parseRequestParams('job_application.search', { query }).success;
    expect(search('ab')).toBe(false);
    expect(search('abc')).toBe(true);
    expect(search('x'.repeat(201))).toBe(false);
  });

  it('a calendar feed address is a path of ours', () => {
    expect(parseResponseData('action.get_calendar_feed', 'https://evil.example/api/calendar/a.ics').success).toBe(false);
    expect(parseResponseData('action.get_calendar_feed', '/api/calendar/../x.ics').success).toBe(false);
  });

  it('a payment URL must be http or https', () => {
    expect(parseResponseData('account.use_payment_option', 'javascript:alert(1)').success).toBe(false);
  });

  it('credits are a number', () => {
    expect(parseResponseData('account.get_credits', '7').success).toBe(false);
  });
});

describe('envelopes', () => {
  it('a request carries a name, a v4 uuid and params', () => {
    const request = { request: 'job_application.get', uuid: IDS.request, params: { id: IDS.jobApplication } };
    expect(requestEnvelopeSchema.parse(request)).toEqual(request);
    expect(requestEnvelopeSchema.safeParse({ ...request, uuid: 'req-1' }).success).toBe(false);
    expect(requestEnvelopeSchema.safeParse({ request: 'action.list_future', uuid: IDS.request }).success).toBe(false);
  });

  it('the push is acknowledged with its uuid', () => {
    expect(requestAckSchema.safeParse({ uuid: IDS.request }).success).toBe(true);
  });

  it('an answer is either data or an error with a known code', () => {
    const success = answerEnvelopeSchema.parse({ uuid: IDS.request, data: 'success' });
    expect(isErrorAnswer(success)).toBe(false);
    const failure = answerEnvelopeSchema.parse({ uuid: IDS.request, error: { code: 'not_found', message: 'Not found' } });
    expect(isErrorAnswer(failure)).toBe(true);
    expect(answerEnvelopeSchema.safeParse({ uuid: IDS.request }).success).toBe(false);
    expect(answerEnvelopeSchema.safeParse({ uuid: IDS.request, error: { code: 'oops', message: '' } }).success).toBe(false);
  });

  it('a refused join says unauthorized; the topic is user:{user_id}', () => {
    expect(joinRefusalSchema.safeParse({ reason: 'unauthorized' }).success).toBe(true);
    expect(joinRefusalSchema.safeParse({ reason: 'forbidden' }).success).toBe(false);
    expect(userTopic(IDS.user)).toBe(`user:${IDS.user}`);
  });
});
