// Live-channel requests of the AI products: the catalogue, the responses kept, and using a product (a long
// request, outside any one transaction: see useAiProduct.ts).
import type { LongRequestHandlers, RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { aiProductsOf } from './aiProducts';
import { listAiResponses } from './aiResponseQueries';
import { type AiProductDependencies, createUseAiProduct } from './useAiProduct';

export type AiRequestOptions = AiProductDependencies;

export function createAiRequestHandlers(options: AiRequestOptions) {
  return {
    'ai.list_products': async () => aiProductsOf((await options.providers.current()) !== undefined),
    'ai.list_responses': (_params, { accountId, db }) => listAiResponses(db, accountId),
    'ai.list_responses_for_job_application': ({ id }, { accountId, db }) => listAiResponses(db, accountId, { kind: 'job_application', id }),
    'ai.list_responses_for_file': ({ id }, { accountId, db }) => listAiResponses(db, accountId, { kind: 'file', id }),
    'ai.get_response': async ({ id }, { accountId, db }) => {
      const [response] = await listAiResponses(db, accountId, { kind: 'id', id });
      if (response === undefined) throw notFound('AI response');
      return response;
    },
  } satisfies RequestHandlers;
}

export function createAiLongRequestHandlers(options: AiRequestOptions) {
  return { 'ai.use_ai_product': createUseAiProduct(options) } satisfies LongRequestHandlers;
}
