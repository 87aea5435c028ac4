// The actions asked for one at a time (`action.get`) and every action's creation dates
// (`action.list_creation_dates`): asked for only when the cache lacks them, failures kept for the page, an action
// gone meanwhile leaving the list, new actions joining it, and what a rejoin asks for again.
import { expectSaga } from 'redux-saga-test-plan';
import { fetchDatedActionSaga, loadActionCreationDates, refreshDatedActionsSaga } from '../../../../src/features/datedActions/datedActionsSaga';
import {
  actionCreationDatesLoaded,
  applicationDatedActionsLoaded,
  datedActionFetched,
  datedActionLoaded,
  datedActionNeeded,
  selectRefetchableDatedActionIds,
} from '../../../../src/features/datedActions/datedActionsSlice';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import {
  action,
  finalState,
  ids,
  jobSearchReducer,
  jobSearchState,
  liveAnswers,
  NOW_MS,
  requestFailure,
  type JobSearchState,
  type SentRequest,
} from '../jobApplications/jobSearchSupport';

const older = action(ids.action1, ids.app1, 'submit', '2026-11-20T10:00:00.000Z', { created: '2026-11-20T10:00:00.000Z' });
const newer = action(ids.action2, ids.app2, 'interview', '2026-12-05T10:00:00.000Z', { created: '2026-11-28T10:00:00.000Z' });
const newest = action(ids.action3, ids.app1, 'email', '2026-11-30T10:00:00.000Z', { created: '2026-11-30T10:00:00.000Z' });

function withCreationDates(...actions: { id: string; created: string }[]): JobSearchState {
  return jobSearchReducer(jobSearchState(), actionCreationDatesLoaded({ data: actions.map(({ id, created }) => ({ id, created })), lastUpdated: 1 }));
}

const listedIds = (state: JobSearchState) => state.datedActions.creationDates.data?.map(({ id }) => id);

describe('every action’s creation dates', () => {
  it('are kept newest first', async () => {
    const storeState = finalState(await expectSaga(loadActionCreationDates)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'action.list_creation_dates': [older, newest, newer].map(({ id, created }) => ({ id, created })) }))
      .call(sendRequest, 'action.list_creation_dates', {})
      .run());
    expect(listedIds(storeState)).toEqual([ids.action3, ids.action2, ids.action1]);
    expect(storeState.datedActions.creationDates).toMatchObject({ status: 'loaded', lastUpdated: NOW_MS });
  });

  it('take a new action at their head, once', () => {
    let state = withCreationDates(newer, older);
    state = jobSearchReducer(state, datedActionLoaded({ data: newest, lastUpdated: 2 }));
    state = jobSearchReducer(state, datedActionLoaded({ data: { ...newest, title: 'Changed' }, lastUpdated: 3 }));
    expect(listedIds(state)).toEqual([ids.action3, ids.action2, ids.action1]);
  });
});

describe('an action asked for alone', () => {
  it('is asked for when the cache lacks it, and kept', async () => {
    const storeState = finalState(await expectSaga(fetchDatedActionSaga, datedActionNeeded({ id: ids.action2 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'action.get': newer }))
      .call(sendRequest, 'action.get', { id: ids.action2 })
      .run());
    expect(storeState.datedActions.items[ids.action2]).toEqual({ status: 'loaded', data: newer, lastUpdated: NOW_MS });
    expect(storeState.datedActions.fetchedIds).toEqual({ [ids.action2]: true });
  });

  it('is not asked for when the cache has it', async () => {
    const state = jobSearchReducer(jobSearchState(), datedActionLoaded({ data: newer, lastUpdated: 1 }));
    await expectSaga(fetchDatedActionSaga, datedActionNeeded({ id: ids.action2 }))
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({}))
      .not.call.fn(sendRequest)
      .run();
  });

  it('keeps its failure for the page, and leaves the creation dates when it no longer exists', async () => {
    const failed = finalState(await expectSaga(fetchDatedActionSaga, datedActionNeeded({ id: ids.action2 }))
      .withReducer(jobSearchReducer, withCreationDates(newer, older))
      .provide(liveAnswers({ 'action.get': requestFailure('action.get', { id: ids.action2 }, 'timed_out') }))
      .run());
    expect(failed.datedActions.items[ids.action2]).toBeUndefined();
    expect(failed.datedActions.fetchFailures[ids.action2]).toMatchObject({ code: 'timed_out' });
    expect(listedIds(failed)).toEqual([ids.action2, ids.action1]);

    const gone = finalState(await expectSaga(fetchDatedActionSaga, datedActionNeeded({ id: ids.action2 }))
      .withReducer(jobSearchReducer, failed)
      .provide(liveAnswers({ 'action.get': requestFailure('action.get', { id: ids.action2 }, 'not_found') }))
      .run());
    expect(gone.datedActions.fetchFailures[ids.action2]).toMatchObject({ code: 'not_found' });
    expect(listedIds(gone)).toEqual([ids.action1]);
  });
});

describe('after a rejoin', () => {
  it('the creation dates and the actions asked for alone are asked for again; one deleted meanwhile is removed', async () => {
    let state = withCreationDates(newer, older);
    state = jobSearchReducer(state, datedActionFetched({ data: older, lastUpdated: 1 }));
    state = jobSearchReducer(state, datedActionFetched({ data: newer, lastUpdated: 1 }));
    const sent: SentRequest[] = [];
    const renamed = { ...older, title: 'Sent the resume again' };

    const storeState = finalState(await expectSaga(refreshDatedActionsSaga)
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({
        'action.list_creation_dates': [{ id: older.id, created: older.created }],
        'action.get': (params: Record<string, unknown>) => (params.id === older.id ? renamed : requestFailure('action.get', params, 'not_found')),
      }, sent))
      .run());

    expect(sent.map(({ request }) => request).sort()).toEqual(['action.get', 'action.get', 'action.list_creation_dates']);
    expect(storeState.datedActions.items[ids.action1]).toMatchObject({ status: 'loaded', data: renamed });
    expect(storeState.datedActions.items[ids.action2]).toBeUndefined();
    expect(storeState.datedActions.removedIds).toEqual({ [ids.action2]: true });
    expect(listedIds(storeState)).toEqual([ids.action1]);
  });

  it('an action of an application whose list a page loaded is left to that list', () => {
    let state = jobSearchReducer(jobSearchState(), datedActionFetched({ data: older, lastUpdated: 1 }));
    state = jobSearchReducer(state, datedActionFetched({ data: newer, lastUpdated: 1 }));
    state = jobSearchReducer(state, applicationDatedActionsLoaded({ applicationId: ids.app1, data: [older], lastUpdated: 1 }));
    expect(selectRefetchableDatedActionIds(state)).toEqual([ids.action2]);
  });
});
