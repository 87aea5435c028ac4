// A CSRF token is good only for the seed and secret it was made with, the first time it is checked and every
// time after (good tokens are remembered), and a forgery stays refused once a good token was seen.
import crypto from 'node:crypto';
import { createCsrfToken, isValidCsrfToken, VERIFIED_TOKENS_KEPT } from '../../../server/http/csrf';

const newSeed = (): string => crypto.randomBytes(24).toString('base64url');

describe('CSRF tokens', () => {
  const secret = crypto.randomBytes(32);

  it('are good for their seed and secret, checked again and again', () => {
    const seed = newSeed();
    const token = createCsrfToken(secret, seed);
    expect(isValidCsrfToken(secret, seed, token)).toBe(true);
    expect(isValidCsrfToken(secret, seed, token)).toBe(true);
    expect(isValidCsrfToken(secret, newSeed(), token)).toBe(false);
    expect(isValidCsrfToken(crypto.randomBytes(32), seed, token)).toBe(false);
    expect(isValidCsrfToken(secret, seed, undefined)).toBe(false);
    expect(isValidCsrfToken(secret, undefined, token)).toBe(false);
    expect(isValidCsrfToken(secret, '', token)).toBe(false);
  });

  it('refuse a forgery of a token already seen, and one with parts added or missing', () => {
    const seed = newSeed();
    const token = createCsrfToken(secret, seed);
    expect(isValidCsrfToken(secret, seed, token)).toBe(true);
    const [nonce, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(isValidCsrfToken(secret, seed, `${nonce}.${flipped}`)).toBe(false);
    expect(isValidCsrfToken(secret, seed, `${token}.more`)).toBe(false);
    expect(isValidCsrfToken(secret, seed, nonce)).toBe(false);
    expect(isValidCsrfToken(secret, seed, `.${signature}`)).toBe(false);
  });

  it('stay good once more were seen than are remembered', () => {
    const seed = newSeed();
    const first = createCsrfToken(secret, seed);
    expect(isValidCsrfToken(secret, seed, first)).toBe(true);
    for (let index = 0; index <= VERIFIED_TOKENS_KEPT; index += 1) {
      const other = newSeed();
      expect(isValidCsrfToken(secret, other, createCsrfToken(secret, other))).toBe(true);
    }
    // Forgotten, and checked again from its signature.
    expect(isValidCsrfToken(secret, seed, first)).toBe(true);
    expect(isValidCsrfToken(secret, seed, `${first.split('.')[0] ?? ''}.forged`)).toBe(false);
  });
});
