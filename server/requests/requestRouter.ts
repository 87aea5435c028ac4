// The request layer of the live channel. A `request` event {request, uuid, params} is acknowledged at once,
// checked against the contract, run by its handler, and answered with a `response` event to the channel that
// sent it (never to the account's other sockets, which learn of changes through pushes).
// - A read (requestKinds.ts) runs without a write transaction and leaves nothing behind: a repeat of its uuid
//   simply runs again.
// - A change claims its uuid, runs in one transaction that also records its answer, and publishes its pushes
//   once committed. A repeat of its uuid is answered from the store instead of running again, even after a
//   restart; a repeat that arrives while it still runs (a tab that reconnected, maybe to another process) waits
//   for its answer through the answer relay. An answer that is a credential (the calendar feed's address) is
//   stored sealed with a key derived from the server's, since no token is kept readable in the database.
// - A long request (an AI product, which waits on a provider for a minute and more) is a change that runs outside
//   any transaction: its handler opens its own short ones, and its last one records the answer.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isRequestName, type RequestName, type RequestParams, parseRequestParams, requestEnvelopeSchema } from '../../contract';
import type { Database } from '../db/schema';
import { createInProcessPubSub } from '../realtime';
import { type AccountPublisher, type ChangeContext, commitAccountChange } from '../domain/requests/accountChange';
import {
  type AnswerSeal,
  CLAIM_HEARTBEAT_MS,
  claimOwnerId,
  claimRequest,
  findAnswer,
  recordAnswer,
  refreshClaim,
  releaseClaim,
  sealedForStore,
  type StoredAnswer,
} from '../domain/requests/answerStore';
import type { ChangeHandler, LongRequestContext, LongRequestHandler, LongRequestHandlers, ReadHandler, RequestHandlers } from '../domain/requests/requestHandlers';
import { type ChangeRequestName, isReadRequest, type ReadRequestName, SECRET_ANSWER_REQUESTS } from '../domain/requests/requestKinds';
import { RequestError } from '../domain/requests/requestErrors';
import { type AnswerRecipient, type AnswerRelay, createAnswerRelay } from './answerRelay';
import { type ChangeRate, createChangeRate } from './changeRate';

// The types a router's options and answers are made of, for the code that builds one.
export type { AccountPublisher } from '../domain/requests/accountChange';
export type { AnswerRecipient } from './answerRelay';
export type {
  ChangeHandler,
  LongRequestContext,
  LongRequestHandler,
  LongRequestHandlers,
  ReadContext,
  ReadHandler,
  RequestContext,
  RequestHandler,
  RequestHandlers,
} from '../domain/requests/requestHandlers';

/** A repeat of a running uuid waits this long for its answer, longer than any request runs (AI: 90 s). */
export const RUNNING_REQUEST_WAIT_MS = 3 * 60_000;

export type Acknowledgement =
  | { readonly status: 'ok'; readonly response: { readonly uuid: string }; readonly answered: Promise<void> }
  | { readonly status: 'error'; readonly response: { readonly reason: 'invalid_params' } };

// Params are checked once the name is known, so that bad params are answered by uuid like any failure.
const envelopeSchema = requestEnvelopeSchema.pick({ request: true, uuid: true });

const INTERNAL_ERROR_MESSAGE = 'An error occurred, please try later';
const RATE_LIMITED_MESSAGE = 'Too many changes in a short time: wait a minute, then try again';

/** Thrown in a change's transaction whose claim another process took over: the change rolls back. */
class ClaimTakenOverError extends Error {}

