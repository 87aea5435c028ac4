import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { apiPost, ApiError } from '../../../../src/api/httpClient';
import { submissionKeyFor } from '../../../../src/api/submissionKeys';
import { applicationDatedActionsLoaded } from '../../../../src/features/datedActions/datedActionsSlice';
import { companyListLoaded } from '../../../../src/features/companies/companiesSlice';
import { pushReceived } from '../../../../src/features/connection/connectionSlice';
import { pushed } from '../../testUtils/pushes';
import {
  applyJobApplicationDeletedPushSaga,
  applyJobApplicationSavedPushSaga,
  chooseCompanySaga,
  createJobApplicationSaga,
  deleteJobApplicationSaga,
  editJobApplicationSaga,
  fetchJobApplicationSaga,
  loadListSaga,
  searchSaga,
  SEARCH_DEBOUNCE_MS,
  watchJobApplications,
} from '../../../../src/features/jobApplications/jobApplicationsSaga';
import {
  creationDatesLoaded,
  fetchFailed,
  fetchStarted,
  jobApplicationCompanyChosen,
  jobApplicationCreated,
  jobApplicationCreationSubmitted,
  jobApplicationDeletionConfirmed,
  jobApplicationEditSubmitted,
  jobApplicationLoaded,
  jobApplicationNeeded,
  jobApplicationRemoved,
  jobApplicationsListOpened,
  searchCleared,
  searchQueryChanged,
  searchSucceeded,
  statusesLoaded,
} from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { failureMessages } from '../../../../src/features/jobApplications/messages';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { accountChanged, signedOut } from '../../../../src/features/session/sessionSlice';
import {
  FIRST_SCREEN_MEMORY_KEY,
  forgetFirstScreen,
  rememberedFirstScreen,
  rememberFirstScreen,
} from '../../../../src/features/jobApplications/firstScreenMemory';
import { connectedSession } from '../../testUtils/fixtures';
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
  type JobSearchState,
  type SentRequest,
  finalState,
} from './jobSearchSupport';
import { recordDelays } from '../connection/sagaTestSupport';

/** The Idempotency-Key the sagas are given for their creates (see submissionKeys.test.ts for how it is kept). */
const SUBMISSION_KEY = '5f0c9a52-3d1b-4c55-9d8e-2a7b6c1e0f42';
const app1 = application(ids.app1, { title: 'Frontend engineer', created: '2026-11-22T09:30:00.000Z' });
const app2 = application(ids.app2, { title: 'Platform engineer', created: '2026-11-24T09:30:00.000Z' });
const app3 = application(ids.app3, { title: 'Data engineer', created: '2026-11-23T09:30:00.000Z' });

/** State with these applications loaded, listed and given a status. */
function withApplications(...apps: ReturnType<typeof application>[]): JobSearchState {
  let state = jobSearchState();
  state = jobSearchReducer(
    state,
    creationDatesLoaded({ data: apps.map(({ id, created }) => ({ id, created })), lastUpdated: 1 }),
  );
  state = jobSearchReducer(state, statusesLoaded({ data: apps.map(({ id }) => ({ id, status: 'submitted' as const })), lastUpdated: 1 }));
  for (const data of apps) state = jobSearchReducer(state, jobApplicationLoaded({ data, lastUpdated: 1 }));
  return state;
}

