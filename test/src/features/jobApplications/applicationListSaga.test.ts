import { expectSaga } from 'redux-saga-test-plan';
import { loadListSaga } from '../../../../src/features/jobApplications/applicationListSaga';
import { watchJobApplications } from '../../../../src/features/jobApplications/jobApplicationsSaga';
import { jobApplicationsListOpened } from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { accountChanged } from '../../../../src/features/session/sessionSlice';
import {
  FIRST_SCREEN_MEMORY_KEY,
  forgetFirstScreen,
  rememberedFirstScreen,
  rememberFirstScreen,
} from '../../../../src/features/jobApplications/firstScreenMemory';
import { connectedSession } from '../../testUtils/fixtures';
import {
  ids,
  jobSearchReducer,
  jobSearchState,
  liveAnswers,
  NOW_MS,
  requestFailure,
  type SentRequest,
  finalState,
} from './jobSearchSupport';
import { app1, app2, app3, withApplications } from './sagaFixtures';

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
          'job_application.list_creation_dates': [app1, app3, app2].map(({ id, created, archived }) => ({ id, created, archived })),
          'job_application.get': ({ id }: Record<string, unknown>) => [app1, app2, app3].find((app) => app.id === id),
          'job_application.list_statuses': [],
          'job_application.list_tags': [],
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
          'job_application.list_creation_dates': [app1, app3, app2].map(({ id, created, archived }) => ({ id, created, archived })),
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
          'job_application.list_tags': [],
        }),
      )
      .run());
    const { creationDates } = storeState.jobApplications;
    expect(creationDates.status).toBe('failed');
    expect(creationDates.error?.descriptor).toEqual(requestFailureMessages.jobApplicationCreationDates);
    expect(creationDates.data?.map((item) => item.id)).toEqual([ids.app1]);
  });

  it("asks for the statuses after the first screen's applications, so that the server answers those first, and the tags last", async () => {
    const sent = await requestsOfListOpening();
    expect(sent.map((item) => item.request)).toEqual([
      'job_application.list_creation_dates',
      'job_application.get',
      'job_application.get',
      'job_application.get',
      'job_application.list_statuses',
      'job_application.list_tags',
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
      { request: 'job_application.list_tags', params: {} },
    ]);
    expect(rememberedFirstScreen(window.localStorage, connectedSession.user_id)).toEqual([ids.app2, ids.app3, ids.app1]);
  });

  it('uses no first screen remembered for another account, and forgets it when another account signs in', async () => {
    rememberFirstScreen(window.localStorage, 'someone-else', [ids.app1]);
    const sent: SentRequest[] = [];
    await expectSaga(watchJobApplications)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'job_application.list_creation_dates': [], 'job_application.list_statuses': [], 'job_application.list_tags': [] }, sent))
      .dispatch(jobApplicationsListOpened())
      .silentRun(20);
    expect(sent.map((item) => item.request)).toEqual(['job_application.list_creation_dates', 'job_application.list_statuses', 'job_application.list_tags']);

    rememberFirstScreen(window.localStorage, connectedSession.user_id, [ids.app1]);
    await expectSaga(watchJobApplications)
      .withReducer(jobSearchReducer, jobSearchState())
      .dispatch(accountChanged())
      .silentRun(20);
    expect(window.localStorage.getItem(FIRST_SCREEN_MEMORY_KEY)).toBeNull();
  });

  it('asks for the list as its watchers start when the app starts on the list page, and once for the page that opens', async () => {
    const sent: SentRequest[] = [];
    const answers = { 'job_application.list_creation_dates': [], 'job_application.list_statuses': [], 'job_application.list_tags': [] };
    await expectSaga(watchJobApplications, '/job_applications')
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers(answers, sent))
      .silentRun(20);
    expect(sent.map((item) => item.request)).toEqual(['job_application.list_creation_dates', 'job_application.list_statuses', 'job_application.list_tags']);

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
      'job_application.list_tags',
      'job_application.list_creation_dates',
      'job_application.list_statuses',
      'job_application.list_tags',
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
      'job_application.list_tags': [],
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
      'job_application.list_tags',
      'job_application.list_creation_dates',
      'job_application.list_statuses',
      'job_application.list_tags',
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
      .provide(liveAnswers({ 'job_application.list_creation_dates': [], 'job_application.list_statuses': [], 'job_application.list_tags': [] }, sent))
      .dispatch(jobApplicationsListOpened())
      .silentRun(20);
    expect(sent.map((item) => item.request).sort()).toEqual([
      'job_application.list_creation_dates',
      'job_application.list_statuses',
      'job_application.list_tags',
    ]);
  });
});
