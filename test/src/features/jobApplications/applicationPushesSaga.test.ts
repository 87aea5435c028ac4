import { expectSaga } from 'redux-saga-test-plan';
import { applicationDatedActionsLoaded } from '../../../../src/features/datedActions/datedActionsSlice';
import { pushReceived } from '../../../../src/features/connection/connectionSlice';
import { pushed } from '../../testUtils/pushes';
import {
  applyJobApplicationDeletedPushSaga,
  applyJobApplicationSavedPushSaga,
} from '../../../../src/features/jobApplications/applicationPushesSaga';
import { watchJobApplications } from '../../../../src/features/jobApplications/jobApplicationsSaga';
import {
  jobApplicationLoaded,
  jobApplicationRemoved,
} from '../../../../src/features/jobApplications/jobApplicationsSlice';
import {
  action,
  company,
  ids,
  jobSearchReducer,
  jobSearchState,
  liveAnswers,
  NOW_MS,
  finalState,
} from './jobSearchSupport';
import { app1, app2, withApplications } from './sagaFixtures';

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
