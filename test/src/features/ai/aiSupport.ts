// The AI tests' store (the ai slice beside the session) and fixtures: the four products as the server's
// defaults make them, and responses.
import { combineReducers } from '@reduxjs/toolkit';
import type { AiProduct, AiProductName, AiResponse } from '../../../../contract';
import { aiSlice } from '../../../../src/features/ai/aiSlice';
import { sessionSlice } from '../../../../src/features/session/sessionSlice';
import { connectedSessionState } from '../../testUtils/fixtures';

export const aiReducer = combineReducers({ ai: aiSlice.reducer, session: sessionSlice.reducer });
export type AiTestState = ReturnType<typeof aiReducer>;

export function aiState(overrides: Partial<AiTestState> = {}): AiTestState {
  return { ...aiReducer(undefined, { type: 'test/init' }), session: connectedSessionState, ...overrides };
}

export function finalAiState(result: { readonly storeState: unknown }): AiTestState {
  return result.storeState as AiTestState;
}

/** Version-4 UUIDs, readable in failures: the last group tells what they are. */
export const aiIds = {
  coverLetter: '77777777-7777-4777-8777-000000000001',
  questionsToAsk: '77777777-7777-4777-8777-000000000002',
  questionsToExpect: '77777777-7777-4777-8777-000000000003',
  resumeAdvice: '77777777-7777-4777-8777-000000000004',
  response1: '88888888-8888-4888-8888-000000000001',
  response2: '88888888-8888-4888-8888-000000000002',
  response3: '88888888-8888-4888-8888-000000000003',
  app: '11111111-1111-4111-8111-000000000001',
  otherApp: '11111111-1111-4111-8111-000000000002',
  resume: 'a1111111-1111-4111-8111-111111111111',
  otherResume: 'a1111111-1111-4111-8111-222222222222',
  uuid: '99999999-9999-4999-8999-000000000001',
  otherUuid: '99999999-9999-4999-8999-000000000002',
} as const;

/** The server's default products (docs/features.md, "AI products"), available. */
export const defaultProducts: readonly AiProduct[] = [
  { id: aiIds.coverLetter, name: 'generate_cover_letter_for_job_application', required_documents: ['job_application', 'resume'], price: 3, available: true },
  { id: aiIds.questionsToAsk, name: 'generate_candaidate_questions_for_interview', required_documents: ['job_application'], price: 1, available: true },
  { id: aiIds.questionsToExpect, name: 'generate_interviewer_questions_for_interview', required_documents: ['job_application'], price: 1, available: true },
  { id: aiIds.resumeAdvice, name: 'analyze_candidate_resume', required_documents: ['resume'], price: 2, available: true },
];

export function product(name: AiProductName): AiProduct {
  const found = defaultProducts.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`no product ${name}`);
  return found;
}

export function aiResponse(id: string, created: string, overrides: Partial<AiResponse> = {}): AiResponse {
  return {
    id,
    ai_product_name: 'generate_cover_letter_for_job_application',
    text: `Dear hiring team (${id.slice(-1)})`,
    created,
    job_applications: [{ id: aiIds.app }],
    files: [{ id: aiIds.resume }],
    credits_spent: 3,
    locale: 'en-US',
    ...overrides,
  };
}
