import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { ApiError, ApiNetworkError, apiPost, ApiTimeoutError } from '../../../../src/api/httpClient';
import { submissionKeyFor } from '../../../../src/api/submissionKeys';
import {
  applyCompanyDeletedPushSaga,
  applyCompanyPushSaga,
  createCompany,
  loadCompanyApplicationsSaga,
  fetchCompanyListSaga,
  fetchCompanySaga,
} from '../../../../src/features/companies/companiesSaga';
import {
  companyApplicationsNeeded,
  companyFetchStarted,
  companyListLoaded,
  companyLoaded,
  companyNeeded,
  selectCompany,
  selectCompanyApplications,
  selectCompanyList,
  selectCompanyVersion,
} from '../../../../src/features/companies/companiesSlice';
import { selectLocale } from '../../../../src/i18n/localeSlice';
import { jobApplicationLoaded, selectJobApplication } from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { pushed } from '../../testUtils/pushes';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { application, company, ids, jobSearchReducer, jobSearchState, liveAnswers, NOW_MS, requestFailure, finalState, type SentRequest
} from '../jobApplications/jobSearchSupport';

/** The Idempotency-Key the sagas are given for their creates (see submissionKeys.test.ts for how it is kept). */
const SUBMISSION_KEY = '5f0c9a52-3d1b-4c55-9d8e-2a7b6c1e0f42';
const acme = company(ids.company1, 'Acme');
const globex = company(ids.company2, 'globex');
const initech = company('22222222-2222-4222-8222-000000000003', 'Initech');

describe('the companies list', () => {
  it('is loaded once and kept by name', async () => {
    const storeState = finalState(await expectSaga(fetchCompanyListSaga)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'company.list': [initech, globex, acme] }))
      .call(sendRequest, 'company.list', {})
      .run());
    expect(selectCompanyList(storeState).map((item) => item.name)).toEqual(['Acme', 'globex', 'Initech']);
    expect(storeState.companies.list.lastUpdated).toBe(NOW_MS);
    await expectSaga(fetchCompanyListSaga).withReducer(jobSearchReducer, storeState).provide(liveAnswers({})).not.call.fn(sendRequest).run();
  });

  it('keeps the failure message when it cannot be loaded, and is asked for again next time', async () => {
    const storeState = finalState(await expectSaga(fetchCompanyListSaga)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'company.list': requestFailure('company.list') }))
      .run());
    expect(storeState.companies.list).toMatchObject({ status: 'failed', error: { descriptor: requestFailureMessages.companyList } });
    await expectSaga(fetchCompanyListSaga)
      .withReducer(jobSearchReducer, storeState)
      .provide(liveAnswers({ 'company.list': [acme] }))
      .call(sendRequest, 'company.list', {})
      .run();
  });
});

describe('one company', () => {
  it('is fetched with a loading placeholder, then loaded', async () => {
    const storeState = finalState(await expectSaga(fetchCompanySaga, companyNeeded({ id: ids.company1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'company.get': acme }))
      .put(companyFetchStarted({ id: ids.company1 }))
      .put(companyLoaded({ data: acme, lastUpdated: NOW_MS }))
      .run());
    expect(storeState.companies.items[ids.company1]).toEqual({ status: 'loaded', data: acme, lastUpdated: NOW_MS });
  });

  it('loses its loading placeholder when the fetch fails', async () => {
    const storeState = finalState(await expectSaga(fetchCompanySaga, companyNeeded({ id: ids.company1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'company.get': requestFailure('company.get', { id: ids.company1 }, 'not_found') }))
      .run());
    expect(storeState.companies.items).toEqual({});
    expect(storeState.companies.failures[ids.company1]).toMatchObject({ code: 'not_found' });
  });
});

describe('creating a company', () => {
  it('posts its name with the session token and caches the answer in the list', async () => {
    const state = jobSearchReducer(jobSearchState(), companyListLoaded({ data: [globex], lastUpdated: 1 }));
    const result = await expectSaga(createCompany, { name: 'Acme' })
      .withReducer(jobSearchReducer, state)
      .provide([[matchers.call.fn(submissionKeyFor), SUBMISSION_KEY], [matchers.call(apiPost, '/companies', { name: 'Acme' }, { token: 'token-123', idempotencyKey: SUBMISSION_KEY }), { data: acme }], liveAnswers({})])
      .run();
    const storeState = finalState(result);
    const returnValue: unknown = result.returnValue;
    expect(returnValue).toEqual(acme);
    expect(selectCompanyList(storeState).map((item) => item.id)).toEqual([ids.company1, ids.company2]);
  });

  it('sends a retry after a failure with the key of the first sending, and a new submission with a new key', async () => {
    const keys: unknown[] = [];
    let attempts = 0;
    const server = {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn !== apiPost) return next();
        keys.push((effect.args[2] as { idempotencyKey?: unknown }).idempotencyKey);
        attempts += 1;
        if (attempts === 1) throw new ApiNetworkError({ cause: new Error('connection reset') });
        if (attempts === 2) throw new ApiTimeoutError(5000);
        if (attempts === 3) throw new ApiError(503, 'unknown_error', null);
        return { data: acme };
      },
    };
    const send = () => expectSaga(createCompany, { name: 'Acme retried' }).withReducer(jobSearchReducer, jobSearchState()).provide([server, liveAnswers({})]).run();
    for (let failure = 0; failure < 3; failure += 1) await expect(send()).rejects.toThrow();
    await send();
    await send();
    expect(keys).toHaveLength(5);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys.slice(1, 4)).toEqual([keys[0], keys[0], keys[0]]);
    expect(keys[4]).not.toBe(keys[0]);
  });
});

