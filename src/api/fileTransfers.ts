// The HTTP calls of files that the JSON client does not fit: the upload (multipart, with progress and a way
// to abort, which only XMLHttpRequest gives), and binary answers (downloads and thumbnails) read as blobs.
import {
  API_BASE_PATH,
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  CSRF_HEADER,
  INVALID_CSRF_TOKEN,
  readCsrfToken,
  renewCsrfToken,
  UNKNOWN_ERROR_CODE,
} from './httpClient';

/** Downloads may be large and connections slow: far longer than the JSON calls' 5000 ms. */
export const BLOB_TIMEOUT_MS = 120_000;

export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface UploadCallbacks {
  readonly onProgress: (progress: UploadProgress) => void;
  readonly onDone: (body: unknown) => void;
  readonly onFailed: (error: Error) => void;
}

/** The person cancelled the upload: the transfer was aborted. */
export class UploadAbortedError extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAbortedError';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorCodeOf(body: unknown): string {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : UNKNOWN_ERROR_CODE;
}

/**
 * POSTs `form` to `path` (below /api); answers a function that aborts the transfer. Refused for its CSRF token
 * (a page started offline from the service worker's copy), it renews the token and is sent once more, as the
 * JSON calls are (httpClient.ts).
 */
export function startUpload(path: string, form: FormData, token: string | null, callbacks: UploadCallbacks): () => void {
  let current: XMLHttpRequest | undefined;
  let renewing = false;
  let aborted = false;

  const send = (tokenRenewed: boolean): void => {
    const request = new XMLHttpRequest();
    current = request;
    request.open('POST', `${API_BASE_PATH}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(CSRF_HEADER, readCsrfToken());
    if (token !== null && token !== '') request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      callbacks.onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        callbacks.onDone(body);
        return;
      }
      const refusal = new ApiError(request.status, errorCodeOf(body), body);
      if (refusal.status !== 403 || refusal.code !== INVALID_CSRF_TOKEN || tokenRenewed) {
        callbacks.onFailed(refusal);
        return;
      }
      renewing = true;
      renewCsrfToken().then(
        () => {
          renewing = false;
          if (!aborted) send(true);
        },
        () => {
          renewing = false;
          if (!aborted) callbacks.onFailed(refusal);
        },
      );
    };
    request.onerror = () => {
      callbacks.onFailed(new ApiNetworkError({ cause: new Error('upload failed') }));
    };
    request.onabort = () => {
      callbacks.onFailed(new UploadAbortedError());
    };
    request.send(form);
  };

  send(false);
  return () => {
    if (aborted) return;
    aborted = true;
    // Between the two sendings there is no transfer to abort: the abort is reported at once.
    if (renewing) callbacks.onFailed(new UploadAbortedError());
    else current?.abort();
  };
}

export interface BlobAnswer {
  readonly blob: Blob;
  /** The answer's Content-Disposition header, or null. */
  readonly disposition: string | null;
}

/** GETs `path` (a full /api/... path, as the contract's file entities hold them) as a blob, with the bearer token. */
export async function fetchBlob(path: string, token: string | null): Promise<BlobAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, BLOB_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        // Every call to /api carries the CSRF token, GETs too, as the JSON calls do.
        headers: { [CSRF_HEADER]: readCsrfToken(), ...(token === null || token === '' ? {} : { Authorization: `Bearer ${token}` }) },
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new ApiTimeoutError(BLOB_TIMEOUT_MS);
      throw new ApiNetworkError({ cause: error });
    }
    if (!response.ok) {
      const body = parseJson(await response.text().catch(() => ''));
      throw new ApiError(response.status, errorCodeOf(body), body);
    }
    return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*` first, then `filename`), or `file`
 * as the spec says when there is none.
 */
export function filenameOfDisposition(disposition: string | null): string {
  if (disposition === null) return 'file';
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name === undefined || name === '' ? 'file' : name;
}

/** A blob as a `data:` URL, which an <img> shows without another request (spec: thumbnails as data URLs). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('the blob was not read as a data URL'));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('the blob could not be read'));
    };
    reader.readAsDataURL(blob);
  });
}

/** Hands a blob to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob over; the address is freed once the browser has started the download.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
