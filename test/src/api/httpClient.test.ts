import { CANCEL } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { call, delay, race } from 'typed-redux-saga';
import {
  apiGet,
  apiGetWithHeaders,
  apiPost,
  apiRequest,
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  readCsrfToken,
} from '../../../src/api/httpClient';
import { setCsrfMeta } from '../testUtils/csrfMeta';

// jsdom has no Fetch API: answers are minimal stand-ins with what the client reads.
function answer(status: number, body: string, contentType = 'application/json', extraHeaders: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { 'content-type': contentType, ...extraHeaders };
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(body),
  } as unknown as Response;
}

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = jest.fn<Promise<Response>, FetchArgs>();

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1);
  if (call === undefined) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: init.headers as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
  setCsrfMeta('csrf-abc');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('requests', () => {
  it('posts JSON to /api with the CSRF token from the meta tag', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"email":"ada@example.com"}'));
    await expect(apiPost('/login', { email: 'ada@example.com', password: 'secret' })).resolves.toEqual({
      email: 'ada@example.com',
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"ada@example.com","password":"secret"}');
    expect(headers['x-csrf-token']).toBe('csrf-abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
  });

  it('reads the meta tag at each call, so a new page token is used', async () => {
    fetchMock.mockResolvedValue(answer(200, '"success"'));
    await apiPost('/sign_up_confirmation', { token: 't' });
    setCsrfMeta('csrf-new');
    await apiPost('/sign_up_confirmation', { token: 't' });
    expect(lastCall().headers['x-csrf-token']).toBe('csrf-new');
  });

  it('sends a GET without a body or content type', async () => {
    fetchMock.mockResolvedValue(answer(200, '<p>Terms</p>', 'text/html; charset=utf-8'));
    await expect(apiGet('/terms/current')).resolves.toBe('<p>Terms</p>');
    const { init, headers } = lastCall();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['x-csrf-token']).toBe('csrf-abc');
  });

  it('resolves undefined for an empty answer (204)', async () => {
    fetchMock.mockResolvedValue(answer(204, '', ''));
    await expect(apiPost('/reset_password', { token: 't', password: 'p' })).resolves.toBeUndefined();
  });

  it('adds the bearer token once signed in', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiPost('/logout', undefined, { token: 'token-123' });
    expect(lastCall().headers.Authorization).toBe('Bearer token-123');
  });

  it('sends the Idempotency-Key it is given, and none otherwise', async () => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiPost('/companies', { name: 'Acme' }, { idempotencyKey: '5f0c9a52-3d1b-4c55-9d8e-2a7b6c1e0f42' });
    expect(lastCall().headers['Idempotency-Key']).toBe('5f0c9a52-3d1b-4c55-9d8e-2a7b6c1e0f42');
    await apiPost('/companies', { name: 'Acme' });
    expect(lastCall().headers['Idempotency-Key']).toBeUndefined();
  });

  it.each([null, ''])('sends no Authorization header for a %p token', async (token) => {
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiGet('/terms/current', { token });
    expect(lastCall().headers.Authorization).toBeUndefined();
  });
});

describe('answers with headers', () => {
  it('resolves the body with the response headers', async () => {
    fetchMock.mockResolvedValue(answer(200, '<p>Terms</p>', 'text/html; charset=utf-8', { 'x-terms-version': '2026-01' }));
    const { body, header } = await apiGetWithHeaders<string>('/terms/current?locale=fr-FR');
    expect(body).toBe('<p>Terms</p>');
    expect(header('X-Terms-Version')).toBe('2026-01');
    expect(header('x-missing')).toBeNull();
    expect(lastCall().url).toBe('/api/terms/current?locale=fr-FR');
  });

  it('rejects like the other calls on an error answer', async () => {
    fetchMock.mockResolvedValue(answer(500, '{"error":"internal"}'));
    await expect(apiGetWithHeaders('/terms/current')).rejects.toMatchObject({ status: 500, code: 'internal' });
  });

  it('keeps the cancel hook, so a cancelled saga aborts it', () => {
    fetchMock.mockImplementation(stalledFetch);
    const pending = apiGetWithHeaders('/terms/current');
    pending.catch(() => undefined);
    (pending as unknown as Record<string, () => void>)[CANCEL]!();
    expect(lastCall().init.signal?.aborted).toBe(true);
  });
});

