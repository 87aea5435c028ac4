// The AI feature's sagas: the products and the response lists, a generation (its uuid, the progress pushes,
// the answer, each failure, the 120 s wait), and the lists kept current by pushes and rejoins.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import type { RequestName } from '../../../../contract';
import {
  aiTabOpenedSaga,
  applyResponseCreatedPushSaga,
  fetchFileResponsesSaga,
  fetchResponsesSaga,
  generateSaga,
  refreshAiSaga,
  watchAi,
} from '../../../../src/features/ai/aiSaga';
import {
  aiSlice,
  aiTabOpened,
  fileResponsesNeeded,
  generationProgressed,
  generationRequested,
  generationStarted,
  selectAllResponses,
  selectApplicationResponses,
  selectFileResponses,
  selectGeneration,
  type GenerationRequest,
} from '../../../../src/features/ai/aiSlice';
import { channelRejoined } from '../../../../src/features/connection';
import { channelStateChanged, connectionSlice, pushRequested } from '../../../../src/features/connection/connectionSlice';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { requestsSlice } from '../../../../src/features/connection/requests/requestsSlice';
import { sessionSlice } from '../../../../src/features/session/sessionSlice';
import { newUuid } from '../../../../src/common/uuid';
import { currentTimeMs } from '../../../../src/common/clock';
import { recordDelays, recordingReducer, settle } from '../connection/sagaTestSupport';
import { liveAnswers, requestFailure, type SentRequest } from '../jobApplications/jobSearchSupport';
import { pushed } from '../../testUtils/pushes';
import { connectedSessionState } from '../../testUtils/fixtures';
import { aiIds, aiReducer, aiResponse, aiState, defaultProducts, finalAiState, product, type AiTestState } from './aiSupport';

const coverLetter = product('generate_cover_letter_for_job_application');
const older = aiResponse(aiIds.response1, '2026-11-20T10:00:00.000Z');
const newer = aiResponse(aiIds.response2, '2026-11-25T10:00:00.000Z', { ai_product_name: 'analyze_candidate_resume', credits_spent: 2 });
const generated = aiResponse(aiIds.response3, '2026-12-01T12:00:00.000Z', { text: 'Dear hiring team, I am writing…' });

function request(overrides: Partial<GenerationRequest> = {}): GenerationRequest {
  return {
    applicationId: aiIds.app,
    productId: coverLetter.id,
    productName: coverLetter.name,
    resumeId: aiIds.resume,
    locale: 'fr-FR',
    ...overrides,
  };
}

/** The uuid of the generation is the one the test gives. */
const fixedUuid: EffectProviders = {
  call(effect, next) {
    return effect.fn === newUuid ? aiIds.uuid : next();
  },
};

async function loaded(state: AiTestState, answers: Partial<Record<RequestName, unknown>>, saga: () => Generator): Promise<AiTestState> {
  return finalAiState(await expectSaga(saga).withReducer(aiReducer, state).provide(liveAnswers(answers)).run());
}

describe('the AI products and responses', () => {
  it('loads the products each time the tab opens, and the application’s responses once', async () => {
    const sent: SentRequest[] = [];
    const answers = { 'ai.list_products': defaultProducts, 'ai.list_responses_for_job_application': [newer, older] };
    const first = finalAiState(
      await expectSaga(aiTabOpenedSaga, aiTabOpened({ applicationId: aiIds.app })).withReducer(aiReducer, aiState()).provide(liveAnswers(answers, sent)).run(),
    );
    expect(first.ai.products.data).toEqual(defaultProducts);
    expect(selectApplicationResponses(first, aiIds.app).map((response) => response.id)).toEqual([aiIds.response2, aiIds.response1]);
    await expectSaga(aiTabOpenedSaga, aiTabOpened({ applicationId: aiIds.app })).withReducer(aiReducer, first).provide(liveAnswers(answers, sent)).run();
    expect(sent.map((one) => one.request)).toEqual([
      'ai.list_responses_for_job_application',
      'ai.list_products',
      'ai.list_products',
    ]);
    expect(sent[0]?.params).toEqual({ id: aiIds.app });
  });

  it('keeps the failure of a list, and loads it again when asked after it', async () => {
    const failed = await loaded(aiState(), { 'ai.list_responses': requestFailure('ai.list_responses') }, fetchResponsesSaga);
    expect(failed.ai.all).toMatchObject({ status: 'failed', error: { code: 'internal', descriptor: { id: 'requests.failed.aiRequest' } } });
    const retried = await loaded(failed, { 'ai.list_responses': [newer, older] }, fetchResponsesSaga);
    expect(selectAllResponses(retried).map((response) => response.id)).toEqual([aiIds.response2, aiIds.response1]);
  });
});

