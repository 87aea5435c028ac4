// The AI slice: the lists kept newest first, the generation's life by uuid, and the cache emptied with the session.
import {
  aiSlice,
  applicationResponsesLoaded,
  generationFailed,
  generationProgressed,
  generationStarted,
  generationSucceeded,
  initialAiState,
  responseCreated,
  responsesLoaded,
  selectAllResponses,
  selectApplicationResponses,
  selectGeneration,
  type AiState,
} from '../../../../src/features/ai/aiSlice';
import { signedOut } from '../../../../src/features/session/sessionSlice';
import type { RequestError } from '../../../../src/common/requestError';
import { aiIds, aiResponse } from './aiSupport';

const reduce = (state: AiState, ...actions: Parameters<typeof aiSlice.reducer>[1][]) => actions.reduce(aiSlice.reducer, state);
const root = (ai: AiState) => ({ ai });

const first = aiResponse(aiIds.response1, '2026-11-20T10:00:00.000Z');
const second = aiResponse(aiIds.response2, '2026-11-22T10:00:00.000Z', { job_applications: [{ id: aiIds.otherApp }] });
const third = aiResponse(aiIds.response3, '2026-11-21T10:00:00.000Z');
const started = generationStarted({ applicationId: aiIds.app, uuid: aiIds.uuid, productName: 'analyze_candidate_resume' });
const failure: RequestError = { code: 'ai_unavailable', descriptor: { id: 'x', defaultMessage: 'x', description: 'x' }, values: {} };

describe('the AI slice', () => {
  it('places a new response by its date in the loaded lists it belongs to', () => {
    const state = reduce(
      initialAiState,
      responsesLoaded({ data: [second, first], lastUpdated: 1 }),
      applicationResponsesLoaded({ applicationId: aiIds.app, data: [first], lastUpdated: 1 }),
      responseCreated({ data: third, lastUpdated: 2 }),
    );
    expect(selectAllResponses(root(state)).map((response) => response.id)).toEqual([aiIds.response2, aiIds.response3, aiIds.response1]);
    expect(selectApplicationResponses(root(state), aiIds.app).map((response) => response.id)).toEqual([aiIds.response3, aiIds.response1]);
    // The other application's list was never loaded: its load will bring the response.
    expect(state.byApplication[aiIds.otherApp]).toBeUndefined();
  });

  it('follows the progress of its own uuid only, while it runs', () => {
    let state = reduce(initialAiState, started, generationProgressed({ uuid: aiIds.otherUuid, text: 'Not ours' }));
    expect(selectGeneration(root(state), aiIds.app)).toMatchObject({ status: 'submitting', text: '' });
    state = reduce(state, generationProgressed({ uuid: aiIds.uuid, text: 'Your resume' }), generationProgressed({ uuid: aiIds.uuid, text: 'Your resume reads well' }));
    expect(selectGeneration(root(state), aiIds.app)?.text).toBe('Your resume reads well');
    state = reduce(state, generationFailed({ uuid: aiIds.uuid, error: failure }), generationProgressed({ uuid: aiIds.uuid, text: 'Too late' }));
    expect(selectGeneration(root(state), aiIds.app)).toMatchObject({ status: 'failed', error: failure, text: 'Your resume reads well' });
  });

  it('replaces the text so far with the response, and a new generation replaces the last one', () => {
    let state = reduce(initialAiState, started, generationProgressed({ uuid: aiIds.uuid, text: 'Dear' }), generationSucceeded({ uuid: aiIds.uuid, response: first, lastUpdated: 3 }));
    expect(selectGeneration(root(state), aiIds.app)).toMatchObject({ status: 'succeeded', text: first.text, responseId: aiIds.response1 });
    expect(state.items[aiIds.response1]).toEqual({ status: 'loaded', data: first, lastUpdated: 3 });
    state = reduce(state, generationStarted({ applicationId: aiIds.app, uuid: aiIds.otherUuid, productName: 'generate_cover_letter_for_job_application' }));
    expect(selectGeneration(root(state), aiIds.app)).toEqual({
      status: 'submitting',
      error: null,
      uuid: aiIds.otherUuid,
      productName: 'generate_cover_letter_for_job_application',
      text: '',
      responseId: null,
    });
  });

  it('forgets everything of the account when it signs out', () => {
    const state = reduce(initialAiState, responsesLoaded({ data: [first], lastUpdated: 1 }), started, signedOut());
    expect(state).toEqual(initialAiState);
  });
});