describe('fetching one application', () => {
  it('puts a loading placeholder, then the data with its last-updated time and its title entry', async () => {
    const storeState = finalState(await expectSaga(fetchJobApplicationSaga, jobApplicationNeeded({ id: ids.app1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'job_application.get': app1 }))
      .put(fetchStarted({ id: ids.app1 }))
      .call(sendRequest, 'job_application.get', { id: ids.app1 })
      .put(jobApplicationLoaded({ data: app1, lastUpdated: NOW_MS }))
      .run());
    expect(storeState.jobApplications.items[ids.app1]).toEqual({ status: 'loaded', data: app1, lastUpdated: NOW_MS });
    expect(storeState.jobApplications.titles[ids.app1]).toBe('Frontend engineer');
  });

  it('is not asked for again while it is loaded', async () => {
    await expectSaga(fetchJobApplicationSaga, jobApplicationNeeded({ id: ids.app1 }))
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(liveAnswers({}))
      .not.put.actionType(fetchStarted.type)
      .not.call.fn(sendRequest)
      .run();
  });

  it('is not asked for twice while it is loading', async () => {
    const sent: unknown[] = [];
    await expectSaga(watchJobApplications)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide({
        call(effect, next) {
          if (effect.fn !== sendRequest) return next();
          sent.push(effect.args);
          // The answer never comes within the run.
          return new Promise(() => undefined);
        },
      })
      .dispatch(jobApplicationNeeded({ id: ids.app1 }))
      .dispatch(jobApplicationNeeded({ id: ids.app1 }))
      .silentRun(50);
    expect(sent).toHaveLength(1);
  });

  it('removes the loading placeholder when the fetch fails, and keeps the failure with its message', async () => {
    const failure = requestFailure('job_application.get', { id: ids.app1 }, 'not_found');
    const storeState = finalState(await expectSaga(fetchJobApplicationSaga, jobApplicationNeeded({ id: ids.app1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'job_application.get': failure }))
      .put(fetchStarted({ id: ids.app1 }))
      .put(
        fetchFailed({
          id: ids.app1,
          error: { code: 'not_found', descriptor: requestFailureMessages.jobApplicationGet, values: { id: ids.app1 } },
        }),
      )
      .run());
    expect(storeState.jobApplications.items).toEqual({});
    expect(storeState.jobApplications.failures[ids.app1]?.code).toBe('not_found');
  });

  it('asks again after a failure, and forgets the failure once it loads', async () => {
    const failure = requestFailure('job_application.get', { id: ids.app1 }, 'timed_out');
    const failed = jobSearchReducer(
      jobSearchState(),
      fetchFailed({ id: ids.app1, error: { code: failure.code, descriptor: failure.descriptor, values: failure.values } }),
    );
    const storeState = finalState(await expectSaga(fetchJobApplicationSaga, jobApplicationNeeded({ id: ids.app1 }))
      .withReducer(jobSearchReducer, failed)
      .provide(liveAnswers({ 'job_application.get': app1 }))
      .run());
    expect(storeState.jobApplications.failures).toEqual({});
    expect(storeState.jobApplications.items[ids.app1]?.status).toBe('loaded');
  });
});

// Each test starts without a first screen remembered by an earlier one (firstScreenMemory.ts).
beforeEach(() => {
  forgetFirstScreen(window.localStorage);
});

/** The requests the list page's opening sends, the server holding app1, app2 and app3 and no status. */
async function requestsOfListOpening(): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await expectSaga(watchJobApplications)
    .withReducer(jobSearchReducer, jobSearchState())
    .provide(
      liveAnswers(
        {
          'job_application.list_creation_dates': [app1, app3, app2].map(({ id, created }) => ({ id, created })),
          'job_application.get': ({ id }: Record<string, unknown>) => [app1, app2, app3].find((app) => app.id === id),
          'job_application.list_statuses': [],
        },
        sent,
      ),
    )
    .dispatch(jobApplicationsListOpened())
    .silentRun(20);
  return sent;
}

