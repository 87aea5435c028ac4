// Signed LongPoll session tokens: `<session id>.<HMAC>`. The session id is random and unguessable; the
// signature lets a node (or a load balancer) reject forged or foreign tokens before any lookup. With several
// processes the session id starts with the owning process's node id (`<node>~<random>`), so that a poll
// reaching another process can be relayed to the one holding the session.
import crypto from 'node:crypto';

// Domain separation: the app's secret also signs CSRF tokens.
const LABEL = 'phoenix-longpoll-session:';

const NODE_SEPARATOR = '~';

/** A new random session id, prefixed with the owning node's id when given. */
export function newSessionId(nodeId?: string): string {
  const random = crypto.randomBytes(18).toString('base64url');
  return nodeId === undefined ? random : `${nodeId}${NODE_SEPARATOR}${random}`;
}

/** A random id for this process, URL-safe and free of the separators of tokens. */
export function newNodeId(): string {
  return crypto.randomBytes(9).toString('base64url');
}

/** The node that holds the session, or undefined for an id made without one. */
export function ownerNodeOf(sessionId: string): string | undefined {
  const separator = sessionId.indexOf(NODE_SEPARATOR);
  return separator <= 0 ? undefined : sessionId.slice(0, separator);
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
