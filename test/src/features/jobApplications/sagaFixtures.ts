// The applications and states the job applications saga tests share, one test file per saga module.
import { creationDatesLoaded, jobApplicationLoaded, statusesLoaded } from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { application, ids, jobSearchReducer, jobSearchState, type JobSearchState } from './jobSearchSupport';

/** The Idempotency-Key the sagas are given for their creates (see submissionKeys.test.ts for how it is kept). */
export const SUBMISSION_KEY = '5f0c9a52-3d1b-4c55-9d8e-2a7b6c1e0f42';
export const app1 = application(ids.app1, { title: 'Frontend engineer', created: '2026-11-22T09:30:00.000Z' });
export const app2 = application(ids.app2, { title: 'Platform engineer', created: '2026-11-24T09:30:00.000Z' });
export const app3 = application(ids.app3, { title: 'Data engineer', created: '2026-11-23T09:30:00.000Z' });

/** State with these applications loaded, listed and given a status. */
export function withApplications(...apps: ReturnType<typeof application>[]): JobSearchState {
  let state = jobSearchState();
  state = jobSearchReducer(
    state,
    creationDatesLoaded({ data: apps.map(({ id, created, archived }) => ({ id, created, archived })), lastUpdated: 1 }),
  );
  state = jobSearchReducer(state, statusesLoaded({ data: apps.map(({ id }) => ({ id, status: 'submitted' as const })), lastUpdated: 1 }));
  for (const data of apps) state = jobSearchReducer(state, jobApplicationLoaded({ data, lastUpdated: 1 }));
  return state;
}
