// The AI responses kept: listed newest first, by application and by file, got by id; another account's never
// seen; a response outlives the application and the file it was made from.
import crypto from 'node:crypto';
import { aiProductId } from '../../../../server/domain/ai/aiProducts';
import { createOpenAiProvider } from '../../../../server/services/ai/openAiCompatibleProvider';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { reply, startOpenAiStandIn, type OpenAiStandIn } from '../../services/ai/standIns';
import { dataOf } from '../jobApplications/seed';
import { aiHarness, seedAiAccount } from './aiFixtures';

describe.each(databaseKinds)('AI responses on %s', (kind) => {
  let database: TestDatabase;
  let openAi: OpenAiStandIn;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    openAi = await startOpenAiStandIn({ reply: reply.text('Generated.') });
  });
  afterAll(async () => {
    await openAi.close();
    await database.close();
  });

  it('lists, filters and gets the account’s responses only', async () => {
    const db = database.handle.db;
    const account = await seedAiAccount(db, 20);
    const stranger = await seedAiAccount(db, 20);
    const harness = aiHarness(db, { current: () => Promise.resolve(createOpenAiProvider(openAi.settings())) });
    const use = async (name: 'analyze_candidate_resume' | 'generate_candaidate_questions_for_interview', withResume: boolean) =>
      dataOf(
        'ai.use_ai_product',
        (
          await harness.ask(account.accountId, 'ai.use_ai_product', {
            ai_product_id: aiProductId(name),
            ai_product_name: name,
            locale: 'en-US',
            job_application_ids: withResume ? [] : [account.applicationId],
            file_ids: withResume ? [account.resumeId] : [],
          })
        ).answer,
      );
    const advice = await use('analyze_candidate_resume', true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const questions = await use('generate_candaidate_questions_for_interview', false);

    const ask = async (request: string, params: unknown) => (await harness.ask(account.accountId, request, params)).answer;
    expect(dataOf('ai.list_responses', await ask('ai.list_responses', {})).map((response) => response.id)).toEqual([questions.id, advice.id]);
    expect(dataOf('ai.list_responses_for_job_application', await ask('ai.list_responses_for_job_application', { id: account.applicationId }))).toEqual([questions]);
    expect(dataOf('ai.list_responses_for_file', await ask('ai.list_responses_for_file', { id: account.resumeId }))).toEqual([advice]);

    const theirs = (request: string, params: unknown) => harness.ask(stranger.accountId, request, params);
    expect(dataOf('ai.list_responses', (await theirs('ai.list_responses', {})).answer)).toEqual([]);
    expect(dataOf('ai.list_responses_for_file', (await theirs('ai.list_responses_for_file', { id: account.resumeId })).answer)).toEqual([]);
    expect((await theirs('ai.get_response', { id: advice.id })).answer.error?.code).toBe('not_found');
    expect((await ask('ai.get_response', { id: crypto.randomUUID() })).error?.code).toBe('not_found');

    // The application goes; the response made from it stays, without the link.
    await harness.ask(account.accountId, 'job_application.delete', { id: account.applicationId });
    expect(dataOf('ai.get_response', await ask('ai.get_response', { id: questions.id }))).toMatchObject({ id: questions.id, job_applications: [] });
  });
});
