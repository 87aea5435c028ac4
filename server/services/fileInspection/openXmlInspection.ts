// A DOCX is a zip whose [Content_Types].xml names a WordprocessingML main document and which holds
// word/document.xml. The zip is read through its central directory with yauzl. A zip whose headers look like a
// bomb (too many entries, too much declared content, entries compressed too well) is refused before anything is
// inflated; then only [Content_Types].xml is inflated, under a hard cap that holds whatever its header says.
// word/document.xml is never inflated here: text extraction reads it later, under its own cap.
import yauzl, { type Entry, type ZipFile } from 'yauzl';

const MAX_ENTRIES = 5000;
const MAX_DECLARED_TOTAL_BYTES = 100 * 1024 * 1024;
/** Small entries may compress well (an empty style part); only those above this size have their ratio checked. */
const RATIO_CHECKED_ABOVE_BYTES = 1024 * 1024;
const MAX_RATIO = 100;
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

const CONTENT_TYPES_ENTRY = '[Content_Types].xml';
const MAIN_DOCUMENT_ENTRY = 'word/document.xml';
const MAIN_DOCUMENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

function openZip(localPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes: an inflated stream that outgrows the size its header declares fails at that byte.
    yauzl.open(localPath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error !== null) reject(error);
      else resolve(zip);
    });
  });
}

/** Every entry's header, read from the central directory without inflating anything. */
function listEntries(zip: ZipFile, maxEntries: number): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > maxEntries) {
        reject(new Error('too many entries'));
        return;
      }
      zip.readEntry();
    });
    zip.once('end', () => {
      resolve(entries);
    });
    // `on`, not `once`: an unheard second error would be thrown by the emitter.
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Whether the headers alone describe more than a résumé could need, or compression only a bomb reaches. */
function looksLikeABomb(entries: readonly Entry[]): boolean {
  let declaredTotal = 0;
  for (const entry of entries) {
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > MAX_DECLARED_TOTAL_BYTES) return true;
    if (entry.uncompressedSize > RATIO_CHECKED_ABOVE_BYTES && entry.uncompressedSize > entry.compressedSize * MAX_RATIO) return true;
  }
  return false;
}

/** The entry's inflated bytes, or null past `maxBytes` (the stream is stopped there, whatever the header said). */
function readCapped(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error !== null) {
        reject(error);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          stream.destroy();
          resolve(null);
          return;
        }
        chunks.push(chunk);
      });
      stream.once('end', () => {
        resolve(Buffer.concat(chunks));
      });
      stream.on('error', reject);
    });
  });
}

/** OPC parts are UTF-8 or UTF-16 (ECMA-376 Part 2, 8.1.4), told apart by a byte order mark. */
function decodeXmlPart(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const bigEndian = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    return bigEndian.swap16().toString('utf16le');
  }
  return bytes.toString('utf8');
}

/** Errors of the file system carry the failed system call; yauzl's and zlib's complaints about content do not. */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'syscall' in error && typeof error.syscall === 'string';
}

/**
 * Whether the zip at `localPath` is a Word document. False for anything that is not a well-formed, modest DOCX;
 * throws only when the file itself cannot be read.
 */
export async function isWordOpenXml(localPath: string): Promise<boolean> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(localPath);
    // The end of central directory record states the count: refuse before reading a single entry header.
    if (zip.entryCount > MAX_ENTRIES) return false;
    const entries = await listEntries(zip, MAX_ENTRIES);
    if (looksLikeABomb(entries)) return false;
    const contentTypes = entries.find((entry) => entry.fileName === CONTENT_TYPES_ENTRY);
    if (contentTypes === undefined || !entries.some((entry) => entry.fileName === MAIN_DOCUMENT_ENTRY)) return false;
    const bytes = await readCapped(zip, contentTypes, CONTENT_TYPES_MAX_BYTES);
    return bytes !== null && decodeXmlPart(bytes).includes(MAIN_DOCUMENT_TYPE);
  } catch (error) {
    if (isSystemError(error)) throw error;
    // Not a zip after all, a damaged or encrypted one, or one whose sizes do not match its headers: not a DOCX.
    return false;
  } finally {
    zip?.close();
  }
}

/**
 * The text of one entry of the zip at `localPath`, or null when it is missing, inflates past `maxBytes`, or the
 * zip cannot be read. For the text extraction of a file that inspection has accepted already.
 */
export async function readZipEntryText(localPath: string, entryName: string, maxBytes: number): Promise<string | null> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(localPath);
    if (zip.entryCount > MAX_ENTRIES) return null;
    const entry = (await listEntries(zip, MAX_ENTRIES)).find((candidate) => candidate.fileName === entryName);
    if (entry === undefined) return null;
    const bytes = await readCapped(zip, entry, maxBytes);
    return bytes === null ? null : decodeXmlPart(bytes);
  } catch {
    return null;
  } finally {
    zip?.close();
  }
}
