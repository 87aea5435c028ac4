import { expectSaga } from 'redux-saga-test-plan';
import type { Action } from '../../../../contract';
import {
  applyDatedActionDeletedPushSaga,
  applyDatedActionSavedPushSaga,
  createDatedActionSaga,
  deleteDatedActionSaga,
  editDatedActionSaga,
  fetchApplicationDatedActionsSaga,
  fetchCalendarFeedSaga,
  loadFutureDatedActions,
  renewCalendarFeedSaga,
} from '../../../../src/features/datedActions/datedActionsSaga';
import {
  datedActionCreationSubmitted,
  datedActionDeletionConfirmed,
  datedActionEditSubmitted,
  datedActionFormOpened,
  applicationDatedActionsLoaded,
  applicationDatedActionsNeeded,
  futureDatedActionsLoaded,
  selectApplicationDatedActions,
} from '../../../../src/features/datedActions/datedActionsSlice';
import { pushed } from '../../testUtils/pushes';
import { applicationDatedActionsDiscarded } from '../../../../src/features/datedActions/datedActionsSlice';
import { statusComputed, statusesLoaded, statusesRefreshNeeded } from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { requestFailureMessages } from '../../../../src/features/connection/requests/messages';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { requestAnswered, requestFailed } from '../../../../src/features/connection/requests/requestsSlice';
import {
  action,
  futureAction,
  ids,
  jobSearchReducer,
  jobSearchState,
  liveAnswers,
  NOW_MS,
  requestFailure,
  type JobSearchState,
  finalState,
  withApplicationStatuses,
} from '../jobApplications/jobSearchSupport';

// NOW_MS is 2026-12-01T12:00Z.
const submitted = action(ids.action1, ids.app1, 'submit', '2026-11-20T10:00:00.000Z');
const interview = action(ids.action2, ids.app1, 'interview', '2026-11-28T14:00:00.000Z');
const futureCall = action(ids.action3, ids.app1, 'phone_call', '2026-12-05T09:00:00.000Z');

function withActions(...actions: Action[]): JobSearchState {
  return jobSearchReducer(jobSearchState(), applicationDatedActionsLoaded({ applicationId: ids.app1, data: actions, lastUpdated: 1 }));
}

function actionIdsOf(state: JobSearchState): string[] {
  return selectApplicationDatedActions(state, ids.app1).map((item) => item.id);
}

describe("an application's actions", () => {
  it('are loaded by date, and give the application its status', async () => {
    const storeState = finalState(await expectSaga(withApplicationStatuses, fetchApplicationDatedActionsSaga, applicationDatedActionsNeeded({ applicationId: ids.app1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'action.list_for_application': [futureCall, interview, submitted] }))
      .call(sendRequest, 'action.list_for_application', { id: ids.app1 })
      .put.like({ action: statusComputed({ id: ids.app1, status: 'interviewing' }) })
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action1, ids.action2, ids.action3]);
    expect(storeState.datedActions.byApplication[ids.app1]).toMatchObject({ status: 'loaded', lastUpdated: NOW_MS });
    expect(storeState.datedActions.items[ids.action2]).toEqual({ status: 'loaded', data: interview, lastUpdated: NOW_MS });
    expect(storeState.jobApplications.statusById[ids.app1]).toBe('interviewing');
  });

  it('are not asked for again once loaded', async () => {
    await expectSaga(withApplicationStatuses, fetchApplicationDatedActionsSaga, applicationDatedActionsNeeded({ applicationId: ids.app1 }))
      .withReducer(jobSearchReducer, withActions(submitted))
      .provide(liveAnswers({}))
      .not.call.fn(sendRequest)
      .run();
  });

  it('keep the failure message when they cannot be loaded', async () => {
    const storeState = finalState(await expectSaga(withApplicationStatuses, fetchApplicationDatedActionsSaga, applicationDatedActionsNeeded({ applicationId: ids.app1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'action.list_for_application': requestFailure('action.list_for_application', { id: ids.app1 }) }))
      .run());
    expect(storeState.datedActions.byApplication[ids.app1]).toMatchObject({
      status: 'failed',
      error: { descriptor: requestFailureMessages.actionListForApplication },
    });
  });
});

