// Claims left by a process that died mid-request (SIGKILL between claiming a change's uuid and committing it).
// Its retry must not wait: on SQLite (one process per DATA_DIR) a start releases them; on PostgreSQL a claim
// its owner no longer refreshes is taken over, and one whose owner runs it still is waited for.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { AnswerEnvelope } from '../../../contract';
import { createInProcessPubSub } from '../../../server/realtime';
import { createAnswerRelay } from '../../../server/requests/answerRelay';
import { ABANDONED_CLAIM_MS, claimRequest } from '../../../server/domain/requests/answerStore';
import { requestHandlers } from '../../../server/requests/handlers';
import { createRequestRouter, type LongRequestHandlers, type RequestHandlers } from '../../../server/requests/requestRouter';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';
import { listenOnLoopback, startTestApp } from '../../support/testApp';
import { closeAllClients, eventually, TestClient } from '../realtime/support/phoenixClients';
import { aiProductParams, generatedAiResponse } from './support/aiRequests';

const silentLogger = pino({ level: 'silent' });
const aiParams = aiProductParams();
const generated = generatedAiResponse();
const noPushes = { publishToAccount: () => Promise.resolve() };

describe('a fresh start on SQLite', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'left-over-claims-'));
  });
  afterEach(async () => {
    await closeAllClients();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the retry of a change the previous start claimed but never committed at once', async () => {
    const previous = await startTestApp({ DATA_DIR: dataDir });
    const { account, token } = await createSignedInAccount(previous.database.db);
    const uuid = crypto.randomUUID();
    // What a process killed mid-request leaves: its claim of the uuid, fresh, with no answer.
    await claimRequest(previous.database.db, account.id, uuid, 'account.update_locale', new Date(), 'a-process-now-dead');
    await previous.close();

    const fresh = await startTestApp({ DATA_DIR: dataDir });
    try {
      const client = new TestClient('1.8', 'websocket', await listenOnLoopback(fresh.app), { params: { user_token: token } }).connect();
      const topic = `user:${account.id}`;
      const channel = client.channel(topic);
      await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
      channel.push('request', { request: 'account.update_locale', uuid, params: { locale: 'fr-FR' } });
      // Well within the browser's 10 s request timeout (before: held as running for a minute).
      await eventually(() => client.frames(topic, 'response').length > 0, 2000);
      expect(client.frames(topic, 'response').map((frame) => frame.payload)).toEqual([{ uuid, data: 'success' }]);
    } finally {
      await fresh.close();
    }
  });

  it('keeps the claims of long requests, which their own recovery answers', async () => {
    const previous = await startTestApp({ DATA_DIR: dataDir });
    const { account } = await createSignedInAccount(previous.database.db);
    const uuid = crypto.randomUUID();
    await claimRequest(previous.database.db, account.id, uuid, 'ai.use_ai_product', new Date(), 'a-process-now-dead');
    await previous.close();

    const fresh = await startTestApp({ DATA_DIR: dataDir });
    try {
      const rows = await fresh.database.db.selectFrom('request_answers').select('uuid').where('account_id', '=', account.id).execute();
      expect(rows).toEqual([{ uuid }]);
    } finally {
      await fresh.close();
    }
  });
});

describe.each(databaseKinds)('claims between processes on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  function processWith(
    handlers: RequestHandlers,
    options: { clock?: () => Date; claimHeartbeatMs?: number; longHandlers?: LongRequestHandlers } = {},
  ) {
    const relay = createAnswerRelay(createInProcessPubSub());
    const router = createRequestRouter({ db: database.handle.db, handlers, publisher: noPushes, logger: silentLogger, relay, ...options });
    const answers: AnswerEnvelope[] = [];
    const ask = (accountId: string, request: string, params: unknown, uuid: string) => {
      const ack = router.accept(accountId, { request, uuid, params }, (answer) => answers.push(answer));
      if (ack.status !== 'ok') throw new Error('refused');
      return ack.answered;
    };
    return { ask, answers, relay };
  }

  it('takes over at once a claim its owner stopped refreshing a few heartbeats ago', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const uuid = crypto.randomUUID();
    const lastHeartbeat = new Date(Date.now() - ABANDONED_CLAIM_MS - 1000);
    await claimRequest(database.handle.db, account.id, uuid, 'account.update_locale', lastHeartbeat, 'a-process-now-dead');
    // ABANDONED_CLAIM_MS is a few heartbeats, below the browser's 10 s request timeout.
    expect(ABANDONED_CLAIM_MS).toBeLessThan(10_000);

    const survivor = processWith(requestHandlers);
    await survivor.ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid);
    expect(survivor.answers).toEqual([{ uuid, data: 'success' }]);
    const [row] = await database.handle.db.selectFrom('request_answers').select(['claimed_by', 'answer']).where('uuid', '=', uuid).execute();
    expect(row?.claimed_by).not.toBe('a-process-now-dead');
  });

  // A long request (it runs outside any transaction, so SQLite's one connection is free meanwhile).
  it('waits for a claim its owner keeps refreshing while it runs, and runs the request once', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const uuid = crypto.randomUUID();
    let runs = 0;
    let open = (): void => undefined;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held: LongRequestHandlers = {
      'ai.use_ai_product': async () => {
        runs += 1;
        await opened;
        return generated;
      },
    };
    const owner = processWith({}, { claimHeartbeatMs: 25, longHandlers: held });
    const first = owner.ask(account.id, 'ai.use_ai_product', aiParams, uuid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A process whose clock runs nearly ABANDONED_CLAIM_MS ahead: the claim made 300 ms ago would look abandoned
    // to it, had its owner not refreshed it since.
    const ahead = processWith({}, { clock: () => new Date(Date.now() + ABANDONED_CLAIM_MS - 100), longHandlers: held });
    await ahead.ask(account.id, 'ai.use_ai_product', aiParams, uuid);
    expect(runs).toBe(1);
    open();
    await first;
    expect(owner.answers).toEqual([{ uuid, data: generated }]);
    expect(runs).toBe(1);
  });
});
