// Catching up after a rejoin: pushes sent while the channel was away are lost, so each feature asks again for
// what it holds, and only for that.
import { expectSaga } from 'redux-saga-test-plan';
import { refreshDatedActionsSaga } from '../../../../src/features/datedActions/datedActionsSaga';
import { applicationDatedActionsLoaded, futureDatedActionsLoaded, selectApplicationDatedActions } from '../../../../src/features/datedActions/datedActionsSlice';
import { refreshCompaniesSaga } from '../../../../src/features/companies/companiesSaga';
import { companyListLoaded, selectCompanyList } from '../../../../src/features/companies/companiesSlice';
import { channelStateChanged, closed, opened } from '../../../../src/features/connection/connectionSlice';
import { channelRejoined, watchRejoins } from '../../../../src/features/connection/rejoinSaga';
import { refreshJobApplicationsSaga } from '../../../../src/features/jobApplications/jobApplicationsSaga';
import { creationDatesLoaded, jobApplicationLoaded, statusesLoaded } from '../../../../src/features/jobApplications/jobApplicationsSlice';
import {
  action,
  application,
  company,
  finalState,
  futureAction,
  ids,
  jobSearchReducer,
  jobSearchState,
  liveAnswers,
  requestFailure,
  type JobSearchState,
  type SentRequest,
} from '../jobApplications/jobSearchSupport';

describe('rejoins', () => {
  it('are announced for every join after the first of a socket, never for the first', async () => {
    const { effects } = await expectSaga(watchRejoins)
      .dispatch(opened({ topic: 'user:1' }))
      .dispatch(channelStateChanged('joining'))
      .dispatch(channelStateChanged('joined'))
      .dispatch(channelStateChanged('errored'))
      .dispatch(channelStateChanged('joining'))
      .dispatch(channelStateChanged('joined'))
      .dispatch(channelStateChanged('closed'))
      .dispatch(channelStateChanged('joined'))
      // New credentials: their first join loads everything afresh anyway.
      .dispatch(closed())
      .dispatch(opened({ topic: 'user:2' }))
      .dispatch(channelStateChanged('joined'))
      .silentRun(50);
    expect(effects.put.map((effect) => (effect.payload as { action: unknown }).action)).toEqual([channelRejoined(), channelRejoined()]);
  });
});

const app1 = application(ids.app1, { title: 'Frontend engineer', created: '2026-11-22T09:30:00.000Z' });
const app2 = application(ids.app2, { title: 'Platform engineer', created: '2026-11-24T09:30:00.000Z' });

describe('after a rejoin', () => {
  it('the list, the statuses and every loaded application are asked for again; one deleted meanwhile leaves the cache', async () => {
    let state = jobSearchState();
    state = jobSearchReducer(state, creationDatesLoaded({ data: [app2, app1].map(({ id, created, archived }) => ({ id, created, archived })), lastUpdated: 1 }));
    state = jobSearchReducer(state, statusesLoaded({ data: [app2, app1].map(({ id }) => ({ id, status: 'new' as const })), lastUpdated: 1 }));
    state = jobSearchReducer(state, jobApplicationLoaded({ data: app1, lastUpdated: 1 }));
    state = jobSearchReducer(state, jobApplicationLoaded({ data: app2, lastUpdated: 1 }));
    const sent: SentRequest[] = [];
    const renamed = { ...app1, title: 'Frontend lead' };

    const storeState = finalState(await expectSaga(refreshJobApplicationsSaga)
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({
        'job_application.list_creation_dates': [{ id: app1.id, created: app1.created }],
        'job_application.list_statuses': [{ id: app1.id, status: 'submitted' }],
        'job_application.get': (params: Record<string, unknown>) =>
          params.id === app1.id ? renamed : requestFailure('job_application.get', params, 'not_found'),
      }, sent))
      .run());

    expect(sent.map(({ request }) => request).sort()).toEqual([
      'job_application.get',
      'job_application.get',
      'job_application.list_creation_dates',
      'job_application.list_statuses',
    ]);
    expect(storeState.jobApplications.items[app1.id]).toMatchObject({ status: 'loaded', data: renamed });
    expect(storeState.jobApplications.items[app2.id]).toBeUndefined();
    expect(storeState.jobApplications.creationDates.data).toEqual([{ id: app1.id, created: app1.created }]);
    expect(storeState.jobApplications.statusById[app1.id]).toBe('submitted');
  });

  it('an application that cannot be fetched for another reason keeps what the page shows', async () => {
    const state = jobSearchReducer(jobSearchState(), jobApplicationLoaded({ data: app1, lastUpdated: 1 }));
    const storeState = finalState(await expectSaga(refreshJobApplicationsSaga)
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({ 'job_application.get': requestFailure('job_application.get', { id: app1.id }, 'timed_out') }))
      .run());
    expect(storeState.jobApplications.items[app1.id]).toMatchObject({ status: 'loaded', data: app1 });
  });

  it('nothing is asked for that no page loaded', async () => {
    const sent: SentRequest[] = [];
    await expectSaga(refreshJobApplicationsSaga).withReducer(jobSearchReducer, jobSearchState()).provide(liveAnswers({}, sent)).run();
    await expectSaga(refreshDatedActionsSaga).withReducer(jobSearchReducer, jobSearchState()).provide(liveAnswers({}, sent)).run();
    await expectSaga(refreshCompaniesSaga).withReducer(jobSearchReducer, jobSearchState()).provide(liveAnswers({}, sent)).run();
    expect(sent).toEqual([]);
  });

  it('the loaded actions lists and the upcoming events are asked for again', async () => {
    const interview = action(ids.action1, ids.app1, 'interview', '2026-12-01T09:00:00.000Z');
    const call = action(ids.action2, ids.app1, 'phone_call', '2026-12-02T09:00:00.000Z');
    let state: JobSearchState = jobSearchState();
    state = jobSearchReducer(state, applicationDatedActionsLoaded({ applicationId: ids.app1, data: [interview], lastUpdated: 1 }));
    state = jobSearchReducer(state, futureDatedActionsLoaded({ data: [futureAction(interview)], lastUpdated: 1 }));
    const sent: SentRequest[] = [];

    const storeState = finalState(await expectSaga(refreshDatedActionsSaga)
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({
        'action.list_for_application': [interview, call],
        'action.list_future': [futureAction(interview), futureAction(call)],
        'job_application.list_statuses': [],
      }, sent))
      .run());

    expect(sent.map(({ request, params }) => [request, params])).toEqual([
      ['action.list_for_application', { id: ids.app1 }],
      ['action.list_future', {}],
    ]);
    expect(selectApplicationDatedActions(storeState, ids.app1).map((item) => item.id)).toEqual([ids.action1, ids.action2]);
    expect(storeState.datedActions.future.data).toHaveLength(2);
  });

  it('the companies list is asked for again once loaded', async () => {
    const state = jobSearchReducer(jobSearchState(), companyListLoaded({ data: [company(ids.company1, 'Acme')], lastUpdated: 1 }));
    const storeState = finalState(await expectSaga(refreshCompaniesSaga)
      .withReducer(jobSearchReducer, state)
      .provide(liveAnswers({ 'company.list': [company(ids.company1, 'Acme'), company(ids.company2, 'Globex')] }))
      .run());
    expect(selectCompanyList(storeState).map(({ name }) => name)).toEqual(['Acme', 'Globex']);
  });
});
