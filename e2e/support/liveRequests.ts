// The live requests a page sends over its channel, read from the WebSocket frames it sends (the V2 JSON
// serializer's `[join_ref, ref, topic, event, payload]`, docs/protocol.md): a browser test can then tell that a
// page asked the server for what it shows, or that it did not. Record before the page opens its socket (before
// a `goto` or a reload): each new document opens a socket of its own, and every one of the page's is heard.
import type { Page } from 'playwright-core';

export interface SentLiveRequest {
  readonly request: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export interface LiveRequestLog {
  /** Every request sent so far, in order. */
  readonly sent: readonly SentLiveRequest[];
  /** The params of each request of this name sent so far, in order. */
  paramsOf(request: string): readonly Readonly<Record<string, unknown>>[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request a sent frame carries, if it is one (heartbeats, joins and binary frames are not). */
function requestOf(frame: string | Buffer): SentLiveRequest | undefined {
  if (typeof frame !== 'string') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(frame);
  } catch {
    return undefined;
  }
  if (!Array.isArray(message) || message[3] !== 'request') return undefined;
  const payload: unknown = message[4];
  if (!isRecord(payload) || typeof payload.request !== 'string' || !isRecord(payload.params)) return undefined;
  return { request: payload.request, params: payload.params };
}

export function recordLiveRequests(page: Page): LiveRequestLog {
  const sent: SentLiveRequest[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const request = requestOf(payload);
      if (request !== undefined) sent.push(request);
    });
  });
  return {
    sent,
    paramsOf: (request) => sent.filter((item) => item.request === request).map((item) => item.params),
  };
}
