// A minimal reader of the messages nodemailer writes (one part or multipart/alternative), so tests check the
// bytes a mail client would get rather than what was handed to nodemailer. nodemailer ships no parser.

export interface ParsedMessage {
  readonly headers: ReadonlyMap<string, string>;
  /** Decoded bodies by content type (`text/plain`, `text/html`). */
  readonly parts: ReadonlyMap<string, string>;
}

export function parseMessage(raw: string): ParsedMessage {
  const { headers, body } = splitEntity(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = new Map<string, string>();
  if (boundary === undefined) {
    parts.set(mediaType(contentType), decodeBody(body, headers.get('content-transfer-encoding')));
  } else {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitEntity(chunk.replace(/^\r?\n/, ''));
      const partBody = part.body.replace(/\r?\n$/, '');
      parts.set(mediaType(part.headers.get('content-type') ?? 'text/plain'), decodeBody(partBody, part.headers.get('content-transfer-encoding')));
    }
  }
  return { headers, parts };
}

/** The decoded value of a header, encoded words (`=?UTF-8?Q?...?=`) included. */
export function headerValue(message: ParsedMessage, name: string): string | undefined {
  const value = message.headers.get(name.toLowerCase());
  return value === undefined ? undefined : decodeEncodedWords(value);
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const end = entity.search(/\r?\n\r?\n/);
  const head = end === -1 ? entity : entity.slice(0, end);
  const body = end === -1 ? '' : entity.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Unfold continuation lines first (RFC 5322 2.2.3).
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Drops soft line breaks (`=` at a line end) and turns `=XX` back into bytes, then reads them as UTF-8. */
export function decodeQuotedPrintable(encoded: string): string {
  const joined = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 6.2).
  const adjacent = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return adjacent.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_word, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
