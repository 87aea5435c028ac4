import * as matchers from 'redux-saga-test-plan/matchers';
import { expectSaga } from 'redux-saga-test-plan';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiPost, ApiError } from '../../../../src/api/httpClient';
import { submissionKeyFor } from '../../../../src/api/submissionKeys';
import { applicationDatedActionsLoaded } from '../../../../src/features/datedActions/datedActionsSlice';
import { companyListLoaded } from '../../../../src/features/companies/companiesSlice';
import {
  chooseCompanySaga,
  createJobApplicationSaga,
  deleteJobApplicationSaga,
  editJobApplicationSaga,
} from '../../../../src/features/jobApplications/applicationChangesSaga';
import {
  jobApplicationCompanyChosen,
  jobApplicationCreated,
  jobApplicationCreationSubmitted,
  jobApplicationDeletionConfirmed,
  jobApplicationEditSubmitted,
  jobApplicationRemoved,
} from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { failureMessages } from '../../../../src/features/jobApplications/messages';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { requestAnswered } from '../../../../src/features/connection/requests/requestsSlice';
import {
  action,
  application,
  company,
  ids,
  jobSearchReducer,
  jobSearchState,
  liveAnswers,
  NOW_MS,
  requestFailure,
  finalState,
} from './jobSearchSupport';
import { app1, app2, SUBMISSION_KEY, withApplications } from './sagaFixtures';

describe('creating an application over HTTP', () => {
  const form = { title: 'Staff engineer', url: 'https://jobs.example/staff', notes: 'Referral', job_description: '' };

  it('creates the new company first, then the application with its id, and caches both', async () => {
    const acme = company(ids.company1, 'Acme');
    const created = application(ids.app1, { ...form, company_id: ids.company1, company: { id: ids.company1, name: 'Acme' } });
    const storeState = finalState(await expectSaga(
      createJobApplicationSaga,
      jobApplicationCreationSubmitted({ ...form, details: {}, company: { kind: 'new', name: 'Acme' } }),
    )
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([
        [matchers.call.fn(submissionKeyFor), SUBMISSION_KEY],
        [matchers.call(apiPost, '/companies', { name: 'Acme' }, { token: 'token-123', idempotencyKey: SUBMISSION_KEY }), { data: acme }],
        [
          matchers.call(
            apiPost,
            '/job_applications',
            { ...form, company_id: ids.company1 },
            { token: 'token-123', idempotencyKey: SUBMISSION_KEY },
          ),
          { data: created },
        ],
        liveAnswers({}),
      ])
      .put(jobApplicationCreated({ id: ids.app1 }))
      .run());
    expect(storeState.companies.items[ids.company1]).toEqual({ status: 'loaded', data: acme, lastUpdated: NOW_MS });
    expect(storeState.jobApplications.items[ids.app1]).toEqual({ status: 'loaded', data: created, lastUpdated: NOW_MS });
    expect(storeState.jobApplications.creation).toEqual({ status: 'succeeded', error: null, createdId: ids.app1 });
  });

  it('sent again after the application failed, reuses the company the first attempt created', async () => {
    const acme = company(ids.company1, 'Acme');
    const created = application(ids.app1, { ...form, company_id: ids.company1, company: { id: ids.company1, name: 'Acme' } });
    const posts: unknown[][] = [];
    let applicationAttempts = 0;
    const server = {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn !== apiPost) return next();
        posts.push(effect.args);
        if (effect.args[0] === '/companies') return { data: acme };
        applicationAttempts += 1;
        if (applicationAttempts === 1) throw new ApiError(503, 'unavailable', null);
        return { data: created };
      },
    };
    const first = finalState(await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, details: {}, company: { kind: 'new', name: 'Acme' } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([server, liveAnswers({})])
      .run());
    expect(first.jobApplications.creation.status).toBe('failed');
    // The user sends the same form again, the company still typed as new (and with other spaces and case).
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, details: {}, company: { kind: 'new', name: ' ACME ' } }))
      .withReducer(jobSearchReducer, first)
      .provide([server, liveAnswers({})])
      .put(jobApplicationCreated({ id: ids.app1 }))
      .run();
    expect(posts.map((args) => args[0])).toEqual(['/companies', '/job_applications', '/job_applications']);
    expect((posts[2]![1] as { company_id: unknown }).company_id).toBe(ids.company1);
    // The form sent again is the same submission: the same Idempotency-Key, so a first sending the server stored
    // before failing to answer is answered, not made twice. The next form, once this one succeeded, gets another.
    const keyOf = (args: unknown[] | undefined) => (args?.[2] as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
    expect(keyOf(posts[1])).toEqual(expect.any(String));
    expect(keyOf(posts[2])).toBe(keyOf(posts[1]));
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, details: {}, company: { kind: 'new', name: 'Acme' } }))
      .withReducer(jobSearchReducer, first)
      .provide([server, liveAnswers({})])
      .run();
    expect(keyOf(posts[3])).not.toBe(keyOf(posts[2]));
  });

  it('gives an existing company by id, or none', async () => {
    const calls: unknown[][] = [];
    const answer = { data: application(ids.app1, form) };
    const recordPost = {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn !== apiPost) return next();
        calls.push(effect.args);
        return answer;
      },
    };
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, details: {}, company: { kind: 'existing', id: ids.company2 } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([recordPost, liveAnswers({})])
      .run();
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, details: {}, company: { kind: 'none' } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([recordPost, liveAnswers({})])
      .run();
    expect(calls.map((args) => [args[0], (args[1] as { company_id: unknown }).company_id])).toEqual([
      ['/job_applications', ids.company2],
      ['/job_applications', null],
    ]);
  });

  it('sends the details given with the application, and only those', async () => {
    const calls: unknown[][] = [];
    const recordPost = {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn !== apiPost) return next();
        calls.push(effect.args);
        return { data: application(ids.app1, form) };
      },
    };
    const details = { location: 'Lyon', salary_min: 40_000, salary_currency: 'EUR', tags: ['backend'], archived: true };
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, details, company: { kind: 'none' } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([recordPost, liveAnswers({})])
      .run();
    expect(calls.map((args) => args[1])).toEqual([{ ...form, company_id: null, ...details }]);
  });

  it('fails with its own message when the server refuses, and creates nothing', async () => {
    const storeState = finalState(await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, details: {}, company: { kind: 'none' } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([[matchers.call.fn(apiPost), throwError(new ApiError(400, 'invalid_params', { error: 'invalid_params' }))], liveAnswers({})])
      .run());
    expect(storeState.jobApplications.creation).toEqual({
      status: 'failed',
      createdId: null,
      error: { code: 'invalid_params', descriptor: failureMessages.create, values: {} },
    });
    expect(storeState.jobApplications.items).toEqual({});
  });

  it('refuses an answer that does not follow the contract', async () => {
    const storeState = finalState(await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, details: {}, company: { kind: 'none' } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([[matchers.call.fn(apiPost), { data: { id: 'not-a-uuid' } }], liveAnswers({})])
      .run());
    expect(storeState.jobApplications.creation.error?.code).toBe('invalid_reply');
  });
});

