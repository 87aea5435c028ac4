// Companies: fetched one by one or as the list the forms choose from, created over HTTP, and added to the cache
// when the server pushes `created_company`.
import { call, put, select, takeEvery, takeLatest, takeLeading, type SagaGenerator } from 'typed-redux-saga';
import { API_PATHS, type Company, type CreateCompanyBody } from '../../../contract';
import { loadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, apiPost } from '../../api/httpClient';
import { submissionKeyFor, submissionSucceeded } from '../../api/submissionKeys';
import { channelRejoined, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
import { InvalidAnswerError } from '../../api/InvalidAnswerError';
import { currentTimeMs } from '../../common/clock';
import { loadList } from '../../common/listLoadSaga';
import { selectToken } from '../session';
import {
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
export function* createCompany(name: string): SagaGenerator<Company> {
  const token = yield* select(selectToken);
  const body: CreateCompanyBody = { name };
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
  return yield* call(createCompany, name);
}

export function* applyCompanyPushSaga(action: PushAction<'created_company'>) {
  const lastUpdated = yield* call(currentTimeMs);
  yield* put(companyLoaded({ data: action.payload.payload.data, lastUpdated }));
}

/** Root saga of the feature. */
export function* watchCompanies() {
  yield* takeEvery(companyNeeded.match, fetchCompanySaga);
  yield* takeLeading(companyListNeeded.match, fetchCompanyListSaga);
  yield* takeEvery(pushOf('created_company'), applyCompanyPushSaga);
  yield* takeLatest(channelRejoined.match, refreshCompaniesSaga);
}
