// HTTP client for the server's /api. Sagas call it with `call(apiPost, path, body, { token })`; the token is
// passed per call (read from the store with `select`) so the client keeps no hidden state to forget on logout.
import { CANCEL } from 'redux-saga';

export const API_BASE_PATH = '/api';
export const HTTP_TIMEOUT_MS = 5000;
export const CSRF_HEADER = 'x-csrf-token';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const MISSING_CSRF_TOKEN = 'missing_csrf_token';
/** The server's refusal of an unsafe call whose token is not good for this browser (server/http/csrfCheck.ts). */
export const INVALID_CSRF_TOKEN = 'invalid_csrf_token';
/** Where the page asks for a new token when the one it holds is refused. */
export const CSRF_TOKEN_PATH = '/csrf_token';
/** Error code used when a failed answer has no `{"error": "<code>"}` body. */
export const UNKNOWN_ERROR_CODE = 'unknown_error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Bearer token of the signed-in user; omit (or null) while signed out. */
  readonly token?: string | null;
  /** Overrides the 5000 ms timeout, for calls known to take longer. */
  readonly timeoutMs?: number;
  /** Sent as the Idempotency-Key header: the same for every sending of one submission (submissionKeys.ts). */
  readonly idempotencyKey?: string;
}

export interface ApiRequest extends RequestOptions {
  readonly method: HttpMethod;
  /** Path below /api, starting with a slash: `/login`. */
  readonly path: string;
  /** Sent as JSON. */
  readonly body?: unknown;
}

/** The server answered with a non-2xx status. `code` is the `error` field of its JSON body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    readonly body: unknown,
  ) {
    super(`API answered ${status}: ${code}`);
  }
}

/** No answer within the timeout; the request was aborted. */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';

  constructor(readonly timeoutMs: number) {
    super(`API call timed out after ${timeoutMs} ms`);
  }
}

/** The request never got an answer: offline, DNS, connection reset, or cancelled by its saga. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';

  constructor(options: { readonly cause: unknown }) {
    super('API call failed before an answer arrived', options);
  }
}

/** The token the server put in the page for this browser; every /api call echoes it. */
export function readCsrfToken(doc: Document = document): string {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (content === undefined || content === '') {
    console.error('The page has no csrf-token meta tag: API calls will be refused');
    return MISSING_CSRF_TOKEN;
  }
  return content;
}

/** Puts `token` in the page's meta tag, where every call reads it. */
function writeCsrfToken(token: string, doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (meta === null) {
    meta = doc.createElement('meta');
    meta.name = 'csrf-token';
    doc.head.append(meta);
  }
  meta.content = token;
}

let csrfRenewal: Promise<void> | undefined;

/**
 * Asks the server for a token good for this browser and puts it in the page. A page started from the service
 * worker's copy while offline holds the token of the day it was copied, which the server refuses once the
 * browser's seed cookie has changed or gone (a restarted browser); the first refused call renews it and is sent
 * again (docs/decisions.md, "Installable app and updates"). `GET /api/csrf_token` sets a new seed cookie when the
 * browser has none, and no other site can read its answer. Calls refused together share one renewal, so that
 * they all get a token of the same seed.
 */
export function renewCsrfToken(): Promise<void> {
  csrfRenewal ??= (async () => {
    const response = await fetch(`${API_BASE_PATH}${CSRF_TOKEN_PATH}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = await readBody(response);
    const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    if (!response.ok || typeof token !== 'string' || token === '') throw new ApiError(response.status, errorCodeOf(body), body);
    writeCsrfToken(token);
  })().finally(() => {
    csrfRenewal = undefined;
  });
  return csrfRenewal;
}

function errorCodeOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return UNKNOWN_ERROR_CODE;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text; // e.g. the terms, served as HTML
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A successful answer with the response headers, for the calls that carry data in a header. */
export interface ApiAnswer<T> {
  readonly body: T;
  /** A response header by name (case-insensitive), or null when absent. */
  readonly header: (name: string) => string | null;
}

async function send(
  request: ApiRequest,
  controller: AbortController,
  timedOut: () => boolean,
  tokenRenewed = false,
): Promise<ApiAnswer<unknown>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [CSRF_HEADER]: readCsrfToken(),
  };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey;
  if (request.token !== undefined && request.token !== null && request.token !== '') {
    headers.Authorization = `Bearer ${request.token}`;
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut()) throw new ApiTimeoutError(request.timeoutMs ?? HTTP_TIMEOUT_MS);
    throw new ApiNetworkError({ cause: error });
  }

  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    // The body stream is also cut by the abort.
    if (timedOut()) throw new ApiTimeoutError(request.timeoutMs ?? HTTP_TIMEOUT_MS);
    throw new ApiNetworkError({ cause: error });
  }
  if (!response.ok) {
    const refusal = new ApiError(response.status, errorCodeOf(body), body);
    // Refused before any route ran, so nothing was done: sent again once with a renewed token.
    if (refusal.status === 403 && refusal.code === INVALID_CSRF_TOKEN && !tokenRenewed) {
      try {
        await renewCsrfToken();
      } catch {
        throw refusal;
      }
      return send(request, controller, timedOut, true);
    }
    throw refusal;
  }
  return { body, header: (name) => response.headers.get(name) };
}

/**
 * Sends one request to /api and resolves with the parsed answer (JSON, text for non-JSON answers,
 * undefined for an empty one). Rejects with ApiError, ApiTimeoutError or ApiNetworkError.
 * The caller states the answer's type; replies are checked where they are used.
 * The promise carries redux-saga's CANCEL hook: cancelling the calling saga (a lost race, takeLatest)
 * aborts the request.
 */
export function apiRequest<T = unknown>(request: ApiRequest): Promise<T> {
  return cancellable(apiRequestWithHeaders<T>(request), (answer) => answer.body);
}

/** As apiRequest, but resolves with the answer's headers beside its body (e.g. `x-terms-version`). */
export function apiRequestWithHeaders<T = unknown>(request: ApiRequest): Promise<ApiAnswer<T>> {
  const controller = new AbortController();
  const timeoutMs = request.timeoutMs ?? HTTP_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  const promise = send(request, controller, () => timedOut).finally(() => {
    clearTimeout(timer);
  }) as Promise<ApiAnswer<T>>;
  const cancel = () => {
    controller.abort();
  };
  return Object.assign(promise, { [CANCEL]: cancel });
}

/** Maps a cancellable promise, keeping its CANCEL hook so the saga that yields the result can still abort it. */
function cancellable<A, B>(promise: Promise<A>, map: (value: A) => B): Promise<B> {
  const cancel = (promise as Promise<A> & { [CANCEL]?: () => void })[CANCEL];
  return Object.assign(promise.then(map), { [CANCEL]: cancel });
}

export function apiGet<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>({ ...options, method: 'GET', path });
}

export function apiGetWithHeaders<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
  return apiRequestWithHeaders<T>({ ...options, method: 'GET', path });
}

export function apiPost<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>({ ...options, method: 'POST', path, body });
}
