// The request layer of the live channel. A `request` event {request, uuid, params} is acknowledged at once,
// then checked against the contract, run by its handler inside one transaction that also records the
// answer, and answered with a `response` event to every socket of the account. A uuid seen before from the
// same account is answered from the store instead of being run again. A long request (an AI product, which
// waits on a provider for up to a minute and more) runs outside any transaction instead: its handler opens its
// own short ones, and its last one records the answer.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isRequestName,
  type RequestName,
  type RequestParams,
  parseRequestParams,
  requestEnvelopeSchema,
  RESPONSE_EVENT,
  type ResponseData,
} from '../../contract';
import type { Database } from '../db/schema';
import { type AccountPublisher, type ChangeContext, type CommittedChange, commitAccountChange, publishPushes, runAccountChange } from './accountChange';
import { claimRequest, recordAnswer, refreshClaim, releaseClaim, type StoredAnswer } from './answerStore';
import { RequestError } from './requestErrors';

export type { AccountPublisher } from './accountChange';

/** A request handler changes (or reads) the account's data like any other account change. */
export type RequestContext = ChangeContext;

export type RequestHandler<N extends RequestName> = (
  params: RequestParams<N>,
  context: RequestContext,
) => Promise<ResponseData<N>>;

export type RequestHandlers = { readonly [N in RequestName]?: RequestHandler<N> };

/** What a long request's handler is given: no transaction of its own, but short ones to open. */
export interface LongRequestContext<N extends RequestName> {
  readonly accountId: string;
  readonly uuid: string;
  readonly now: Date;
  /** For reads outside any transaction. */
  readonly db: Kysely<Database>;
  /** Runs one short change of the account; its pushes are published once it commits. */
  change<T>(work: (context: ChangeContext) => Promise<T>): Promise<T>;
  /**
   * The last change: its result is the request's answer, recorded in the same transaction, so the request is
   * answered exactly when its work is stored (a crash before leaves neither).
   */
  complete(work: (context: ChangeContext) => Promise<ResponseData<N>>): Promise<ResponseData<N>>;
  /** Sends an event to the account's sockets now, outside any transaction (progress of the work). */
  publish(event: string, payload: unknown): Promise<void>;
}

export type LongRequestHandler<N extends RequestName> = (params: RequestParams<N>, context: LongRequestContext<N>) => Promise<ResponseData<N>>;

export type LongRequestHandlers = { readonly [N in RequestName]?: LongRequestHandler<N> };

/** How often a long request's claim is refreshed, well within the time after which a claim counts as abandoned. */
export const LONG_REQUEST_CLAIM_REFRESH_MS = 20_000;

export type Acknowledgement =
  | { readonly status: 'ok'; readonly response: { readonly uuid: string }; readonly answered: Promise<void> }
  | { readonly status: 'error'; readonly response: { readonly reason: 'invalid_params' } };

// Params are checked once the name is known, so that bad params are answered by uuid like any failure.
const envelopeSchema = requestEnvelopeSchema.pick({ request: true, uuid: true });

export interface RequestRouterOptions {
  readonly db: Kysely<Database>;
  readonly handlers: RequestHandlers;
  /** Requests that run outside one transaction (a name is in one table or the other). */
  readonly longHandlers?: LongRequestHandlers;
  readonly publisher: AccountPublisher;
  readonly logger: FastifyBaseLogger;
  readonly clock?: () => Date;
}

export interface RequestRouter {
  /** Accepts one `request` event from an account's socket; `answered` settles once the answer is sent. */
  accept(accountId: string, payload: unknown): Acknowledgement;
}

