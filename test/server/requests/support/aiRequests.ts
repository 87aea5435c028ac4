// An `ai.use_ai_product` request and the answer its handler gives: the long, charging request that the router
// tests hold at a gate to send its uuid again while it runs.
import crypto from 'node:crypto';
import type { AiResponse } from '../../../../contract';

/** Params of one AI product use, with a product id of its own. */
export function aiProductParams() {
  return {
    ai_product_id: crypto.randomUUID(),
    ai_product_name: 'analyze_candidate_resume',
    locale: 'en-US',
    job_application_ids: [],
    file_ids: [],
  };
}

/** A generated response, with an id of its own. */
export function generatedAiResponse(): AiResponse {
  return {
    id: crypto.randomUUID(),
    ai_product_name: 'analyze_candidate_resume',
    text: 'Advice',
    created: new Date().toISOString(),
    job_applications: [],
    files: [],
    credits_spent: 2,
    locale: 'en-US',
  };
}
