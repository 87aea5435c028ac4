// The seal that keeps mailed tokens unreadable while their mail waits in the job queue.
import crypto from 'node:crypto';
import { createTokenSeal } from '../../../../server/services/mail';

describe('sealed tokens', () => {
  const token = 'QlkBD4xC9fPJwLYsWuoSLyTzc-Vf534maukDwzHWiKI';

  it('opens what it sealed, and the sealed text does not hold the token', () => {
    const seal = createTokenSeal(crypto.randomBytes(32));
    const sealed = seal.seal(token);
    expect(sealed).not.toContain(token);
    expect(seal.open(sealed)).toBe(token);
  });

  it('seals one token differently each time', () => {
    const seal = createTokenSeal(crypto.randomBytes(32));
    expect(seal.seal(token)).not.toBe(seal.seal(token));
  });

  it('still opens a token sealed before the seal was shared with the calendar feed (mails already queued)', () => {
    // Sealed with this key by the former implementation in this file.
    const sealedBefore = '-AxKKpNFEAkWugDboQZ0VEIZjYnW4iAUFtuGVv_cJoaNG2hYtndIs2Ja3xyxyf0_FwUrvL7Y8MSf-ay-JFvNlibk7F2jIIQ';
    expect(createTokenSeal(Buffer.alloc(32, 7)).open(sealedBefore)).toBe(token);
  });

  it('refuses text sealed with another key, altered, or not sealed at all', () => {
    const secret = crypto.randomBytes(32);
    const sealed = createTokenSeal(secret).seal(token);
    expect(() => createTokenSeal(crypto.randomBytes(32)).open(sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => createTokenSeal(secret).open(bytes.toString('base64url'))).toThrow();
    expect(() => createTokenSeal(secret).open('short')).toThrow('not a sealed token');
  });
});