describe('updating an application over the live channel', () => {
  it('saves the changes and applies them to the cached application', async () => {
    const changes = { title: 'Senior frontend engineer', url: 'https://jobs.example/senior' };
    const storeState = finalState(await expectSaga(editJobApplicationSaga, jobApplicationEditSubmitted({ id: ids.app1, form: 'header', changes }))
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(liveAnswers({ 'job_application.update': 'success' }))
      .call(sendRequest, 'job_application.update', { id: ids.app1, ...changes })
      .run());
    const entry = storeState.jobApplications.items[ids.app1];
    expect(entry).toEqual({ status: 'loaded', data: { ...app1, ...changes }, lastUpdated: NOW_MS });
    expect(storeState.jobApplications.titles[ids.app1]).toBe('Senior frontend engineer');
    expect(storeState.jobApplications.updates[`${ids.app1}/header`]).toEqual({ status: 'succeeded', error: null });
  });

  it('ends an update kept offline as saved once the offline feature has sent it and the server answered', async () => {
    const kept = requestFailure('job_application.update', { id: ids.app1 }, 'kept_offline');
    const changes = { notes: 'Call back' };
    const storeState = finalState(await expectSaga(editJobApplicationSaga, jobApplicationEditSubmitted({ id: ids.app1, form: 'notes', changes }))
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(liveAnswers({ 'job_application.update': kept }))
      .put.like({ action: { type: 'jobApplications/updateFailed' } })
      .dispatch(requestAnswered({ uuid: kept.uuid }))
      .run());
    expect(storeState.jobApplications.items[ids.app1]).toMatchObject({ data: { ...app1, ...changes } });
    expect(storeState.jobApplications.updates[`${ids.app1}/notes`]).toEqual({ status: 'succeeded', error: null });
  });

  it('keeps the data and the failure message when the update fails', async () => {
    const storeState = finalState(await expectSaga(
      editJobApplicationSaga,
      jobApplicationEditSubmitted({ id: ids.app1, form: 'notes', changes: { notes: 'Call back' } }),
    )
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(liveAnswers({ 'job_application.update': requestFailure('job_application.update', { id: ids.app1 }) }))
      .run());
    expect(storeState.jobApplications.items[ids.app1]).toMatchObject({ data: app1 });
    expect(storeState.jobApplications.updates[`${ids.app1}/notes`]).toMatchObject({
      status: 'failed',
      error: { descriptor: requestFailureMessages.jobApplicationUpdate },
    });
  });

  it('gives the application an existing company, named from the companies cache', async () => {
    const state = jobSearchReducer(withApplications(app1), companyListLoaded({ data: [company(ids.company2, 'Globex')], lastUpdated: 1 }));
    const storeState = finalState(await expectSaga(
      chooseCompanySaga,
      jobApplicationCompanyChosen({ id: ids.app1, company: { kind: 'existing', id: ids.company2 } }),
    )
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({ 'job_application.update': 'success' }))
      .call(sendRequest, 'job_application.update', { id: ids.app1, company_id: ids.company2 })
      .run());
    expect(storeState.jobApplications.items[ids.app1]).toMatchObject({
      data: { company_id: ids.company2, company: { id: ids.company2, name: 'Globex' } },
    });
  });

  it('creates a new company over HTTP before giving it to the application', async () => {
    const initech = company(ids.company1, 'Initech');
    const storeState = finalState(await expectSaga(
      chooseCompanySaga,
      jobApplicationCompanyChosen({ id: ids.app1, company: { kind: 'new', name: 'Initech' } }),
    )
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide([
        [matchers.call.fn(submissionKeyFor), SUBMISSION_KEY],
        [matchers.call(apiPost, '/companies', { name: 'Initech' }, { token: 'token-123', idempotencyKey: SUBMISSION_KEY }), { data: initech }],
        liveAnswers({ 'job_application.update': 'success' }),
      ])
      .call(sendRequest, 'job_application.update', { id: ids.app1, company_id: ids.company1 })
      .run());
    expect(storeState.jobApplications.items[ids.app1]).toMatchObject({
      data: { company_id: ids.company1, company: { id: ids.company1, name: 'Initech' } },
    });
    expect(storeState.companies.items[ids.company1]?.status).toBe('loaded');
  });

  it('detaches the company', async () => {
    const withCompany = application(ids.app1, { company_id: ids.company1, company: { id: ids.company1, name: 'Acme' } });
    const storeState = finalState(await expectSaga(chooseCompanySaga, jobApplicationCompanyChosen({ id: ids.app1, company: { kind: 'none' } }))
      .withReducer(jobSearchReducer, withApplications(withCompany))
      .provide(liveAnswers({ 'job_application.update': 'success' }))
      .call(sendRequest, 'job_application.update', { id: ids.app1, company_id: null })
      .run());
    expect(storeState.jobApplications.items[ids.app1]).toMatchObject({ data: { company_id: null, company: null } });
  });
});

