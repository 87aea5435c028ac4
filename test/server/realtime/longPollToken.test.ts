import crypto from 'node:crypto';
import { newNodeId, newSessionId, ownerNodeOf, signSessionToken, verifySessionToken } from '../../../server/realtime/longPollToken';

const secret = crypto.randomBytes(32);

describe('LongPoll session tokens', () => {
  test('a signed token verifies to its session id', () => {
    const sessionId = newSessionId();
    expect(verifySessionToken(secret, signSessionToken(secret, sessionId))).toBe(sessionId);
  });

  test('session ids are random and URL-safe', () => {
    const ids = new Set([...Array(50).keys()].map(() => newSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  test('a token is bound to its session: swapping the id or the signature fails', () => {
    const [idA, macA] = signSessionToken(secret, 'session-a').split('.');
    const [idB, macB] = signSessionToken(secret, 'session-b').split('.');
    expect(verifySessionToken(secret, `${idA}.${macB}`)).toBeNull();
    expect(verifySessionToken(secret, `${idB}.${macA}`)).toBeNull();
  });

  test('tokens signed with another secret, truncated or malformed are refused', () => {
    const token = signSessionToken(secret, 'session-a');
    expect(verifySessionToken(crypto.randomBytes(32), token)).toBeNull();
    expect(verifySessionToken(secret, token.slice(0, -1))).toBeNull();
    for (const malformed of ['', '.', 'nodot', '.onlymac', 'session-a.']) {
      expect(verifySessionToken(secret, malformed)).toBeNull();
    }
  });

  test('a session id made by a node names it, through a signed token, so another node can relay to it', () => {
    const node = newNodeId();
    expect(node).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const sessionId = newSessionId(node);
    const verified = verifySessionToken(secret, signSessionToken(secret, sessionId));
    expect(verified).toBe(sessionId);
    expect(ownerNodeOf(verified ?? '')).toBe(node);
    // Ids made without a node (one process) name none.
    expect(ownerNodeOf(newSessionId())).toBeUndefined();
  });

  test('the owning node cannot be changed without breaking the signature', () => {
    const token = signSessionToken(secret, newSessionId('nodeA'));
    expect(verifySessionToken(secret, token.replace(/^nodeA/, 'nodeB'))).toBeNull();
  });
});
