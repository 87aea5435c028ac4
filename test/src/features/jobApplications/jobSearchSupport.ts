// Fixtures and saga-test helpers shared by the job applications, companies and actions tests.
import { combineReducers } from '@reduxjs/toolkit';
import { call, spawn } from 'redux-saga/effects';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import type { Action, ActionType, Company, FutureAction, JobApplication, RequestName } from '../../../../contract';
import { datedActionsSlice } from '../../../../src/features/datedActions/datedActionsSlice';
import { companiesSlice } from '../../../../src/features/companies/companiesSlice';
import { watchApplicationStatuses } from '../../../../src/features/jobApplications/applicationStatusSaga';
import { jobApplicationsSlice } from '../../../../src/features/jobApplications/jobApplicationsSlice';
import { listViewSlice } from '../../../../src/features/jobApplications/listViewSlice';
import { failureMessageOf, RequestFailedError, type RequestFailureCode } from '../../../../src/features/connection/requests/RequestFailedError';
import { currentTimeMs } from '../../../../src/common/clock';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { sessionSlice, signedOutSession } from '../../../../src/features/session/sessionSlice';
import { connectedSession, jobApplicationFixture } from '../../testUtils/fixtures';

/** Version-4 UUIDs, readable in failures: the last group tells what they are. */
export const ids = {
  app1: '11111111-1111-4111-8111-000000000001',
  app2: '11111111-1111-4111-8111-000000000002',
  app3: '11111111-1111-4111-8111-000000000003',
  company1: '22222222-2222-4222-8222-000000000001',
  company2: '22222222-2222-4222-8222-000000000002',
  action1: '33333333-3333-4333-8333-000000000001',
  action2: '33333333-3333-4333-8333-000000000002',
  action3: '33333333-3333-4333-8333-000000000003',
} as const;

/** The time the sagas read with currentTimeMs in these tests. */
export const NOW_MS = Date.parse('2026-12-01T12:00:00.000Z');

export function application(id: string, overrides: Partial<JobApplication> = {}): JobApplication {
  return { ...jobApplicationFixture(id), ...overrides };
}

export function company(id: string, name: string): Company {
  return { id, name, url: null, notes: '', logo: null, created: '2026-11-20T08:00:00.000Z' };
}

export function action(
  id: string,
  jobApplicationId: string,
  type: ActionType,
  date: string,
  overrides: Partial<Action> = {},
): Action {
  return {
    id,
    action_id: id,
    job_application_id: jobApplicationId,
    type,
    title: `${type} ${id.slice(-1)}`,
    notes: '',
    date,
    created: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export function futureAction(item: Action, title = 'Backend developer', companyName: string | null = null): FutureAction {
  return {
    action: item,
    job_application: {
      id: item.job_application_id,
      title,
      company: companyName === null ? null : { id: ids.company1, name: companyName },
    },
  };
}

/** The failure sendRequest throws for this request. */
export function requestFailure(
  request: RequestName,
  params: Readonly<Record<string, unknown>> = {},
  code: RequestFailureCode = 'internal',
): RequestFailedError {
  return new RequestFailedError({ requestName: request, uuid: 'uuid-of-the-test', code, ...failureMessageOf(request, params) });
}

/** The job-search slices and the session, as the store combines them. */
export const jobSearchReducer = combineReducers({
  session: sessionSlice.reducer,
  jobApplications: jobApplicationsSlice.reducer,
  applicationListView: listViewSlice.reducer,
  companies: companiesSlice.reducer,
  datedActions: datedActionsSlice.reducer,
});

export type JobSearchState = ReturnType<typeof jobSearchReducer>;

/** The initial state of the slices, signed in. */
export function jobSearchState(overrides: Partial<JobSearchState> = {}): JobSearchState {
  const initial = jobSearchReducer(undefined, { type: 'test/init' });
  return { ...initial, session: { ...signedOutSession, ...connectedSession }, ...overrides };
}

/** Answers by request name: a value, an Error to throw, or a function of the params that gives one. */
export type Answers = Partial<Record<RequestName, unknown>>;

export interface SentRequest {
  readonly request: RequestName;
  readonly params: Record<string, unknown>;
}

/** The store state at the end of an expectSaga run over jobSearchReducer. */
export function finalState(result: { readonly storeState: unknown }): JobSearchState {
  return result.storeState as JobSearchState;
}

/**
 * Plays the live channel and the clock: each sendRequest call is answered from `answers` (a missing one fails
 * the test loudly), and currentTimeMs reads NOW_MS. `sent` records each request as it is made.
 */
export function liveAnswers(answers: Answers, sent: SentRequest[] = []): EffectProviders {
  return {
    call(effect, next) {
      if (effect.fn === currentTimeMs) return NOW_MS;
      if (effect.fn !== sendRequest) return next();
      const [request, params] = effect.args as [RequestName, Record<string, unknown>];
      sent.push({ request, params });
      if (!(request in answers)) throw new Error(`unexpected request ${request}`);
      const answer = answers[request];
      const value: unknown = typeof answer === 'function' ? (answer as (p: Record<string, unknown>) => unknown)(params) : answer;
      if (value instanceof Error) throw value;
      return value;
    },
  };
}

/** Runs a dated-actions saga with the job applications' status watcher beside it, as the app's root saga does. */
export function* withApplicationStatuses<A extends unknown[]>(saga: (...args: A) => Generator, ...args: A) {
  yield spawn(watchApplicationStatuses);
  yield call(saga, ...args);
}
