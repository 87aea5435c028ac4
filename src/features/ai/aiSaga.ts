// AI products over the live channel: the products and the response lists, a generation under its own uuid
// (so the `ai_response_progress` pushes about it are recognised), and the server's pushes applied in every tab.
import { all, call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { currentTimeMs } from '../../common/clock';
import { loadList } from '../../common/listLoadSaga';
import { newUuid } from '../../common/uuid';
import { channelRejoined, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
import {
  aiTabOpened,
  applicationDeleted,
  applicationResponsesFailed,
  applicationResponsesLoaded,
  applicationResponsesNeeded,
  applicationResponsesStarted,
  fileDeleted,
  fileResponsesFailed,
  fileResponsesLoaded,
  fileResponsesNeeded,
  fileResponsesStarted,
  generationFailed,
  generationProgressed,
  generationRequested,
  generationStarted,
  generationSucceeded,
  openedResponseFailed,
  openedResponseLoaded,
  openedResponseStarted,
  productsFailed,
  productsLoaded,
  productsNeeded,
  productsStarted,
  responseCreated,
  responseOpened,
  responsesFailed,
  responsesLoaded,
  responsesNeeded,
  responsesStarted,
  selectAiProducts,
  selectAllResponsesState,
  selectApplicationResponsesState,
  selectFileResponsesState,
  selectGeneration,
  selectLoadedApplicationResponseListIds,
  selectLoadedFileResponseListIds,
  selectOpenedResponseState,
  selectResponse,
} from './aiSlice';
import { usesResume } from './products';

export function* loadProducts() {
  yield* loadList({
    started: productsStarted,
    loaded: productsLoaded,
    failed: productsFailed,
    request: () => liveRequest('ai.list_products', {}),
    errorOf: requestErrorOf,
  });
}

export function* loadResponses() {
  yield* loadList({
    started: responsesStarted,
    loaded: responsesLoaded,
    failed: responsesFailed,
    request: () => liveRequest('ai.list_responses', {}),
    errorOf: requestErrorOf,
  });
}

export function* loadApplicationResponses(applicationId: string) {
  yield* loadList({
    key: { applicationId },
    started: applicationResponsesStarted,
    loaded: applicationResponsesLoaded,
    failed: applicationResponsesFailed,
    request: () => liveRequest('ai.list_responses_for_job_application', { id: applicationId }),
    errorOf: requestErrorOf,
  });
}

export function* loadFileResponses(fileId: string) {
  yield* loadList({
    key: { fileId },
    started: fileResponsesStarted,
    loaded: fileResponsesLoaded,
    failed: fileResponsesFailed,
    request: () => liveRequest('ai.list_responses_for_file', { id: fileId }),
    errorOf: requestErrorOf,
  });
}

/** Pushes keep a loaded list current: it is asked for again only when it was never loaded, or failed. */
function needsLoading(list: { readonly status: string }): boolean {
  return list.status !== 'loading' && list.status !== 'loaded';
}

export function* fetchResponsesSaga() {
  if (needsLoading(yield* select(selectAllResponsesState))) yield* call(loadResponses);
}

export function* fetchApplicationResponsesSaga(action: ReturnType<typeof applicationResponsesNeeded>) {
  const { applicationId } = action.payload;
  if (needsLoading(yield* select(selectApplicationResponsesState, applicationId))) yield* call(loadApplicationResponses, applicationId);
}

export function* fetchFileResponsesSaga(action: ReturnType<typeof fileResponsesNeeded>) {
  const { fileId } = action.payload;
  if (needsLoading(yield* select(selectFileResponsesState, fileId))) yield* call(loadFileResponses, fileId);
}

/**
 * A response opened by its own address: asked for only when this tab does not have it (a response never
 * changes once written) and is not asking already. An unknown id, or another account's, fails `not_found`.
 */
export function* fetchOpenedResponseSaga(action: ReturnType<typeof responseOpened>) {
  const { responseId } = action.payload;
  if ((yield* select(selectResponse, responseId)) !== undefined) return;
  if ((yield* select(selectOpenedResponseState, responseId)).status === 'loading') return;
  yield* loadList({
    key: { responseId },
    started: openedResponseStarted,
    loaded: openedResponseLoaded,
    failed: openedResponseFailed,
    request: () => liveRequest('ai.get_response', { id: responseId }),
    errorOf: requestErrorOf,
  });
}

/**
 * The AI tab opened: the products are asked for each time (whether the AI answers, and the prices, can change
 * while the app stays open), and the application's responses unless loaded.
 */
export function* aiTabOpenedSaga(action: ReturnType<typeof aiTabOpened>) {
  const { applicationId } = action.payload;
  yield* fork(fetchApplicationResponsesSaga, applicationResponsesNeeded({ applicationId }));
  if ((yield* select(selectAiProducts)).status !== 'loading') yield* call(loadProducts);
}

/**
 * One generation per application at a time. Its uuid is made here and given to the request, so the progress
 * pushes, which name the request's uuid, update its text while the provider writes.
 */
export function* generateSaga(action: ReturnType<typeof generationRequested>) {
  const { applicationId, productId, productName, resumeId, locale } = action.payload;
  if ((yield* select(selectGeneration, applicationId))?.status === 'submitting') return;
  const uuid = yield* call(newUuid);
  yield* put(generationStarted({ applicationId, uuid, productName }));
  try {
    const response = yield* liveRequest(
      'ai.use_ai_product',
      {
        ai_product_id: productId,
        ai_product_name: productName,
        locale,
        job_application_ids: [applicationId],
        // Questions to ask are about the employer: the server leaves a resume out of them anyway.
        file_ids: resumeId !== null && usesResume(productName) ? [resumeId] : [],
      },
      { uuid },
    );
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(generationSucceeded({ uuid, response, lastUpdated }));
  } catch (error) {
    yield* put(generationFailed({ uuid, error: requestErrorOf(error) }));
  }
}

export function* applyProgressPushSaga(action: PushAction<'ai_response_progress'>) {
  yield* put(generationProgressed(action.payload.payload));
}

export function* applyResponseCreatedPushSaga(action: PushAction<'created_ai_response'>) {
  const lastUpdated = yield* call(currentTimeMs);
  yield* put(responseCreated({ data: action.payload.payload.data, lastUpdated }));
}

export function* applyApplicationDeletedPushSaga(action: PushAction<'deleted_job_application'>) {
  yield* put(applicationDeleted({ applicationId: action.payload.payload.id }));
}

export function* applyFileDeletedPushSaga(action: PushAction<'deleted_file'>) {
  yield* put(fileDeleted({ fileId: action.payload.payload.id }));
}

/** After a rejoin: the lists a page loaded, as responses may have been made meanwhile (pushes missed). */
export function* refreshAiSaga() {
  const products = yield* select(selectAiProducts);
  const responses = yield* select(selectAllResponsesState);
  const applicationIds = yield* select(selectLoadedApplicationResponseListIds);
  const fileIds = yield* select(selectLoadedFileResponseListIds);
  yield* all([
    ...(products.lastUpdated === null ? [] : [call(loadProducts)]),
    ...(responses.lastUpdated === null ? [] : [call(loadResponses)]),
    ...applicationIds.map((applicationId) => call(loadApplicationResponses, applicationId)),
    ...fileIds.map((fileId) => call(loadFileResponses, fileId)),
  ]);
}

export function* watchAi() {
  yield* takeEvery(aiTabOpened.match, aiTabOpenedSaga);
  yield* takeLeading(productsNeeded.match, loadProducts);
  yield* takeLeading(responsesNeeded.match, fetchResponsesSaga);
  yield* takeEvery(applicationResponsesNeeded.match, fetchApplicationResponsesSaga);
  yield* takeEvery(fileResponsesNeeded.match, fetchFileResponsesSaga);
  yield* takeEvery(responseOpened.match, fetchOpenedResponseSaga);
  yield* takeEvery(generationRequested.match, generateSaga);
  yield* takeEvery(pushOf('ai_response_progress'), applyProgressPushSaga);
  yield* takeEvery(pushOf('created_ai_response'), applyResponseCreatedPushSaga);
  yield* takeEvery(pushOf('deleted_job_application'), applyApplicationDeletedPushSaga);
  yield* takeEvery(pushOf('deleted_file'), applyFileDeletedPushSaga);
  yield* takeLatest(channelRejoined.match, refreshAiSaga);
}
