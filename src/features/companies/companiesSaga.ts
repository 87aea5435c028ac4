// Companies: fetched one by one or as the list the forms and the companies page choose from, created over HTTP,
// changed and deleted over the live channel, their logos sent and removed over HTTP; the cache follows the
// server's `created_company`, `updated_company` and `deleted_company` pushes.
import { call, delay, put, select, take, takeEvery, takeLatest, takeLeading, type SagaGenerator } from 'typed-redux-saga';
import { API_PATHS, companyLogoPath, type Company, type CreateCompanyBody } from '../../../contract';
import { loadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, ApiError, apiPost, apiRequest } from '../../api/httpClient';
import { uploadEventChannel } from '../../api/uploadEventChannel';
import { submissionKeyFor, submissionSucceeded } from '../../api/submissionKeys';
import { channelRejoined, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
import { InvalidAnswerError } from '../../api/InvalidAnswerError';
import { currentTimeMs } from '../../common/clock';
import { loadList } from '../../common/listLoadSaga';
import { selectLocale } from '../../i18n/localeSlice';
import { selectToken } from '../session';
import { companiesFailureMessages } from './messages';
import {
  companyApplicationsFailed,
  companyApplicationsLoaded,
  companyApplicationsNeeded,
  companyApplicationsStarted,
  companyCreateRequested,
  companyDeleteRequested,
  companyLogoRemoveRequested,
  companyLogoUploadRequested,
  companyOperationFailed,
  companyOperationKeys,
  companyOperationStarted,
  companyOperationSucceeded,
  companyRemoved,
  companyUpdateRequested,
  logoUploadEnded,
  logoUploadProgressed,
  companyFetchFailed,
  companyFetchStarted,
  companyListFailed,
  companyListLoaded,
  companyListNeeded,
  companyListStarted,
  companyLoaded,
  companyNeeded,
  selectCompanyEntry,
  selectCompanyListState,
  selectShownCompanyApplications,
  selectCompanyNamed,
} from './companiesSlice';

/** POST /api/companies, below the HTTP client's /api base. */
export const COMPANIES_CLIENT_PATH = API_PATHS.companies.slice(API_BASE_PATH.length);

export function* fetchCompanySaga(action: ReturnType<typeof companyNeeded>) {
  const { id } = action.payload;
  const entry = yield* select(selectCompanyEntry, id);
  if (entry !== undefined) return;
  yield* put(companyFetchStarted({ id }));
  try {
    const data = yield* liveRequest('company.get', { id });
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(companyLoaded({ data, lastUpdated }));
  } catch (error) {
    yield* put(companyFetchFailed({ id, error: requestErrorOf(error) }));
  }
}

export function* fetchCompanyListSaga() {
  const list = yield* select(selectCompanyListState);
  if (list.status === 'loading' || list.status === 'loaded') return;
  yield* call(loadCompanyList);
}

function* loadCompanyList() {
  yield* loadList({
    started: companyListStarted,
    loaded: companyListLoaded,
    failed: companyListFailed,
    request: () => liveRequest('company.list', {}),
    errorOf: requestErrorOf,
  });
}

/** After a rejoin: the list the forms choose from, if one was loaded (companies made elsewhere meanwhile). */
export function* refreshCompaniesSaga() {
  const list = yield* select(selectCompanyListState);
  if (list.lastUpdated !== null) yield* call(loadCompanyList);
}

/**
 * Creates a company over HTTP and caches it; throws what the HTTP client throws, or InvalidAnswerError. Other
 * features' sagas call it before giving an application the new company.
 */
export function* createCompany(body: CreateCompanyBody): SagaGenerator<Company> {
  const token = yield* select(selectToken);
  // The same key for every sending of this name until one succeeds: a retry never makes a second company.
  const idempotencyKey = yield* call(submissionKeyFor, COMPANIES_CLIENT_PATH, body);
  const answer = yield* call(apiPost<unknown>, COMPANIES_CLIENT_PATH, body, { token, idempotencyKey });
  yield* call(submissionSucceeded, COMPANIES_CLIENT_PATH, body);
  const { createCompanyResponseSchema } = yield* call(loadContractSchemas);
  const parsed = createCompanyResponseSchema.safeParse(answer);
  if (!parsed.success) throw new InvalidAnswerError(API_PATHS.companies);
  const lastUpdated = yield* call(currentTimeMs);
  yield* put(companyLoaded({ data: parsed.data.data, lastUpdated }));
  return parsed.data.data;
}

/**
 * The company a form names as new: one already cached under that name, or a new one created over HTTP. A form
 * sent again after its application failed reuses the company its first attempt created, instead of making a
 * second one of the same name.
 */
export function* companyForName(name: string): SagaGenerator<Company> {
  const known = yield* select(selectCompanyNamed, name);
  if (known !== undefined) return known;
  return yield* call(createCompany, { name });
}

export function* createCompanySaga(action: ReturnType<typeof companyCreateRequested>) {
  const key = companyOperationKeys.create;
  yield* put(companyOperationStarted({ key }));
  try {
    const { name, url, notes } = action.payload;
    yield* call(createCompany, { name, ...(url === null ? {} : { url }), ...(notes === '' ? {} : { notes }) });
    yield* put(companyOperationSucceeded({ key }));
  } catch (error) {
    yield* put(companyOperationFailed({ key, error: requestErrorOf(error, companiesFailureMessages.create) }));
  }
}

export function* updateCompanySaga(action: ReturnType<typeof companyUpdateRequested>) {
  const { id, changes } = action.payload;
  const key = companyOperationKeys.update(id);
  yield* put(companyOperationStarted({ key }));
  try {
    yield* liveRequest('company.update', { id, ...changes });
    // The cache takes the change from `updated_company`, which every tab hears, this one too.
    yield* put(companyOperationSucceeded({ key }));
  } catch (error) {
    yield* put(companyOperationFailed({ key, error: requestErrorOf(error) }));
  }
}

export function* deleteCompanySaga(action: ReturnType<typeof companyDeleteRequested>) {
  const { id } = action.payload;
  const key = companyOperationKeys.delete(id);
  yield* put(companyOperationStarted({ key }));
  try {
    yield* liveRequest('company.delete', { id });
    yield* put(companyRemoved({ id }));
    yield* put(companyOperationSucceeded({ key }));
  } catch (error) {
    yield* put(companyOperationFailed({ key, error: requestErrorOf(error) }));
  }
}

/** The logo's multipart upload, with its progress; the answer is the company with its new logo. */
export function* uploadCompanyLogoSaga(action: ReturnType<typeof companyLogoUploadRequested>) {
  const { id, file } = action.payload;
  const key = companyOperationKeys.logo(id);
  yield* put(companyOperationStarted({ key }));
  yield* put(logoUploadProgressed({ id, loaded: 0, total: file.size }));
  const form = new FormData();
  form.append('file', file, file.name);
  const channel = yield* call(uploadEventChannel, companyLogoPath(id).slice(API_BASE_PATH.length), form, yield* select(selectToken));
  try {
    for (;;) {
      const event = yield* take(channel);
      if ('progress' in event) {
        yield* put(logoUploadProgressed({ id, ...event.progress }));
        continue;
      }
      if ('done' in event) {
        const { createCompanyResponseSchema } = yield* call(loadContractSchemas);
        const parsed = createCompanyResponseSchema.safeParse(event.done);
        if (!parsed.success) throw new InvalidAnswerError(companyLogoPath(id));
        yield* put(companyLoaded({ data: parsed.data.data, lastUpdated: yield* call(currentTimeMs) }));
        yield* put(companyOperationSucceeded({ key }));
      } else {
        yield* put(companyOperationFailed({ key, error: logoErrorOf(event.failed) }));
      }
      return;
    }
  } catch (error) {
    yield* put(companyOperationFailed({ key, error: logoErrorOf(error) }));
  } finally {
    channel.close();
    yield* put(logoUploadEnded({ id }));
  }
}

export function* removeCompanyLogoSaga(action: ReturnType<typeof companyLogoRemoveRequested>) {
  const { id } = action.payload;
  const key = companyOperationKeys.logo(id);
  yield* put(companyOperationStarted({ key }));
  try {
    const token = yield* select(selectToken);
    yield* call(apiRequest, { method: 'DELETE' as const, path: companyLogoPath(id).slice(API_BASE_PATH.length), token });
    // The cache takes the company without its logo from `updated_company`.
    yield* put(companyOperationSucceeded({ key }));
  } catch (error) {
    yield* put(companyOperationFailed({ key, error: logoErrorOf(error) }));
  }
}

/** A refused logo says why in the person's words: not a PNG or JPEG, or too large. */
function logoErrorOf(error: unknown) {
  if (error instanceof ApiError && error.code === 'unsupported_file_type') {
    return { code: error.code, descriptor: companiesFailureMessages.logoType, values: {} };
  }
  if (error instanceof ApiError && error.code === 'file_too_large') {
    return { code: error.code, descriptor: companiesFailureMessages.logoSize, values: {} };
  }
  return requestErrorOf(error, companiesFailureMessages.logo);
}

export function* applyCompanyPushSaga(action: PushAction<'created_company' | 'updated_company'>) {
  const lastUpdated = yield* call(currentTimeMs);
  yield* put(companyLoaded({ data: action.payload.payload.data, lastUpdated }));
}

export function* applyCompanyDeletedPushSaga(action: PushAction<'deleted_company'>) {
  yield* put(companyRemoved({ id: action.payload.payload.id }));
}

/** A company's applications, newest first: the list's own order, narrowed to the company on the server. */
export function* loadCompanyApplicationsSaga(action: ReturnType<typeof companyApplicationsNeeded>) {
  const { id } = action.payload;
  yield* put(companyApplicationsStarted({ id }));
  try {
    const locale = yield* select(selectLocale);
    const ids = yield* liveRequest('job_application.list_order', { sort: 'created', direction: 'desc', company_id: id, locale });
    yield* put(companyApplicationsLoaded({ id, ids }));
  } catch (error) {
    yield* put(companyApplicationsFailed({ id, error: requestErrorOf(error) }));
  }
}

/** How long a burst of application pushes (an import) is waited out before the company pages ask again. */
export const APPLICATION_PUSHES_SETTLE_MS = 400;

/** Applications created, changed or deleted: the company pages seen since sign-in ask for theirs again. */
export function* refreshCompanyApplicationsSaga() {
  yield* delay(APPLICATION_PUSHES_SETTLE_MS);
  const shown = yield* select(selectShownCompanyApplications);
  for (const id of shown) yield* put(companyApplicationsNeeded({ id }));
}

/** Root saga of the feature. */
export function* watchCompanies() {
  yield* takeEvery(companyNeeded.match, fetchCompanySaga);
  yield* takeLeading(companyListNeeded.match, fetchCompanyListSaga);
  yield* takeEvery(pushOf('created_company', 'updated_company'), applyCompanyPushSaga);
  yield* takeEvery(pushOf('deleted_company'), applyCompanyDeletedPushSaga);
  yield* takeLeading(companyCreateRequested.match, createCompanySaga);
  yield* takeEvery(companyUpdateRequested.match, updateCompanySaga);
  yield* takeEvery(companyDeleteRequested.match, deleteCompanySaga);
  yield* takeLatest(companyLogoUploadRequested.match, uploadCompanyLogoSaga);
  yield* takeEvery(companyLogoRemoveRequested.match, removeCompanyLogoSaga);
  yield* takeEvery(companyApplicationsNeeded.match, loadCompanyApplicationsSaga);
  yield* takeLatest(pushOf('created_job_application', 'updated_job_application', 'deleted_job_application'), refreshCompanyApplicationsSaga);
  yield* takeLatest(channelRejoined.match, refreshCompaniesSaga);
}
