// Error answers of the HTTP routes: `{"error": code}` with the status contract/errors.ts gives the code.
import type { FastifyReply } from 'fastify';
import { HTTP_ERROR_STATUS, type HttpErrorCode } from '../../contract';

/** Thrown from a hook (the rate limits do) to answer with a code; the app's error handler sends it. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(readonly code: HttpErrorCode) {
    super(code);
    this.name = 'HttpError';
    this.statusCode = HTTP_ERROR_STATUS[code];
  }
}

export function sendHttpError(reply: FastifyReply, code: HttpErrorCode): FastifyReply {
  return reply.code(HTTP_ERROR_STATUS[code]).send({ error: code });
}

/** The JSON string "success" (with its quotes), the answer of sign-up and confirmation. */
export function sendSuccess(reply: FastifyReply): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify('success'));
}
