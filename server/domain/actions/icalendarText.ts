// The text rules of iCalendar (RFC 5545) the calendar feed needs, each linear in its input. They replace
// ical-generator's, whose line folding made a TextEncoder and an array for every character of the document:
// 1.5 to 2 s of the event loop for a feed of 500 events with long notes (issue 15).

/** RFC 5545 3.3.11: a backslash, a semicolon and a comma are escaped, and every line break becomes `\n`. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.3.5, in UTC: 20261122T101500Z. */
export function formatUtcDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** A content line's octets before a fold (RFC 5545 3.1: 75 octets, a continuation's leading space included). */
const LINE_OCTETS = 74;

/** The UTF-8 length of the code point starting at `index` and how many UTF-16 units it takes. */
function codePointAt(text: string, index: number): { octets: number; units: number } {
  const unit = text.charCodeAt(index);
  if (unit < 0x80) return { octets: 1, units: 1 };
  if (unit < 0x800) return { octets: 2, units: 1 };
  if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
    const next = text.charCodeAt(index + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return { octets: 4, units: 2 };
  }
  return { octets: 3, units: 1 };
}

/**
 * One content line folded as RFC 5545 3.1 asks: at most 75 octets a line, broken between characters (never
 * inside a UTF-8 sequence or a surrogate pair), each continuation starting with a space. One pass over the
 * line, copying it in slices: linear in its length.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let start = 0;
  let octets = 0;
  for (let index = 0; index < line.length; ) {
    const { octets: size, units } = codePointAt(line, index);
    if (octets + size > LINE_OCTETS) {
      pieces.push(line.slice(start, index));
      start = index;
      octets = 0;
    }
    octets += size;
    index += units;
  }
  pieces.push(line.slice(start));
  return pieces.join('\r\n ');
}

/** Content lines as a document: each folded and ended by CRLF, the last one included. */
export function contentLines(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
