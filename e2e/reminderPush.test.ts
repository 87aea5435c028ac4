// A reminder by push, from the settings page to the notification the service worker shows, in Chromium against
// the real server, in English and in French at once (the reminder's wait is a real minute, spent once):
// /settings sets the time zone (Europe/Paris, away from the browser's own), turns push on (the permission, the
// subscription, the server's record of it) and sets a lead of one minute; an interview added on an application's
// page then has the server mail its reminder to the outbox and push it, signed and encrypted, to a stand-in of a
// push service on loopback HTTPS (test/support/pushService.ts), which checks the VAPID signature and decrypts the
// message; DevTools hands that message to the page's service worker, which shows it as the notification.
//
// Two boundaries stand in for what this machine cannot reach. The browser's own push service (Google's, for
// Chromium) is out of reach, so `pushManager.subscribe` answers a subscription of the stand-in, whose keys the
// stand-in holds; and the stand-in cannot reach the browser, so DevTools' `ServiceWorker.deliverPushMessage`
// delivers the message the stand-in received. Everything between is the real app, server and worker.
//
// It runs in Debian's full browser: the headless shell denies every page the notification permission. Without
// the full browser, `npm test` leaves this file out and says so (scripts/test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import webPush from 'web-push';
import { type ReminderPushMessage, reminderPushMessageSchema } from '../contract';
import { reminderDate } from '../server/services/mail/reminderMail';
import { type PushServiceStandIn, type StandInSubscription, startPushService } from '../test/support/pushService';
import { type ConfirmedAccount, type Locale, openSignedInPage, signUpConfirmedAccount } from './support/accountApi';
import { launchInstallableProfile } from './support/browser';
import { messageText } from './support/catalogs';
import { fullChromiumPath } from './support/chromiumPath';
import { waitForMail } from './support/outbox';
import { addAction, postApplications, type PickedMoment, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';
import { type OwnServer, startServer } from './support/server';

/** The account's zone the settings page picks: not the browser's (below), so the reminder's date shows which one counts. */
const ACCOUNT_TIME_ZONE = 'Europe/Paris';
const BROWSER_TIME_ZONE = 'America/Sao_Paulo';
/** The interview's date is at least this far ahead when picked: past the one-minute lead once the form is sent. */
const PICKED_AHEAD_MS = 100_000;
/** The reminder is due at most PICKED_AHEAD_MS + 60 s - 60 s after the pick; the queue polls each second. */
const REMINDER_TIMEOUT_MS = 150_000;

/** What the test's stand-in of the browser's push service answers to `pushManager.subscribe`. */
interface SubscriptionInPage extends StandInSubscription {
  readonly expectedKey: string;
}

/**
 * Replaces the Push API's subscribe and getSubscription in every page of the profile with the stand-in's
 * subscription, as the browser's push service would answer: the same endpoint and keys each time, kept until
 * unsubscribed. A subscription for another key than the server's fails, as the real one would not deliver it.
 */
async function subscribeThroughStandIn(context: BrowserContext, subscription: SubscriptionInPage): Promise<void> {
  // No named function in here: a bundler's name-keeping wrapper would not exist in the page.
  await context.addInitScript((given: SubscriptionInPage) => {
    const storageKey = 'e2e-push-subscribed';
    const subscribed = { value: sessionStorage.getItem(storageKey) === 'yes' };
    const made = {
      endpoint: given.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null as ArrayBuffer | null, userVisibleOnly: true },
      getKey: () => null,
      toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
      unsubscribe: () => {
        subscribed.value = false;
        sessionStorage.removeItem(storageKey);
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : null;
      const base64Url = bytes === null ? '' : btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      if (bytes === null || base64Url !== given.expectedKey || options?.userVisibleOnly !== true) {
        return Promise.reject(new DOMException('not the server key, or not user-visible', 'InvalidAccessError'));
      }
      made.options.applicationServerKey = bytes.slice().buffer;
      subscribed.value = true;
      sessionStorage.setItem(storageKey, 'yes');
      return Promise.resolve(made as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(subscribed.value ? (made as unknown as PushSubscription) : null);
  }, subscription);
}

/** The next whole minute at least PICKED_AHEAD_MS ahead, in the browser's zone as typed in the picker, and as ISO. */
async function interviewMoment(page: Page): Promise<PickedMoment> {
  return page.evaluate((aheadMs) => {
    const moment = new Date(Math.ceil((Date.now() + aheadMs) / 60_000) * 60_000);
    const [month, day, hours, minutes] = [moment.getMonth() + 1, moment.getDate(), moment.getHours(), moment.getMinutes()].map((value) =>
      String(value).padStart(2, '0'),
    );
    return { typed: `${String(moment.getFullYear())}-${month ?? ''}-${day ?? ''} ${hours ?? ''}:${minutes ?? ''}`, iso: moment.toISOString() };
  }, PICKED_AHEAD_MS);
}

interface ShownNotification {
  readonly title: string;
  readonly body: string;
  readonly tag: string;
  readonly data: unknown;
}

/** The notifications the page's service worker shows now. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
    }));
  });
}

/** How long one delivery may take to show before the message is delivered again (the worker may be starting). */
const DELIVERY_WAIT_MS = 5_000;
const DELIVERIES = 4;

/**
 * Hands a push message to the page's service worker as the browser's push service would (DevTools'
 * `ServiceWorker.deliverPushMessage`, to the registration of `origin`), and answers the notifications it shows.
 * Like a push service, it delivers again when nothing shows: once in CI, on a loaded machine, a first delivery
 * to the worker (stopped while idle, so started for it) showed nothing within 15 s. One notification per action
 * (its tag), so a second delivery replaces the first. What DevTools said of the worker goes into the failure's message.
 */
async function deliverAndWaitForNotification(page: Page, origin: string, data: string): Promise<ShownNotification[]> {
  const devTools = await page.context().newCDPSession(page);
  const workerStates: string[] = [];
  devTools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) workerStates.push(`${version.scriptURL}: ${version.status}, ${version.runningStatus}`);
  });
  const registrationId = new Promise<string>((resolve) => {
    devTools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours !== undefined) resolve(ours.registrationId);
    });
  });
  await devTools.send('ServiceWorker.enable');
  const id = await registrationId;
  for (let delivery = 1; delivery <= DELIVERIES; delivery += 1) {
    await devTools.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
    const deadline = Date.now() + DELIVERY_WAIT_MS;
    while (Date.now() < deadline) {
      const shown = await shownNotifications(page);
      if (shown.length > 0) {
        await devTools.detach();
        return shown;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await devTools.detach();
  throw new Error(`no notification after ${String(DELIVERIES)} deliveries to registration ${id}; the worker was: ${workerStates.slice(-6).join(' | ')}`);
}

interface Journey {
  readonly locale: Locale;
  readonly account: ConfirmedAccount;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly subscription: StandInSubscription;
}

const fullChromium = fullChromiumPath();

describe('a reminder by push in Chromium, in English and in French', () => {
  let server: OwnServer;
  let service: PushServiceStandIn;
  const journeys: Journey[] = [];
  const profileDirs: string[] = [];

  // The server's VAPID keys from its settings (the pair made once in DATA_DIR has its own test, in-process).
  const vapidKeys = webPush.generateVAPIDKeys();

  beforeAll(async () => {
    service = await startPushService();
    // The server trusts the stand-in's certificate, and may push to its loopback address (a test's setting only).
    server = await startServer({
      NODE_EXTRA_CA_CERTS: service.certificateFile,
      PUSH_ALLOW_PRIVATE_ADDRESSES: 'true',
      VAPID_PUBLIC_KEY: vapidKeys.publicKey,
      VAPID_PRIVATE_KEY: vapidKeys.privateKey,
    });
  });
  afterAll(async () => {
    for (const { context } of journeys) await context.close();
    for (const directory of profileDirs) fs.rmSync(directory, { recursive: true, force: true });
    await server.close();
    await service.close();
  });

  /** Signs a new account in, in a browser of its own, whose push subscriptions the stand-in answers. */
  async function openJourney(locale: Locale): Promise<Journey> {
    if (fullChromium === undefined) throw new Error('no full Chromium (scripts/test.ts leaves this file out without one)');
    const account = await signUpConfirmedAccount(server, locale);
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-reminder-push-'));
    profileDirs.push(profileDir);
    const context = await launchInstallableProfile(profileDir, { locale, timezoneId: BROWSER_TIME_ZONE, viewport: { width: 1280, height: 800 } }, fullChromium);
    await context.grantPermissions(['notifications'], { origin: server.url });
    const subscription = service.subscribe();
    await subscribeThroughStandIn(context, { ...subscription, expectedKey: vapidKeys.publicKey });
    const page = await openSignedInPage(context, server, account);
    const journey = { locale, account, context, page, subscription };
    journeys.push(journey);
    return journey;
  }

  /** On /settings: the account's zone, push on (this browser subscribed and recorded), and a lead of one minute. */
  async function setUpReminders({ locale, page }: Journey): Promise<void> {
    const saved = messageText(locale, 'settings.saved');
    await page.goto(`${server.url}/settings`);
    // The list of zones is long and drawn a screenful at a time: typed to, as a person would.
    await page.getByTestId('settings-time-zone').click();
    await page.keyboard.type(ACCOUNT_TIME_ZONE);
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: ACCOUNT_TIME_ZONE });
    await option.first().click({ timeout: UI_TIMEOUT_MS });
    await waitForText(page.getByTestId('settings-time-zone'), ACCOUNT_TIME_ZONE);
    await waitForText(page.getByTestId('settings-status-time_zone'), saved);
    await page.getByTestId('settings-reminder-push').click();
    await page.locator('[data-testid="settings-reminder-push"][aria-checked="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
    await waitForText(page.getByTestId('settings-status-reminder_push'), saved);
    const lead = page.getByTestId('settings-lead-minutes');
    await lead.fill('1');
    await lead.press('Tab');
    await waitForText(page.getByTestId('settings-status-reminder_lead_minutes'), saved);
  }

  /** An application, and an interview on its page dated the next whole minute past the lead. */
  async function addInterview({ locale, page }: Journey): Promise<{ applicationId: string; actionId: string; title: string; moment: PickedMoment }> {
    const applicationTitle = locale === 'fr-FR' ? 'Développeuse backend' : 'Backend developer';
    const [applicationId = ''] = await postApplications(page, [{ title: applicationTitle, url: 'https://jobs.example.org/offers/7' }]);
    await page.goto(`${server.url}/job_applications/${applicationId}`);
    await page.getByTestId('tab-actions').click();
    const title = locale === 'fr-FR' ? 'Entretien technique' : 'Technical interview';
    const moment = await interviewMoment(page);
    const row = await addAction(page, { typeLabel: messageText(locale, 'actions.type.interview'), title, moment });
    return { applicationId, actionId: (await row.getAttribute('data-id')) ?? '', title, moment };
  }

  it(
    'mails the reminder of an interview a minute ahead and shows it from the service worker, in the account’s zone and language',
    async () => {
      const opened = await Promise.all((['en-US', 'fr-FR'] as const).map(openJourney));
      await Promise.all(opened.map(setUpReminders));
      const interviews = await Promise.all(opened.map(addInterview));

      // Both reminders pushed within the minute: signed with the server's key, decrypted by the stand-in.
      const received = await service.waitForMessages(2, REMINDER_TIMEOUT_MS);
      expect(service.refused).toEqual([]);

      for (const [index, journey] of opened.entries()) {
        const { locale, page, account, subscription } = journey;
        const interview = interviews[index];
        if (interview === undefined) throw new Error('no interview');
        const when = reminderDate(locale, interview.moment.iso, ACCOUNT_TIME_ZONE);
        const typeName = locale === 'fr-FR' ? 'Entretien\u00a0: ' : 'Interview: ';

        // The mail, in the account's language, the date in the zone picked on /settings.
        const mail = await waitForMail(server.dataDir, account.email, 2, REMINDER_TIMEOUT_MS);
        expect(mail.subject).toBe(locale === 'fr-FR' ? `Rappel\u00a0: ${interview.title}` : `Reminder: ${interview.title}`);
        expect(mail.text).toContain(when);
        expect(mail.text).toContain(`/job_applications/${interview.applicationId}`);

        // The push, to this browser's subscription only.
        const pushed = received.filter((message) => message.endpoint === subscription.endpoint);
        expect(pushed).toHaveLength(1);
        const [message] = pushed;
        if (message === undefined) throw new Error('no push');
        expect(message.vapidPublicKey).toBe(vapidKeys.publicKey);
        const payload: ReminderPushMessage = reminderPushMessageSchema.parse(JSON.parse(message.text));
        expect(payload).toEqual({
          kind: 'action_reminder',
          action_id: interview.actionId,
          title: `${typeName}${interview.title}`,
          body: expect.stringContaining(when),
          path: `/job_applications/${interview.applicationId}`,
        });

        // The message as the browser's push service would deliver it: the worker shows it, one per action.
        const origin = new URL(server.url).origin;
        expect(await deliverAndWaitForNotification(page, origin, message.text)).toEqual([
          { title: payload.title, body: payload.body, tag: interview.actionId, data: { path: payload.path } },
        ]);
      }
    },
    REMINDER_TIMEOUT_MS + 120_000,
  );
});
