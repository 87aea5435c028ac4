// What the domain's live-channel request handlers are, and what each kind is given. The request router in
// server/requests runs them; they live with the domain so that a handler's module needs nothing above it.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RequestName, RequestParams, ResponseData } from '../../../contract';
import type { Database } from '../../db/schema';
import type { ChangeContext } from './accountChange';
import type { ChangeRequestName, ReadRequestName } from './requestKinds';

/** What a read is given: the database outside any transaction, and nothing to push with. */
export interface ReadContext {
  readonly accountId: string;
  readonly db: Kysely<Database>;
  readonly now: Date;
}

/** A change handler changes the account's data like any other account change. */
export type RequestContext = ChangeContext;

export type ReadHandler<N extends RequestName> = (params: RequestParams<N>, context: ReadContext) => Promise<ResponseData<N>>;
export type ChangeHandler<N extends RequestName> = (params: RequestParams<N>, context: ChangeContext) => Promise<ResponseData<N>>;

/** A read's handler gets a ReadContext, a change's a ChangeContext: a read that tries to write does not compile. */
export type RequestHandler<N extends RequestName> = N extends ReadRequestName ? ReadHandler<N> : ChangeHandler<N>;

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
  /**
   * For what the handler learns and must not answer (a provider's error text): each line names the request, its
   * uuid and the account.
   */
  readonly logger: FastifyBaseLogger;
}

export type LongRequestHandler<N extends RequestName> = (params: RequestParams<N>, context: LongRequestContext<N>) => Promise<ResponseData<N>>;

export type LongRequestHandlers = { readonly [N in ChangeRequestName]?: LongRequestHandler<N> };