describe('changing actions', () => {
  it('a created action takes its place by date and moves the status', async () => {
    const form = { job_application_id: ids.app1, type: 'interview' as const, title: 'Interview', notes: '', date: interview.date };
    const storeState = finalState(await expectSaga(withApplicationStatuses, createDatedActionSaga, datedActionCreationSubmitted(form))
      .withReducer(jobSearchReducer, withActions(submitted, futureCall))
      .provide(liveAnswers({ 'action.create': interview }))
      .call(sendRequest, 'action.create', form)
      .put.like({ action: statusComputed({ id: ids.app1, status: 'interviewing' }) })
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action1, ids.action2, ids.action3]);
    expect(storeState.datedActions.operations[`create/${ids.app1}`]).toEqual({ status: 'succeeded', error: null });
  });

  it('a failed creation keeps its message and adds nothing', async () => {
    const form = { job_application_id: ids.app1, type: 'email' as const, title: 'Follow-up', notes: '', date: interview.date };
    const storeState = finalState(await expectSaga(withApplicationStatuses, createDatedActionSaga, datedActionCreationSubmitted(form))
      .withReducer(jobSearchReducer, withActions(submitted))
      .provide(liveAnswers({ 'action.create': requestFailure('action.create') }))
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action1]);
    expect(storeState.datedActions.operations[`create/${ids.app1}`]).toMatchObject({
      status: 'failed',
      error: { descriptor: requestFailureMessages.actionCreate },
    });
  });

  describe('a creation kept offline', () => {
    const form = { job_application_id: ids.app1, type: 'interview' as const, title: 'Interview', notes: '', date: interview.date };
    const kept = requestFailure('action.create', form, 'kept_offline');
    const operationOf = (state: JobSearchState) => state.datedActions.operations[`create/${ids.app1}`];

    it('says so, then succeeds (its dialog closes) once the offline feature has sent it and the server answered', async () => {
      const storeState = finalState(await expectSaga(createDatedActionSaga, datedActionCreationSubmitted(form))
        .withReducer(jobSearchReducer, withActions(submitted))
        .provide(liveAnswers({ 'action.create': kept }))
        .put.like({ action: { type: 'datedActions/operationFailed' } })
        .dispatch(requestAnswered({ uuid: 'another-request' }))
        .dispatch(requestAnswered({ uuid: kept.uuid }))
        .run());
      expect(operationOf(storeState)).toEqual({ status: 'succeeded', error: null });
    });

    it('keeps saying so while it waits, and shows nothing more when the server refuses it', async () => {
      const waiting = finalState(await expectSaga(createDatedActionSaga, datedActionCreationSubmitted(form))
        .withReducer(jobSearchReducer, withActions(submitted))
        .provide(liveAnswers({ 'action.create': kept }))
        .silentRun(20));
      expect(operationOf(waiting)).toMatchObject({ status: 'failed', error: { code: 'kept_offline' } });
      const refused = finalState(await expectSaga(createDatedActionSaga, datedActionCreationSubmitted(form))
        .withReducer(jobSearchReducer, withActions(submitted))
        .provide(liveAnswers({ 'action.create': kept }))
        .dispatch(requestFailed({ uuid: kept.uuid, code: 'invalid_params' }))
        .dispatch(requestAnswered({ uuid: kept.uuid }))
        .silentRun(20));
      expect(operationOf(refused)).toMatchObject({ status: 'failed', error: { code: 'kept_offline' } });
    });

    it('leaves a dialog opened anew alone', async () => {
      const storeState = finalState(await expectSaga(createDatedActionSaga, datedActionCreationSubmitted(form))
        .withReducer(jobSearchReducer, withActions(submitted))
        .provide(liveAnswers({ 'action.create': kept }))
        .dispatch(datedActionFormOpened({ key: `create/${ids.app1}` }))
        .dispatch(requestAnswered({ uuid: kept.uuid }))
        .silentRun(20));
      expect(operationOf(storeState)?.status ?? 'idle').toBe('idle');
    });
  });

  it('an edited action is changed in the cache and moves by its new date', async () => {
    const changes = { date: '2026-11-10T08:00:00.000Z', type: 'refused' as const };
    const storeState = finalState(await expectSaga(withApplicationStatuses, editDatedActionSaga, datedActionEditSubmitted({ id: ids.action2, changes }))
      .withReducer(jobSearchReducer, withActions(submitted, interview))
      .provide(liveAnswers({ 'action.update': 'success' }))
      .call(sendRequest, 'action.update', { id: ids.action2, ...changes })
      .put.like({ action: statusComputed({ id: ids.app1, status: 'submitted' }) })
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action2, ids.action1]);
    expect(storeState.datedActions.items[ids.action2]).toMatchObject({ data: { ...interview, ...changes } });
  });

  it('a deleted action leaves its application list, and the status follows', async () => {
    const storeState = finalState(await expectSaga(withApplicationStatuses, deleteDatedActionSaga, datedActionDeletionConfirmed({ id: ids.action2, job_application_id: ids.app1 }))
      .withReducer(jobSearchReducer, withActions(submitted, interview))
      .provide(liveAnswers({ 'action.delete': 'success' }))
      .call(sendRequest, 'action.delete', { id: ids.action2 })
      .put.like({ action: statusComputed({ id: ids.app1, status: 'submitted' }) })
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action1]);
    expect(storeState.datedActions.items[ids.action2]).toBeUndefined();
  });

  it('a failed deletion keeps the action and the message', async () => {
    const storeState = finalState(await expectSaga(withApplicationStatuses, deleteDatedActionSaga, datedActionDeletionConfirmed({ id: ids.action2, job_application_id: ids.app1 }))
      .withReducer(jobSearchReducer, withActions(submitted, interview))
      .provide(liveAnswers({ 'action.delete': requestFailure('action.delete', { id: ids.action2 }) }))
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action1, ids.action2]);
    expect(storeState.datedActions.operations[`delete/${ids.action2}`]).toMatchObject({
      status: 'failed',
      error: { values: { id: ids.action2 } },
    });
  });
});

