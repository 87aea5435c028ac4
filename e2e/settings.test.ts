// Settings and follow-ups in Chromium against the real server, in English and in French: settings changed on one
// device shown at once on a second one of the same account; the browser's time zone kept at sign-up; and
// "Follow up?" on an application submitted 8 days ago, on the list, the board and its page, gone once one press
// has added the follow-up reminder.
import type { Page } from 'playwright-core';
import { signUpConfirmedAccount } from './support/accountApi';
import { launchBrowser, newProfile } from './support/browser';
import { messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { linkPathIn, waitForMail } from './support/outbox';
import { addAction, followMenu, postApplications, UI_TIMEOUT_MS, waitForText, waitGone } from './support/jobSearchPages';

const JOURNEY_TIMEOUT_MS = 180_000;

/** A moment `days` ago at `hour` o'clock in the browser's time zone, as typed in the picker. */
async function daysAgoAt(page: Page, days: number, hour: number): Promise<{ typed: string; iso: string }> {
  return page.evaluate(
    ({ back, atHour }) => {
      const moment = new Date();
      moment.setDate(moment.getDate() - back);
      moment.setHours(atHour, 0, 0, 0);
      const [month, day, hours] = [moment.getMonth() + 1, moment.getDate(), atHour].map((value) => String(value).padStart(2, '0'));
      return { typed: `${String(moment.getFullYear())}-${month ?? ''}-${day ?? ''} ${hours ?? ''}:00`, iso: moment.toISOString() };
    },
    { back: days, atHour: hour },
  );
}

async function waitForValue(page: Page, testId: string, value: string): Promise<void> {
  await page.waitForFunction(
    ({ id, expected }) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"] input, input[data-testid="${id}"]`)?.value === expected,
    { id: testId, expected: value },
    { timeout: UI_TIMEOUT_MS },
  );
}

describe.each(['en-US', 'fr-FR'] as const)('settings and follow-ups in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale);
  const text = (id: string) => messageText(locale, id);

  it(
    'shows a change of settings made on one device at once on another',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const deviceA = await devices.signedInDevice(account);
      const deviceB = await devices.signedInDevice(account);
      await followMenu(deviceA, 'settings', text('app.menu.settings'));
      await waitForText(deviceA.getByTestId('page-title'), text('settings.title'));
      await deviceB.goto(`${devices.server.url}/settings`);
      for (const page of [deviceA, deviceB]) await waitForValue(page, 'settings-follow-up-days', '7');

      // The follow-up days, saved when the field is left.
      const days = deviceA.getByTestId('settings-follow-up-days');
      await days.fill('14');
      await days.press('Tab');
      await waitForText(deviceA.getByTestId('settings-status-follow_up_days'), text('settings.saved'));
      await waitForValue(deviceB, 'settings-follow-up-days', '14');

      // Reminders by mail turned off.
      await deviceA.getByTestId('settings-reminder-email').click();
      await waitForText(deviceA.getByTestId('settings-status-reminder_email'), text('settings.saved'));
      await deviceB.locator('[data-testid="settings-reminder-email"][aria-checked="false"]').waitFor({ timeout: UI_TIMEOUT_MS });

      // Another time zone, found by typing in the select.
      await deviceA.getByTestId('settings-time-zone').click();
      await deviceA.keyboard.type('Asia/Tok');
      await deviceA.locator('.ant-select-item-option[title="Asia/Tokyo"], .ant-select-item-option').filter({ hasText: 'Asia/Tokyo' }).first().click();
      await waitForText(deviceA.getByTestId('settings-status-time_zone'), text('settings.saved'));
      await waitForText(deviceB.getByTestId('settings-field-time_zone'), 'Asia/Tokyo');

      // Push reminders need the app's service worker, which these profiles block: said so, and the switch stays off.
      await deviceA.context().grantPermissions(['notifications'], { origin: devices.server.url });
      await deviceA.getByTestId('settings-reminder-push').click();
      await waitForText(deviceA.getByTestId('settings-error-reminder_push'), text('settings.reminderPush.unsupported'));
      await deviceA.locator('[data-testid="settings-reminder-push"][aria-checked="false"]').waitFor();
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'keeps the time zone of the browser an account signs up in',
    async () => {
      const browser = await launchBrowser();
      try {
        const context = await newProfile(browser, { locale, timezoneId: 'America/Sao_Paulo', extraHTTPHeaders: devices.server.clientHeaders });
        const page = await context.newPage();
        const email = `zone-${locale.toLowerCase()}-${String(Date.now())}@example.test`;
        const password = 'Correct-Horse-9';
        await page.goto(`${devices.server.url}/sign_up`);
        await page.getByTestId('sign-up-email').fill(email);
        await page.getByTestId('sign-up-password').fill(password);
        await page.getByTestId('sign-up-password-confirmation').fill(password);
        await page.getByTestId('sign-up-terms').check();
        const widget = page.getByTestId('sign-up-captcha');
        await widget.locator('input[type="checkbox"]').first().click();
        await widget.locator('[data-state="verified"]').first().waitFor({ timeout: 90_000 });
        await page.getByTestId('sign-up-submit').click();
        await page.getByTestId('sign-up-check-mail').waitFor({ timeout: UI_TIMEOUT_MS });
        const mail = await waitForMail(devices.server.dataDir, email);
        await page.goto(`${devices.server.url}${linkPathIn(mail, '/sign_up_confirmation/')}`);
        await page.getByTestId('confirmation-success').waitFor({ timeout: UI_TIMEOUT_MS });
        await page.goto(`${devices.server.url}/login`);
        await page.getByTestId('sign-in-email').fill(email);
        await page.getByTestId('sign-in-password').fill(password);
        await page.getByTestId('sign-in-submit').click();
        await page.waitForURL(`${devices.server.url}/`, { timeout: UI_TIMEOUT_MS });
        await page.goto(`${devices.server.url}/settings`);
        await waitForText(page.getByTestId('settings-field-time_zone'), 'America/Sao_Paulo');
        await context.close();
      } finally {
        await browser.close();
      }
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'asks to follow up on an application submitted 8 days ago, on the list, the board and its page, until one press adds the reminder',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const title = locale === 'fr-FR' ? 'Ingénieure données' : 'Data engineer';
      const [id] = await postApplications(page, [{ title, url: 'https://jobs.example.org/data' }]);
      await page.goto(`${devices.server.url}/job_applications/${String(id)}`);
      await addAction(page, { typeLabel: text('actions.type.submit'), title: 'CV', moment: await daysAgoAt(page, 8, 10) });

      const label = messageText(locale, 'jobApplications.followUp.label', { title });
      const nudgeOn = (where: Page) => where.getByRole('button', { name: label });
      await nudgeOn(page).waitFor({ timeout: UI_TIMEOUT_MS });
      await waitForText(nudgeOn(page), text('jobApplications.followUp.button'));
      await page.goto(`${devices.server.url}/job_applications`);
      await nudgeOn(page).waitFor({ timeout: UI_TIMEOUT_MS });
      await page.goto(`${devices.server.url}/board`);
      await nudgeOn(page).waitFor({ timeout: UI_TIMEOUT_MS });

      // One press on the board: the reminder is added, and the nudge goes everywhere.
      await nudgeOn(page).click();
      await waitGone(nudgeOn(page));
      await page.goto(`${devices.server.url}/job_applications`);
      await page.getByTestId('job-application-row').filter({ hasText: title }).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await nudgeOn(page).count()).toBe(0);
      await page.goto(`${devices.server.url}/job_applications/${String(id)}`);
      await page.getByTestId('action-row').filter({ hasText: text('jobApplications.followUp.actionTitle') }).waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await nudgeOn(page).count()).toBe(0);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