describe('the created_company push', () => {
  it('adds the company to the cache and to the list, by name', async () => {
    const state = jobSearchReducer(jobSearchState(), companyListLoaded({ data: [acme, initech], lastUpdated: 1 }));
    const storeState = finalState(await expectSaga(applyCompanyPushSaga, pushed('created_company', { data: globex }))
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({}))
      .run());
    expect(selectCompanyList(storeState).map((item) => item.name)).toEqual(['Acme', 'globex', 'Initech']);
    expect(storeState.companies.items[ids.company2]).toEqual({ status: 'loaded', data: globex, lastUpdated: NOW_MS });
  });
});

describe('the updated_company and deleted_company pushes', () => {
  const firmware = application('33333333-3333-4333-8333-000000000001', { company_id: ids.company1, company: { id: ids.company1, name: 'Acme' } });
  const analyst = application('33333333-3333-4333-8333-000000000002', { company_id: ids.company2, company: { id: ids.company2, name: 'globex' } });

  function withApplications() {
    let state = jobSearchReducer(jobSearchState(), companyListLoaded({ data: [acme, globex], lastUpdated: 1 }));
    for (const data of [firmware, analyst]) state = jobSearchReducer(state, jobApplicationLoaded({ data, lastUpdated: 1 }));
    return state;
  }

  it('renames the company in the list and in the applications that have it, and counts a new version for its logo', async () => {
    const renamed = { ...acme, name: 'Zenith', logo: { '72': `/api/companies/${ids.company1}/logo/72`, '144': `/api/companies/${ids.company1}/logo/144` } };
    const storeState = finalState(await expectSaga(applyCompanyPushSaga, pushed('updated_company', { data: renamed })).withReducer(jobSearchReducer, withApplications()).provide(liveAnswers({})).run());
    expect(selectCompanyList(storeState).map((item) => item.name)).toEqual(['globex', 'Zenith']);
    expect(selectJobApplication(storeState, firmware.id)?.company).toEqual({ id: ids.company1, name: 'Zenith' });
    expect(selectJobApplication(storeState, analyst.id)?.company).toEqual(analyst.company);
    expect(selectCompanyVersion(storeState, ids.company1)).toBe(1);
    expect(selectCompanyVersion(storeState, ids.company2)).toBe(0);
  });

  it('takes a deleted company out of the list and off its applications, which stay', async () => {
    const storeState = finalState(await expectSaga(applyCompanyDeletedPushSaga, pushed('deleted_company', { id: ids.company1 })).withReducer(jobSearchReducer, withApplications()).provide(liveAnswers({})).run());
    expect(selectCompanyList(storeState).map((item) => item.name)).toEqual(['globex']);
    expect(selectCompany(storeState, ids.company1)).toBeUndefined();
    expect(selectJobApplication(storeState, firmware.id)).toMatchObject({ id: firmware.id, company_id: null, company: null });
    expect(selectJobApplication(storeState, analyst.id)?.company_id).toBe(ids.company2);
  });
});

describe('a company’s page', () => {
  it('asks for the company’s applications in the list’s order, narrowed to it on the server', async () => {
    const sent: SentRequest[] = [];
    const storeState = finalState(await expectSaga(loadCompanyApplicationsSaga, companyApplicationsNeeded({ id: ids.company1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([[matchers.select(selectLocale), 'fr-FR'], liveAnswers({ 'job_application.list_order': ['33333333-3333-4333-8333-000000000001'] }, sent)])
      .run());
    expect(sent).toEqual([{ request: 'job_application.list_order', params: { sort: 'created', direction: 'desc', company_id: ids.company1, locale: 'fr-FR' } }]);
    expect(selectCompanyApplications(storeState, ids.company1)).toEqual({ status: 'loaded', ids: ['33333333-3333-4333-8333-000000000001'] });
  });

  it('keeps the request’s failure to show with a retry', async () => {
    const storeState = finalState(await expectSaga(loadCompanyApplicationsSaga, companyApplicationsNeeded({ id: ids.company1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([[matchers.select(selectLocale), 'en-US'], liveAnswers({ 'job_application.list_order': requestFailure('job_application.list_order') })])
      .run());
    expect(selectCompanyApplications(storeState, ids.company1)?.status).toBe('failed');
  });
});
