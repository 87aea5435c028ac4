import crypto from 'node:crypto';
import pino from 'pino';
import type { AnswerEnvelope } from '../../../contract';
import { createInProcessPubSub } from '../../../server/realtime';
import { type AnswerRelay, createAnswerRelay } from '../../../server/requests/answerRelay';
import {
  ABANDONED_CLAIM_MS,
  ANSWER_RETENTION_MS,
  claimRequest,
  purgeOldAnswers,
  recordAnswer,
  STORED_ANSWER_MAX_BYTES,
  tooLargeToKeep,
} from '../../../server/domain/requests/answerStore';
import { type ChangeRate, CHANGES_PER_MINUTE, createChangeRate } from '../../../server/requests/changeRate';
import { requestHandlers } from '../../../server/requests/handlers';
import { RequestError } from '../../../server/domain/requests/requestErrors';
import {
  type AccountPublisher,
  type Acknowledgement,
  createRequestRouter,
  type LongRequestHandlers,
  type RequestHandlers,
} from '../../../server/requests/requestRouter';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';
import { aiProductParams, generatedAiResponse } from './support/aiRequests';

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

/** One asking channel: the answers the router sent it. */
function channelRecorder(): { answers: AnswerEnvelope[]; recipient: (answer: AnswerEnvelope) => void } {
  const answers: AnswerEnvelope[] = [];
  return { answers, recipient: (answer) => answers.push(answer) };
}

async function settled(ack: Acknowledgement): Promise<void> {
  if (ack.status !== 'ok') throw new Error(`refused: ${JSON.stringify(ack.response)}`);
  await ack.answered;
}

