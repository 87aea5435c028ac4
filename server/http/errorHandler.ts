// What an error no route answered itself becomes: `{"error": code}`, never a stack or a message of ours.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpErrors';

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
