// The request layer of the live channel. A `request` event {request, uuid, params} is acknowledged at once,
// then checked against the contract, run by its handler inside one transaction that also records the
// answer, and answered with a `response` event to every socket of the account. A uuid seen before from the
// same account is answered from the store instead of being run again.
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
import { type AccountPublisher, type ChangeContext, type CommittedChange, publishPushes, runAccountChange } from './accountChange';
import { claimRequest, recordAnswer, releaseClaim, type StoredAnswer } from './answerStore';
import { RequestError } from './requestErrors';

export type { AccountPublisher } from './accountChange';

/** A request handler changes (or reads) the account's data like any other account change. */
export type RequestContext = ChangeContext;

export type RequestHandler<N extends RequestName> = (
  params: RequestParams<N>,
  context: RequestContext,
) => Promise<ResponseData<N>>;

export type RequestHandlers = { readonly [N in RequestName]?: RequestHandler<N> };

export type Acknowledgement =
  | { readonly status: 'ok'; readonly response: { readonly uuid: string }; readonly answered: Promise<void> }
  | { readonly status: 'error'; readonly response: { readonly reason: 'invalid_params' } };

// Params are checked once the name is known, so that bad params are answered by uuid like any failure.
const envelopeSchema = requestEnvelopeSchema.pick({ request: true, uuid: true });

export interface RequestRouterOptions {
  readonly db: Kysely<Database>;
  readonly handlers: RequestHandlers;
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
    if (handler === undefined) return failWith('invalid_params', `The request ${name} is not available on this server`);
    const params = parseRequestParams(name, rawParams ?? {});
    if (!params.success) {
      return failWith('invalid_params', params.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; '));
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