/** A promise the test resolves when it chooses, to hold a handler while other deliveries arrive. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Resolves once `count` answers have reached the channel. */
async function answersOf(channel: { answers: AnswerEnvelope[] }, count: number): Promise<AnswerEnvelope[]> {
  for (let attempt = 0; attempt < 200 && channel.answers.length < count; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return channel.answers;
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

  function routerWith(
    handlers: RequestHandlers = requestHandlers,
    options: { logger?: pino.Logger; longHandlers?: LongRequestHandlers; relay?: AnswerRelay; changeRate?: ChangeRate; clock?: () => Date } = {},
  ) {
    const publisher = recordingPublisher();
    const router = createRequestRouter({
      db: database.handle.db,
      handlers,
      publisher,
      logger: options.logger ?? silentLogger,
      ...(options.longHandlers === undefined ? {} : { longHandlers: options.longHandlers }),
      ...(options.relay === undefined ? {} : { relay: options.relay }),
      ...(options.changeRate === undefined ? {} : { changeRate: options.changeRate }),
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
    const channel = channelRecorder();
    const ask = (accountId: string, request: string, params: unknown, uuid: string, recipient = channel.recipient) =>
      router.accept(accountId, { request, uuid, params }, recipient);
    return { router, publisher, channel, ask };
  }

  function storedRows(uuid: string) {
    return database.handle.db.selectFrom('request_answers').selectAll().where('uuid', '=', uuid).execute();
  }

  it('acknowledges with the uuid and answers account.get_credits with the balance to the asking channel only', async () => {
    const { account } = await createSignedInAccount(database.handle.db, { credits: 7 });
    const { publisher, channel, ask } = routerWith();
    const uuid = crypto.randomUUID();
    const ack = ask(account.id, 'account.get_credits', {}, uuid);
    expect(ack.status).toBe('ok');
    expect(ack.response).toEqual({ uuid });
    await settled(ack);
    expect(channel.answers).toEqual([{ uuid, data: 7 }]);
    // Nothing went to the account's topic, where every other socket of the account would have heard it.
    expect(publisher.published).toEqual([]);
  });

  it.each([
    ['no uuid', { request: 'account.get_credits', params: {} }],
    ['a uuid that is not one', { request: 'account.get_credits', uuid: 'abc', params: {} }],
    ['no request name', { uuid: crypto.randomUUID(), params: {} }],
    ['not an object', 'account.get_credits'],
    ['a request name longer than any', { request: `account.${'x'.repeat(60)}`, uuid: crypto.randomUUID(), params: {} }],
  ])('refuses an envelope with %s in the acknowledgement', async (_case, payload) => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { router, publisher, channel } = routerWith();
    expect(router.accept(account.id, payload, channel.recipient)).toEqual({ status: 'error', response: { reason: 'invalid_params' } });
    expect(publisher.published).toEqual([]);
    expect(channel.answers).toEqual([]);
  });

  it.each([
    ['an unknown request name', 'account.steal_credits', {}],
    ['unknown params of a read', 'account.get_credits', { id: crypto.randomUUID() }],
    ['params of a read that are not an object', 'account.get_credits', 'all'],
    ['unknown params of a change', 'account.update_locale', { locale: 'fr-FR', id: crypto.randomUUID() }],
  ])('answers invalid_params for %s', async (_case, request, params) => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { channel, ask } = routerWith();
    const uuid = crypto.randomUUID();
    await settled(ask(account.id, request, params, uuid));
    expect(channel.answers).toEqual([{ uuid, error: { code: 'invalid_params', message: expect.any(String) } }]);
  });

  it('answers an unknown request name without storing anything', async () => {
    const { account } = await createSignedInAccount(database.handle.db);
    const { channel, ask } = routerWith();
    const uuid = crypto.randomUUID();
    await settled(ask(account.id, 'account.steal_credits', {}, uuid));
    expect(channel.answers).toEqual([{ uuid, error: { code: 'invalid_params', message: 'Unknown request' } }]);
    expect(await storedRows(uuid)).toEqual([]);
  });

  describe('a read', () => {
    it('leaves no row in request_answers, and a repeat of its uuid runs it again with fresh data', async () => {
      const { account } = await createSignedInAccount(database.handle.db, { credits: 3 });
      const { channel, ask } = routerWith();
      const uuid = crypto.randomUUID();
      await settled(ask(account.id, 'account.get_credits', {}, uuid));
      expect(await storedRows(uuid)).toEqual([]);
      await database.handle.db.updateTable('accounts').set({ credits: 8 }).where('id', '=', account.id).execute();
      await settled(ask(account.id, 'account.get_credits', {}, uuid));
      expect(channel.answers).toEqual([
        { uuid, data: 3 },
        { uuid, data: 8 },
      ]);
      expect(await storedRows(uuid)).toEqual([]);
    });

    it('runs outside any transaction', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      let sawTransaction: boolean | undefined;
      const handlers: RequestHandlers = {
        'account.get_credits': (_params, context) => {
          sawTransaction = context.db.isTransaction;
          return Promise.resolve(1);
        },
      };
      const { ask } = routerWith(handlers);
      await settled(ask(account.id, 'account.get_credits', {}, crypto.randomUUID()));
      expect(sawTransaction).toBe(false);
    });

    it('answers a deliberate failure with its code, stores nothing, and answers internal for ours, logged', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      let runs = 0;
      const handlers: RequestHandlers = {
        'account.get_credits': () => {
          runs += 1;
          return Promise.reject(runs === 1 ? new RequestError('not_found', 'account not found') : new Error('disk on fire'));
        },
      };
      const logged: unknown[] = [];
      const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });
      const { channel, ask } = routerWith(handlers, { logger });
      const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
      await settled(ask(account.id, 'account.get_credits', {}, first));
      await settled(ask(account.id, 'account.get_credits', {}, second));
      expect(channel.answers).toEqual([
        { uuid: first, error: { code: 'not_found', message: 'account not found' } },
        { uuid: second, error: { code: 'internal', message: expect.any(String) } },
      ]);
      expect(logged).toEqual([expect.objectContaining({ msg: 'request handler failed', request: 'account.get_credits', uuid: second })]);
      expect([...(await storedRows(first)), ...(await storedRows(second))]).toEqual([]);
    });
  });

  describe('a change', () => {
    it('runs in a transaction, is run once for its uuid, and a repeat gets the stored answer, even after a restart', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      let runs = 0;
      let sawTransaction: boolean | undefined;
      const handlers: RequestHandlers = {
        'account.update_locale': (_params, context) => {
          runs += 1;
          sawTransaction = context.db.isTransaction;
          return Promise.resolve('success');
        },
      };
      const first = routerWith(handlers);
      const uuid = crypto.randomUUID();
      await settled(first.ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      await settled(first.ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      const afterRestart = routerWith(handlers);
      await settled(afterRestart.ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));

      expect(runs).toBe(1);
      expect(sawTransaction).toBe(true);
      expect(first.channel.answers).toEqual([
        { uuid, data: 'success' },
        { uuid, data: 'success' },
      ]);
      expect(afterRestart.channel.answers).toEqual([{ uuid, data: 'success' }]);
      expect(await storedRows(uuid)).toEqual([expect.objectContaining({ request: 'account.update_locale', answer: JSON.stringify({ uuid, data: 'success' }) })]);
    });

    it('keeps uuids apart between accounts', async () => {
      const mine = await createSignedInAccount(database.handle.db, { locale: 'en-US' });
      const theirs = await createSignedInAccount(database.handle.db, { locale: 'en-US' });
      const { channel, ask } = routerWith();
      const uuid = crypto.randomUUID();
      await settled(ask(mine.account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      await settled(ask(theirs.account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      expect(channel.answers).toEqual([
        { uuid, data: 'success' },
        { uuid, data: 'success' },
      ]);
      const locales = await database.handle.db.selectFrom('accounts').select('locale').where('id', 'in', [mine.account.id, theirs.account.id]).execute();
      expect(locales).toEqual([{ locale: 'fr-FR' }, { locale: 'fr-FR' }]);
    });

    it('answers a deliberate failure with its code, rolls back its writes and sends none of its pushes', async () => {
      const { account } = await createSignedInAccount(database.handle.db, { credits: 5 });
      const handlers: RequestHandlers = {
        'account.update_locale': async (_params, context) => {
          await context.db.updateTable('accounts').set({ credits: 0 }).where('id', '=', context.accountId).execute();
          context.push('updated_credits', { credits: 0, fields: ['credits'] });
          throw new RequestError('not_found', 'account not found');
        },
      };
      const { publisher, channel, ask } = routerWith(handlers);
      const uuid = crypto.randomUUID();
      await settled(ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      expect(channel.answers).toEqual([{ uuid, error: { code: 'not_found', message: 'account not found' } }]);
      expect(publisher.published).toEqual([]);
      const row = await database.handle.db.selectFrom('accounts').select('credits').where('id', '=', account.id).executeTakeFirstOrThrow();
      expect(row.credits).toBe(5);
    });

    it('publishes its pushes to the account once committed, before answering the asking channel', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const order: string[] = [];
      const handlers: RequestHandlers = {
        'account.update_locale': (_params, context) => {
          context.push('updated_credits', { credits: 9, fields: ['credits'] });
          return Promise.resolve('success');
        },
      };
      const publisher: AccountPublisher = {
        publishToAccount: (_accountId, event) => {
          order.push(`account topic: ${event}`);
          return Promise.resolve();
        },
      };
      const router = createRequestRouter({ db: database.handle.db, handlers, publisher, logger: silentLogger });
      await settled(router.accept(account.id, { request: 'account.update_locale', uuid: crypto.randomUUID(), params: { locale: 'fr-FR' } }, () => order.push('asking channel: response')));
      expect(order).toEqual(['account topic: updated_credits', 'asking channel: response']);
    });

    it('still answers its committed work when a push of it cannot be sent', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const handlers: RequestHandlers = {
        'account.update_locale': (_params, context) => {
          context.push('updated_credits', { credits: 1, fields: ['credits'] });
          return Promise.resolve('success');
        },
      };
      const publisher: AccountPublisher = { publishToAccount: () => Promise.reject(new Error('pubsub down')) };
      const router = createRequestRouter({ db: database.handle.db, handlers, publisher, logger: silentLogger });
      const channel = channelRecorder();
      const uuid = crypto.randomUUID();
      await settled(router.accept(account.id, { request: 'account.update_locale', uuid, params: { locale: 'fr-FR' } }, channel.recipient));
      expect(channel.answers).toEqual([{ uuid, data: 'success' }]);
    });

    it('answers internal when a handler throws, logs it, and lets a retry run again', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      let runs = 0;
      const handlers: RequestHandlers = {
        'account.update_locale': () => {
          runs += 1;
          return runs === 1 ? Promise.reject(new Error('disk on fire')) : Promise.resolve('success');
        },
      };
      const logged: unknown[] = [];
      const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(JSON.parse(line)) });
      const { channel, ask } = routerWith(handlers, { logger });
      const uuid = crypto.randomUUID();
      await settled(ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      await settled(ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      expect(channel.answers).toEqual([
        { uuid, error: { code: 'internal', message: expect.any(String) } },
        { uuid, data: 'success' },
      ]);
      expect(logged).toEqual([expect.objectContaining({ msg: 'request handler failed', request: 'account.update_locale', uuid })]);
    });

    it('answers the asking channel even when its answer cannot be relayed to other processes, and logs it', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const brokenRelay: AnswerRelay = {
        publish: () => Promise.reject(new Error('redis down')),
        waitFor: () => Promise.reject(new Error('redis down')),
      };
      const logged: unknown[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
      const { channel, ask } = routerWith(requestHandlers, { logger, relay: brokenRelay });
      const uuid = crypto.randomUUID();
      await settled(ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      expect(channel.answers).toEqual([{ uuid, data: 'success' }]);
      expect(logged).toEqual([expect.objectContaining({ msg: 'answer could not be relayed to repeats of its uuid', uuid })]);
    });

    it('keeps no answer larger than the bound: it is delivered once, and a repeat is told so without running again', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      let runs = 0;
      // Far past the bound in UTF-8 bytes while under it in characters: the bound counts bytes.
      const huge = 'é'.repeat(STORED_ANSWER_MAX_BYTES / 2 + 1);
      const handlers: RequestHandlers = {
        'account.use_payment_option': () => {
          runs += 1;
          return Promise.resolve(`https://pay.example.test/${huge}`);
        },
      };
      const { channel, ask } = routerWith(handlers);
      const uuid = crypto.randomUUID();
      await settled(ask(account.id, 'account.use_payment_option', { id: crypto.randomUUID() }, uuid));
      expect(channel.answers).toEqual([{ uuid, data: `https://pay.example.test/${huge}` }]);
      const [row] = await storedRows(uuid);
      expect(row?.answer).toBe(JSON.stringify(tooLargeToKeep(uuid)));

      await settled(ask(account.id, 'account.use_payment_option', { id: crypto.randomUUID() }, uuid));
      expect(runs).toBe(1);
      expect(channel.answers[1]).toEqual(tooLargeToKeep(uuid));
    });

    it('keeps an answer just under the bound as it is', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const uuid = crypto.randomUUID();
      const envelopeBytes = JSON.stringify({ uuid, data: '' }).length;
      const data = 'x'.repeat(STORED_ANSWER_MAX_BYTES - envelopeBytes);
      const handlers: RequestHandlers = { 'account.use_payment_option': () => Promise.resolve(data) };
      const { ask } = routerWith(handlers);
      await settled(ask(account.id, 'account.use_payment_option', { id: crypto.randomUUID() }, uuid));
      const [row] = await storedRows(uuid);
      expect(row?.answer).toBe(JSON.stringify({ uuid, data }));
    });

    it('lets a retry take over a claim abandoned by a stopped process', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const uuid = crypto.randomUUID();
      const longAgo = new Date(Date.now() - ABANDONED_CLAIM_MS - 1000);
      await claimRequest(database.handle.db, account.id, uuid, 'account.update_locale', longAgo);
      const { channel, ask } = routerWith();
      await settled(ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      expect(channel.answers).toEqual([{ uuid, data: 'success' }]);
    });

    it('keeps answers for 24 h at least and purges them after the retention period', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const { ask } = routerWith();
      const uuid = crypto.randomUUID();
      await settled(ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      const inADay = new Date(Date.now() + 24 * 60 * 60 * 1000);
      await purgeOldAnswers(database.handle.db, inADay);
      expect((await claimRequest(database.handle.db, account.id, uuid, 'account.update_locale', inADay)).status).toBe('answered');
      await purgeOldAnswers(database.handle.db, new Date(Date.now() + ANSWER_RETENTION_MS + 1000));
      expect((await claimRequest(database.handle.db, account.id, uuid, 'account.update_locale')).status).toBe('claimed');
    });
  });

  describe("an account's bound on new changes per minute", () => {
    const locale = { locale: 'fr-FR' };

    it('answers rate_limited past the bound, keeping nothing of the refused change, whose uuid runs a minute later', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const other = await createSignedInAccount(database.handle.db);
      let now = new Date('2026-11-29T10:00:00.000Z');
      const { channel, ask } = routerWith(requestHandlers, { changeRate: createChangeRate(3), clock: () => now });
      const admitted = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      for (const uuid of admitted) await settled(ask(account.id, 'account.update_locale', locale, uuid));
      const refused = crypto.randomUUID();
      await settled(ask(account.id, 'account.update_locale', locale, refused));
      expect(channel.answers.slice(3)).toEqual([{ uuid: refused, error: { code: 'rate_limited', message: expect.any(String) } }]);
      expect(await storedRows(refused)).toEqual([]);

      // A repeat of an answered change is no new change: it still gets its stored answer.
      await settled(ask(account.id, 'account.update_locale', locale, admitted[0] ?? ''));
      expect(channel.answers.at(-1)).toEqual({ uuid: admitted[0], data: 'success' });
      // Reads are not counted, nor other accounts.
      await settled(ask(account.id, 'account.get_credits', {}, crypto.randomUUID()));
      expect(channel.answers.at(-1)).toEqual({ uuid: expect.any(String), data: expect.any(Number) });
      await settled(ask(other.account.id, 'account.update_locale', locale, crypto.randomUUID()));
      expect(channel.answers.at(-1)).toEqual({ uuid: expect.any(String), data: 'success' });

      now = new Date(now.getTime() + 60_000);
      await settled(ask(account.id, 'account.update_locale', locale, refused));
      expect(channel.answers.at(-1)).toEqual({ uuid: refused, data: 'success' });
      expect(await storedRows(refused)).toHaveLength(1);
    });

    it('is bounded by default', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const rate = createChangeRate();
      const now = new Date();
      let admitted = 0;
      while (rate.admit(account.id, now) && admitted <= CHANGES_PER_MINUTE) admitted += 1;
      expect(admitted).toBe(CHANGES_PER_MINUTE);
    });
  });

  describe('a uuid sent again while its first delivery runs', () => {
    const aiParams = aiProductParams();
    const stored = generatedAiResponse();

    /** A long request held at a gate, counting its runs. */
    function heldLongRequest() {
      const held = gate();
      const started = gate();
      let runs = 0;
      const longHandlers: LongRequestHandlers = {
        'ai.use_ai_product': async (_params, context) => {
          runs += 1;
          started.open();
          await held.opened;
          return context.complete(() => Promise.resolve(stored));
        },
      };
      return { longHandlers, held, started, runs: () => runs };
    }

    it('answers both channels of one process, and runs once', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const request = heldLongRequest();
      const { ask } = routerWith(requestHandlers, { longHandlers: request.longHandlers });
      const [tab, reconnectedTab] = [channelRecorder(), channelRecorder()];
      const uuid = crypto.randomUUID();
      const first = ask(account.id, 'ai.use_ai_product', aiParams, uuid, tab.recipient);
      await request.started.opened;
      await settled(ask(account.id, 'ai.use_ai_product', aiParams, uuid, reconnectedTab.recipient));
      expect(reconnectedTab.answers).toEqual([]);

      request.held.open();
      await settled(first);
      expect(tab.answers).toEqual([{ uuid, data: stored }]);
      expect(await answersOf(reconnectedTab, 1)).toEqual([{ uuid, data: stored }]);
      expect(request.runs()).toBe(1);
    });

    it('answers a channel of another process through their shared pubsub, and runs once', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const pubsub = createInProcessPubSub();
      const request = heldLongRequest();
      const processA = routerWith(requestHandlers, { longHandlers: request.longHandlers, relay: createAnswerRelay(pubsub) });
      const processB = routerWith(requestHandlers, { longHandlers: request.longHandlers, relay: createAnswerRelay(pubsub) });
      const uuid = crypto.randomUUID();
      const first = processA.ask(account.id, 'ai.use_ai_product', aiParams, uuid);
      await request.started.opened;
      await settled(processB.ask(account.id, 'ai.use_ai_product', aiParams, uuid));

      request.held.open();
      await settled(first);
      expect(processA.channel.answers).toEqual([{ uuid, data: stored }]);
      expect(await answersOf(processB.channel, 1)).toEqual([{ uuid, data: stored }]);
      expect(request.runs()).toBe(1);
    });

    it('answers a channel of another process with the failure of the first delivery, which a retry may run again', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const pubsub = createInProcessPubSub();
      const held = gate();
      const started = gate();
      let runs = 0;
      const longHandlers: LongRequestHandlers = {
        'ai.use_ai_product': async (_params, context) => {
          runs += 1;
          if (runs > 1) return context.complete(() => Promise.resolve(stored));
          started.open();
          await held.opened;
          throw new Error('provider client crashed');
        },
      };
      const processA = routerWith(requestHandlers, { longHandlers, relay: createAnswerRelay(pubsub) });
      const processB = routerWith(requestHandlers, { longHandlers, relay: createAnswerRelay(pubsub) });
      const uuid = crypto.randomUUID();
      const first = processA.ask(account.id, 'ai.use_ai_product', aiParams, uuid);
      await started.opened;
      await settled(processB.ask(account.id, 'ai.use_ai_product', aiParams, uuid));
      held.open();
      await settled(first);
      const internal = { uuid, error: { code: 'internal', message: expect.any(String) } };
      expect(await answersOf(processB.channel, 1)).toEqual([internal]);

      await settled(processB.ask(account.id, 'ai.use_ai_product', aiParams, uuid));
      expect(processB.channel.answers).toEqual([internal, { uuid, data: stored }]);
    });

    it('answers a repeat that arrives between the answer being stored and being relayed, from the store', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const uuid = crypto.randomUUID();
      await claimRequest(database.handle.db, account.id, uuid, 'account.update_locale');
      // The relay of a process that has stored the answer but not yet published it, and will never do so.
      const silentRelay = createAnswerRelay(createInProcessPubSub());
      const { channel, ask } = routerWith(requestHandlers, { relay: silentRelay });
      await recordAnswer(database.handle.db, account.id, { uuid, data: 'success' });
      await settled(ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      expect(channel.answers).toEqual([{ uuid, data: 'success' }]);
    });

    it('sends nothing to a repeat whose first delivery has not answered yet', async () => {
      const { account } = await createSignedInAccount(database.handle.db);
      const uuid = crypto.randomUUID();
      expect(await claimRequest(database.handle.db, account.id, uuid, 'account.update_locale')).toEqual({ status: 'claimed' });
      const { channel, ask } = routerWith();
      await settled(ask(account.id, 'account.update_locale', { locale: 'fr-FR' }, uuid));
      expect(channel.answers).toEqual([]);
    });
  });

  describe('a long request', () => {
    const aiParams = aiProductParams();
    const stored = generatedAiResponse();

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
      const { publisher, channel, ask } = routerWith(requestHandlers, { longHandlers });
      const uuid = crypto.randomUUID();
      await settled(ask(account.id, 'ai.use_ai_product', aiParams, uuid));
      await settled(ask(account.id, 'ai.use_ai_product', aiParams, uuid));
      expect(runs).toBe(1);
      expect(publisher.published.map((item) => item.event)).toEqual(['ai_response_progress', 'created_ai_response']);
      expect(channel.answers).toEqual([
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
      const publisher: AccountPublisher = { publishToAccount: () => Promise.reject(new Error('pubsub down')) };
      const router = createRequestRouter({ db: database.handle.db, handlers: requestHandlers, longHandlers, publisher, logger: silentLogger });
      const channel = channelRecorder();
      const uuid = crypto.randomUUID();
      await settled(router.accept(account.id, { request: 'ai.use_ai_product', uuid, params: aiParams }, channel.recipient));
      expect(channel.answers).toEqual([{ uuid, data: stored }]);
    });
  });
});
