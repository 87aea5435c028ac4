// ai.use_ai_product on SQLite and PostgreSQL through the request layer, with the real provider clients talking to
// loopback stand-ins of the OpenAI chat completions and Anthropic messages APIs: each product in both languages
// (the prompt holds the documents and asks for the language), the text pushed as it is written, the price
// charged once; every provider failure refunded in full; 100 concurrent uses never overspend; a retried uuid
// charged once; another account's documents refused; a generation a stop left behind refunded.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { AI_PRODUCT_NAMES, type AiProductName, type Locale } from '../../../../contract';
import type { Database } from '../../../../server/db/schema';
import { findAccountById } from '../../../../server/domain/accounts/accountQueries';
import { aiProductId } from '../../../../server/domain/ai/aiProducts';
import { finishGeneration, insertGeneration } from '../../../../server/domain/ai/aiGenerationQueries';
import { GENERATION_MARGIN_MS, refundAbandonedGenerations } from '../../../../server/domain/ai/generationRecovery';
import { listCreditTransactions } from '../../../../server/domain/credits/creditTransactionQueries';
import { deleteFile } from '../../../../server/domain/files/fileQueries';
import { deleteJobApplication } from '../../../../server/domain/jobApplications/jobApplicationQueries';
import { spendCredits } from '../../../../server/domain/credits/ledger';
import { runAccountChange } from '../../../../server/domain/requests/accountChange';
import { claimRequest, findAnswer } from '../../../../server/domain/requests/answerStore';
import type { AiProvider } from '../../../../server/services/ai/aiProvider';
import { createAnthropicProvider } from '../../../../server/services/ai/anthropicProvider';
import { createOpenAiProvider } from '../../../../server/services/ai/openAiCompatibleProvider';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { recordingLogger, WARN } from '../../services/ai/recordingLogger';
import { reply, startAnthropicStandIn, startOpenAiStandIn, type AnthropicStandIn, type OpenAiStandIn } from '../../services/ai/standIns';
import { dataOf } from '../jobApplications/seed';
import { type AiAccount, aiHarness, JOB_DESCRIPTION, RESUME_TEXT, seedAiAccount, seedFile } from './aiFixtures';

jest.setTimeout(60_000);

const PRICES: Readonly<Record<AiProductName, number>> = {
  generate_cover_letter_for_job_application: 3,
  generate_candaidate_questions_for_interview: 1,
  generate_interviewer_questions_for_interview: 1,
  analyze_candidate_resume: 2,
};
const USES_RESUME: readonly AiProductName[] = ['generate_cover_letter_for_job_application', 'generate_interviewer_questions_for_interview', 'analyze_candidate_resume'];
const LANGUAGE_ASK: Readonly<Record<Locale, string>> = { 'en-US': 'American English', 'fr-FR': 'en français' };

const always = (provider: AiProvider | undefined) => ({ current: () => Promise.resolve(provider) });

/** The provider, counting the generations it is asked for; `reached(n)` settles at the n-th. */
function countingStarts(provider: AiProvider) {
  let count = 0;
  const waiting: { readonly at: number; readonly resolve: () => void }[] = [];
  return {
    provider: {
      ...provider,
      generate: (request) => {
        count += 1;
        for (const waiter of waiting) if (waiter.at <= count) waiter.resolve();
        return provider.generate(request);
      },
    } satisfies AiProvider,
    count: () => count,
    reached: (at: number) => new Promise<void>((resolve) => waiting.push({ at, resolve })),
  };
}

/** Settles once `count` of the promises have settled. */
function settledCount(promises: readonly Promise<unknown>[], count: number): Promise<void> {
  let settled = 0;
  return new Promise((resolve) => {
    for (const promise of promises) {
      void promise.finally(() => {
        settled += 1;
        if (settled === count) resolve();
      });
    }
  });
}

/** The provider, with `meanwhile` done once its whole text is written and before it is stored. */
function deletingOnceWritten(provider: AiProvider, meanwhile: () => Promise<void>): AiProvider {
  return {
    ...provider,
    generate: async (request) => {
      const text = await provider.generate(request);
      await meanwhile();
      return text;
    },
  };
}

