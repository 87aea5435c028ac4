// What the server logs about requests, and what it never logs. By default Fastify writes two info lines a
// request ("incoming request", "request completed"), whose writing costs a busy server more CPU than a small
// API call's own work. This keeps one line, written once the answer is known: at info level for a refusal or
// a failure (the 401, 403 and 429 answers are the server's security trail) and for a slow answer, at debug
// level for the rest.
//
// Secrets travel in some addresses: the login token and LongPoll session in query strings, and in paths the
// confirmation and reset tokens (`/sign_up_confirmation/{token}`, `/reset_password_confirmation/{token}`), the
// whole session of a login link (`/login/{login_info}`) and the calendar feed's secret
// (`/api/calendar/{secret}.ics`). None of them may reach the log at any level: request lines carry the path
// without its query and with those parts replaced, and every message, error and top-level text field of every
// line goes through the same replacement (an error's message or stack may quote the address).
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Answers slower than this are logged at info level even when they succeeded. */
export const SLOW_ANSWER_MS = 1000;

/** What stands in the log for a secret. */
export const REDACTED = '[redacted]';

/**
 * The browser pages and API routes whose path carries a secret after this prefix; the rest of the path goes.
 * `(?<!/api)` keeps `/api/sign_up_confirmation/resend` (an API call with no secret) as it is.
 */
const SECRET_PATHS = /((?<!\/api)\/(?:login|sign_up_confirmation|reset_password_confirmation)\/|\/api\/calendar\/)[^\s?#"'<>]+/g;

/** Query parameters that may hold a secret, wherever a URL with a query is quoted. */
const SECRET_QUERY_PARAMETERS = /([?&](?:[\w-]*token|login_info|secret|key|password|code|signature)=)[^&#\s"'<>]+/gi;

/**
 * A path segment that looks like a secret of ours, for routes with a secret that are not listed above: at
 * least 22 characters of base64url (128 bits; the tokens of secretTokens.ts have 43) with a digit or a capital,
 * which a random token has (all but once in billions) and a route's own words do not. A UUID (an id) stays.
 */
const TOKEN_LIKE_SEGMENT = /^(?=.*[0-9A-Z])[A-Za-z0-9_-]{22,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any text with the secrets of addresses it quotes replaced. */
export function redactSecretsInText(text: string): string {
  if (!text.includes('/') && !text.includes('=')) return text;
  return text.replace(SECRET_PATHS, `$1${REDACTED}`).replace(SECRET_QUERY_PARAMETERS, `$1${REDACTED}`);
}

/** A request's address as logged: the path alone, with its secrets replaced. */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0]?.split('#')[0] ?? '';
  return redactSecretsInText(path)
    .split('/')
    .map((segment) => (TOKEN_LIKE_SEGMENT.test(segment) && !UUID.test(segment) ? REDACTED : segment))
    .join('/');
}

/** The `req` of log lines: the method, the address without its secrets, and the client's address. */
export function serializeRequestForLog(request: { method: string; url: string; ip: string }): {
  method: string;
  url: string;
  remoteAddress: string;
} {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}

/** The `err` of log lines: pino's usual shape, with the secrets of any address its texts quote replaced. */
export function serializeErrorForLog(error: Error): pino.SerializedError {
  // Fastify may hand on something thrown that is no Error: pino gives it back as it is.
  const serialized: unknown = pino.stdSerializers.err(error);
  if (typeof serialized !== 'object' || serialized === null) return serialized as pino.SerializedError;
  const fields = serialized as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') fields[key] = redactSecretsInText(value);
  }
  return serialized as pino.SerializedError;
}

/**
 * Replaces the secrets in the message and the top-level text fields of each line, whoever logs it. Arrays and
 * nested objects are left alone (the serializers above shape `req` and `err`): the outbox's `links`, logged at
 * debug level for a local run without SMTP, is the one place links are meant to show.
 */
function redactLogArguments(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn): void {
  const redacted = (args as unknown[]).map((argument) => {
    if (typeof argument === 'string') return redactSecretsInText(argument);
    if (argument === null || typeof argument !== 'object' || argument instanceof Error) return argument;
    let copy: Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(argument)) {
      if (typeof value !== 'string') continue;
      const clean = redactSecretsInText(value);
      if (clean === value) continue;
      copy ??= { ...(argument as Record<string, unknown>) };
      copy[key] = clean;
    }
    return copy ?? argument;
  });
  method.apply(this, redacted as Parameters<pino.LogFn>);
}

/** The app's logger settings at `level`, writing to `stream` (stdout by default). */
export function appLoggerOptions(level: string, stream?: pino.DestinationStream): FastifyServerOptions['logger'] & object {
  return {
    level,
    serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
    hooks: { logMethod: redactLogArguments },
    ...(stream === undefined ? {} : { stream }),
  };
}

export class AnswerLogController extends LogController {
  /** Nothing yet: the line written with the answer names the request. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error !== null && error !== undefined) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const level = reply.statusCode >= 400 || reply.elapsedTime >= SLOW_ANSWER_MS ? 'info' : 'debug';
    // The logger's serializers shape `req` and `res` (see serializeRequestForLog).
    reply.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  /** Fastify's own line quotes the raw address; this one the loggable one. */
  override routeNotFound(request: FastifyRequest): void {
    request.log.info(`Route ${request.method}:${loggableUrl(request.url)} not found`);
  }
}
