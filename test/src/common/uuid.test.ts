import { newUuid, newUuidWith, uuidV4FromRandomBytes } from '../../../src/common/uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuid v4', () => {
  it('sets the version and variant bits whatever the random bytes', () => {
    expect(uuidV4FromRandomBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidV4FromRandomBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('refuses a wrong number of bytes', () => {
    expect(() => uuidV4FromRandomBytes(new Uint8Array(15))).toThrow(RangeError);
  });

  it('uses crypto.randomUUID where the page is a secure context', () => {
    const randomUUID = jest.fn(() => '11111111-2222-4333-8444-555555555555' as const);
    const getRandomValues = jest.fn();
    expect(newUuidWith({ randomUUID, getRandomValues })).toBe('11111111-2222-4333-8444-555555555555');
    expect(getRandomValues).not.toHaveBeenCalled();
  });

  it('falls back to getRandomValues where randomUUID is missing (plain http)', () => {
    const insecureCrypto = {
      getRandomValues<T extends ArrayBufferView | null>(array: T): T {
        if (array instanceof Uint8Array) array.set([...Array(16).keys()].map((index) => index * 17));
        return array;
      },
    };
    expect(newUuidWith(insecureCrypto)).toBe('00112233-4455-4677-8899-aabbccddeeff');
  });

  it('makes distinct v4 uuids in this environment', () => {
    const made = new Set(Array.from({ length: 50 }, () => newUuid()));
    expect(made.size).toBe(50);
    for (const uuid of made) expect(uuid).toMatch(UUID_V4);
  });
});
