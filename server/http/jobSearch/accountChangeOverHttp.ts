// An account change asked for over HTTP: committed like a live request's, then its pushes published. The
// data is stored by then: a push that fails only leaves other tabs to catch up on their next load, so it is
// logged and the caller still gets its answer.
import type { FastifyBaseLogger } from 'fastify';
import { type ChangeContext, publishPushes, runAccountChange } from '../../requests/accountChange';
import type { JobSearchRouteOptions } from './jobSearchRouteOptions';

export async function changeOverHttp<T>(
  { db, publisher, clock }: JobSearchRouteOptions,
  log: FastifyBaseLogger,
  accountId: string,
  work: (context: ChangeContext) => Promise<T>,
): Promise<T> {
  const { result, pushes } = await runAccountChange(db, accountId, clock(), work);
  try {
    await publishPushes(publisher, accountId, pushes);
  } catch (error) {
    log.error({ err: error, accountId }, 'push could not be sent');
  }
  return result;
}
