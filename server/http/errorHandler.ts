// What an error no route answered itself becomes: `{"error": code}`, never a stack or a message of ours.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, sendHttpError } from './httpErrors';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    // A code answered from a hook (the rate limits); headers set before, such as retry-after, stay.
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ error: error.code });
    const statusCode = statusOf(error);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: 'internal' });
    }
    return reply.code(statusCode).send({ error: statusCode === 413 ? 'payload_too_large' : 'invalid_params' });
  });
}

function statusOf(error: unknown): number {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

/**
 * What Fastify's router answers itself, before any route or error handler: a path whose percent-encoding is not
 * valid (`/api/calendar/%ZZ`) or a parameter past its length. Fastify's own body there
 * (`{"error":"Bad Request",…}`) names no code of the contract: these are unreadable requests, 400
 * `invalid_params`; anything else the router reports (an asynchronous constraint that failed) is ours, 500.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendHttpError(reply, 'invalid_params');
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  void sendHttpError(reply, 'internal');
}
