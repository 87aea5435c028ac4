// The first bytes of a file say which format it claims to be. PDF, PNG and JPEG are decided here; a zip or an
// OLE2 compound file is only a container, and whether it holds a Word document is checked by reading it.
// Signatures are matched at offset 0 only: a file that starts as something else (an HTML page with a PDF
// appended, say) is that something else to a browser, so it is not accepted as the format it hides.

/** Enough bytes for the longest check below: PNG's signature and the length and type of its first chunk. */
export const SIGNATURE_BYTES = 16;

export type Signature = 'pdf' | 'png' | 'jpeg' | 'zip' | 'compoundFile';

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG must begin with its IHDR chunk, whose data is always 13 bytes (PNG spec, 11.2.2). */
const PNG_FIRST_CHUNK = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x0d]), Buffer.from('IHDR', 'latin1')]);
/** SOI followed by the first byte of the next marker; FF D8 alone is too short to mean much. */
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** A local file header: a zip written front to back (a DOCX is) starts with its first entry. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function hasAt(bytes: Buffer, expected: Buffer, offset: number): boolean {
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
}

/** The format the first bytes of a file announce, or null when they announce none of ours. */
export function signatureOf(head: Buffer): Signature | null {
  if (hasAt(head, PDF, 0)) return 'pdf';
  if (hasAt(head, PNG, 0)) return hasAt(head, PNG_FIRST_CHUNK, PNG.length) ? 'png' : null;
  if (hasAt(head, JPEG, 0)) return 'jpeg';
  if (hasAt(head, ZIP, 0)) return 'zip';
  if (hasAt(head, COMPOUND_FILE, 0)) return 'compoundFile';
  return null;
}
