// The real app over its live channel takes the AI products' hourly bound from its settings (AI_MAX_PER_HOUR):
// past it, ai.use_ai_product answers rate_limited and charges nothing.
import crypto from 'node:crypto';
import { aiProductId } from '../../../../server/domain/ai/aiProducts';
import { findAccountById } from '../../../../server/domain/accounts/accountQueries';
import { issueSession } from '../../../../server/domain/accounts/sessions';
import { createOpenAiProvider } from '../../../../server/services/ai/openAiCompatibleProvider';
import { listenOnLoopback, startTestApp, type TestApp } from '../../../support/testApp';
import { type ClientChannel, closeAllClients, nextEvent, TestClient } from '../../realtime/support/phoenixClients';
import { type OpenAiStandIn, reply, startOpenAiStandIn } from '../../services/ai/standIns';
import { seedAiAccount } from './aiFixtures';

let standIn: OpenAiStandIn;
let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  standIn = await startOpenAiStandIn({ reply: reply.text('Ask about the team.') });
  const provider = createOpenAiProvider(standIn.settings());
  testApp = await startTestApp({ AI_MAX_PER_HOUR: '2' }, { aiProviders: { current: () => Promise.resolve(provider) } });
  baseUrl = await listenOnLoopback(testApp.app);
});

afterAll(async () => {
  await closeAllClients();
  await testApp.close();
  await standIn.close();
});

it('answers the third use of an hour rate_limited when AI_MAX_PER_HOUR is 2, charging the first two only', async () => {
  const db = testApp.database.db;
  const account = await seedAiAccount(db, 10);
  const { token } = await issueSession(db, account.accountId);
  const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: token } }).connect();
  const channel: ClientChannel = client.channel(`user:${account.accountId}`);
  await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });

  const codes: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const answered = nextEvent(channel, 'response') as Promise<{ error?: { code: string } }>;
    channel.push('request', {
      request: 'ai.use_ai_product',
      uuid: crypto.randomUUID(),
      params: {
        ai_product_id: aiProductId('generate_candaidate_questions_for_interview'),
        ai_product_name: 'generate_candaidate_questions_for_interview',
        locale: 'en-US',
        job_application_ids: [account.applicationId],
        file_ids: [],
      },
    });
    codes.push((await answered).error?.code ?? 'ok');
  }
  expect(codes).toEqual(['ok', 'ok', 'rate_limited']);
  expect((await findAccountById(db, account.accountId))?.credits).toBe(8);
});
