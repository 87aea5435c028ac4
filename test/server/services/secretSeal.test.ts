// The seal of secrets the server reads back: each purpose has a key of its own, and a context bound to a sealed
// value must be given again to open it.
import crypto from 'node:crypto';
import { createSecretSeal } from '../../../server/services/secretSeal';

describe('the secret seal', () => {
  const serverKey = crypto.randomBytes(32);
  const secret = 'QlkBD4xC9fPJwLYsWuoSLyTzc-Vf534maukDwzHWiKI';

  it('opens what it sealed with the same context, and the sealed text does not hold the secret', () => {
    const seal = createSecretSeal(serverKey, 'one purpose');
    const sealed = seal.seal(secret, 'account-1');
    expect(sealed).not.toContain(secret);
    expect(seal.open(sealed, 'account-1')).toBe(secret);
  });

  it('refuses a value sealed for another purpose of the same server key', () => {
    const sealed = createSecretSeal(serverKey, 'one purpose').seal(secret);
    expect(() => createSecretSeal(serverKey, 'another purpose').open(sealed)).toThrow();
  });

  it('refuses a value opened with another context, or without the one it was sealed with', () => {
    const seal = createSecretSeal(serverKey, 'one purpose');
    const sealed = seal.seal(secret, 'account-1');
    expect(() => seal.open(sealed, 'account-2')).toThrow();
    expect(() => seal.open(sealed)).toThrow();
    expect(() => seal.open(seal.seal(secret), 'account-1')).toThrow();
  });

  it('refuses an empty server key', () => {
    expect(() => createSecretSeal(Buffer.alloc(0), 'one purpose')).toThrow();
  });
});
