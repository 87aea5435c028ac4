// Two real server processes (tsx server/main.ts) on one fresh PostgreSQL database and one Redis, with the same
// SECRET_KEY and different ports, as several processes run behind a reverse proxy: pushes, sign-outs, rate
// limits, LongPoll sessions and background jobs must hold across them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { API_PATHS, SOCKET_TOKEN_PARAM, uploadFileResponseSchema, userTopic } from '../../contract';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { createSignedInAccount, type SignedInAccount } from '../support/accounts';
import { testDatabaseUrl, testRedisUrl } from '../support/environment';
import { FIXTURE_STATIC_DIR } from '../support/testApp';
import { samplePdf } from '../server/fixtures/sampleFiles';
import { closeAllClients, eventually, joinedAccountClient, nextEvent, settle, TestClient } from '../server/realtime/support/phoenixClients';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/roundRobinProxy';
import webPush from 'web-push';
import { scheduleActionReminder } from '../../server/domain/reminders/reminderSchedule';
import { outboxDirectory, readOutbox } from '../../server/services/mail';
import { type PushServiceStandIn, startPushService } from '../support/pushService';
import { seedCompany, seedJobApplication } from '../server/domain/jobApplications/seed';
import { type ServerProcess, startServerProcess } from './support/serverProcess';

jest.setTimeout(120_000);

const missing = [testDatabaseUrl === undefined ? 'TEST_DATABASE_URL' : undefined, testRedisUrl === undefined ? 'REDIS_URL' : undefined].filter(
  (name) => name !== undefined,
);
const describeScaleOut = missing.length === 0 ? describe : describe.skip;
if (missing.length > 0) {
  const reason = `the scale-out tests need ${missing.join(' and ')} (a PostgreSQL server and a Redis)`;
  if (process.env.CI === 'true') throw new Error(`${reason}; CI=true runs every suite`);
  console.log(`SKIPPED scale-out tests: ${reason}`);
}

/** The base URL of a fresh database on the TEST_DATABASE_URL server, dropped by the returned function. */
async function createFreshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `scale_out_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Removes the rate-limit counters the run left in Redis (they would only expire with their window). */
async function removeRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl ?? '');
  try {
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*` })) keys.push(...(batch as string[]));
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/** The CSRF token of a page served by the process, with its cookie, as a browser gets them. */
async function csrfOf(server: ServerProcess): Promise<Record<string, string>> {
  const page = await fetch(`${server.baseUrl}/`);
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1];
  const cookie = page.headers.getSetCookie().find((candidate) => candidate.startsWith('csrf_seed='))?.split(';')[0];
  if (token === undefined || cookie === undefined) throw new Error(`${server.name} served no CSRF token`);
  return { 'x-csrf-token': token, cookie };
}

async function post(server: ServerProcess, url: string, body: object | FormData, bearer?: string): Promise<Response> {
  const isForm = body instanceof FormData;
  return fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: {
      ...(await csrfOf(server)),
      ...(isForm ? {} : { 'content-type': 'application/json' }),
      ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
    },
    body: isForm ? body : JSON.stringify(body),
  });
}

function vapidSettings(): NodeJS.ProcessEnv {
  const keys = webPush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:operator@example.test' };
}

