// ai.use_ai_product, never inside one long transaction: check the ids and documents, check the account's bounds
// on generations and charge the price in one short ledger transaction (journaled), call the provider under a
// time limit while pushing the text as it comes, then store the response and answer in one short transaction.
// Any failure of the provider, or empty text, refunds in full and answers ai_unavailable in the product's own
// words, the provider's going to the log. A retry of the uuid while it runs gets the one answer (the request
// layer keeps its claim alive); a crash mid-way is refunded by the recovery (generationRecovery.ts).
import crypto from 'node:crypto';
import type { AiProductName, AiResponse, Locale, RequestParams } from '../../../contract';
import type { LongRequestContext, LongRequestHandler } from '../requests/requestHandlers';
import { notFound, RequestError } from '../requests/requestErrors';
import type { AiProvider } from '../../services/ai/aiProvider';
import type { InFlightWork } from '../../services/inFlightWork';
import { refundCredits, spendCredits } from '../credits/ledger';
import { findFileTexts } from '../files/fileQueries';
import { findJobApplication } from '../jobApplications/jobApplicationQueries';
import { aiProductId, aiProductNamed, type AiProductDefinition } from './aiProducts';
import { finishGeneration, insertGeneration } from './aiGenerationQueries';
import { type AiGenerationLimits, checkGenerationBounds } from './generationBounds';
import { insertAiResponse } from './aiResponseQueries';
import { createProgressPushes } from './progressPushes';
import { CHARACTERS_PER_TOKEN, type CuttableText, promptBuilders, type PromptDocuments } from './prompts';

/** Room kept for the answer, in tokens. */
export const MAX_OUTPUT_TOKENS = 2000;
/** Room kept for the instructions and markers, in tokens. */
const INSTRUCTION_TOKENS = 800;

/** Where the provider comes from: detected anew when it was absent (an Ollama started after the server). */
export interface AiProviderSource {
  current(): Promise<AiProvider | undefined>;
}

export interface AiProductDependencies {
  readonly providers: AiProviderSource;
  /** AI_TIMEOUT_MS: the longest a provider may take. */
  readonly timeoutMs: number;
  /** Generations end with the server: its closing aborts them (they refund) and waits for them. */
  readonly inFlight: InFlightWork;
  /** How many generations one account may run at once and start in an hour. */
  readonly limits: AiGenerationLimits;
}

/**
 * All the person is told of a failure after the charge. The provider's own words go to the log alone: they may
 * quote a key, an address or an account's quota, and they are not the product's to show.
 */
const REFUNDED_MESSAGE = 'The AI service could not write this response; its credits were given back';

function missingDocuments(what: string): RequestError {
  return new RequestError('missing_documents', what);
}

type Params = RequestParams<'ai.use_ai_product'>;

interface GatheredDocuments {
  readonly documents: PromptDocuments;
  readonly jobApplicationIds: readonly string[];
  readonly fileIds: readonly string[];
}

/** The account's documents the product uses; not_found for any id of another account. */
async function gatherDocuments(context: LongRequestContext<'ai.use_ai_product'>, product: AiProductDefinition, params: Params): Promise<GatheredDocuments> {
  if (params.job_application_ids.length > 1 || params.file_ids.length > 1) {
    throw new RequestError('invalid_params', 'an AI product takes at most one job application and one file');
  }
  const wants = (document: 'job_application' | 'resume') => product.requires.includes(document) || product.uses.includes(document);

  const applicationId = params.job_application_ids[0];
  const application = applicationId === undefined ? undefined : await findJobApplication(context.db, context.accountId, applicationId);
  if (applicationId !== undefined && application === undefined) throw notFound('job application');
  if (application === undefined && product.requires.includes('job_application')) throw missingDocuments('a job application is needed');

  const files = await findFileTexts(context.db, context.accountId, params.file_ids);
  if (files.length !== params.file_ids.length) throw notFound('file');
  const resume = files.find((file) => file.type === 'resume');
  if (resume === undefined && product.requires.includes('resume')) throw missingDocuments('a resume is needed');
  if (resume !== undefined && wants('resume') && (resume.text ?? '').trim() === '') throw missingDocuments('the resume has no text');

  const useApplication = application !== undefined && wants('job_application');
  const useResume = resume !== undefined && wants('resume');
  return {
    documents: {
      locale: params.locale,
      ...(useApplication
        ? {
            application: {
              title: application.title,
              company: application.company?.name ?? null,
              url: application.url,
              notes: application.notes,
              jobDescription: application.job_description,
            },
          }
        : {}),
      ...(useResume ? { resume: resume.text ?? '' } : {}),
    },
    jobApplicationIds: useApplication ? [application.id] : [],
    fileIds: useResume ? [resume.id] : [],
  };
}

