// The changes a page asks for: a creation over HTTP (with its new company, if the form names one), an edit or a
// company given over the live channel, and a deletion. Each is an operation the page shows the outcome of.
import { call, put, select, takeEvery, takeLeading } from 'typed-redux-saga';
import { API_PATHS, type CompanyRef, type CreateJobApplicationBody } from '../../../contract';
import { loadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, apiPost } from '../../api/httpClient';
import { InvalidAnswerError } from '../../api/InvalidAnswerError';
import { submissionKeyFor, submissionSucceeded } from '../../api/submissionKeys';
import { currentTimeMs } from '../../common/clock';
import { companyForName, selectCompany } from '../companies';
import { keptChangeApplied, liveRequest, requestErrorOf, stillKeptOffline } from '../connection';
import { selectToken } from '../session';
import { applicationGone, applicationLoaded } from './applicationCache';
import {
  creationFailed,
  creationStarted,
  deletionFailed,
  deletionStarted,
  jobApplicationCompanyChosen,
  jobApplicationCreated,
  jobApplicationCreationSubmitted,
  jobApplicationDeletionConfirmed,
  jobApplicationEditSubmitted,
  jobApplicationUpdated,
  selectCreation,
  selectDeletion,
  selectUpdate,
  updateFailed,
  updateStarted,
} from './jobApplicationsSlice';
import { failureMessages } from './messages';

/** POST /api/job_applications, below the HTTP client's /api base. */
export const JOB_APPLICATIONS_CLIENT_PATH = API_PATHS.jobApplications.slice(API_BASE_PATH.length);

/**
 * Creates the company first when the form names a new one (unless one of that name is cached, such as the one a
 * failed attempt created), then the application; both over HTTP.
 */
export function* createJobApplicationSaga(action: ReturnType<typeof jobApplicationCreationSubmitted>) {
  const creation = yield* select(selectCreation);
  if (creation.status === 'submitting') return;
  const { title, url, company, notes, job_description, details } = action.payload;
  yield* put(creationStarted());
  try {
    let companyId: string | null = null;
    if (company.kind === 'existing') companyId = company.id;
    if (company.kind === 'new') companyId = (yield* call(companyForName, company.name)).id;
    const token = yield* select(selectToken);
    const body: CreateJobApplicationBody = { title, url, company_id: companyId, notes, job_description, ...details };
    // The same key for every sending of this form until one succeeds: a retry never makes a second application.
    const idempotencyKey = yield* call(submissionKeyFor, JOB_APPLICATIONS_CLIENT_PATH, body);
    const answer = yield* call(apiPost<unknown>, JOB_APPLICATIONS_CLIENT_PATH, body, { token, idempotencyKey });
    yield* call(submissionSucceeded, JOB_APPLICATIONS_CLIENT_PATH, body);
    const { createJobApplicationResponseSchema } = yield* call(loadContractSchemas);
    const parsed = createJobApplicationResponseSchema.safeParse(answer);
    if (!parsed.success) throw new InvalidAnswerError(API_PATHS.jobApplications);
    const lastUpdated = yield* call(currentTimeMs);
    yield* call(applicationLoaded, parsed.data.data, lastUpdated);
    yield* put(jobApplicationCreated({ id: parsed.data.data.id }));
  } catch (error) {
    yield* put(creationFailed(requestErrorOf(error, failureMessages.create)));
  }
}

export function* editJobApplicationSaga(action: ReturnType<typeof jobApplicationEditSubmitted>) {
  const { id, form, changes } = action.payload;
  yield* put(updateStarted({ id, form }));
  try {
    yield* liveRequest('job_application.update', { id, ...changes });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(jobApplicationUpdated({ id, form, changes, lastUpdated }));
  } catch (error) {
    yield* put(updateFailed({ id, form, error: requestErrorOf(error) }));
    // Kept offline, then sent when the channel joined: the form ends as if answered at once, unless it has moved
    // on since (edited again, or sent anew).
    if (yield* call(keptChangeApplied, error)) {
      if (stillKeptOffline(yield* select(selectUpdate, id, form))) {
        yield* put(jobApplicationUpdated({ id, form, changes, lastUpdated: yield* call(currentTimeMs) }));
      }
    }
  }
}

/** Gives an application a company: one already recorded, a new one (created over HTTP first unless cached), or none. */
export function* chooseCompanySaga(action: ReturnType<typeof jobApplicationCompanyChosen>) {
  const { id, company: choice } = action.payload;
  const form = 'company';
  yield* put(updateStarted({ id, form }));
  try {
    let company: CompanyRef | null = null;
    if (choice.kind === 'existing') {
      const known = yield* select(selectCompany, choice.id);
      company = { id: choice.id, name: known?.name ?? '' };
    }
    if (choice.kind === 'new') {
      const created = yield* call(companyForName, choice.name);
      company = { id: created.id, name: created.name };
    }
    const companyId = company === null ? null : company.id;
    yield* liveRequest('job_application.update', { id, company_id: companyId });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(jobApplicationUpdated({ id, form, changes: { company_id: companyId }, company, lastUpdated }));
  } catch (error) {
    yield* put(updateFailed({ id, form, error: requestErrorOf(error) }));
  }
}

export function* deleteJobApplicationSaga(action: ReturnType<typeof jobApplicationDeletionConfirmed>) {
  const { id } = action.payload;
  const deletion = yield* select(selectDeletion, id);
  if (deletion.status === 'submitting') return;
  yield* put(deletionStarted({ id }));
  try {
    yield* liveRequest('job_application.delete', { id });
    yield* call(applicationGone, id);
  } catch (error) {
    yield* put(deletionFailed({ id, error: requestErrorOf(error) }));
  }
}

export function* watchApplicationChanges() {
  yield* takeLeading(jobApplicationCreationSubmitted.match, createJobApplicationSaga);
  yield* takeEvery(jobApplicationEditSubmitted.match, editJobApplicationSaga);
  yield* takeEvery(jobApplicationCompanyChosen.match, chooseCompanySaga);
  yield* takeEvery(jobApplicationDeletionConfirmed.match, deleteJobApplicationSaga);
}
