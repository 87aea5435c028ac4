// What Fastify logs about each request. By default that is two info lines a request ("incoming request",
// "request completed"), whose writing costs a busy server more CPU than a small API call's own work. This
// keeps one line, written once the answer is known: at info level for a refusal or a failure (the 401, 403 and
// 429 answers are the server's security trail) and for a slow answer, at debug level for the rest.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers slower than this are logged at info level even when they succeeded. */
export const SLOW_ANSWER_MS = 1000;

export class AnswerLogController extends LogController {
  /** Nothing yet: the line written with the answer names the request. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error !== null && error !== undefined) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const level = reply.statusCode >= 400 || reply.elapsedTime >= SLOW_ANSWER_MS ? 'info' : 'debug';
    // The logger's serializers shape `req` and `res` (app.ts keeps tokens in query strings out of the log).
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
