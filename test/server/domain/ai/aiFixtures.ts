// An account ready for the AI products: credits, an application with a job description, and a resume whose text
// was extracted; and the request layer with the AI handlers over a provider of the test's choosing.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import { insertFile, recordFileRendering } from '../../../../server/domain/files/fileQueries';
import type { AiGenerationLimits } from '../../../../server/domain/ai/generationBounds';
import type { AiProviderSource } from '../../../../server/domain/ai/useAiProduct';
import { createLongRequestHandlers, createRequestHandlers } from '../../../../server/requests/handlers';
import { createInFlightWork, type InFlightWork } from '../../../../server/services/inFlightWork';
import { createSignedInAccount } from '../../../support/accounts';
import { TEST_AI_GENERATION_LIMITS, testHandlerOptions } from '../../../support/handlerOptions';
import { requestHarness, seedJobApplication } from '../jobApplications/seed';

export const JOB_DESCRIPTION = 'We build payment APIs in TypeScript and PostgreSQL. You will own the ledger service.';
export const RESUME_TEXT = 'Jane Doe\n\nBackend engineer at Northwind (2019-2025): built the billing ledger in TypeScript.';

export interface AiAccount {
  readonly accountId: string;
  readonly applicationId: string;
  readonly resumeId: string;
}

export async function seedFile(db: Kysely<Database>, accountId: string, type: 'resume' | 'cover_letter', text: string | null): Promise<string> {
  const id = crypto.randomUUID();
  await insertFile(
    db,
    accountId,
    { id, storageKey: crypto.randomUUID(), description: 'My resume', type, filename: 'resume.pdf', contentType: 'application/pdf', size: 100 },
    new Date(),
  );
  if (text !== null) await recordFileRendering(db, accountId, id, { thumbnailSizes: [], text });
  return id;
}

export async function seedAiAccount(db: Kysely<Database>, credits = 10, locale = 'en-US'): Promise<AiAccount> {
  const { account } = await createSignedInAccount(db, { credits, locale });
  const application = await seedJobApplication(db, account.id, { title: 'Ledger engineer', job_description: JOB_DESCRIPTION, notes: 'Met Ana at the meetup.' });
  return { accountId: account.id, applicationId: application.id, resumeId: await seedFile(db, account.id, 'resume', RESUME_TEXT) };
}

export interface AiHarness extends ReturnType<typeof requestHarness> {
  readonly inFlight: InFlightWork;
}

export interface AiHarnessOptions {
  /** Where the request layer and the AI products log; silent by default. */
  readonly logger?: FastifyBaseLogger;
  /** The bounds on one account's generations; those of the default settings unless a test says otherwise. */
  readonly limits?: AiGenerationLimits;
}

export function aiHarness(db: Kysely<Database>, providers: AiProviderSource, timeoutMs = 5000, options: AiHarnessOptions = {}): AiHarness {
  const inFlight = createInFlightWork();
  const handlerOptions = testHandlerOptions({ ai: { providers, timeoutMs, inFlight, limits: options.limits ?? TEST_AI_GENERATION_LIMITS } });
  return {
    ...requestHarness(db, {
      handlers: createRequestHandlers(handlerOptions),
      longHandlers: createLongRequestHandlers(handlerOptions),
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    }),
    inFlight,
  };
}
