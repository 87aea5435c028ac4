// Request ids are UUID v4 made by the client (docs/api.md, "Live channel").

/** Builds a UUID v4 string from 16 random bytes, setting the version and variant bits. */
export function uuidV4FromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length !== 16) {
    throw new RangeError(`a UUID needs 16 random bytes, got ${bytes.length}`);
  }
  const octets = Array.from(bytes);
  octets[6] = ((octets[6] ?? 0) & 0x0f) | 0x40;
  octets[8] = ((octets[8] ?? 0) & 0x3f) | 0x80;
  const hex = octets.map((octet) => octet.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The parts of Web Crypto a UUID needs; `randomUUID` is missing outside secure contexts (plain http). */
export type UuidCrypto = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

export function newUuidWith(webCrypto: UuidCrypto): string {
  if (webCrypto.randomUUID !== undefined) {
    return webCrypto.randomUUID();
  }
  return uuidV4FromRandomBytes(webCrypto.getRandomValues(new Uint8Array(16)));
}

/** A fresh UUID v4. Sagas `call` it so tests can provide the id. */
export function newUuid(): string {
  return newUuidWith(globalThis.crypto);
}