export interface RequestRouterOptions {
  readonly db: Kysely<Database>;
  readonly handlers: RequestHandlers;
  /** Requests that run outside one transaction (a name is in one table or the other). */
  readonly longHandlers?: LongRequestHandlers;
  readonly publisher: AccountPublisher;
  /**
   * Carries answers of changes to repeats of their uuid waiting in other channels, on every process it reaches.
   * Defaults to one of this router alone.
   */
  readonly relay?: AnswerRelay;
  readonly logger: FastifyBaseLogger;
  readonly clock?: () => Date;
  /** The id its claims carry (answerStore.ts); a fresh one per router, that is per server start, by default. */
  readonly owner?: string;
  /** How often the claims of running requests are refreshed; CLAIM_HEARTBEAT_MS by default. */
  readonly claimHeartbeatMs?: number;
  /** The bound on each account's new changes (CHANGES_PER_MINUTE by default). */
  readonly changeRate?: ChangeRate;
  /**
   * Keeps the answers that are credentials (SECRET_ANSWER_REQUESTS) sealed, to answer a repeat of their uuid.
   * Without it they are not kept at all: a repeat is told to ask again.
   */
  readonly answerSeal?: AnswerSeal;
}

export interface RequestRouter {
  /**
   * Accepts one `request` event from an account's channel; its answer goes to `recipient`. `answered` settles
   * once the answer is sent, or once a repeat of a running uuid is waiting for the first delivery's answer.
   */
  accept(accountId: string, payload: unknown, recipient: AnswerRecipient): Acknowledgement;
}

type Parsed<N extends RequestName> = { readonly ok: true; readonly params: RequestParams<N> } | { readonly ok: false; readonly answer: StoredAnswer };

function failure(uuid: string, code: RequestError['code'], message: string): StoredAnswer {
  return { uuid, error: { code, message } };
}

/** The params checked against the request's schema, or the invalid_params answer saying what is wrong. */
function parseParams<N extends RequestName>(name: N, uuid: string, rawParams: unknown): Parsed<N> {
  const parsed = parseRequestParams(name, rawParams ?? {});
  if (parsed.success) return { ok: true, params: parsed.data };
  const message = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; ');
  return { ok: false, answer: failure(uuid, 'invalid_params', message) };
}

function notAvailable(uuid: string, name: RequestName): StoredAnswer {
  return failure(uuid, 'invalid_params', `The request ${name} is not available on this server`);
}

