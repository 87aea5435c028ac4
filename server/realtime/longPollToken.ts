// Signed LongPoll session tokens: `<session id>.<HMAC>`. The session id is random and unguessable; the
// signature lets a node (or a load balancer) reject forged or foreign tokens before any lookup.
import crypto from 'node:crypto';

// Domain separation: the app's secret also signs CSRF tokens.
const LABEL = 'phoenix-longpoll-session:';

export function newSessionId(): string {
  return crypto.randomBytes(18).toString('base64url');
}

export function signSessionToken(secret: Buffer, sessionId: string): string {
  return `${sessionId}.${mac(secret, sessionId)}`;
}

/** The session id the token was signed for, or null for a malformed or forged token. */
export function verifySessionToken(secret: Buffer, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const sessionId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'utf8');
  const expected = Buffer.from(mac(secret, sessionId), 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? sessionId : null;
}

function mac(secret: Buffer, sessionId: string): string {
  return crypto.createHmac('sha256', secret).update(LABEL + sessionId).digest('base64url');
}
