import crypto from 'node:crypto';
import pino from 'pino';
import type { AiResponse } from '../../../contract';
import { claimRequest, purgeOldAnswers, ANSWER_RETENTION_MS, ABANDONED_CLAIM_MS } from '../../../server/requests/answerStore';
import { requestHandlers } from '../../../server/requests/handlers';
import { RequestError } from '../../../server/requests/requestErrors';
import {
  type AccountPublisher,
  type Acknowledgement,
  createRequestRouter,
  type LongRequestHandlers,
  type RequestHandlers,
} from '../../../server/requests/requestRouter';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';

interface Published {
  accountId: string;
  event: string;
  payload: unknown;
}

function recordingPublisher(): AccountPublisher & { published: Published[] } {
  const published: Published[] = [];
  return {
    published,
    publishToAccount: (accountId, event, payload) => {
      published.push({ accountId, event, payload });
      return Promise.resolve();
    },
  };
}

async function settled(ack: Acknowledgement): Promise<void> {
  if (ack.status !== 'ok') throw new Error(`refused: ${JSON.stringify(ack.response)}`);
  await ack.answered;
}

const silentLogger = pino({ level: 'silent' });

describe.each(databaseKinds)('the request router on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  function routerWith(handlers: RequestHandlers = requestHandlers, logger = silentLogger) {
    const publisher = recordingPublisher();
    const router = createRequestRouter({ db: database.handle.db, handlers, publisher, logger });
    return { router, publisher };
  }

  it('acknowledges with the uuid and answers account.get_credits with the balance', async () => {
    const { account } = await createSignedInAccount(database.handle.db, { credits: 7 });
    const { router, publisher } = routerWith();
    const uuid = crypto.randomUUID();
    const ack = router.accept(account.id, { request: 'account.get_credits', uuid, params: {} });
    expect(ack.status).toBe('ok');
    expect(ack.response).toEqual({ uuid });
    await settled(ack);
    expect(publisher.published).toEqual([{ accountId: account.id, event: 'response', payload: { uuid, data: 7 } }]);
  });

  it.each([
    ['no uuid', { request: 'account.get_credits', params: {} }],
    ['a uuid that is not one', { request: 'account.get_credits', uuid: 'abc', params: {} }],
    ['no request name', { uuid: crypto.randomUUID(), params: {} }],
    ['not an object', 'account.get_credits'],
    ['a request name longer than any', { request: `account.${'x'.repeat(60)}`, uuid: crypto.randomUUID(), params: {} }],
  ])('refuses an envelope with %s in the acknowledgement', async (_case, payload) => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { router, publisher } = routerWith();
    expect(router.accept(account.id, payload)).toEqual({ status: 'error', response: { reason: 'invalid_params' } });
    expect(publisher.published).toEqual([]);
  });

  it.each([
    ['an unknown request name', 'account.steal_credits', {}],
    ['unknown params', 'account.get_credits', { id: crypto.randomUUID() }],
    ['params that are not an object', 'account.get_credits', 'all'],
  ])('answers invalid_params for %s', async (_case, request, params) => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { router, publisher } = routerWith();
    const uuid = crypto.randomUUID();
    await settled(router.accept(account.id, { request, uuid, params }));
    expect(publisher.published).toEqual([
      { accountId: account.id, event: 'response', payload: { uuid, error: { code: 'invalid_params', message: expect.any(String) } } },
    ]);
  });

  it('answers an unknown request name without storing anything', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { router, publisher } = routerWith();
    const uuid = crypto.randomUUID();
    await settled(router.accept(account.id, { request: 'account.steal_credits', uuid, params: {} }));
    expect(publisher.published.map((entry) => entry.payload)).toEqual([
      { uuid, error: { code: 'invalid_params', message: 'Unknown request' } },
    ]);
    const stored = await database.handle.db.selectFrom('request_answers').selectAll().where('uuid', '=', uuid).execute();
    expect(stored).toEqual([]);
  });

  it('runs a uuid once and sends the stored answer again on a retry, even after a restart', async () => {
    const { account } = await createSignedInAccount(database.handle.db, { credits: 3 });
    let runs = 0;
    const handlers: RequestHandlers = {
      'account.get_credits': () => {
        runs += 1;
        return Promise.resolve(runs * 100);
      },
    };
    const first = routerWith(handlers);
    const uuid = crypto.randomUUID();
    await settled(first.router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    await settled(first.router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    const afterRestart = routerWith(handlers);
    await settled(afterRestart.router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));

    expect(runs).toBe(1);
    expect(first.publisher.published.map((entry) => entry.payload)).toEqual([{ uuid, data: 100 }, { uuid, data: 100 }]);
    expect(afterRestart.publisher.published.map((entry) => entry.payload)).toEqual([{ uuid, data: 100 }]);
  });

  it('keeps uuids apart between accounts', async () => {
    const mine = await createSignedInAccount(database.handle.db, { credits: 1 });
    const theirs = await createSignedInAccount(database.handle.db, { credits: 2 });
    const { router, publisher } = routerWith();
    const uuid = crypto.randomUUID();
    await settled(router.accept(mine.account.id, { request: 'account.get_credits', uuid, params: {} }));
    await settled(router.accept(theirs.account.id, { request: 'account.get_credits', uuid, params: {} }));
    expect(publisher.published.map((entry) => [entry.accountId, entry.payload])).toEqual([
      [mine.account.id, { uuid, data: 1 }],
      [theirs.account.id, { uuid, data: 2 }],
    ]);
  });

  it('answers a deliberate failure with its code, rolls back its writes and sends none of its pushes', async () => {
    const { account } = await createSignedInAccount(database.handle.db, { credits: 5 });
    const handlers: RequestHandlers = {
      'account.get_credits': async (_params, context) => {
        await context.db.updateTable('accounts').set({ credits: 0 }).where('id', '=', context.accountId).execute();
        context.push('updated_credits', { credits: 0, fields: ['credits'] });
        throw new RequestError('not_found', 'account not found');
      },
    };
    const { router, publisher } = routerWith(handlers);
    const uuid = crypto.randomUUID();
    await settled(router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    expect(publisher.published.map((entry) => entry.payload)).toEqual([
      { uuid, error: { code: 'not_found', message: 'account not found' } },
    ]);
    const row = await database.handle.db.selectFrom('accounts').select('credits').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.credits).toBe(5);
  });

  it('sends pushes after the answer is committed, before the answer itself', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const handlers: RequestHandlers = {
      'account.get_credits': (_params, context) => {
        context.push('updated_credits', { credits: 9, fields: ['credits'] });
        return Promise.resolve(9);
      },
    };
    const { router, publisher } = routerWith(handlers);
    const uuid = crypto.randomUUID();
    await settled(router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    expect(publisher.published.map((entry) => entry.event)).toEqual(['updated_credits', 'response']);
  });

  it('answers internal when a handler throws, logs it, and lets a retry run again', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    let runs = 0;
    const handlers: RequestHandlers = {
      'account.get_credits': () => {
        runs += 1;
        return runs === 1 ? Promise.reject(new Error('disk on fire')) : Promise.resolve(4);
      },
    };
    const logged: unknown[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const { router, publisher } = routerWith(handlers, logger);
    const uuid = crypto.randomUUID();
    await settled(router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    await settled(router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    expect(publisher.published.map((entry) => entry.payload)).toEqual([
      { uuid, error: { code: 'internal', message: expect.any(String) } },
      { uuid, data: 4 },
    ]);
    expect(logged).toEqual([expect.objectContaining({ msg: 'request handler failed', request: 'account.get_credits', uuid })]);
  });

  it('does not answer a retry that arrives while the first delivery still runs', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const uuid = crypto.randomUUID();
    expect(await claimRequest(database.handle.db, account.id, uuid, 'account.get_credits')).toEqual({ status: 'claimed' });
    const { router, publisher } = routerWith();
    await settled(router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    expect(publisher.published).toEqual([]);
  });

  it('lets a retry take over a claim abandoned by a stopped process', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const uuid = crypto.randomUUID();
    const longAgo = new Date(Date.now() - ABANDONED_CLAIM_MS - 1000);
    await claimRequest(database.handle.db, account.id, uuid, 'account.get_credits', longAgo);
    const { router, publisher } = routerWith();
    await settled(router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    expect(publisher.published.map((entry) => entry.payload)).toEqual([{ uuid, data: 0 }]);
  });

  it('keeps answers for 24 h at least and purges them after the retention period', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { router } = routerWith();
    const uuid = crypto.randomUUID();
    await settled(router.accept(account.id, { request: 'account.get_credits', uuid, params: {} }));
    const inADay = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await purgeOldAnswers(database.handle.db, inADay);
    expect((await claimRequest(database.handle.db, account.id, uuid, 'account.get_credits', inADay)).status).toBe('answered');
    await purgeOldAnswers(database.handle.db, new Date(Date.now() + ANSWER_RETENTION_MS + 1000));
    expect((await claimRequest(database.handle.db, account.id, uuid, 'account.get_credits')).status).toBe('claimed');
  });

  describe('a long request', () => {
    const aiParams = {
      ai_product_id: crypto.randomUUID(),
      ai_product_name: 'analyze_candidate_resume',
      locale: 'en-US',
      job_application_ids: [],
      file_ids: [],
    };
    const stored: AiResponse = {
      id: crypto.randomUUID(),
      ai_product_name: 'analyze_candidate_resume',
      text: 'Advice',
      created: new Date().toISOString(),
      job_applications: [],
      files: [],
      credits_spent: 2,
      locale: 'en-US',
    };

    it('runs outside one transaction, answers with what its last change records, and is not run again for its uuid', async () => {
      const { account } = await createSignedInAccount(database.handle.db, { credits: 5 });
      let runs = 0;
      const longHandlers: LongRequestHandlers = {
        'ai.use_ai_product': async (_params, context) => {
          runs += 1;
          await context.publish('ai_response_progress', { uuid: context.uuid, text: 'Adv' });
          return context.complete((change) => {
            change.push('created_ai_response', { data: stored });
            return Promise.resolve(stored);
          });
        },
      };
      const publisher = recordingPublisher();
      const router = createRequestRouter({ db: database.handle.db, handlers: requestHandlers, longHandlers, publisher, logger: silentLogger });
      const uuid = crypto.randomUUID();
      await settled(router.accept(account.id, { request: 'ai.use_ai_product', uuid, params: aiParams }));
      await settled(router.accept(account.id, { request: 'ai.use_ai_product', uuid, params: aiParams }));
      expect(runs).toBe(1);
      expect(publisher.published.map((item) => item.event)).toEqual(['ai_response_progress', 'created_ai_response', 'response', 'response']);
      expect(publisher.published.filter((item) => item.event === 'response').map((item) => item.payload)).toEqual([
        { uuid, data: stored },
        { uuid, data: stored },
      ]);
    });

    it('still answers its committed work when a push of it cannot be sent', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const longHandlers: LongRequestHandlers = {
        'ai.use_ai_product': (_params, context) =>
          context.complete((change) => {
            change.push('created_ai_response', { data: stored });
            return Promise.resolve(stored);
          }),
      };
      const answers: unknown[] = [];
      const publisher: AccountPublisher = {
        publishToAccount: (_accountId, event, payload) => {
          if (event !== 'response') return Promise.reject(new Error('pubsub down'));
          answers.push(payload);
          return Promise.resolve();
        },
      };
      const router = createRequestRouter({ db: database.handle.db, handlers: requestHandlers, longHandlers, publisher, logger: silentLogger });
      const uuid = crypto.randomUUID();
      await settled(router.accept(account.id, { request: 'ai.use_ai_product', uuid, params: aiParams }));
      expect(answers).toEqual([{ uuid, data: stored }]);
    });
  });
});
