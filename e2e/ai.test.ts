// The AI products in Chromium against the real server process, in English and in French, the server writing
// through the official OpenAI client to a loopback stand-in of the chat completions API (no model is needed):
// questions to ask generated from an application's AI tab, the text appearing as it is written, the credit
// spent on both devices, the response on the other device's history and on its own page, opened by its address
// (asked for alone with `ai.get_response`); then the credits running out, and the Generate button saying why it
// cannot, with a way to buy more.
import type { Page } from 'playwright-core';
import { OPENAI_STAND_IN_KEY, reply, startOpenAiStandIn, type OpenAiStandIn } from '../test/server/services/ai/standIns';
import { signUpConfirmedAccount } from './support/accountApi';
import { formattedText, messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { createApplication, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';
import { recordLiveRequests } from './support/liveRequests';
import { forgetWorkspaceCopy } from './support/offlineCopy';

const JOURNEY_TIMEOUT_MS = 180_000;
const QUESTIONS = 'Q1. How is the ledger team organised?\nQ2. What would success look like after six months?\nQ3. How are incidents handled?';
const PRODUCT = 'generate_candaidate_questions_for_interview';

let standIn: OpenAiStandIn;
beforeAll(async () => {
  // Streamed slowly enough that the page is seen writing it.
  standIn = await startOpenAiStandIn({ reply: reply.text(QUESTIONS, { chunks: 6, delayMs: 400 }) });
});
afterAll(async () => {
  await standIn.close();
});

describe.each(['en-US', 'fr-FR'] as const)('AI products in Chromium (%s)', (locale) => {
  // Asked when the server starts, once the stand-in above has its address.
  const devices = useSignedInDevices(locale, () => ({ AI_BASE_URL: standIn.baseUrl, AI_API_KEY: OPENAI_STAND_IN_KEY, AI_MODEL: 'stand-in-model' }));
  const balanceText = (count: number) => formattedText(locale, 'credits.balance', { count });

  async function generateQuestions(page: Page): Promise<void> {
    const card = page.locator(`[data-testid="ai-product-card"][data-name="${PRODUCT}"]`);
    await card.getByTestId('ai-product-generate').click();
  }

  it(
    'writes questions to ask as the model streams them, spends a credit on every device, shows them in history, and says why it stops when credits run out',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const other = await devices.signedInDevice(account);
      const title = locale === 'fr-FR' ? 'Ingénieure grand livre' : 'Ledger engineer';
      const applicationId = await createApplication(page, devices.server.url, locale, { title, url: 'https://jobs.example.org/ledger', newCompany: `Northwind ${locale}` });

      await page.goto(`${devices.server.url}/job_applications/${applicationId}?tab=ai`);
      const card = page.locator(`[data-testid="ai-product-card"][data-name="${PRODUCT}"]`);
      await card.waitFor({ timeout: UI_TIMEOUT_MS });
      await waitForText(page.getByTestId('credits'), balanceText(3));

      const before = standIn.received.length;
      await generateQuestions(page);
      // Seen while it is written: a part of the text, before the whole.
      await page.getByTestId('ai-generation-progress').waitFor({ timeout: UI_TIMEOUT_MS });
      await waitForText(page.getByTestId('ai-generation-text'), 'Q1.');
      expect(await page.getByTestId('ai-generation-text').innerText()).not.toContain('Q3.');
      const result = page.getByTestId('ai-generation-result');
      await waitForText(result, 'Q3. How are incidents handled?');

      // The prompt held the application and asked for the interface language.
      const prompt = standIn.received[before];
      expect(prompt?.user).toContain(title);
      expect(prompt?.system).toContain(locale === 'fr-FR' ? 'en français' : 'American English');

      await waitForText(page.getByTestId('credits'), balanceText(2));
      await waitForText(other.getByTestId('credits'), balanceText(2));
      await other.goto(`${devices.server.url}/ai_history`);
      const item = other.getByTestId('ai-history-item').first();
      await item.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await other.getByTestId('ai-history-item').count()).toBe(1);

      // Its own page, opened by its address on a fresh load of the other device: the response asked for alone.
      const responseId = await item.getAttribute('data-id');
      const otherRequests = recordLiveRequests(other);
      // Without the copy of the workspace, which may hold the response already (the page writes it as it is
      // left): this load knows nothing yet.
      await other.goto('about:blank');
      await forgetWorkspaceCopy(other.context(), other, devices.server.url);
      await other.goto(`${devices.server.url}/ai_history/${responseId ?? ''}`);
      await waitForText(other.getByTestId('ai-response-page-response').getByTestId('ai-response-text'), 'Q3. How are incidents handled?');
      expect(await other.locator('h1').innerText()).toBe(messageText(locale, 'ai.product.questionsToAsk.name'));
      expect(otherRequests.paramsOf('ai.get_response')).toContainEqual({ id: responseId });
      // An id of no response of the account says so.
      await other.goto(`${devices.server.url}/ai_history/00000000-0000-4000-8000-000000000000`);
      await waitForText(other.getByTestId('ai-response-not-found'), messageText(locale, 'ai.responsePage.notFound'));

      // Two more use the last credits; then Generate says why not, with a way to buy credits.
      for (const remaining of [1, 0]) {
        await generateQuestions(page);
        await waitForText(page.getByTestId('credits'), balanceText(remaining));
        await page.getByTestId('ai-generation-result').waitFor({ timeout: UI_TIMEOUT_MS });
      }
      expect(await card.getByTestId('ai-product-generate').isDisabled()).toBe(true);
      const reason = card.getByTestId('ai-product-blocked-reason');
      await reason.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await reason.locator('a[href="/payment_options"]').count()).toBe(1);
      await page.getByTestId('ai-application-responses').getByTestId('ai-response-item').nth(2).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