const SHORTENED_NOTES: Readonly<Record<Locale, (texts: readonly CuttableText[]) => string>> = {
  'en-US': (texts) =>
    `(Note: ${texts.map((text) => ({ resume: 'the resume', jobDescription: 'the job description', notes: 'your notes' })[text]).join(', ')} ${texts.length > 1 ? 'were' : 'was'} too long for the AI model and shortened: the end was not read.)`,
  'fr-FR': (texts) =>
    `(Remarque : ${texts.map((text) => ({ resume: 'le CV', jobDescription: 'la description du poste', notes: 'vos notes' })[text]).join(', ')}, trop long${texts.length > 1 ? 's' : ''} pour le modèle d’IA, ${texts.length > 1 ? 'ont été raccourcis' : 'a été raccourci'} : la fin n’a pas été lue.)`,
};

export function createUseAiProduct(deps: AiProductDependencies): LongRequestHandler<'ai.use_ai_product'> {
  return (params, context) => deps.inFlight.track(useAiProduct(deps, params, context));
}

async function useAiProduct(deps: AiProductDependencies, params: Params, context: LongRequestContext<'ai.use_ai_product'>): Promise<AiResponse> {
  const product = aiProductNamed(params.ai_product_name);
  if (params.ai_product_id !== aiProductId(product.name)) throw notFound('AI product');
  const gathered = await gatherDocuments(context, product, params);

  // Nothing is charged when nothing could be generated.
  const provider = await deps.providers.current();
  if (provider === undefined) throw new RequestError('ai_unavailable', 'no AI provider is reachable');
  const budget = Math.max(2000, (provider.contextTokens - MAX_OUTPUT_TOKENS - INSTRUCTION_TOKENS) * CHARACTERS_PER_TOKEN);
  const prompt = promptBuilders[product.name](gathered.documents, Math.floor(budget));

  const responseId = crypto.randomUUID();
  await context.change(async (change) => {
    // Counted in the change that journals the generation: one more at once cannot slip in between.
    await checkGenerationBounds(change, deps.limits, deps.timeoutMs);
    await spendCredits(change, product.price, { aiResponseId: responseId });
    await insertGeneration(change.db, generationOf(responseId, context, product.name, product.price), change.now);
  });

  const refund = async (): Promise<never> => {
    await context.change(async (change) => {
      // The recovery may have refunded it already (a generation that outlived every limit): never twice.
      if (await finishGeneration(change.db, responseId, 'refunded', change.now)) {
        await refundCredits(change, product.price, { aiResponseId: responseId });
      }
    });
    throw new RequestError('ai_unavailable', REFUNDED_MESSAGE);
  };

  let text: string;
  try {
    text = await generate(provider, prompt, deps, context);
  } catch (error) {
    context.logger.warn({ err: error, generationId: responseId, aiProduct: product.name }, 'AI generation failed: refunded');
    return refund();
  }
  if (prompt.shortened.length > 0) text = `${text}\n\n${SHORTENED_NOTES[params.locale](prompt.shortened)}`;

  try {
    return await context.complete(async (change) => {
      if (!(await finishGeneration(change.db, responseId, 'done', change.now))) {
        throw new RequestError('ai_unavailable', 'the generation outlived its time and was refunded');
      }
      const response = await insertAiResponse(
        change.db,
        context.accountId,
        {
          id: responseId,
          aiProductName: product.name,
          text,
          locale: params.locale,
          creditsSpent: product.price,
          jobApplicationIds: gathered.jobApplicationIds,
          fileIds: gathered.fileIds,
        },
        change.now,
      );
      change.push('created_ai_response', { data: response });
      return response;
    });
  } catch (error) {
    if (error instanceof RequestError) throw error;
    context.logger.error({ err: error, generationId: responseId, aiProduct: product.name }, 'AI response could not be stored: refunded');
    return refund();
  }
}

function generationOf(id: string, context: LongRequestContext<'ai.use_ai_product'>, name: AiProductName, credits: number) {
  return { id, accountId: context.accountId, requestUuid: context.uuid, aiProductName: name, credits };
}

/** Calls the provider under the time limit and the server's shutdown, pushing the text as it is written. */
async function generate(
  provider: AiProvider,
  prompt: { readonly system: string; readonly user: string },
  deps: AiProductDependencies,
  context: LongRequestContext<'ai.use_ai_product'>,
): Promise<string> {
  const signal = AbortSignal.any([AbortSignal.timeout(deps.timeoutMs), deps.inFlight.signal]);
  const progress = createProgressPushes(
    (text) => context.publish('ai_response_progress', { uuid: context.uuid, text }),
    () => undefined,
  );
  try {
    const text = await provider.generate({
      system: prompt.system,
      user: prompt.user,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      signal,
      onText: (soFar) => {
        progress.update(soFar);
      },
    });
    if (text.trim() === '') throw new Error('the AI provider answered no text');
    return text.trim();
  } finally {
    await progress.finish();
  }
}