describe('server pushes', () => {
  it('created_action is inserted by date and recomputes the status', async () => {
    const storeState = finalState(await expectSaga(withApplicationStatuses, applyDatedActionSavedPushSaga, pushed('created_action', { data: interview }))
      .withReducer(jobSearchReducer, withActions(futureCall, submitted))
      .provide(liveAnswers({}))
      .put.like({ action: statusComputed({ id: ids.app1, status: 'interviewing' }) })
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action1, ids.action2, ids.action3]);
  });

  it('updated_action replaces the action and keeps the list by date', async () => {
    const moved = { ...submitted, date: '2026-11-30T10:00:00.000Z', title: 'Sent again' };
    const storeState = finalState(await expectSaga(withApplicationStatuses, applyDatedActionSavedPushSaga, pushed('updated_action', { data: moved }))
      .withReducer(jobSearchReducer, withActions(submitted, interview))
      .provide(liveAnswers({}))
      .put.like({ action: statusComputed({ id: ids.app1, status: 'submitted' }) })
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action2, ids.action1]);
    expect(storeState.datedActions.items[ids.action1]).toMatchObject({ data: { title: 'Sent again' } });
  });

  it('deleted_action removes it from its application list', async () => {
    const storeState = finalState(await expectSaga(
      withApplicationStatuses, applyDatedActionDeletedPushSaga, pushed('deleted_action', { id: ids.action2, job_application_id: ids.app1 }),
    )
      .withReducer(jobSearchReducer, withActions(submitted, interview))
      .provide(liveAnswers({}))
      .put.like({ action: statusComputed({ id: ids.app1, status: 'submitted' }) })
      .run());
    expect(actionIdsOf(storeState)).toEqual([ids.action1]);
  });

  it("asks for every status again when the application's actions are not loaded here", async () => {
    const state = jobSearchReducer(jobSearchState(), statusesLoaded({ data: [{ id: ids.app1, status: 'new' }], lastUpdated: 1 }));
    const storeState = finalState(await expectSaga(withApplicationStatuses, applyDatedActionSavedPushSaga, pushed('created_action', { data: interview }))
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({}))
      .put(statusesRefreshNeeded())
      .not.put.actionType(statusComputed.type)
      .run());
    // A list that is not loaded is not started by a push.
    expect(storeState.datedActions.byApplication[ids.app1]).toBeUndefined();
    expect(storeState.datedActions.items[ids.action2]?.status).toBe('loaded');
  });

  it('refreshes the upcoming events once they have been loaded', async () => {
    const state = jobSearchReducer(jobSearchState(), futureDatedActionsLoaded({ data: [futureAction(futureCall)], lastUpdated: 1 }));
    const later = action(ids.action2, ids.app1, 'interview', '2026-12-10T09:00:00.000Z');
    const storeState = finalState(await expectSaga(withApplicationStatuses, applyDatedActionSavedPushSaga, pushed('created_action', { data: later }))
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({ 'action.list_future': [futureAction(futureCall), futureAction(later)] }))
      .call(sendRequest, 'action.list_future', {})
      .run());
    expect(storeState.datedActions.future.data?.map((item) => item.action.id)).toEqual([ids.action3, ids.action2]);
  });

  it('does not load the upcoming events that no page asked for', async () => {
    await expectSaga(withApplicationStatuses, applyDatedActionDeletedPushSaga, pushed('deleted_action', { id: ids.action1, job_application_id: ids.app1 }))
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({}))
      .not.call.fn(sendRequest)
      .run();
  });
});