describe.each(databaseKinds)('AI products on %s', (kind) => {
  let database: TestDatabase;
  let openAi: OpenAiStandIn;
  let anthropic: AnthropicStandIn;
  const db = (): Kysely<Database> => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    openAi = await startOpenAiStandIn();
    anthropic = await startAnthropicStandIn();
  });
  afterAll(async () => {
    await openAi.close();
    await anthropic.close();
    await database.close();
  });

  const balance = async (accountId: string) => (await findAccountById(db(), accountId))?.credits;
  const params = (name: AiProductName, account: { applicationId: string; resumeId: string }, locale: Locale = 'en-US') => ({
    ai_product_id: aiProductId(name),
    ai_product_name: name,
    locale,
    job_application_ids: [account.applicationId],
    file_ids: USES_RESUME.includes(name) ? [account.resumeId] : [],
  });

  describe.each(['en-US', 'fr-FR'] as const)('in %s', (locale) => {
    it.each(AI_PRODUCT_NAMES)('%s: writes from the documents in the language asked, pushing the text as it comes, charged its price', async (name) => {
      const account = await seedAiAccount(db(), 10, locale);
      const answerText = `Text of ${name} in ${locale}, written in pieces.`;
      openAi.replyWith(reply.text(answerText, { chunks: 4, delayMs: 150 }));
      const before = openAi.received.length;
      const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())));

      const exchange = await harness.ask(account.accountId, 'ai.use_ai_product', params(name, account, locale));
      const response = dataOf('ai.use_ai_product', exchange.answer);
      expect(response).toMatchObject({
        ai_product_name: name,
        text: answerText,
        locale,
        credits_spent: PRICES[name],
        job_applications: [{ id: account.applicationId }],
        files: USES_RESUME.includes(name) ? [{ id: account.resumeId }] : [],
      });

      // The prompt: the job description, the resume when the product uses it, the language, no invention.
      expect(openAi.received.length).toBe(before + 1);
      const prompt = openAi.received.at(-1)!;
      expect(prompt.stream).toBe(true);
      expect(prompt.user).toContain(JOB_DESCRIPTION);
      if (USES_RESUME.includes(name)) expect(prompt.user).toContain(RESUME_TEXT);
      else expect(prompt.user).not.toContain(RESUME_TEXT);
      expect(prompt.system).toContain(LANGUAGE_ASK[locale]);
      expect(prompt.system).toMatch(locale === 'fr-FR' ? /N’inventez jamais/ : /Never invent/);

      // Pushed while written, growing, each a piece of the final text; then the response itself.
      const progress = exchange.pushes.filter((push) => push.event === 'ai_response_progress').map((push) => push.payload as { uuid: string; text: string });
      expect(progress.length).toBeGreaterThan(0);
      for (const step of progress) expect(answerText.startsWith(step.text)).toBe(true);
      expect(exchange.pushes.map((push) => push.event)).toContain('created_ai_response');
      expect(exchange.pushes.filter((push) => push.event === 'updated_credits').map((push) => push.payload)).toEqual([
        { credits: 10 - PRICES[name], fields: ['credits'] },
      ]);

      expect(await balance(account.accountId)).toBe(10 - PRICES[name]);
      const [spent] = await listCreditTransactions(db(), account.accountId);
      expect(spent).toMatchObject({ reason: 'ai_usage', amount: -PRICES[name], ai_response_id: response.id });
      expect(dataOf('ai.get_response', (await harness.ask(account.accountId, 'ai.get_response', { id: response.id })).answer)).toEqual(response);
    });
  });

  it('writes through Anthropic’s messages API as well', async () => {
    const account = await seedAiAccount(db());
    anthropic.replyWith(reply.text('Questions you may be asked: ...', { chunks: 3, delayMs: 100 }));
    const harness = aiHarness(db(), always(createAnthropicProvider(anthropic.settings())));
    const response = dataOf('ai.use_ai_product', (await harness.ask(account.accountId, 'ai.use_ai_product', params('generate_interviewer_questions_for_interview', account))).answer);
    expect(response.text).toBe('Questions you may be asked: ...');
    expect(anthropic.received.at(-1)?.user).toContain(RESUME_TEXT);
    expect(await balance(account.accountId)).toBe(9);
  });

  it('cuts a resume longer than the model reads at a paragraph, and says so at the end of the answer', async () => {
    const account = await seedAiAccount(db());
    const longResume = Array.from({ length: 200 }, (_, index) => `Experience ${String(index + 1)}: ${'built things '.repeat(8)}`).join('\n\n');
    const resumeId = await seedFile(db(), account.accountId, 'resume', longResume);
    openAi.replyWith(reply.text('Advice.'));
    const small = { ...createOpenAiProvider(openAi.settings()), contextTokens: 3000 };
    const harness = aiHarness(db(), always(small));
    const response = dataOf(
      'ai.use_ai_product',
      (await harness.ask(account.accountId, 'ai.use_ai_product', { ...params('analyze_candidate_resume', account, 'fr-FR'), file_ids: [resumeId] })).answer,
    );
    expect(response.text).toMatch(/^Advice\.\n\n\(Remarque : le CV, trop long pour le modèle d’IA, a été raccourci/);
    const sent = openAi.received.at(-1)?.user ?? '';
    expect(sent).toContain('Experience 1:');
    expect(sent).not.toContain('Experience 200:');
    expect(sent).toMatch(/built things\s*\n<<<END CV>>>/);
  });

  describe('refunds in full and answers ai_unavailable', () => {
    it.each([
      ['a server error', reply.failure(500)],
      ['a refused key', reply.failure(401)],
      ['a rate limit', reply.failure(429)],
      ['empty text', reply.empty()],
      ['a stream dropped midway', reply.dropped('Dear hiring manager, I', { chunks: 4, afterChunks: 2 })],
      ['a refusal', reply.refusal()],
      ['no answer within the time limit', reply.hang()],
    ])('on %s', async (_case, script) => {
      const account = await seedAiAccount(db());
      openAi.replyWith(script);
      const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings({ timeoutMs: 400 }))), 400);
      const exchange = await harness.ask(account.accountId, 'ai.use_ai_product', params('generate_cover_letter_for_job_application', account));
      expect(exchange.answer.error?.code).toBe('ai_unavailable');
      expect(await balance(account.accountId)).toBe(10);
      const rows = await listCreditTransactions(db(), account.accountId);
      expect(rows.slice(0, 2).map((row) => [row.reason, row.amount])).toEqual([['ai_refund', 3], ['ai_usage', -3]]);
      expect(rows[0]?.ai_response_id).toBe(rows[1]?.ai_response_id);
      expect(dataOf('ai.list_responses', (await harness.ask(account.accountId, 'ai.list_responses', {})).answer)).toEqual([]);
    });

    it.each(['OpenAI', 'Anthropic'] as const)(
      'logging the error text %s answered, and answering in its own words: none of it reaches the browser or the stored answer',
      async (which) => {
        const account = await seedAiAccount(db());
        const keyFragment = 'sk-live-9f8e7d6c5b4a';
        const providerText = `Incorrect API key provided: ${keyFragment}. You can find your API key in your dashboard.`;
        const script = reply.failure(401, providerText);
        let provider: AiProvider;
        if (which === 'OpenAI') {
          openAi.replyWith(script);
          provider = createOpenAiProvider(openAi.settings());
        } else {
          anthropic.replyWith(script);
          provider = createAnthropicProvider(anthropic.settings());
        }
        const { logger, lines } = recordingLogger();
        const harness = aiHarness(db(), always(provider), 5000, { logger });
        const uuid = crypto.randomUUID();
        const exchange = await harness.ask(account.accountId, 'ai.use_ai_product', params('generate_cover_letter_for_job_application', account), uuid);

        const logged = lines.filter((line) => JSON.stringify(line).includes(keyFragment));
        process.stdout.write(
          `AI provider 401 on ${kind} through ${which}: the browser received ${JSON.stringify(exchange.answer.error)}; ${String(logged.length)} log line(s) hold the provider's text\n`,
        );

        expect(exchange.answer.error?.code).toBe('ai_unavailable');
        // What the browser receives (the answer and every push) and what a retry of the uuid would be answered.
        for (const seen of [JSON.stringify(exchange.published), JSON.stringify(await findAnswer(db(), account.accountId, uuid))]) {
          expect(seen).not.toContain(keyFragment);
          expect(seen).not.toContain('Incorrect API key');
        }
        // The log has it, with the account and the request: what an operator needs to mend the key.
        expect(logged).toHaveLength(1);
        expect(logged[0]).toMatchObject({ level: WARN, accountId: account.accountId, uuid });
        expect(await balance(account.accountId)).toBe(10);
      },
    );

    it('when the server closes mid-generation', async () => {
      const account = await seedAiAccount(db());
      openAi.replyWith(reply.hang());
      const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())), 30_000);
      const asked = harness.ask(account.accountId, 'ai.use_ai_product', params('analyze_candidate_resume', account));
      while (openAi.received.length === 0 || (await balance(account.accountId)) === 10) await new Promise((resolve) => setTimeout(resolve, 20));
      await harness.inFlight.stop();
      expect((await asked).answer.error?.code).toBe('ai_unavailable');
      expect(await balance(account.accountId)).toBe(10);
    });
  });

  it.each([
    ['job application', (account: AiAccount) => deleteJobApplication(db(), account.accountId, account.applicationId)],
    ['resume', (account: AiAccount) => deleteFile(db(), account.accountId, account.resumeId)],
  ] as const)('stores a response whose %s was deleted while it was written, with the links that remain, and keeps the charge', async (what, remove) => {
    const account = await seedAiAccount(db(), 10);
    const text = 'Dear hiring manager, I built the billing ledger at Northwind.';
    openAi.replyWith(reply.text(text, { chunks: 3 }));
    const provider = deletingOnceWritten(createOpenAiProvider(openAi.settings()), async () => {
      expect(await remove(account)).toBeTruthy();
    });
    const harness = aiHarness(db(), always(provider));
    const exchange = await harness.ask(account.accountId, 'ai.use_ai_product', params('generate_cover_letter_for_job_application', account));
    const progress = exchange.pushes.filter((push) => push.event === 'ai_response_progress').map((push) => (push.payload as { text: string }).text);
    const ledger = (await listCreditTransactions(db(), account.accountId)).reverse().map((row) => row.amount);
    process.stdout.write(
      `AI response whose ${what} was deleted while written, on ${kind}: ${String(progress.length)} progress push(es), answer ${exchange.answer.error?.code ?? 'the response'}, ledger ${ledger.join(' ')}\n`,
    );

    // The text reached the tab as it was written, and the response was kept and charged once, its other link kept.
    expect(progress.length).toBeGreaterThan(0);
    for (const step of progress) expect(text.startsWith(step)).toBe(true);
    const response = dataOf('ai.use_ai_product', exchange.answer);
    expect(response.text).toBe(text);
    expect(response).toMatchObject(
      what === 'resume' ? { job_applications: [{ id: account.applicationId }], files: [] } : { job_applications: [], files: [{ id: account.resumeId }] },
    );
    expect(ledger).toEqual([10, -3]);
    expect(await balance(account.accountId)).toBe(7);
    expect(dataOf('ai.list_responses', (await harness.ask(account.accountId, 'ai.list_responses', {})).answer)).toEqual([response]);
    expect(exchange.pushes.map((push) => push.event)).toContain('created_ai_response');
  });

  it('charges nothing when no provider answers', async () => {
    const account = await seedAiAccount(db());
    const harness = aiHarness(db(), always(undefined));
    expect((await harness.ask(account.accountId, 'ai.use_ai_product', params('analyze_candidate_resume', account))).answer.error?.code).toBe('ai_unavailable');
    expect(await listCreditTransactions(db(), account.accountId)).toHaveLength(1);
    const products = dataOf('ai.list_products', (await harness.ask(account.accountId, 'ai.list_products', {})).answer);
    expect(products.map((product) => [product.name, product.price, product.available])).toEqual(AI_PRODUCT_NAMES.map((name) => [name, PRICES[name], false]));
  });

  it('refuses missing documents, a resume without text, and another account’s documents, charging nothing', async () => {
    const account = await seedAiAccount(db());
    const stranger = await seedAiAccount(db());
    const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())));
    const use = (overrides: Record<string, unknown>) =>
      harness.ask(account.accountId, 'ai.use_ai_product', { ...params('generate_cover_letter_for_job_application', account), ...overrides });
    const noText = await seedFile(db(), account.accountId, 'resume', null);
    const coverLetter = await seedFile(db(), account.accountId, 'cover_letter', 'A letter');

    expect((await use({ file_ids: [] })).answer.error?.code).toBe('missing_documents');
    expect((await use({ job_application_ids: [] })).answer.error?.code).toBe('missing_documents');
    expect((await use({ file_ids: [noText] })).answer.error?.code).toBe('missing_documents');
    expect((await use({ file_ids: [coverLetter] })).answer.error?.code).toBe('missing_documents');
    expect((await use({ file_ids: [stranger.resumeId] })).answer.error?.code).toBe('not_found');
    expect((await use({ job_application_ids: [stranger.applicationId] })).answer.error?.code).toBe('not_found');
    expect((await use({ ai_product_id: crypto.randomUUID() })).answer.error?.code).toBe('not_found');
    expect(await balance(account.accountId)).toBe(10);
    expect(await balance(stranger.accountId)).toBe(10);
  });

  it('answers insufficient_credits without calling the provider', async () => {
    const account = await seedAiAccount(db(), 2);
    const before = openAi.received.length;
    const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())));
    expect((await harness.ask(account.accountId, 'ai.use_ai_product', params('generate_cover_letter_for_job_application', account))).answer.error?.code).toBe(
      'insufficient_credits',
    );
    expect(openAi.received.length).toBe(before);
    expect(await balance(account.accountId)).toBe(2);
  });

  it('lets 10 of 100 concurrent uses through a balance of 10 and never overspends (its bounds per account lifted)', async () => {
    const account = await seedAiAccount(db(), 10);
    openAi.replyWith(reply.text('Ask about the team.', { chunks: 2, delayMs: 20 }));
    const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())), 5000, { limits: { atOnce: 100, perHour: 100 } });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => harness.ask(account.accountId, 'ai.use_ai_product', params('generate_candaidate_questions_for_interview', account))),
    );
    const codes = answers.map((exchange) => exchange.answer.error?.code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(codes.filter((code) => code === 'insufficient_credits')).toHaveLength(90);
    expect(await balance(account.accountId)).toBe(0);
    expect(dataOf('ai.list_responses', (await harness.ask(account.accountId, 'ai.list_responses', {})).answer)).toHaveLength(10);
    process.stdout.write(`AI concurrency on ${kind}: 100 uses, ${String(codes.filter((code) => code === 'ok').length)} generated, ${String(codes.filter((code) => code === 'insufficient_credits').length)} insufficient_credits, balance 0\n`);
  });

  it('runs and charges a uuid once when it is sent again while it runs, and answers both with the one response', async () => {
    const account = await seedAiAccount(db(), 10);
    openAi.replyWith(reply.text('One answer.', { chunks: 3, delayMs: 200 }));
    const before = openAi.received.length;
    const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())));
    const uuid = crypto.randomUUID();
    const body = params('generate_candaidate_questions_for_interview', account);
    const first = harness.ask(account.accountId, 'ai.use_ai_product', body, uuid);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The retry finds it running: nothing is sent for it now, its answer is the first one's.
    const retry = harness.ask(account.accountId, 'ai.use_ai_product', body, uuid).catch((error: unknown) => error);
    const answer = (await first).answer;
    expect(dataOf('ai.use_ai_product', answer).text).toBe('One answer.');
    await retry;
    const again = await harness.ask(account.accountId, 'ai.use_ai_product', body, uuid);
    expect(again.answer).toEqual(answer);
    expect(openAi.received.length).toBe(before + 1);
    expect(await balance(account.accountId)).toBe(9);
  });

  describe('at most 2 generations at once and AI_MAX_PER_HOUR an hour, per account', () => {
    const journaled = async (accountId: string) =>
      Number((await db().selectFrom('ai_generations').select((eb) => eb.fn.countAll<string | number>().as('rows')).where('account_id', '=', accountId).executeTakeFirstOrThrow()).rows);
    const seedGeneration = async (accountId: string, startedAt: Date, status: 'running' | 'done' | 'refunded') => {
      const id = crypto.randomUUID();
      await insertGeneration(db(), { id, accountId, requestUuid: crypto.randomUUID(), aiProductName: 'generate_candaidate_questions_for_interview', credits: 1 }, startedAt);
      if (status !== 'running') await finishGeneration(db(), id, status, startedAt);
      return id;
    };
    const questions = (account: AiAccount) => params('generate_candaidate_questions_for_interview', account);

    it('lets 2 of a burst of 10 start, sent through two request routers on one database, and refuses the others rate_limited without charging', async () => {
      const account = await seedAiAccount(db(), 100);
      openAi.replyWith(reply.hang());
      const starts = countingStarts(createOpenAiProvider(openAi.settings({ timeoutMs: 60_000 })));
      // Two routers on one database, as two server processes behind one load balancer.
      const processes = [aiHarness(db(), always(starts.provider), 60_000), aiHarness(db(), always(starts.provider), 60_000)];
      const asked = Array.from({ length: 10 }, (_, index) => processes[index % 2]!.ask(account.accountId, 'ai.use_ai_product', questions(account)));
      // The refused are answered at once, the others write until their process closes; a third start ends the wait too.
      await Promise.race([settledCount(asked, 8), starts.reached(3)]);
      const startedInBurst = starts.count();
      await Promise.all(processes.map((process) => process.inFlight.stop()));
      const codes = (await Promise.all(asked)).map((exchange) => exchange.answer.error?.code ?? 'ok');
      const rows = await journaled(account.accountId);
      process.stdout.write(
        `AI burst on ${kind}: 10 uses at once over two routers, ${String(startedInBurst)} generations started while they ran, ${String(rows)} journaled in all, ${String(codes.filter((code) => code === 'rate_limited').length)} rate_limited\n`,
      );

      expect(startedInBurst).toBe(2);
      expect(rows).toBe(2);
      expect(codes.filter((code) => code === 'rate_limited')).toHaveLength(8);
      // The two let through were cut by the closing processes, and refunded.
      expect(codes.filter((code) => code === 'ai_unavailable')).toHaveLength(2);
      expect(await balance(account.accountId)).toBe(100);
      expect((await listCreditTransactions(db(), account.accountId)).map((row) => row.reason).sort()).toEqual(['adjustment', 'ai_refund', 'ai_refund', 'ai_usage', 'ai_usage']);
    });

    it('counts every generation started in the last hour, refunded or not, and none older', async () => {
      const account = await seedAiAccount(db(), 100);
      const now = Date.now();
      for (let index = 0; index < 29; index += 1) await seedGeneration(account.accountId, new Date(now - (59 - index) * 60_000), index % 3 === 0 ? 'refunded' : 'done');
      for (let index = 0; index < 5; index += 1) await seedGeneration(account.accountId, new Date(now - 61 * 60_000), 'done');
      openAi.replyWith(reply.text('Ask about the team.'));
      const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())));

      // The 30th of the hour is written; the 31st is refused before anything is charged or asked of the provider.
      expect(dataOf('ai.use_ai_product', (await harness.ask(account.accountId, 'ai.use_ai_product', questions(account))).answer).text).toBe('Ask about the team.');
      const before = openAi.received.length;
      const refused = await harness.ask(account.accountId, 'ai.use_ai_product', questions(account));
      expect(refused.answer.error?.code).toBe('rate_limited');
      expect(refused.pushes).toEqual([]);
      expect(openAi.received.length).toBe(before);
      expect(await balance(account.accountId)).toBe(99);
      expect(await journaled(account.accountId)).toBe(35);
    });

    it('takes its hourly bound from the settings', async () => {
      const account = await seedAiAccount(db(), 100);
      openAi.replyWith(reply.text('Ask about the team.'));
      const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())), 5000, { limits: { atOnce: 2, perHour: 2 } });
      const codes: string[] = [];
      for (let index = 0; index < 3; index += 1) codes.push((await harness.ask(account.accountId, 'ai.use_ai_product', questions(account))).answer.error?.code ?? 'ok');
      expect(codes).toEqual(['ok', 'ok', 'rate_limited']);
      expect(await balance(account.accountId)).toBe(98);
    });

    it('does not count a generation a stopped process left running once it is older than any live one can be', async () => {
      const account = await seedAiAccount(db(), 100);
      // The harness gives the provider 5 s: anything started more than 5 s plus the margin ago is not running any more.
      const left = new Date(Date.now() - 5000 - GENERATION_MARGIN_MS - 1000);
      const seeded = [
        await seedGeneration(account.accountId, left, 'running'),
        await seedGeneration(account.accountId, left, 'running'),
        await seedGeneration(account.accountId, new Date(), 'running'),
      ];
      openAi.replyWith(reply.text('Ask about the team.'));
      const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())));
      expect((await harness.ask(account.accountId, 'ai.use_ai_product', questions(account))).answer.error).toBeUndefined();
      // With the one still live, that makes 2: the next waits.
      seeded.push(await seedGeneration(account.accountId, new Date(), 'running'));
      expect((await harness.ask(account.accountId, 'ai.use_ai_product', questions(account))).answer.error?.code).toBe('rate_limited');
      // Closed, so that the recovery's test below finds none of them.
      for (const id of seeded) await finishGeneration(db(), id, 'refunded', new Date());
    });
  });

  it('refunds a generation a stopped process left behind, once, and answers its uuid ai_unavailable', async () => {
    const account = await seedAiAccount(db(), 10);
    const uuid = crypto.randomUUID();
    const generationId = crypto.randomUUID();
    const startedAt = new Date();
    // What a process did before it stopped: claimed the request, charged it and journaled the generation.
    await claimRequest(db(), account.accountId, uuid, 'ai.use_ai_product', startedAt);
    await runAccountChange(db(), account.accountId, startedAt, async (change) => {
      await spendCredits(change, 3, { aiResponseId: generationId });
      await insertGeneration(change.db, { id: generationId, accountId: account.accountId, requestUuid: uuid, aiProductName: 'generate_cover_letter_for_job_application', credits: 3 }, change.now);
    });
    expect(await balance(account.accountId)).toBe(7);
    const deps = { db: db(), publisher: { publishToAccount: () => Promise.resolve() }, logger: pino({ level: 'silent' }), timeoutMs: 1000 };

    // Still within the time a live generation could take: left alone.
    expect(await refundAbandonedGenerations(deps, new Date(startedAt.getTime() + 1000))).toBe(0);
    const later = new Date(startedAt.getTime() + 1000 + GENERATION_MARGIN_MS + 1);
    expect(await refundAbandonedGenerations(deps, later)).toBe(1);
    expect(await refundAbandonedGenerations(deps, later)).toBe(0);
    expect(await balance(account.accountId)).toBe(10);

    const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())));
    const retried = await harness.ask(account.accountId, 'ai.use_ai_product', params('generate_cover_letter_for_job_application', account), uuid);
    expect(retried.answer.error?.code).toBe('ai_unavailable');
    expect(await balance(account.accountId)).toBe(10);
  });
});
