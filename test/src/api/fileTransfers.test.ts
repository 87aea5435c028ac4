// The blob downloads of /api (files and thumbnails): the headers every /api call carries.
import { BLOB_TIMEOUT_MS, fetchBlob } from '../../../src/api/fileTransfers';
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