describe('upcoming events', () => {
  it('are kept soonest first', async () => {
    const later = action(ids.action2, ids.app2, 'interview', '2026-12-10T09:00:00.000Z');
    const storeState = finalState(await expectSaga(loadFutureDatedActions)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'action.list_future': [futureAction(later), futureAction(futureCall)] }))
      .run());
    expect(storeState.datedActions.future).toMatchObject({ status: 'loaded', lastUpdated: NOW_MS });
    expect(storeState.datedActions.future.data?.map((item) => item.action.id)).toEqual([ids.action3, ids.action2]);
  });

  it('keep the failure message', async () => {
    const storeState = finalState(await expectSaga(loadFutureDatedActions)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'action.list_future': requestFailure('action.list_future') }))
      .run());
    expect(storeState.datedActions.future.error?.descriptor).toEqual(requestFailureMessages.actionListFuture);
  });

  it('lose the entries of a deleted application', () => {
    const state = jobSearchReducer(
      jobSearchState(),
      futureDatedActionsLoaded({ data: [futureAction(futureCall), futureAction(action(ids.action2, ids.app2, 'email', futureCall.date))], lastUpdated: 1 }),
    );
    const after = jobSearchReducer(state, applicationDatedActionsDiscarded({ applicationId: ids.app1 }));
    expect(after.datedActions.future.data?.map((item) => item.action.id)).toEqual([ids.action2]);
  });
});

describe('the calendar feed', () => {
  it('is loaded once, and a renewal replaces its address', async () => {
    const storeState = finalState(await expectSaga(fetchCalendarFeedSaga)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'action.get_calendar_feed': '/api/calendar/old-token.ics' }))
      .run());
    expect(storeState.datedActions.calendarFeed.data).toBe('/api/calendar/old-token.ics');
    await expectSaga(fetchCalendarFeedSaga).withReducer(jobSearchReducer, storeState).provide(liveAnswers({})).not.call.fn(sendRequest).run();
    const renewed = finalState(await expectSaga(renewCalendarFeedSaga)
      .withReducer(jobSearchReducer, storeState)
      .provide(liveAnswers({ 'action.renew_calendar_feed': '/api/calendar/new-token.ics' }))
      .run());
    expect(renewed.datedActions.calendarFeed.data).toBe('/api/calendar/new-token.ics');
    expect(renewed.datedActions.calendarRenewal.status).toBe('succeeded');
  });

  it('keeps the old address when a renewal fails', async () => {
    const storeState = finalState(await expectSaga(fetchCalendarFeedSaga)
      .withReducer(jobSearchReducer, jobSearchState())
      .provide(liveAnswers({ 'action.get_calendar_feed': '/api/calendar/old-token.ics' }))
      .run());
    const renewed = finalState(await expectSaga(renewCalendarFeedSaga)
      .withReducer(jobSearchReducer, storeState)
      .provide(liveAnswers({ 'action.renew_calendar_feed': requestFailure('action.renew_calendar_feed') }))
      .run());
    expect(renewed.datedActions.calendarFeed.data).toBe('/api/calendar/old-token.ics');
    expect(renewed.datedActions.calendarRenewal).toMatchObject({
      status: 'failed',
      error: { descriptor: requestFailureMessages.calendarFeed },
    });
  });
});
