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
import { insertGeneration } from '../../../../server/domain/ai/aiGenerationQueries';
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

  it('lets 10 of 100 concurrent uses through a balance of 10 and never overspends', async () => {
    const account = await seedAiAccount(db(), 10);
    openAi.replyWith(reply.text('Ask about the team.', { chunks: 2, delayMs: 20 }));
    const harness = aiHarness(db(), always(createOpenAiProvider(openAi.settings())));
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
