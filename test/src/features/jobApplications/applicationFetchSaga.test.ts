import { expectSaga } from 'redux-saga-test-plan';
import { fetchJobApplicationSaga } from '../../../../src/features/jobApplications/applicationFetchSaga';
import { watchJobApplications } from '../../../../src/features/jobApplications/jobApplicationsSaga';
import {
  fetchFailed,
  fetchStarted,
  jobApplicationLoaded,
  jobApplicationNeeded,
} from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import {
  ids,
  jobSearchReducer,
  jobSearchState,
  liveAnswers,
  NOW_MS,
  requestFailure,
  finalState,
} from './jobSearchSupport';
import { app1, withApplications } from './sagaFixtures';

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