describe('a generation', () => {
  it('is sent under the uuid it starts with, its text following the progress pushes of that uuid, then replaced by the response', async () => {
    const sent: SentRequest[] = [];
    const uuids: unknown[] = [];
    const recorded = recordingReducer(aiReducer);
    const withLists = await loaded(aiState(), { 'ai.list_responses': [older] }, fetchResponsesSaga);
    const progress = (uuid: string, text: string) => pushed('ai_response_progress', { uuid, text });
    const { storeState } = await expectSaga(watchAi)
      .withReducer(recorded.reducer, withLists)
      .provide([
        fixedUuid,
        {
          call(effect, next) {
            if (effect.fn === sendRequest) {
              uuids.push(effect.args[2]);
              sent.push({ request: effect.args[0] as RequestName, params: effect.args[1] as Record<string, unknown> });
              // Written for 40 ms, while the pushes below come.
              return settle(40).then(() => generated);
            }
            return effect.fn === currentTimeMs ? 1_700_000_000_000 : next();
          },
        },
      ])
      .dispatch(generationRequested(request()))
      .delay(5)
      // Another tab's generation (another uuid) leaves this one alone.
      .dispatch(progress(aiIds.otherUuid, 'Something else'))
      .dispatch(progress(aiIds.uuid, 'Dear'))
      .dispatch(progress(aiIds.uuid, 'Dear hiring team'))
      // A second Generate while it is written is not sent.
      .dispatch(generationRequested(request({ productId: aiIds.questionsToAsk, productName: 'generate_candaidate_questions_for_interview' })))
      .delay(60)
      // A progress push that comes after the answer changes nothing.
      .dispatch(progress(aiIds.uuid, 'Dear hiring'))
      .silentRun(150);
    // The generation's text after each progress push, in the order the store received them.
    const texts = recorded.actions.flatMap((action, index) =>
      generationProgressed.match(action) ? [`${action.payload.text} -> ${String(selectGeneration(recorded.states[index]!, aiIds.app)?.text)}`] : [],
    );
    expect(texts).toEqual(['Dear -> Dear', 'Dear hiring team -> Dear hiring team', 'Something else -> Dear hiring team', `Dear hiring -> ${generated.text}`]);
    const state = storeState as AiTestState;
    expect(sent).toEqual([
      {
        request: 'ai.use_ai_product',
        params: {
          ai_product_id: coverLetter.id,
          ai_product_name: coverLetter.name,
          locale: 'fr-FR',
          job_application_ids: [aiIds.app],
          file_ids: [aiIds.resume],
        },
      },
    ]);
    expect(uuids).toEqual([aiIds.uuid]);
    expect(selectGeneration(state, aiIds.app)).toEqual({
      status: 'succeeded',
      error: null,
      uuid: aiIds.uuid,
      productName: coverLetter.name,
      text: generated.text,
      responseId: aiIds.response3,
    });
    // The response joins the loaded list, newest first.
    expect(selectAllResponses(state).map((response) => response.id)).toEqual([aiIds.response3, aiIds.response1]);
  });

  it('leaves the resume out of the questions to ask, which are about the employer', async () => {
    const sent: SentRequest[] = [];
    await expectSaga(generateSaga, generationRequested(request({ productId: aiIds.questionsToAsk, productName: 'generate_candaidate_questions_for_interview' })))
      .withReducer(aiReducer, aiState())
      .provide([fixedUuid, liveAnswers({ 'ai.use_ai_product': generated }, sent)])
      .run();
    expect(sent[0]?.params).toMatchObject({ job_application_ids: [aiIds.app], file_ids: [] });
  });

  it('sends no file when no resume is chosen', async () => {
    const sent: SentRequest[] = [];
    await expectSaga(generateSaga, generationRequested(request({ productId: aiIds.questionsToExpect, productName: 'generate_interviewer_questions_for_interview', resumeId: null })))
      .withReducer(aiReducer, aiState())
      .provide([fixedUuid, liveAnswers({ 'ai.use_ai_product': generated }, sent)])
      .run();
    expect(sent[0]?.params).toMatchObject({ file_ids: [] });
  });

  it.each(['insufficient_credits', 'missing_documents', 'ai_unavailable', 'not_found', 'timed_out', 'internal'] as const)(
    'keeps the failure %s, with nothing added to the responses',
    async (code) => {
      const params = { ai_product_id: coverLetter.id };
      const state = finalAiState(
        await expectSaga(generateSaga, generationRequested(request()))
          .withReducer(aiReducer, aiState())
          .provide([fixedUuid, liveAnswers({ 'ai.use_ai_product': requestFailure('ai.use_ai_product', params, code) })])
          .put(generationStarted({ applicationId: aiIds.app, uuid: aiIds.uuid, productName: coverLetter.name }))
          .run(),
      );
      expect(selectGeneration(state, aiIds.app)).toMatchObject({ status: 'failed', error: { code }, uuid: aiIds.uuid, responseId: null });
      expect(state.ai.items).toEqual({});
    },
  );

  it('waits 120 s for its answer on the live channel, under its own uuid, then fails as timed out', async () => {
    const reducer = combineReducers({ ai: aiSlice.reducer, session: sessionSlice.reducer, connection: connectionSlice.reducer, requests: requestsSlice.reducer });
    type State = ReturnType<typeof reducer>;
    const initial = reducer(undefined, { type: 'test/init' });
    const joined: State = { ...initial, session: connectedSessionState, connection: connectionSlice.reducer(initial.connection, channelStateChanged('joined')) };
    const delays: number[] = [];
    const recorded = recordingReducer(reducer);
    const { storeState } = await expectSaga(generateSaga, generationRequested(request()))
      .withReducer(recorded.reducer, joined)
      // The 120 s wait takes 20 ms of the test's time: the request is pushed meanwhile, and never answered.
      .provide([fixedUuid, [matchers.call.fn(currentTimeMs), 1_700_000_000_000], recordDelays(delays, () => 20)])
      .run();
    expect(delays).toEqual([120_000]);
    const pushes = recorded.actions.filter((action) => pushRequested.match(action));
    expect(pushes.map((action) => (action.payload.payload as { uuid: string }).uuid)).toEqual([aiIds.uuid]);
    expect(selectGeneration(storeState as State, aiIds.app)).toMatchObject({ status: 'failed', error: { code: 'timed_out' } });
  });
});

