// The blob downloads of /api (files and thumbnails): the headers every /api call carries; and the upload sent
// again once with a renewed CSRF token when the page's is refused.
import { BLOB_TIMEOUT_MS, fetchBlob, startUpload, UploadAbortedError } from '../../../src/api/fileTransfers';
import { ApiTimeoutError } from '../../../src/api/httpClient';
import { setCsrfMeta } from '../testUtils/csrfMeta';

type FetchArgs = [input: string, init: RequestInit];
const fetchMock = jest.fn<Promise<Response>, FetchArgs>();

// jsdom has no Fetch API: an answer is a minimal stand-in with what fetchBlob reads.
function blobAnswer(): Response {
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? 'attachment; filename="cv.pdf"' : null) },
    blob: () => Promise.resolve(new Blob(['%PDF'])),
  } as unknown as Response;
}

function sentHeaders(): Record<string, string> {
  const call = fetchMock.mock.calls.at(-1);
  if (call === undefined) throw new Error('fetch was not called');
  return call[1].headers as Record<string, string>;
}

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
  setCsrfMeta('csrf-abc');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('fetchBlob', () => {
  it('sends the CSRF token of the page and the bearer token', async () => {
    fetchMock.mockResolvedValue(blobAnswer());
    const { disposition } = await fetchBlob('/api/files/1/download', 'session-token');
    expect(sentHeaders()).toEqual({ 'x-csrf-token': 'csrf-abc', Authorization: 'Bearer session-token' });
    expect(disposition).toBe('attachment; filename="cv.pdf"');
  });

  it('sends the CSRF token without a session too', async () => {
    fetchMock.mockResolvedValue(blobAnswer());
    await fetchBlob('/api/files/1/thumbnail', null);
    expect(sentHeaders()).toEqual({ 'x-csrf-token': 'csrf-abc' });
  });

  it(`gives up after ${String(BLOB_TIMEOUT_MS)} ms with a timeout error`, async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation((_input, init) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => {
        reject(new DOMException('aborted', 'AbortError'));
      });
    }));
    const download = fetchBlob('/api/files/1/download', 'session-token');
    const failed = expect(download).rejects.toBeInstanceOf(ApiTimeoutError);
    await jest.advanceTimersByTimeAsync(BLOB_TIMEOUT_MS);
    await failed;
  });
});

/** jsdom's XMLHttpRequest would try the network: a stand-in the test answers. */
class FakeXhr {
  static readonly sent: FakeXhr[] = [];
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(_method: string, url: string): void {
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: unknown): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.onabort?.();
  }

  answer(status: number, body: string): void {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

describe('startUpload', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.sent.length = 0;
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
  });
  afterEach(() => {
    Object.assign(globalThis, { XMLHttpRequest: realXhr });
  });

  function callbacks() {
    return { onProgress: jest.fn(), onDone: jest.fn(), onFailed: jest.fn() };
  }

  function tokenAnswer(): Response {
    return {
      ok: true,
      status: 200,
      headers: { get: () => 'application/json' },
      text: () => Promise.resolve('{"token":"csrf-new"}'),
    } as unknown as Response;
  }

  it('sends the form again, once, with a renewed token when the page’s token is refused', async () => {
    fetchMock.mockResolvedValue(tokenAnswer());
    const form = new FormData();
    const upload = callbacks();
    startUpload('/files', form, 'session', upload);
    expect(FakeXhr.sent[0]?.headers['x-csrf-token']).toBe('csrf-abc');
    FakeXhr.sent[0]?.answer(403, '{"error":"invalid_csrf_token"}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/csrf_token');
    const again = FakeXhr.sent[1];
    expect(again?.headers['x-csrf-token']).toBe('csrf-new');
    expect(again?.headers.Authorization).toBe('Bearer session');
    expect(again?.body).toBe(form);
    again?.answer(200, '{"id":"f1"}');
    expect(upload.onDone).toHaveBeenCalledWith({ id: 'f1' });
    expect(upload.onFailed).not.toHaveBeenCalled();
  });

  it('reports a second refusal', async () => {
    fetchMock.mockResolvedValue(tokenAnswer());
    const upload = callbacks();
    startUpload('/files', new FormData(), null, upload);
    FakeXhr.sent[0]?.answer(403, '{"error":"invalid_csrf_token"}');
    await new Promise((resolve) => setTimeout(resolve, 0));
    FakeXhr.sent[1]?.answer(403, '{"error":"invalid_csrf_token"}');
    expect(upload.onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 403, code: 'invalid_csrf_token' }));
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('reports an abort made while the token is renewed, and sends nothing more', async () => {
    fetchMock.mockResolvedValue(tokenAnswer());
    const upload = callbacks();
    const abort = startUpload('/files', new FormData(), null, upload);
    FakeXhr.sent[0]?.answer(403, '{"error":"invalid_csrf_token"}');
    abort();
    expect(upload.onFailed).toHaveBeenCalledWith(expect.any(UploadAbortedError));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(FakeXhr.sent).toHaveLength(1);
    expect(upload.onFailed).toHaveBeenCalledTimes(1);
  });
});