describeScaleOut('two server processes on one PostgreSQL and one Redis', () => {
  // What beforeAll made, undone in reverse order, whatever step failed.
  const cleanups: (() => Promise<void> | void)[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let db: DatabaseHandle;
  let dataDir: string;
  // Where both processes push reminders, trusted through NODE_EXTRA_CA_CERTS as a real push service would be.
  let pushService: PushServiceStandIn;

  beforeAll(async () => {
    pushService = await startPushService();
    cleanups.push(() => pushService.close());
    const database = await createFreshDatabase(testDatabaseUrl ?? '');
    cleanups.push(() => database.drop());
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-out-'));
    cleanups.push(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    // A prefix of this run's own, so that runs sharing the Redis neither see each other nor share limits.
    const redisKeyPrefix = `scale-out-test-${crypto.randomBytes(4).toString('hex')}:`;
    cleanups.push(() => removeRedisKeys(redisKeyPrefix));
    const shared: NodeJS.ProcessEnv = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      SECRET_KEY: crypto.randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      STATIC_DIR: FIXTURE_STATIC_DIR,
      LOG_LEVEL: 'warn',
      // One VAPID key pair for both (each would make its own in a DATA_DIR of its own).
      ...vapidSettings(),
      PUSH_ALLOW_PRIVATE_ADDRESSES: 'true',
      NODE_EXTRA_CA_CERTS: pushService.certificateFile,
    };
    // One after the other: the first applies the migrations.
    a = await startServerProcess('A', shared);
    cleanups.push(() => a.stop());
    b = await startServerProcess('B', shared);
    cleanups.push(() => b.stop());
    db = openDatabase({ kind: 'postgres', url: database.url });
    cleanups.push(() => db.destroy());
  });

  afterEach(async () => {
    await closeAllClients();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A socket on each process, joined to the account's channel. */
  async function socketsOnBoth(account: SignedInAccount): Promise<[TestClient, TestClient]> {
    return [
      await joinedAccountClient(a.baseUrl, account.account.id, account.token),
      await joinedAccountClient(b.baseUrl, account.account.id, account.token),
    ];
  }

  test('a change made through A reaches the sockets on A and on B', async () => {
    const account = await createSignedInAccount(db.db);
    const [onA, onB] = await socketsOnBoth(account);
    const topic = userTopic(account.account.id);

    const response = await post(a, API_PATHS.companies, { name: 'Acme Scale' }, account.token);
    expect(response.ok).toBe(true);

    await eventually(() => onA.frames(topic, 'created_company').length > 0 && onB.frames(topic, 'created_company').length > 0);
    for (const client of [onA, onB]) {
      expect(client.frames(topic, 'created_company').map((frame) => frame.payload)).toEqual([
        { data: expect.objectContaining({ name: 'Acme Scale' }) as unknown },
      ]);
    }
  });

  test("a sign-out through A closes the token's sockets on B, and only them", async () => {
    const leaving = await createSignedInAccount(db.db);
    const staying = await createSignedInAccount(db.db);
    const [, leavingOnB] = await socketsOnBoth(leaving);
    const [, stayingOnB] = await socketsOnBoth(staying);

    const response = await post(a, API_PATHS.logout, {}, leaving.token);
    expect(response.status).toBe(204);

    // 1008: the server cut the socket on purpose (a revoked login).
    await eventually(() => leavingOnB.closeCodes.includes(1008));
    expect(leavingOnB.closeCodes).toContain(1008);
    expect(stayingOnB.closeCodes).toEqual([]);
  });

  test('failed sign-ins spread over A and B count against one threshold', async () => {
    const account = await createSignedInAccount(db.db);
    const attempt = (server: ServerProcess) => post(server, API_PATHS.login, { email: account.account.email, password: 'Wrong-Horse-1' });

    // After 5 failures on an email in 15 minutes, from anywhere, its sign-ins need the harder captcha: 3 on A
    // and 2 on B, so that neither process alone reaches it.
    for (let index = 0; index < 5; index += 1) {
      const response = await attempt(index % 2 === 0 ? a : b);
      expect([index, response.status]).toEqual([index, 401]);
    }
    for (const server of [a, b]) {
      const asked = await attempt(server);
      expect([server.name, asked.status, await asked.json()]).toEqual([server.name, 403, { error: 'captcha_required' }]);
    }
  });

  describe('behind a proxy that alternates between A and B', () => {
    let proxy: RoundRobinProxy;

    beforeAll(async () => {
      proxy = await startRoundRobinProxy([a.baseUrl, b.baseUrl]);
    });
    afterAll(async () => {
      await proxy.close();
    });

    test('a LongPoll client keeps its channel: joins once, gets pushes and answers', async () => {
      const account = await createSignedInAccount(db.db);
      const topic = userTopic(account.account.id);
      const client = new TestClient('1.8', 'longpoll', proxy.baseUrl, {
        params: { [SOCKET_TOKEN_PARAM]: account.token },
        // As the real client: longer than the server's 10 s hold.
        longpollerTimeoutMs: 20_000,
      }).connect();
      const channel = client.channel(topic);
      await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });

      for (const [index, server] of [a, b, a, b].entries()) {
        const pushed = nextEvent(channel, 'created_company');
        expect((await post(server, API_PATHS.companies, { name: `Polled ${String(index)}` }, account.token)).ok).toBe(true);
        await expect(pushed).resolves.toEqual({ data: expect.objectContaining({ name: `Polled ${String(index)}` }) as unknown });

        const uuid = crypto.randomUUID();
        const answered = nextEvent(channel, 'response');
        await expect(settle(channel.push('request', { request: 'company.list', uuid, params: {} }))).resolves.toMatchObject({ status: 'ok' });
        const answer = (await answered) as { uuid: string; data: { name: string }[] };
        expect(answer.uuid).toBe(uuid);
        expect(answer.data.map((company) => company.name)).toContain(`Polled ${String(index)}`);
      }

      // One session and one join throughout, with polls and posts served by both processes.
      expect(client.opens).toBe(1);
      expect(client.errors).toBe(0);
      expect(client.frames(topic, 'phx_close')).toEqual([]);
      expect(client.frames(topic, 'phx_error')).toEqual([]);
      expect(client.received.filter((frame) => frame.event === 'phx_reply' && frame.ref === frame.join_ref && frame.topic === topic)).toHaveLength(1);
      for (const upstream of [a.baseUrl, b.baseUrl]) {
        const served = proxy.served.get(upstream);
        expect([upstream, (served?.get('GET') ?? 0) > 0, (served?.get('POST') ?? 0) > 0]).toEqual([upstream, true, true]);
      }
    });
  });

  test('a queued thumbnail is rendered once across both processes', async () => {
    const account = await createSignedInAccount(db.db);
    const [onA, onB] = await socketsOnBoth(account);
    const topic = userTopic(account.account.id);
    const upload = async (name: string): Promise<string> => {
      const form = new FormData();
      form.append('description', name);
      form.append('type', 'resume');
      form.append('filename', `${name}.pdf`);
      form.append('file', new Blob([new Uint8Array(samplePdf(1))], { type: 'application/pdf' }), `${name}.pdf`);
      const response = await post(a, API_PATHS.files, form, account.token);
      expect(response.status).toBe(200);
      return uploadFileResponseSchema.parse(await response.json()).data.id;
    };
    const thumbnailPushes = (client: TestClient, id: string) =>
      client.frames(topic, 'thumbnail_first_page_ready').filter((frame) => frame.payload.id === id);

    const first = await upload('first');
    // Rendering runs in a child process of whichever server claims the job: allow it time.
    await eventually(() => thumbnailPushes(onA, first).length > 0 && thumbnailPushes(onB, first).length > 0, 60_000);
    // A second file's push, after the first's: a second rendering of the first would have been claimed with it.
    const second = await upload('second');
    await eventually(() => thumbnailPushes(onA, second).length > 0 && thumbnailPushes(onB, second).length > 0, 60_000);

    for (const client of [onA, onB]) {
      expect([thumbnailPushes(client, first).length, thumbnailPushes(client, second).length]).toEqual([1, 1]);
    }
  });

  test('a reminder queued twice is mailed and pushed once across both processes', async () => {
    const account = await createSignedInAccount(db.db);
    await db.db.updateTable('accounts').set({ reminder_lead_minutes: 1, reminder_push: 1 }).where('id', '=', account.account.id).execute();
    const subscription = pushService.subscribe();
    const subscribed = await fetch(`${b.baseUrl}${API_PATHS.pushSubscriptions}`, {
      method: 'POST',
      headers: { ...(await csrfOf(b)), 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify(subscription),
    });
    expect(subscribed.status).toBe(204);
    const company = await seedCompany(db.db, account.account.id, 'Acme Scale');
    const application = await seedJobApplication(db.db, account.account.id, { title: 'Platform engineer', company_id: company.id });
    // Due in 2 s; queued twice (a creation and an update to the same date would do so), for the two processes to
    // take at the same moment.
    const date = new Date(Date.now() + 62_000).toISOString();
    const actionId = crypto.randomUUID();
    await db.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('actions')
        .values({ id: actionId, account_id: account.account.id, job_application_id: application.id, type: 'interview', title: 'Panel', date, created: new Date().toISOString() })
        .execute();
      for (let copy = 0; copy < 2; copy += 1) await scheduleActionReminder(trx, account.account.id, { id: actionId, type: 'interview', date }, new Date());
    });

    const mailsOf = async () =>
      (await readOutbox(outboxDirectory(dataDir), 1000)).mails.filter((mail) => mail.to === account.account.email && mail.subject === 'Reminder: Panel');
    await pushService.waitForMessages(pushService.messages.length + 1, 20_000);
    for (const deadline = Date.now() + 20_000; (await mailsOf()).length === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 50));
    // Time for a second, wrong, send to show.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await mailsOf()).toHaveLength(1);
    expect(pushService.messages.filter((message) => message.endpoint === subscription.endpoint)).toHaveLength(1);
    expect(await db.db.selectFrom('sent_reminders').select('action_id').where('account_id', '=', account.account.id).execute()).toEqual([{ action_id: actionId }]);
  });
});
