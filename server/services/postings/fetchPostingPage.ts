// Fetching the page of a job posting from a URL a user gave (the posting capture). Any user may name any URL, so
// this is a door into the server's own network (SSRF), kept shut here:
// - http and https only, redirects followed by hand (at most 5), the scheme checked again at every hop;
// - every address a host resolves to must be public (addressPolicy.ts), and the socket connects to one of the
//   very addresses that were checked: the check lives in the connection's own `lookup`, so a name that resolves
//   once to a public address and then to a private one (DNS rebinding) cannot slip between check and connect. An
//   address written in the URL (every IPv4 spelling is normalized to dotted form by the WHATWG URL parser) is
//   checked before any connection;
// - 10 s in all across the redirects, at most 2 MiB read, counted again after decompression (a gzip bomb stops at
//   2 MiB), no cookies, no credentials from the URL;
// - only an HTML answer is read, decoded with its charset (the header's, else its <meta>'s, else UTF-8).
// Node's http client is used rather than the global fetch, which cannot be given a lookup that checks addresses.
import dns, { type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { POSTING_HTML_MAX_BYTES } from '../../../contract/postings';
import { isPublicAddress } from './addressPolicy';

/** Why a page was not read: logged by the caller, which answers every one as 422 `posting_unreachable`. */
export type PostingUnreachableReason =
  /** Not an http(s) URL (ftp:, file:, javascript:, or no URL at all), given or redirected to. */
  | 'scheme'
  /** The host is, or resolves to at least one address that is, not public (or not allowed by the options). */
  | 'refused_address'
  /** The host name resolves to nothing. */
  | 'unresolvable'
  /** The connection failed or broke off, or the compressed body was corrupt. */
  | 'network'
  /** The whole fetch, redirects included, took longer than its time. */
  | 'timeout'
  /** The final answer's status was not 2xx, or a redirect had no usable Location. */
  | 'http_status'
  /** The answer is not text/html or application/xhtml+xml, or is in an encoding this client did not ask for. */
  | 'not_html'
  /** The body, as sent or once decompressed, is larger than the limit. */
  | 'too_large'
  | 'too_many_redirects';

export class PostingUnreachableError extends Error {
  override readonly name = 'PostingUnreachableError';

  constructor(
    readonly reason: PostingUnreachableReason,
    options?: { readonly cause?: unknown },
  ) {
    super(`the posting page was not read: ${reason}`, options);
  }
}

/** A resolver of every address of a name, as `dns.lookup` is with `{ all: true }` (which it accepts as is). */
export type PostingLookup = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface PostingFetchOptions {
  /** CAPTURE_ALLOW_PRIVATE_ADDRESSES=true (tests only): any address may be fetched. */
  readonly allowPrivateAddresses: boolean;
  /** The most bytes read, as sent and once decompressed; POSTING_HTML_MAX_BYTES (2 MiB) by default. */
  readonly maxBytes?: number;
  /** The time of the whole fetch, redirects included; 10 s by default. */
  readonly timeoutMs?: number;
  /** The most redirects followed; 5 by default (the 6th is refused). */
  readonly maxRedirects?: number;
  /** Tests: which addresses may be connected to, in place of the policy (and of allowPrivateAddresses). */
  readonly isAllowedAddress?: (ip: string) => boolean;
  /** Tests: a resolver in place of `dns.lookup`. */
  readonly lookup?: PostingLookup;
}

export interface PostingPage {
  readonly html: string;
  /** The address of the page read, after the redirects. */
  readonly finalUrl: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
const HTML_MEDIA_TYPES: ReadonlySet<string> = new Set(['text/html', 'application/xhtml+xml']);
/** Every request's headers, and nothing else: no Cookie, no Authorization, no Referer. */
const REQUEST_HEADERS = {
  Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'Accept-Encoding': 'gzip, deflate, br',
  'User-Agent': 'JobSearchTracker/1.0 (+posting capture)',
} as const;
/** How far into the body a `<meta>` naming the charset is looked for (the HTML standard's prescan reads 1,024 bytes). */
const META_PRESCAN_BYTES = 1024;
/** `<meta charset="x">`, and the `charset=x` inside `<meta http-equiv="Content-Type" content="text/html; charset=x">`. */
const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([\w.:+-]+)/i;
const HEADER_CHARSET = /;\s*charset\s*=\s*["']?([^"';\s]+)/i;

interface FetchSettings {
  readonly maxBytes: number;
  readonly maxRedirects: number;
  readonly isAllowedAddress: (ip: string) => boolean;
  readonly lookup: PostingLookup;
}

/**
 * The HTML page at `url`, read under the rules of this file's header, and the address it was read at after the
 * redirects. Rejects with a PostingUnreachableError, its `reason` saying why, whenever the page is not read.
 */
export async function fetchPostingPage(url: string, options: PostingFetchOptions): Promise<PostingPage> {
  const settings: FetchSettings = {
    maxBytes: options.maxBytes ?? POSTING_HTML_MAX_BYTES,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    isAllowedAddress: options.isAllowedAddress ?? (options.allowPrivateAddresses ? () => true : isPublicAddress),
    lookup: options.lookup ?? dns.lookup,
  };
  const first = parsePageUrl(url);
  // One deadline for the whole fetch: aborting destroys the request (and its socket) of whichever hop is running.
  const deadline = new AbortController();
  const timer = setTimeout(() => {
    deadline.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    return await followRedirects(first, settings, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(first: URL, settings: FetchSettings, signal: AbortSignal): Promise<PostingPage> {
  let current = first;
  for (let redirects = 0; ; redirects += 1) {
    const { request, response } = await requestPage(current, settings, signal);
    const status = response.statusCode ?? 0;
    if (REDIRECT_STATUSES.has(status)) {
      const location = response.headers.location;
      // The redirect's body and any Set-Cookie are dropped with its connection.
      discard(request, response);
      if (location === undefined) throw new PostingUnreachableError('http_status');
      if (redirects >= settings.maxRedirects) throw new PostingUnreachableError('too_many_redirects');
      current = redirectTarget(location, current);
      continue;
    }
    try {
      if (status < 200 || status > 299) throw new PostingUnreachableError('http_status');
      const contentType = response.headers['content-type'] ?? '';
      const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
      if (!HTML_MEDIA_TYPES.has(mediaType)) throw new PostingUnreachableError('not_html');
      const body = await readBody(response, settings.maxBytes, signal);
      return { html: decodeHtml(body, HEADER_CHARSET.exec(contentType)?.[1]), finalUrl: current.href };
    } catch (error) {
      discard(request, response);
      throw error;
    }
  }
}

/** `text` as a URL whose scheme is http or https; the WHATWG parser writes any IPv4 spelling as dotted decimal. */
function parsePageUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    throw new PostingUnreachableError('scheme', { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PostingUnreachableError('scheme');
  return url;
}

/** Where a redirect leads, `location` read against the address that answered it. */
function redirectTarget(location: string, from: URL): URL {
  let target: URL;
  try {
    target = new URL(location, from);
  } catch (error) {
    throw new PostingUnreachableError('http_status', { cause: error });
  }
  return parsePageUrl(target.href);
}

/** The URL's host when it is an address (`[::1]` without its brackets), else undefined: a name to resolve. */
function addressInUrl(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') && url.hostname.endsWith(']') ? url.hostname.slice(1, -1) : url.hostname;
  return net.isIP(host) === 0 ? undefined : host;
}

/** One GET of `url`, settled once its answer's headers arrive. */
function requestPage(
  url: URL,
  settings: FetchSettings,
  signal: AbortSignal,
): Promise<{ readonly request: ClientRequest; readonly response: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    // Node connects to an address in the URL without calling `lookup`: it is checked here, before any connection.
    const address = addressInUrl(url);
    if (address !== undefined && !settings.isAllowedAddress(address)) {
      reject(new PostingUnreachableError('refused_address'));
      return;
    }
    const request = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      hostname: address ?? url.hostname,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { ...REQUEST_HEADERS },
      // A connection of its own, closed after the answer: no socket is shared or kept between hops.
      agent: false,
      lookup: checkingLookup(settings),
      signal,
    });
    request.on('socket', (socket) => {
      // The lookup already chose an allowed address; checked again on the connected socket in case of a path
      // that bypasses it.
      socket.once('connect', () => {
        const remote = socket.remoteAddress;
        if (remote === undefined || !settings.isAllowedAddress(remote)) {
          request.destroy(new PostingUnreachableError('refused_address'));
        }
      });
    });
    request.once('response', (response) => {
      resolve({ request, response });
    });
    // Kept for the request's whole life: an error after the answer arrived is the body's to report.
    request.on('error', (error) => {
      reject(unreachableFrom(error, signal));
    });
    request.end();
  });
}

/**
 * The connection's resolver: every address of the name is checked, and one is refused if any is (a name
 * answering a public and a private address is refused). The connection then goes to one of these same addresses.
 */
function checkingLookup(settings: FetchSettings): LookupFunction {
  return (hostname, options, callback) => {
    const answer = (addresses: LookupAddress[]): void => {
      const family = familyNumber(options.family);
      const usable = family === 0 ? addresses : addresses.filter((address) => address.family === family);
      const chosen = usable[0];
      if (chosen === undefined) callback(new PostingUnreachableError('unresolvable'), []);
      else if (options.all === true) callback(null, usable);
      else callback(null, chosen.address, chosen.family);
    };
    const resolved = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]): void => {
      if (error !== null) callback(new PostingUnreachableError('unresolvable', { cause: error }), []);
      else if (!addresses.every((address) => settings.isAllowedAddress(address.address))) {
        callback(new PostingUnreachableError('refused_address'), []);
      } else answer(addresses);
    };
    try {
      // Every family, whatever the connection asked for: an address not connected to is still checked.
      settings.lookup(hostname, { all: true, hints: options.hints }, resolved);
    } catch (error) {
      callback(new PostingUnreachableError('unresolvable', { cause: error }), []);
    }
  };
}

function familyNumber(family: LookupOptions['family']): 0 | 4 | 6 {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}

/** A failure of the request as a reason: the deadline's abort is a timeout, anything else unforeseen the network's. */
function unreachableFrom(error: unknown, signal: AbortSignal): PostingUnreachableError {
  if (error instanceof PostingUnreachableError) return error;
  return new PostingUnreachableError(signal.aborted ? 'timeout' : 'network', { cause: error });
}

/** Drops an answer not read (or no longer wanted) with its connection. */
function discard(request: ClientRequest, response: IncomingMessage): void {
  response.destroy();
  request.destroy();
}

/**
 * The body, decompressed, refused as soon as more than `maxBytes` arrived or came out of the decompressor. The
 * deadline's abort stops the reading too.
 */
function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declaredLength = Number(response.headers['content-length'] ?? Number.NaN);
  if (declaredLength > maxBytes) return Promise.reject(new PostingUnreachableError('too_large'));
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (!KNOWN_ENCODINGS.has(encoding)) return Promise.reject(new PostingUnreachableError('not_html'));

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let decoded = 0;
    let responseEnded = false;
    let settled = false;
    let decompressor: Transform | undefined;
    /** The first compressed bytes, held until there are enough to choose the decompressor (see below). */
    let head = Buffer.alloc(0);

    const settle = (error: PostingUnreachableError | undefined): void => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (error === undefined) {
        resolve(Buffer.concat(chunks, decoded));
        return;
      }
      decompressor?.destroy();
      response.destroy();
      reject(error);
    };
    const onAbort = (): void => {
      settle(new PostingUnreachableError('timeout'));
    };
    const keep = (chunk: Buffer): void => {
      decoded += chunk.length;
      if (decoded > maxBytes) settle(new PostingUnreachableError('too_large'));
      else chunks.push(chunk);
    };
    const startDecompressor = (): Transform => {
      const created = createDecompressor(encoding, head);
      created.on('data', keep);
      created.on('end', () => {
        settle(undefined);
      });
      created.on('error', (error) => {
        settle(new PostingUnreachableError('network', { cause: error }));
      });
      created.write(head);
      return created;
    };
    const decompress = (chunk: Buffer): void => {
      if (decompressor !== undefined) {
        decompressor.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= DECOMPRESSOR_CHOICE_BYTES) decompressor = startDecompressor();
    };

    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    response.on('data', (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > maxBytes) settle(new PostingUnreachableError('too_large'));
      else if (encoding === 'identity') keep(chunk);
      else decompress(chunk);
    });
    response.on('end', () => {
      responseEnded = true;
      if (encoding === 'identity' || received === 0) settle(undefined);
      else (decompressor ?? startDecompressor()).end();
    });
    response.on('error', (error) => {
      settle(unreachableFrom(error, signal));
    });
    response.on('close', () => {
      if (!responseEnded) settle(new PostingUnreachableError(signal.aborted ? 'timeout' : 'network'));
    });
  });
}

