import { expectSaga } from 'redux-saga-test-plan';
import { searchSaga, SEARCH_DEBOUNCE_MS } from '../../../../src/features/jobApplications/applicationSearchSaga';
import { watchJobApplications } from '../../../../src/features/jobApplications/jobApplicationsSaga';
import {
  searchCleared,
  searchQueryChanged,
  searchSucceeded,
} from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import {
  ids,
  jobSearchReducer,
  jobSearchState,
  liveAnswers,
  requestFailure,
  type SentRequest,
  finalState,
} from './jobSearchSupport';
import { recordDelays } from '../connection/sagaTestSupport';
import { app1, app2 } from './sagaFixtures';

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