export function createRequestRouter(options: RequestRouterOptions): RequestRouter {
  const { db, handlers, publisher, logger, answerSeal } = options;
  const longHandlers = options.longHandlers ?? {};
  const relay = options.relay ?? createAnswerRelay(createInProcessPubSub());
  const clock = options.clock ?? (() => new Date());
  const committer = { db, publisher, logger };
  const owner = options.owner ?? claimOwnerId();
  const heartbeat = claimHeartbeat(options.claimHeartbeatMs ?? CLAIM_HEARTBEAT_MS);
  const changeRate = options.changeRate ?? createChangeRate();

  /**
   * Keeps the claims of the requests this router runs fresh, so that a retry elsewhere waits for them; one that
   * stops being refreshed (this process gone) is taken over by the next retry. Ticks only while some run.
   */
  function claimHeartbeat(everyMs: number) {
    const running = new Map<string, { readonly accountId: string; readonly uuid: string }>();
    let timer: NodeJS.Timeout | undefined;
    const beat = (): void => {
      for (const { accountId, uuid } of running.values()) {
        refreshClaim(db, accountId, uuid, clock()).catch((error: unknown) => {
          logger.warn({ err: error, uuid }, 'claim of a running request could not be refreshed');
        });
      }
    };
    return {
      async around<T>(accountId: string, uuid: string, work: () => Promise<T>): Promise<T> {
        const key = `${accountId} ${uuid}`;
        running.set(key, { accountId, uuid });
        timer ??= setInterval(beat, everyMs).unref();
        try {
          return await work();
        } finally {
          running.delete(key);
          if (running.size === 0) {
            clearInterval(timer);
            timer = undefined;
          }
        }
      },
    };
  }

  /** Answers our own failure: logged, and `internal` for the client, which may retry. */
  function internalFailure(error: unknown, name: RequestName, uuid: string, accountId: string): StoredAnswer {
    logger.error({ err: error, request: name, uuid, accountId }, 'request handler failed');
    return failure(uuid, 'internal', INTERNAL_ERROR_MESSAGE);
  }

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  async function read<N extends ReadRequestName>(accountId: string, name: N, uuid: string, rawParams: unknown): Promise<StoredAnswer> {
    // The kind table ties the name to a read, which the conditional type cannot see for a generic N.
    const handler = handlers[name] as ReadHandler<N> | undefined;
    if (handler === undefined) return notAvailable(uuid, name);
    const parsed = parseParams(name, uuid, rawParams);
    if (!parsed.ok) return parsed.answer;
    try {
      return { uuid, data: await handler(parsed.params, { accountId, db, now: clock() }) };
    } catch (error) {
      if (error instanceof RequestError) return failure(uuid, error.code, error.message);
      return internalFailure(error, name, uuid, accountId);
    }
  }

  async function change(accountId: string, name: ChangeRequestName, uuid: string, rawParams: unknown, recipient: AnswerRecipient): Promise<void> {
    const now = clock();
    const claim = await claimRequest(db, accountId, uuid, name, now, owner, answerSeal);
    if (claim.status === 'answered') {
      recipient(claim.answer);
      return;
    }
    if (claim.status === 'running') {
      await awaitRunning(accountId, uuid, recipient);
      return;
    }
    // Counted once claimed, so that a repeat of a uuid already answered still gets its answer. A refused change
    // keeps no claim and no answer: the same uuid runs when it comes again.
    if (!changeRate.admit(accountId, now)) {
      await releaseClaim(db, accountId, uuid, owner);
      recipient(failure(uuid, 'rate_limited', RATE_LIMITED_MESSAGE));
      return;
    }
    const answer = await heartbeat.around(accountId, uuid, () => runClaimed(accountId, name, uuid, rawParams, now));
    if (answer === undefined) {
      // Another process took the claim over while this one was stalled: its answer is the uuid's.
      await awaitRunning(accountId, uuid, recipient);
      return;
    }
    recipient(answer);
    try {
      // Repeats of the uuid that arrived while it ran, on any process, wait for this.
      await relay.publish(accountId, answer);
    } catch (error) {
      // The asking channel has its answer; a waiting repeat gets it from the store when its client asks again.
      logger.warn({ err: error, request: name, uuid, accountId }, 'answer could not be relayed to repeats of its uuid');
    }
  }

  async function awaitRunning(accountId: string, uuid: string, recipient: AnswerRecipient): Promise<void> {
    let delivered = false;
    const deliverOnce: AnswerRecipient = (answer) => {
      if (delivered) return;
      delivered = true;
      recipient(answer);
    };
    const stopWaiting = await relay.waitFor(accountId, uuid, deliverOnce, RUNNING_REQUEST_WAIT_MS);
    // The first delivery may have finished between the claim and the wait: its answer is stored by then.
    const stored = await findAnswer(db, accountId, uuid, answerSeal);
    if (stored !== undefined) {
      stopWaiting();
      deliverOnce(stored);
    }
  }

  /**
   * Runs a claimed change; answers what was recorded, or `internal` with the claim released for a retry, or
   * undefined when another process took the claim over meanwhile (this run's change was rolled back).
   */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  async function runClaimed<N extends ChangeRequestName>(accountId: string, name: N, uuid: string, rawParams: unknown, now: Date): Promise<StoredAnswer | undefined> {
    const recordFailure = async (answer: StoredAnswer): Promise<StoredAnswer> => {
      await recordAnswer(db, accountId, answer);
      return answer;
    };
    // The kind table ties the name to a change, which the conditional type cannot see for a generic N.
    const handler = handlers[name] as ChangeHandler<N> | undefined;
    const longHandler: LongRequestHandler<N> | undefined = longHandlers[name];
    if (handler === undefined && longHandler === undefined) return recordFailure(notAvailable(uuid, name));
    const parsed = parseParams(name, uuid, rawParams);
    if (!parsed.ok) return recordFailure(parsed.answer);

    try {
      if (handler === undefined) {
        // Checked above: one of the two exists.
        return await runLong(accountId, name, uuid, parsed.params, now, longHandler as LongRequestHandler<N>);
      }
      // The answer is recorded in the change's own transaction: a uuid is answered once, or not at all. Its
      // pushes follow the commit; one that cannot be sent is logged, and the change still answered.
      return await commitAccountChange(committer, accountId, now, async (context) => {
        const answer: StoredAnswer = { uuid, data: await handler(parsed.params, context) };
        const kept = SECRET_ANSWER_REQUESTS.has(name) ? sealedForStore(answer, accountId, answerSeal) : answer;
        // Only while the claim is still ours: one taken over (this process stalled past ABANDONED_CLAIM_MS)
        // is run by its new owner, and this change must not be stored too.
        if (!(await recordAnswer(context.db, accountId, kept, owner))) throw new ClaimTakenOverError();
        return answer;
      });
    } catch (error) {
      if (error instanceof ClaimTakenOverError) return undefined;
      if (error instanceof RequestError) return recordFailure(failure(uuid, error.code, error.message));
      await releaseClaim(db, accountId, uuid, owner);
      return internalFailure(error, name, uuid, accountId);
    }
  }

  async function runLong<N extends ChangeRequestName>(
    accountId: string,
    name: N,
    uuid: string,
    params: RequestParams<N>,
    now: Date,
    handler: LongRequestHandler<N>,
  ): Promise<StoredAnswer> {
    // Stored by then: a push that fails must not make the handler take its committed work for a failure.
    const commit = <T>(work: (context: ChangeContext) => Promise<T>): Promise<T> => commitAccountChange(committer, accountId, clock(), work);
    let completed: StoredAnswer | undefined;
    const context: LongRequestContext<N> = {
      accountId,
      uuid,
      now,
      db,
      change: commit,
      complete: async (work) => {
        const data = await commit(async (change) => {
          const result = await work(change);
          await recordAnswer(change.db, accountId, { uuid, data: result });
          return result;
        });
        completed = { uuid, data };
        return data;
      },
      publish: (event, payload) => publisher.publishToAccount(accountId, event, payload),
      logger: logger.child({ request: name, uuid, accountId }),
    };
    // While it runs, the heartbeat (see change) keeps its claim from looking abandoned.
    const data = await handler(params, context);
    if (completed !== undefined) return completed;
    const answer: StoredAnswer = { uuid, data };
    await recordAnswer(db, accountId, answer);
    return answer;
  }

  async function run(accountId: string, name: string, uuid: string, rawParams: unknown, recipient: AnswerRecipient): Promise<void> {
    // An unknown name is answered without storing anything, so made-up names cannot fill the database.
    if (!isRequestName(name)) {
      recipient(failure(uuid, 'invalid_params', 'Unknown request'));
      return;
    }
    if (isReadRequest(name)) {
      recipient(await read(accountId, name, uuid, rawParams));
      return;
    }
    await change(accountId, name, uuid, rawParams, recipient);
  }

  return {
    accept(accountId, payload, recipient) {
      const envelope = envelopeSchema.safeParse(payload);
      if (!envelope.success) return { status: 'error', response: { reason: 'invalid_params' } };
      const { request, uuid } = envelope.data;
      const params = (payload as { params?: unknown }).params;
      const answered = run(accountId, request, uuid, params, recipient).catch((error: unknown) => {
        // Only the store or the relay failing lands here; the socket stays up and the client retries.
        logger.error({ err: error, request, uuid, accountId }, 'request could not be answered');
      });
      return { status: 'ok', response: { uuid }, answered };
    },
  };
}