const KNOWN_ENCODINGS: ReadonlySet<string> = new Set(['identity', 'gzip', 'x-gzip', 'deflate', 'br']);
/** The bytes a zlib header takes, which tell zlib-wrapped "deflate" from raw. */
const DECOMPRESSOR_CHOICE_BYTES = 2;

/**
 * A decompressor for the encodings asked for. Truncated streams are read as far as they go, as browsers do.
 * "deflate" is meant to be zlib-wrapped (RFC 9110) but some servers send it raw: the first bytes tell which.
 */
function createDecompressor(encoding: string, first: Buffer): Transform {
  if (encoding === 'br') return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  const lenient = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (encoding !== 'deflate') return zlib.createGunzip(lenient);
  return looksZlibWrapped(first) ? zlib.createInflate(lenient) : zlib.createInflateRaw(lenient);
}

/** A zlib header (RFC 1950): the method "deflate" in the low bits of the first byte, and a checksum of both. */
function looksZlibWrapped(bytes: Buffer): boolean {
  const [cmf, flg] = bytes;
  return cmf !== undefined && flg !== undefined && (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
}

/**
 * The page as text. Its charset is the byte-order mark's, else the Content-Type header's, else a `<meta>`'s in
 * the first 1,024 bytes, else UTF-8; a label the decoder does not know reads as UTF-8.
 */
function decodeHtml(body: Buffer, headerCharset: string | undefined): string {
  const label = byteOrderMarkCharset(body) ?? headerCharset ?? metaCharset(body) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  // Decoded as a stream, then flushed: since Node 20.18.3 a one-shot decode of windows-1252 (the label every
  // "iso-8859-1" and "latin1" page gets too) takes a Latin-1 shortcut that turns 0x80-0x9F into control
  // characters ("€" into U+0080; nodejs/node#60888). The streaming path decodes them as the standard says.
  return decoder.decode(body, { stream: true }) + decoder.decode();
}

function byteOrderMarkCharset(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return undefined;
}

function metaCharset(body: Buffer): string | undefined {
  const label = META_CHARSET.exec(body.subarray(0, META_PRESCAN_BYTES).toString('latin1'))?.[1];
  // A page whose bytes were read as ASCII to find this cannot be UTF-16: the HTML standard reads it as UTF-8.
  return label !== undefined && /^utf-16/i.test(label) ? 'utf-8' : label;
}