export function createRequestRouter(options: RequestRouterOptions): RequestRouter {
  const { db, handlers, publisher, logger } = options;
  const longHandlers = options.longHandlers ?? {};
  const clock = options.clock ?? (() => new Date());

  async function answer(accountId: string, stored: StoredAnswer): Promise<void> {
    await publisher.publishToAccount(accountId, RESPONSE_EVENT, stored);
  }

  async function run(accountId: string, name: string, uuid: string, rawParams: unknown): Promise<void> {
    // An unknown name is answered without storing anything, so made-up names cannot fill the database.
    if (!isRequestName(name)) {
      await answer(accountId, { uuid, error: { code: 'invalid_params', message: 'Unknown request' } });
      return;
    }
    const now = clock();
    const claim = await claimRequest(db, accountId, uuid, name, now);
    if (claim.status === 'running') return;
    if (claim.status === 'answered') {
      await answer(accountId, claim.answer);
      return;
    }

    const failWith = async (code: RequestError['code'], message: string): Promise<void> => {
      const stored: StoredAnswer = { uuid, error: { code, message } };
      await recordAnswer(db, accountId, stored);
      await answer(accountId, stored);
    };

    await execute(accountId, name, uuid, rawParams, now, failWith);
  }

  // Generic over the name so that the handler, its params and its data stay tied to one request (the rule
  // below cannot see that N correlates values inside the body).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  async function execute<N extends RequestName>(
    accountId: string,
    name: N,
    uuid: string,
    rawParams: unknown,
    now: Date,
    failWith: (code: RequestError['code'], message: string) => Promise<void>,
  ): Promise<void> {
    const handler: RequestHandler<N> | undefined = handlers[name];
    const longHandler: LongRequestHandler<N> | undefined = longHandlers[name];
    if (handler === undefined && longHandler === undefined) {
      return failWith('invalid_params', `The request ${name} is not available on this server`);
    }
    const params = parseRequestParams(name, rawParams ?? {});
    if (!params.success) {
      return failWith('invalid_params', params.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; '));
    }
    if (handler === undefined) {
      if (longHandler !== undefined) await executeLong(accountId, name, uuid, params.data, now, longHandler, failWith);
      return;
    }

    let committed: CommittedChange<StoredAnswer>;
    try {
      // The answer is recorded in the change's own transaction: a uuid is answered once, or not at all.
      committed = await runAccountChange(db, accountId, now, async (context) => {
        const data = await handler(params.data, context);
        const success: StoredAnswer = { uuid, data };
        await recordAnswer(context.db, accountId, success);
        return success;
      });
    } catch (error) {
      if (error instanceof RequestError) return failWith(error.code, error.message);
      logger.error({ err: error, request: name, uuid, accountId }, 'request handler failed');
      await releaseClaim(db, accountId, uuid);
      await answer(accountId, { uuid, error: { code: 'internal', message: 'An error occurred, please try later' } });
      return;
    }
    await publishPushes(publisher, accountId, committed.pushes);
    await answer(accountId, committed.result);
  }

  async function executeLong<N extends RequestName>(
    accountId: string,
    name: N,
    uuid: string,
    params: RequestParams<N>,
    now: Date,
    handler: LongRequestHandler<N>,
    failWith: (code: RequestError['code'], message: string) => Promise<void>,
  ): Promise<void> {
    // Stored by then: a push that fails must not make the handler take its committed work for a failure.
    const commit = <T>(work: (context: ChangeContext) => Promise<T>): Promise<T> =>
      commitAccountChange({ db, publisher, logger }, accountId, clock(), work);
    let answered: StoredAnswer | undefined;
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
        answered = { uuid, data };
        return data;
      },
      publish: (event, payload) => publisher.publishToAccount(accountId, event, payload),
    };
    // While it runs, a retry of the uuid must find it running, not abandoned.
    const refresher = setInterval(() => {
      refreshClaim(db, accountId, uuid, clock()).catch((error: unknown) => {
        logger.warn({ err: error, request: name, uuid }, 'claim of a long request could not be refreshed');
      });
    }, LONG_REQUEST_CLAIM_REFRESH_MS);
    try {
      const data = await handler(params, context);
      if (answered === undefined) {
        answered = { uuid, data };
        await recordAnswer(db, accountId, answered);
      }
    } catch (error) {
      if (error instanceof RequestError) {
        await failWith(error.code, error.message);
        return;
      }
      logger.error({ err: error, request: name, uuid, accountId }, 'request handler failed');
      await releaseClaim(db, accountId, uuid);
      await answer(accountId, { uuid, error: { code: 'internal', message: 'An error occurred, please try later' } });
      return;
    } finally {
      clearInterval(refresher);
    }
    await answer(accountId, answered);
  }

  return {
    accept(accountId, payload) {
      const envelope = envelopeSchema.safeParse(payload);
      if (!envelope.success) return { status: 'error', response: { reason: 'invalid_params' } };
      const { request, uuid } = envelope.data;
      const params = (payload as { params?: unknown }).params;
      const answered = run(accountId, request, uuid, params).catch((error: unknown) => {
        // Only the store or the publisher failing lands here; the socket stays up and the client retries.
        logger.error({ err: error, request, uuid, accountId }, 'request could not be answered');
      });
      return { status: 'ok', response: { uuid }, answered };
    },
  };
}