describe('the list', () => {
  it('loads the creation dates newest first and every status', async () => {
    const storeState = finalState(await expectSaga(loadListSaga)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(
        liveAnswers({
          'job_application.list_creation_dates': [app1, app3, app2].map(({ id, created }) => ({ id, created })),
          'job_application.list_statuses': [
            { id: ids.app1, status: 'new' },
            { id: ids.app2, status: 'interviewing' },
          ],
        }),
      )
      .run());
    const { creationDates, statuses, statusById } = storeState.jobApplications;
    expect(creationDates.status).toBe('loaded');
    expect(creationDates.lastUpdated).toBe(NOW_MS);
    expect(creationDates.data?.map((item) => item.id)).toEqual([ids.app2, ids.app3, ids.app1]);
    expect(statuses.status).toBe('loaded');
    expect(statusById).toEqual({ [ids.app1]: 'new', [ids.app2]: 'interviewing' });
  });

  it('keeps the rows it had when a reload fails, with the failure message', async () => {
    const storeState = finalState(await expectSaga(loadListSaga)
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(
        liveAnswers({
          'job_application.list_creation_dates': requestFailure('job_application.list_creation_dates'),
          'job_application.list_statuses': [],
        }),
      )
      .run());
    const { creationDates } = storeState.jobApplications;
    expect(creationDates.status).toBe('failed');
    expect(creationDates.error?.descriptor).toEqual(requestFailureMessages.jobApplicationCreationDates);
    expect(creationDates.data?.map((item) => item.id)).toEqual([ids.app1]);
  });

  it("asks for the statuses after the first screen's applications, so that the server answers those first", async () => {
    const sent = await requestsOfListOpening();
    expect(sent.map((item) => item.request)).toEqual([
      'job_application.list_creation_dates',
      'job_application.get',
      'job_application.get',
      'job_application.get',
      'job_application.list_statuses',
    ]);
  });

  it("asks for the first screen the account's list showed last beside the list, and remembers the one it shows now", async () => {
    rememberFirstScreen(window.localStorage, connectedSession.user_id, [ids.app1]);
    const sent = await requestsOfListOpening();
    // Each application asked for once: the one remembered first, then the rest of the first screen found.
    expect(sent).toEqual([
      { request: 'job_application.get', params: { id: ids.app1 } },
      { request: 'job_application.list_creation_dates', params: {} },
      { request: 'job_application.get', params: { id: ids.app2 } },
      { request: 'job_application.get', params: { id: ids.app3 } },
      { request: 'job_application.list_statuses', params: {} },
    ]);
    expect(rememberedFirstScreen(window.localStorage, connectedSession.user_id)).toEqual([ids.app2, ids.app3, ids.app1]);
  });

  it('uses no first screen remembered for another account, and forgets it when another account signs in', async () => {
    rememberFirstScreen(window.localStorage, 'someone-else', [ids.app1]);
    const sent: SentRequest[] = [];
    await expectSaga(watchJobApplications)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'job_application.list_creation_dates': [], 'job_application.list_statuses': [] }, sent))
      .dispatch(jobApplicationsListOpened())
      .silentRun(20);
    expect(sent.map((item) => item.request)).toEqual(['job_application.list_creation_dates', 'job_application.list_statuses']);

    rememberFirstScreen(window.localStorage, connectedSession.user_id, [ids.app1]);
    await expectSaga(watchJobApplications)
      .withReducer(jobSearchReducer, jobSearchState())
      .dispatch(accountChanged())
      .silentRun(20);
    expect(window.localStorage.getItem(FIRST_SCREEN_MEMORY_KEY)).toBeNull();
  });

  it('asks for the list as its watchers start when the app starts on the list page, and once for the page that opens', async () => {
    const sent: SentRequest[] = [];
    const answers = { 'job_application.list_creation_dates': [], 'job_application.list_statuses': [] };
    await expectSaga(watchJobApplications, '/job_applications')
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers(answers, sent))
      .silentRun(20);
    expect(sent.map((item) => item.request)).toEqual(['job_application.list_creation_dates', 'job_application.list_statuses']);

    // The page's opening after that load is the one it was for; the next opening loads again.
    sent.length = 0;
    await expectSaga(watchJobApplications, '/')
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers(answers, sent))
      .dispatch(jobApplicationsListOpened())
      .delay(10)
      .dispatch(jobApplicationsListOpened())
      .silentRun(30);
    expect(sent.map((item) => item.request)).toEqual([
      'job_application.list_creation_dates',
      'job_application.list_statuses',
      'job_application.list_creation_dates',
      'job_application.list_statuses',
    ]);
  });

  it('loads again for the page when the load it started with failed', async () => {
    const sent: SentRequest[] = [];
    let listings = 0;
    const answers = {
      // The first listing fails as if the session it was made for had ended.
      'job_application.list_creation_dates': () =>
        (listings += 1) === 1 ? requestFailure('job_application.list_creation_dates', {}, 'abandoned') : [],
      'job_application.list_statuses': [],
    };
    const storeState = finalState(
      await expectSaga(watchJobApplications, '/')
        .withReducer(jobSearchReducer, jobSearchState())
        .provide(liveAnswers(answers, sent))
        .delay(10)
        .dispatch(jobApplicationsListOpened())
        .silentRun(30),
    );
    expect(sent.map((item) => item.request)).toEqual([
      'job_application.list_creation_dates',
      'job_application.list_statuses',
      'job_application.list_creation_dates',
      'job_application.list_statuses',
    ]);
    expect(storeState.jobApplications.creationDates.status).toBe('loaded');
  });

  it('waits for the list page to open when the app starts elsewhere', async () => {
    const sent: SentRequest[] = [];
    await expectSaga(watchJobApplications, '/job_applications/0b7f7d3e-2d5c-4f4e-9a4b-3c1d2e5f6a70')
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({}, sent))
      .silentRun(20);
    expect(sent).toEqual([]);
  });

  it('reloads each time the list page opens', async () => {
    const sent: SentRequest[] = [];
    await expectSaga(watchJobApplications)
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(liveAnswers({ 'job_application.list_creation_dates': [], 'job_application.list_statuses': [] }, sent))
      .dispatch(jobApplicationsListOpened())
      .silentRun(20);
    expect(sent.map((item) => item.request).sort()).toEqual([
      'job_application.list_creation_dates',
      'job_application.list_statuses',
    ]);
  });
});