describe('the responses kept current', () => {
  it('adds a created_ai_response push to the loaded lists it belongs to, newest first, and to no list not loaded', async () => {
    let state = await loaded(aiState(), { 'ai.list_responses': [older] }, fetchResponsesSaga);
    state = await loaded(state, { 'ai.list_responses_for_file': [older] }, function* fileList() {
      yield* fetchFileResponsesSaga(fileResponsesNeeded({ fileId: aiIds.resume }));
    });
    state = finalAiState(
      await expectSaga(applyResponseCreatedPushSaga, pushed('created_ai_response', { data: newer }))
        .withReducer(aiReducer, state)
        .provide(liveAnswers({}))
        .run(),
    );
    expect(selectAllResponses(state).map((response) => response.id)).toEqual([aiIds.response2, aiIds.response1]);
    expect(selectFileResponses(state, aiIds.resume).map((response) => response.id)).toEqual([aiIds.response2, aiIds.response1]);
    expect(state.ai.byApplication[aiIds.app]).toBeUndefined();
    // Twice the same push (the generation's answer and its push) keeps one entry.
    state = finalAiState(
      await expectSaga(applyResponseCreatedPushSaga, pushed('created_ai_response', { data: newer })).withReducer(aiReducer, state).provide(liveAnswers({})).run(),
    );
    expect(selectAllResponses(state)).toHaveLength(2);
  });

  it('loads again, after a rejoin, only the lists a page loaded', async () => {
    const sent: SentRequest[] = [];
    let state = await loaded(aiState(), { 'ai.list_products': defaultProducts, 'ai.list_responses_for_job_application': [older] }, function* open() {
      yield* aiTabOpenedSagaOf(aiIds.app);
    });
    state = finalAiState(
      await expectSaga(refreshAiSaga)
        .withReducer(aiReducer, state)
        .provide(liveAnswers({ 'ai.list_products': defaultProducts, 'ai.list_responses_for_job_application': [newer, older] }, sent))
        .run(),
    );
    expect(sent.map((one) => one.request).sort()).toEqual(['ai.list_products', 'ai.list_responses_for_job_application']);
    expect(selectApplicationResponses(state, aiIds.app).map((response) => response.id)).toEqual([aiIds.response2, aiIds.response1]);
  });

  it('refreshes on channelRejoined, through the watcher', async () => {
    const state = await loaded(aiState(), { 'ai.list_responses': [older] }, fetchResponsesSaga);
    const { storeState } = await expectSaga(watchAi)
      .withReducer(aiReducer, state)
      .provide(liveAnswers({ 'ai.list_responses': [newer, older] }))
      .dispatch(channelRejoined())
      .silentRun(50);
    expect(selectAllResponses(storeState as AiTestState)).toHaveLength(2);
  });

  it('forgets the link of the responses to a deleted application or file, keeping the responses', async () => {
    let state = await loaded(aiState(), { 'ai.list_responses': [older] }, fetchResponsesSaga);
    const run = (action: ReturnType<typeof pushed>) => expectSaga(watchAi).withReducer(aiReducer, state).dispatch(action).silentRun(20);
    state = finalAiState(await run(pushed('deleted_job_application', { id: aiIds.app })));
    state = finalAiState(await run(pushed('deleted_file', { id: aiIds.resume })));
    expect(selectAllResponses(state)).toEqual([{ ...older, job_applications: [], files: [] }]);
  });
});

// Helpers that run one saga of the feature as a page's event would.
function* aiTabOpenedSagaOf(applicationId: string) {
  yield* aiTabOpenedSaga(aiTabOpened({ applicationId }));
}

