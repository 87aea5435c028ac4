// Reminders through the real app on each database, by the real clock: the push routes (public key, subscribe,
// unsubscribe, a private endpoint refused without PUSH_ALLOW_PRIVATE_ADDRESSES), and an interview dated 62 s
// ahead under a lead time of one minute, whose reminder the app's own job queue mails and pushes (to a stand-in
// push service on loopback HTTPS) within seconds, forgetting the subscriptions answered 404 and 410.
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { API_PATHS, reminderPushMessageSchema } from '../../../contract';
import { createPushSender, type PushSender } from '../../../server/services/push';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds } from '../../support/databases';
import { createCapturingMailer } from '../../support/mail';
import { type PushServiceStandIn, startPushService } from '../../support/pushService';
import { fetchPageCsrf, startTestApp, type TestApp } from '../../support/testApp';
import { dataOf, requestHarness, seedCompany, seedJobApplication } from '../domain/jobApplications/seed';

jest.setTimeout(30_000);

async function callWithCsrf(app: FastifyInstance, method: 'POST' | 'DELETE', url: string, token: string, payload: unknown) {
  const csrf = await fetchPageCsrf(app);
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    payload: payload as object,
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not met within ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databaseKinds)('reminders through the app on %s', (databaseKind) => {
  let service: PushServiceStandIn;
  let pushSender: PushSender;
  let testApp: TestApp;
  const mailer = createCapturingMailer();
  const vapid = webPush.generateVAPIDKeys();

  beforeAll(async () => {
    service = await startPushService();
    pushSender = createPushSender({ keys: vapid, subject: 'mailto:no-reply@127.0.0.1.test', allowPrivateAddresses: true, ca: service.certificate });
    testApp = await startTestApp({}, { databaseKind, mailer, pushSender, jobPollIntervalMs: 100 });
  });
  afterAll(async () => {
    await testApp.close();
    pushSender.close();
    await service.close();
  });

  it('answers the public key to a signed-in account, and keeps and forgets its subscriptions', async () => {
    const { app, database } = testApp;
    const { account, token } = await createSignedInAccount(database.db);
    expect((await app.inject({ method: 'GET', url: API_PATHS.pushPublicKey })).statusCode).toBe(401);
    const key = await app.inject({ method: 'GET', url: API_PATHS.pushPublicKey, headers: { authorization: `Bearer ${token}` } });
    expect(key.json()).toEqual({ data: vapid.publicKey });

    const subscription = service.subscribe();
    const kept = await callWithCsrf(app, 'POST', API_PATHS.pushSubscriptions, token, { ...subscription, expirationTime: null });
    expect(kept.statusCode).toBe(204);
    // The same browser again: still one subscription.
    expect((await callWithCsrf(app, 'POST', API_PATHS.pushSubscriptions, token, subscription)).statusCode).toBe(204);
    const endpoints = () => database.db.selectFrom('push_subscriptions').select('endpoint').where('account_id', '=', account.id).execute();
    expect(await endpoints()).toEqual([{ endpoint: subscription.endpoint }]);

    expect((await callWithCsrf(app, 'POST', API_PATHS.pushSubscriptions, token, { endpoint: 'http://127.0.0.1/x', keys: subscription.keys })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: API_PATHS.pushSubscriptions, headers: { authorization: `Bearer ${token}` }, payload: subscription })).statusCode).toBe(403);

    expect((await callWithCsrf(app, 'DELETE', API_PATHS.pushSubscriptions, token, { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await endpoints()).toEqual([]);
  });

  it('mails and pushes the reminder of an interview 62 s ahead within seconds under a one-minute lead, and forgets subscriptions gone', async () => {
    const { app, database } = testApp;
    const db = database.db;
    const { account, token } = await createSignedInAccount(db);
    await db.updateTable('accounts').set({ reminder_lead_minutes: 1, reminder_push: 1, time_zone: 'Europe/Paris' }).where('id', '=', account.id).execute();
    const [live, missing, gone] = [service.subscribe(), service.subscribe(), service.subscribe()];
    service.answerWith(missing.endpoint, 404);
    service.answerWith(gone.endpoint, 410);
    for (const subscription of [live, missing, gone]) {
      expect((await callWithCsrf(app, 'POST', API_PATHS.pushSubscriptions, token, subscription)).statusCode).toBe(204);
    }
    const company = await seedCompany(db, account.id, 'Acme');
    const application = await seedJobApplication(db, account.id, { title: 'Backend engineer', company_id: company.id });
    const harness = requestHarness(db);
    const created = Date.now();
    const date = new Date(created + 62_000);
    const action = dataOf(
      'action.create',
      (await harness.ask(account.id, 'action.create', { job_application_id: application.id, type: 'video_call', title: 'Call with the CTO', date: date.toISOString() })).answer,
    );

    const [message] = await service.waitForMessages(service.messages.length + 1, 15_000).then((all) => all.filter((received) => received.endpoint === live.endpoint));
    await until(() => mailer.sent.some((mail) => mail.to === account.email), 10_000);
    // Claimed not before the reminder's time (the date less a minute), and all delivered seconds after it.
    const claim = await db.selectFrom('sent_reminders').select('created').where('action_id', '=', action.id).executeTakeFirstOrThrow();
    expect(new Date(claim.created).getTime()).toBeGreaterThanOrEqual(date.getTime() - 60_000);
    expect(Date.now() - created).toBeLessThan(12_000);
    expect(reminderPushMessageSchema.parse(JSON.parse(message?.text ?? '{}'))).toMatchObject({
      kind: 'action_reminder',
      action_id: action.id,
      title: 'Video call: Call with the CTO',
      path: `/job_applications/${application.id}`,
    });
    expect(message?.vapidPublicKey).toBe(vapid.publicKey);
    const mails = mailer.sent.filter((mail) => mail.to === account.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reminder: Call with the CTO']);
    expect(mails[0]?.text).toContain('Application: Backend engineer, at Acme');

    await until(async () => (await db.selectFrom('push_subscriptions').select('id').where('account_id', '=', account.id).execute()).length === 1, 10_000);
    expect(await db.selectFrom('push_subscriptions').select('endpoint').where('account_id', '=', account.id).execute()).toEqual([{ endpoint: live.endpoint }]);
    await app.backgroundJobs.idle();
    expect(service.messages.filter((received) => received.endpoint === live.endpoint)).toHaveLength(1);
  });
});

describe('push subscriptions without PUSH_ALLOW_PRIVATE_ADDRESSES', () => {
  it('refuses an endpoint on a loopback address, and answers the key pair made in DATA_DIR', async () => {
    const testApp = await startTestApp({});
    const service = await startPushService();
    try {
      const { token } = await createSignedInAccount(testApp.database.db);
      const refused = await callWithCsrf(testApp.app, 'POST', API_PATHS.pushSubscriptions, token, service.subscribe());
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'invalid_params' });
      const key = await testApp.app.inject({ method: 'GET', url: API_PATHS.pushPublicKey, headers: { authorization: `Bearer ${token}` } });
      expect(Buffer.from(key.json<{ data: string }>().data, 'base64url')).toHaveLength(65);
    } finally {
      await service.close();
      await testApp.close();
    }
  });
});
