// An account change asked for over HTTP: committed like a live request's, then its pushes published (a push
// that fails is logged; the caller still gets its answer).
import type { FastifyBaseLogger } from 'fastify';
import { type ChangeContext, commitAccountChange } from '../../domain/requests/accountChange';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export function changeOverHttp<T>(
  { db, publisher, clock }: JobSearchRouteOptions,
  logger: FastifyBaseLogger,
  accountId: string,
  work: (context: ChangeContext) => Promise<T>,
): Promise<T> {
  return commitAccountChange({ db, publisher, logger }, accountId, clock(), work);
}