describe('missing CSRF meta tag', () => {
  it('logs an error and sends missing_csrf_token', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setCsrfMeta(undefined);
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiPost('/login', { email: 'a', password: 'b' });
    expect(lastCall().headers['x-csrf-token']).toBe('missing_csrf_token');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('treats an empty tag as missing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setCsrfMeta('');
    expect(readCsrfToken()).toBe('missing_csrf_token');
    expect(error).toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('rejects a non-2xx answer with an ApiError carrying the status and the error code', async () => {
    fetchMock.mockResolvedValue(answer(401, '{"error":"invalid_credentials"}'));
    const failure = apiPost('/login', { email: 'a', password: 'b' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'invalid_credentials',
      body: { error: 'invalid_credentials' },
    });
  });

  it.each([
    ['a JSON body without error', 500, '{"message":"boom"}', 'application/json'],
    ['a non-JSON body', 502, 'Bad Gateway', 'text/plain'],
    ['an empty body', 503, '', ''],
    ['malformed JSON', 500, '{"error":', 'application/json'],
  ])('uses unknown_error for %s', async (_case, status, body, contentType) => {
    fetchMock.mockResolvedValue(answer(status, body, contentType));
    await expect(apiGet('/terms/current')).rejects.toMatchObject({ status, code: 'unknown_error' });
  });

  it('rejects with ApiNetworkError when fetch fails', async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);
    const failure = apiGet('/terms/current');
    await expect(failure).rejects.toBeInstanceOf(ApiNetworkError);
    await expect(failure).rejects.toMatchObject({ cause });
  });
});

/** A fetch that never answers until its signal aborts, as a stalled server would. */
function stalledFetch(_input: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => {
      reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
  });
}

describe('timeout', () => {
  it('aborts after 5000 ms and rejects with ApiTimeoutError', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(stalledFetch);
    const pending = apiGet('/terms/current');
    const settled = pending.then(
      () => 'resolved',
      (error: unknown) => error,
    );

    await jest.advanceTimersByTimeAsync(4999);
    expect(lastCall().init.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    const error = await settled;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toMatchObject({ name: 'ApiTimeoutError', timeoutMs: 5000 });
    expect(lastCall().init.signal?.aborted).toBe(true);
  });

  it('takes a per-call timeout', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(stalledFetch);
    const settled = apiRequest({ method: 'GET', path: '/slow', timeoutMs: 100 }).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(100);
    await expect(settled).resolves.toMatchObject({ timeoutMs: 100 });
  });

  it('clears its timer once answered', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(answer(200, '{}'));
    await apiGet('/terms/current');
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('cancellation', () => {
  it('aborts the request when the calling saga is cancelled', async () => {
    fetchMock.mockImplementation(stalledFetch);
    const pending = apiGet('/terms/current');
    const settled = pending.catch((error: unknown) => error);
    const cancel = (pending as unknown as Record<string, (() => void) | undefined>)[CANCEL];
    expect(cancel).toBeInstanceOf(Function);
    cancel!();
    expect(lastCall().init.signal?.aborted).toBe(true);
    await expect(settled).resolves.toBeInstanceOf(ApiNetworkError);
  });

  it('is aborted when a saga race drops it', async () => {
    fetchMock.mockImplementation(stalledFetch);
    function* fetchWithDeadline() {
      return yield* race({ terms: call(apiGet, '/terms/current'), deadline: delay(10) });
    }
    const { returnValue } = await expectSaga(fetchWithDeadline).run();
    expect(returnValue).toEqual({ deadline: true });
    expect(lastCall().init.signal?.aborted).toBe(true);
  });
});

describe('a CSRF token the server refuses', () => {
  /** The server of a browser whose seed cookie changed: the page's old token refused, the renewed one taken. */
  function serverWithNewSeed(renewal: () => Promise<Response> = () => Promise.resolve(answer(200, '{"token":"csrf-new"}'))) {
    fetchMock.mockImplementation((url, init) => {
      if (url === '/api/csrf_token') return renewal();
      const token = (init.headers as Record<string, string>)['x-csrf-token'];
      return Promise.resolve(token === 'csrf-new' ? answer(200, '{"ok":true}') : answer(403, '{"error":"invalid_csrf_token"}'));
    });
  }

  it('is renewed once, put in the page, and the call sent again', async () => {
    serverWithNewSeed();
    await expect(apiPost('/login', { email: 'ada@example.com' })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`)).toEqual([
      'POST /api/login',
      'GET /api/csrf_token',
      'POST /api/login',
    ]);
    expect(fetchMock.mock.calls[1]?.[1].credentials).toBe('same-origin');
    expect(lastCall().init.body).toBe('{"email":"ada@example.com"}');
    expect(readCsrfToken()).toBe('csrf-new');
  });

  it('is renewed once for calls refused together', async () => {
    serverWithNewSeed();
    await Promise.all([apiPost('/a'), apiPost('/b'), apiPost('/c')]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/csrf_token')).toHaveLength(1);
  });

  it('is renewed only once per call: a second refusal is the answer', async () => {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(url === '/api/csrf_token' ? answer(200, '{"token":"csrf-new"}') : answer(403, '{"error":"invalid_csrf_token"}')),
    );
    await expect(apiPost('/login')).rejects.toMatchObject({ status: 403, code: 'invalid_csrf_token' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('leaves the refusal as the answer when the renewal fails', async () => {
    serverWithNewSeed(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiPost('/login')).rejects.toMatchObject({ status: 403, code: 'invalid_csrf_token' });
    expect(readCsrfToken()).toBe('csrf-abc');
  });

  it('is not renewed for another refusal', async () => {
    fetchMock.mockResolvedValue(answer(403, '{"error":"email_not_confirmed"}'));
    await expect(apiPost('/login')).rejects.toMatchObject({ status: 403, code: 'email_not_confirmed' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
