// A stand-in for the server's /api in jsdom (which has no fetch): each request is answered by a handler,
// and every request is recorded with its parsed JSON body.
export interface FakeAnswer {
  readonly status?: number;
  /** Sent as JSON unless `contentType` says otherwise (then it must be a string). */
  readonly body?: unknown;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

export type FakeApiHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

function responseOf(answer: FakeAnswer): Response {
  const status = answer.status ?? 200;
  const contentType = answer.contentType ?? 'application/json';
  const { body } = answer;
  const text = body === undefined ? '' : typeof body === 'string' && !contentType.includes('json') ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': contentType };
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers[name.toLowerCase()] = value;
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

/** Installs a fake fetch (and the page's CSRF meta tag); returns the list of requests it received. */
export function installFakeApi(handler: FakeApiHandler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  if (document.querySelector('meta[name="csrf-token"]') === null) {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'csrf-test';
    document.head.append(meta);
  }
  const fakeFetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: input,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    return responseOf(await handler(request));
  };
  Object.assign(globalThis, { fetch: fakeFetch });
  return requests;
}

export function removeFakeApi(): void {
  Reflect.deleteProperty(globalThis, 'fetch');
}

/** The `{"error": code}` answer of a failed call. */
export function errorAnswer(code: string, status = 400): FakeAnswer {
  return { status, body: { error: code } };
}

/** GET /api/terms/current's answer: sanitized HTML with its version in a header. */
export function termsAnswer(version: string, html = '<h1>Terms of Service</h1><p>Be kind.</p>'): FakeAnswer {
  return { body: html, contentType: 'text/html; charset=utf-8', headers: { 'x-terms-version': version } };
}
