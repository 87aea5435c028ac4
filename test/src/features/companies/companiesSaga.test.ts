import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { apiPost } from '../../../../src/api/httpClient';
import {
  applyCompanyPushSaga,
  createCompany,
  fetchCompanyListSaga,
  fetchCompanySaga,
} from '../../../../src/features/companies/companiesSaga';
import {
  companyFetchStarted,
  companyListLoaded,
  companyLoaded,
  companyNeeded,
  selectCompanyList,
} from '../../../../src/features/companies/companiesSlice';
import { pushed } from '../../testUtils/pushes';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { company, ids, jobSearchReducer, jobSearchState, liveAnswers, NOW_MS, requestFailure, finalState
} from '../jobApplications/jobSearchSupport';

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
    const result = await expectSaga(createCompany, 'Acme')
      .withReducer(jobSearchReducer, state)
      .provide([[matchers.call(apiPost, '/companies', { name: 'Acme' }, { token: 'token-123' }), { data: acme }], liveAnswers({})])
      .run();
    const storeState = finalState(result);
    const returnValue: unknown = result.returnValue;
    expect(returnValue).toEqual(acme);
    expect(selectCompanyList(storeState).map((item) => item.id)).toEqual([ids.company1, ids.company2]);
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