describe('the search', () => {
  it('does not search under three characters, and clears the results', async () => {
    await expectSaga(searchSaga, searchQueryChanged({ query: ' ab ' }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({}))
      .put(searchCleared())
      .not.call.fn(sendRequest)
      .run();
  });

  it('searches the trimmed query after the pause in typing', async () => {
    const delays: number[] = [];
    const storeState = finalState(await expectSaga(searchSaga, searchQueryChanged({ query: ' acme ' }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([
        recordDelays(delays),
        liveAnswers({ 'job_application.search': [{ id: ids.app1, created: app1.created }, { id: ids.app2, created: app2.created }] }),
      ])
      .call(sendRequest, 'job_application.search', { query: 'acme' })
      .put(
        searchSucceeded({
          query: 'acme',
          results: [
            { id: ids.app1, created: app1.created },
            { id: ids.app2, created: app2.created },
          ],
        }),
      )
      .run());
    expect(storeState.jobApplications.search.results?.map((item) => item.id)).toEqual([ids.app2, ids.app1]);
    expect(delays).toEqual([SEARCH_DEBOUNCE_MS]);
  });

  it('sends only the last query of a burst of typing', async () => {
    const sent: SentRequest[] = [];
    await expectSaga(watchJobApplications)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'job_application.search': [] }, sent))
      .dispatch(searchQueryChanged({ query: 'acm' }))
      .dispatch(searchQueryChanged({ query: 'acme' }))
      .dispatch(searchQueryChanged({ query: 'acme c' }))
      .silentRun(SEARCH_DEBOUNCE_MS + 150);
    expect(sent).toEqual([{ request: 'job_application.search', params: { query: 'acme c' } }]);
  });

  it('keeps the failure message of a failed search', async () => {
    const storeState = finalState(await expectSaga(searchSaga, searchQueryChanged({ query: 'acme' }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([recordDelays([]), liveAnswers({ 'job_application.search': requestFailure('job_application.search') })])
      .run());
    expect(storeState.jobApplications.search).toMatchObject({
      query: 'acme',
      status: 'failed',
      error: { descriptor: requestFailureMessages.jobApplicationSearch },
    });
  });
});

describe('creating an application over HTTP', () => {
  const form = { title: 'Staff engineer', url: 'https://jobs.example/staff', notes: 'Referral', job_description: '' };

  it('creates the new company first, then the application with its id, and caches both', async () => {
    const acme = company(ids.company1, 'Acme');
    const created = application(ids.app1, { ...form, company_id: ids.company1, company: { id: ids.company1, name: 'Acme' } });
    const storeState = finalState(await expectSaga(
      createJobApplicationSaga,
      jobApplicationCreationSubmitted({ ...form, company: { kind: 'new', name: 'Acme' } }),
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
    const first = finalState(await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, company: { kind: 'new', name: 'Acme' } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([server, liveAnswers({})])
      .run());
    expect(first.jobApplications.creation.status).toBe('failed');
    // The user sends the same form again, the company still typed as new (and with other spaces and case).
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, company: { kind: 'new', name: ' ACME ' } }))
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
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, company: { kind: 'new', name: 'Acme' } }))
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
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, company: { kind: 'existing', id: ids.company2 } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([recordPost, liveAnswers({})])
      .run();
    await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, company: { kind: 'none' } }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide([recordPost, liveAnswers({})])
      .run();
    expect(calls.map((args) => [args[0], (args[1] as { company_id: unknown }).company_id])).toEqual([
      ['/job_applications', ids.company2],
      ['/job_applications', null],
    ]);
  });

  it('fails with its own message when the server refuses, and creates nothing', async () => {
    const storeState = finalState(await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, company: { kind: 'none' } }))
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
    const storeState = finalState(await expectSaga(createJobApplicationSaga, jobApplicationCreationSubmitted({ ...form, company: { kind: 'none' } }))
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

describe('server pushes', () => {
  it('created_job_application caches the data and title, adds its row, and makes it new', async () => {
    const storeState = finalState(await expectSaga(
      applyJobApplicationSavedPushSaga, pushed('created_job_application', { data: app2 }),
    )
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(liveAnswers({}))
      .put(jobApplicationLoaded({ data: app2, lastUpdated: NOW_MS }))
      .run());
    const { jobApplications } = storeState;
    expect(jobApplications.items[ids.app2]).toEqual({ status: 'loaded', data: app2, lastUpdated: NOW_MS });
    expect(jobApplications.titles[ids.app2]).toBe('Platform engineer');
    expect(jobApplications.creationDates.data?.map((item) => item.id)).toEqual([ids.app2, ids.app1]);
    expect(jobApplications.statusById[ids.app2]).toBe('new');
  });

  it('updated_job_application replaces the data and the title', async () => {
    const renamed = { ...app1, title: 'Lead engineer' };
    const storeState = finalState(await expectSaga(
      applyJobApplicationSavedPushSaga, pushed('updated_job_application', { data: renamed }),
    )
      .withReducer(jobSearchReducer, withApplications(app1))
      .provide(liveAnswers({}))
      .run());
    expect(storeState.jobApplications.items[ids.app1]).toEqual({ status: 'loaded', data: renamed, lastUpdated: NOW_MS });
    expect(storeState.jobApplications.titles[ids.app1]).toBe('Lead engineer');
    expect(storeState.jobApplications.statusById[ids.app1]).toBe('submitted');
  });

  it('deleted_job_application removes it, its title entry and its actions', async () => {
    const state = jobSearchReducer(
      withApplications(app1, app2),
      applicationDatedActionsLoaded({
        applicationId: ids.app1,
        data: [action(ids.action1, ids.app1, 'interview', '2026-11-23T10:00:00.000Z')],
        lastUpdated: 1,
      }),
    );
    const storeState = finalState(await expectSaga(applyJobApplicationDeletedPushSaga, pushed('deleted_job_application', { id: ids.app1 }))
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({}))
      .put(jobApplicationRemoved({ id: ids.app1 }))
      .run());
    expect(storeState.jobApplications.items[ids.app1]).toBeUndefined();
    expect(storeState.jobApplications.titles[ids.app1]).toBeUndefined();
    expect(storeState.datedActions.items[ids.action1]).toBeUndefined();
    expect(storeState.datedActions.byApplication[ids.app1]).toBeUndefined();
  });

  it('ignores the pushes of other features', async () => {
    await expectSaga(watchJobApplications)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({}))
      .dispatch(pushReceived({ event: 'created_company', payload: { data: company(ids.company1, 'Acme') } }))
      .not.put.actionType(jobApplicationLoaded.type)
      .silentRun();
  });
});

describe('signing out', () => {
  it('forgets every cached application', () => {
    const state = jobSearchReducer(withApplications(app1), signedOut());
    expect(state.jobApplications.items).toEqual({});
    expect(state.jobApplications.titles).toEqual({});
    expect(state.jobApplications.creationDates.status).toBe('uninitialized');
  });
});
