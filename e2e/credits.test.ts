// Credits in Chromium against the real server process, in English and in French: a pack bought through the
// built-in sandbox checkout (its own page, then the success page confirming the credits and naming the pack,
// asked for with `account.get_payment_option`), the balance rising live on a second device, the purchase listed
// among the transactions, a checkout canceled charging nothing (its page naming the pack and buying it again in
// one press), and the help page with the operator's contact.
import type { Page } from 'playwright-core';
import { signUpConfirmedAccount } from './support/accountApi';
import { formattedText, messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { followMenu, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';
import { recordLiveRequests } from './support/liveRequests';

const JOURNEY_TIMEOUT_MS = 150_000;
const SUPPORT_EMAIL = 'help@jobs.example.org';

describe.each(['en-US', 'fr-FR'] as const)('credits in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale, { SUPPORT_EMAIL });
  const text = (id: string, values?: Readonly<Record<string, string>>) => messageText(locale, id, values);
  /** What the header shows for a balance, in the interface language. */
  const balanceText = (count: number) => formattedText(locale, 'credits.balance', { count });
  const starterPrice = locale === 'fr-FR' ? /5,00\s€/ : /€5\.00/;
  const standardPrice = locale === 'fr-FR' ? /12,00\s€/ : /€12\.00/;

  async function openPacks(page: Page): Promise<void> {
    await followMenu(page, 'add-credits', text('app.menu.addCredits'));
    await page.waitForURL(`${devices.server.url}/payment_options`);
    await page.getByTestId('payment-option').first().waitFor({ timeout: UI_TIMEOUT_MS });
  }

  it(
    'buys a pack through the sandbox checkout, sees the balance rise on a second device, and finds the purchase among the transactions',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const requests = recordLiveRequests(page);
      const other = await devices.signedInDevice(account);
      // The sign-up credits, in both tabs.
      await waitForText(page.getByTestId('credits'), balanceText(3));
      await waitForText(other.getByTestId('credits'), balanceText(3));

      await openPacks(page);
      await page.getByTestId('payment-sandbox-note').waitFor({ timeout: UI_TIMEOUT_MS });
      const packs = page.getByTestId('payment-option');
      expect(await packs.count()).toBe(3);
      const starter = packs.first();
      const starterId = await starter.getAttribute('data-id');
      expect(await starter.getByTestId('payment-option-credits').innerText()).toContain('20');
      expect(await starter.getByTestId('payment-option-price').innerText()).toMatch(starterPrice);

      // The sandbox's own page: it says no money moves, then pays.
      await starter.getByTestId('payment-option-buy').click();
      await page.waitForURL(/\/api\/payments\/sandbox\/[0-9a-f-]{36}$/, { timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('sandbox-notice').innerText()).toContain(locale === 'fr-FR' ? 'aucun argent' : 'no money moves');
      expect(await page.getByTestId('sandbox-price').innerText()).toMatch(starterPrice);
      await page.getByTestId('sandbox-pay').click();

      await page.waitForURL(/\/payment\/success\?checkout_id=[0-9a-f-]{36}$/, { timeout: UI_TIMEOUT_MS });
      const confirmed = page.getByTestId('payment-confirmed');
      await confirmed.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await confirmed.innerText()).toContain('20');
      expect(await confirmed.innerText()).toContain('23');
      // The pack bought, named from the checkout's option and asked for by its id.
      await waitForText(page.getByTestId('payment-pack'), text('credits.paymentOptions.name.starter'));
      expect(await page.getByTestId('payment-pack').innerText()).toMatch(starterPrice);
      expect(requests.paramsOf('account.get_payment_option')).toContainEqual({ id: starterId });
      await waitForText(page.getByTestId('credits'), balanceText(23));
      // The other device, never reloaded, hears of it.
      await waitForText(other.getByTestId('credits'), balanceText(23));

      await followMenu(page, 'transactions', text('app.menu.transactions'));
      const rows = page.getByTestId('transaction-row');
      await rows.first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await rows.count()).toBe(2);
      const purchase = rows.first();
      expect(await purchase.getByTestId('transaction-reason').innerText()).toBe(text('credits.transactions.reason.purchase'));
      expect(await purchase.getByTestId('transaction-amount').innerText()).toMatch(/\+\s?20/);
      expect(await purchase.getByTestId('transaction-balance-before').innerText()).toBe('3');
      expect(await purchase.getByTestId('transaction-balance-after').innerText()).toBe('23');
      expect(await rows.nth(1).getByTestId('transaction-reason').innerText()).toBe(text('credits.transactions.reason.sign_up_bonus'));
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'cancels a checkout in the sandbox: back to the packs, nothing charged, the balance unchanged',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const requests = recordLiveRequests(page);
      await openPacks(page);
      const standard = page.getByTestId('payment-option').nth(1);
      const standardId = await standard.getAttribute('data-id');
      await standard.getByTestId('payment-option-buy').click();
      await page.waitForURL(/\/api\/payments\/sandbox\//, { timeout: UI_TIMEOUT_MS });
      const cancelAt = async () => {
        await page.getByTestId('sandbox-cancel').click();
        await page.waitForURL(/\/payment_canceled\?checkout_id=/, { timeout: UI_TIMEOUT_MS });
        await page.getByTestId('payment-canceled').waitFor({ timeout: UI_TIMEOUT_MS });
      };
      await cancelAt();
      await waitForText(page.getByTestId('credits'), balanceText(3));

      // The page names the pack left unpaid (the checkout asked for, then its pack), and buys it again in one
      // press: a new checkout of the same pack, canceled in turn.
      await waitForText(page.getByTestId('payment-pack'), text('credits.paymentOptions.name.standard'));
      expect(await page.getByTestId('payment-pack').innerText()).toMatch(standardPrice);
      expect(requests.paramsOf('account.get_checkout')).toContainEqual({ id: new URL(page.url()).searchParams.get('checkout_id') });
      expect(requests.paramsOf('account.get_payment_option')).toContainEqual({ id: standardId });
      await page.getByTestId('payment-buy-again').click();
      await page.waitForURL(/\/api\/payments\/sandbox\//, { timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('sandbox-price').innerText()).toMatch(standardPrice);
      await cancelAt();
      await waitForText(page.getByTestId('credits'), balanceText(3));

      await followMenu(page, 'transactions', text('app.menu.transactions'));
      await page.getByTestId('transaction-row').first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await page.getByTestId('transaction-row').count()).toBe(1);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'explains the product and its AI prices on the help page, with the operator’s address',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      await followMenu(page, 'help', text('app.menu.help'));
      await page.waitForURL(`${devices.server.url}/help`);
      const help = page.getByTestId('help-page');
      await help.waitFor({ timeout: UI_TIMEOUT_MS });
      const contact = page.getByTestId('help-support-email');
      await contact.waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await contact.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
      expect(await help.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