describe('deleting an application', () => {
  it('removes it, its title entry, its row, its status and its actions from the cache', async () => {
    let state = withApplications(app1, app2);
    state = jobSearchReducer(
      state,
      applicationDatedActionsLoaded({
        applicationId: ids.app1,
        data: [action(ids.action1, ids.app1, 'submit', '2026-11-23T10:00:00.000Z')],
        lastUpdated: 1,
      }),
    );
    const storeState = finalState(await expectSaga(deleteJobApplicationSaga, jobApplicationDeletionConfirmed({ id: ids.app1 }))
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({ 'job_application.delete': 'success' }))
      .call(sendRequest, 'job_application.delete', { id: ids.app1 })
      .put(jobApplicationRemoved({ id: ids.app1 }))
      .run());
    const { jobApplications, datedActions: actions } = storeState;
    expect(Object.keys(jobApplications.items)).toEqual([ids.app2]);
    expect(Object.keys(jobApplications.titles)).toEqual([ids.app2]);
    expect(jobApplications.creationDates.data?.map((item) => item.id)).toEqual([ids.app2]);
    expect(Object.keys(jobApplications.statusById)).toEqual([ids.app2]);
    expect(jobApplications.deletions[ids.app1]?.status).toBe('succeeded');
    expect(actions.items).toEqual({});
    expect(actions.byApplication[ids.app1]).toBeUndefined();
  });

  it('keeps it, with the failure message, when the deletion fails', async () => {
    const storeState = finalState(await expectSaga(deleteJobApplicationSaga, jobApplicationDeletionConfirmed({ id: ids.app1 }))
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(liveAnswers({ 'job_application.delete': requestFailure('job_application.delete', { id: ids.app1 }) }))
      .run());
    expect(storeState.jobApplications.items[ids.app1]?.status).toBe('loaded');
    expect(storeState.jobApplications.deletions[ids.app1]).toEqual({
      status: 'failed',
      error: { code: 'internal', descriptor: requestFailureMessages.jobApplicationDelete, values: { id: ids.app1 } },
    });
  });
});
