// A DOCX is a zip whose [Content_Types].xml names a WordprocessingML main document and which holds
// word/document.xml. The zip is read through its central directory with yauzl; only [Content_Types].xml is
// inflated, under a hard cap, and a zip whose declared sizes or ratios look like a bomb is refused before
// anything is inflated.
import yauzl, { type Entry, type ZipFile } from 'yauzl';

const MAX_ENTRIES = 5000;
const MAX_DECLARED_TOTAL_BYTES = 100 * 1024 * 1024;
/** Entries above this size may not be compressed more than MAX_RATIO to 1. */
const RATIO_CHECKED_FROM_BYTES = 1024 * 1024;
const MAX_RATIO = 100;
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

const CONTENT_TYPES_ENTRY = '[Content_Types].xml';
const MAIN_DOCUMENT_ENTRY = 'word/document.xml';
const MAIN_DOCUMENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

function openZip(localPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(localPath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error !== null) reject(error);
      else resolve(zip);
    });
  });
}

/** Every entry's header, read from the central directory without inflating anything. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) {
        reject(new Error('too many entries'));
        return;
      }
      zip.readEntry();
    });
    zip.once('end', () => {
      resolve(entries);
    });
    zip.once('error', reject);
    zip.readEntry();
  });
}

function looksLikeABomb(entries: readonly Entry[]): boolean {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > MAX_DECLARED_TOTAL_BYTES) return true;
    if (entry.uncompressedSize > RATIO_CHECKED_FROM_BYTES && entry.uncompressedSize > entry.compressedSize * MAX_RATIO) return true;
  }
  return false;
}

/** The entry's inflated text, or null past `maxBytes` (the stream is stopped there, whatever the header said). */
function readCapped(zip: ZipFile, entry: Entry, maxBytes: number): Promise<string | null> {
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
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
      stream.once('error', reject);
    });
  });
}

/**
 * The text of one entry of the zip at `localPath`, or null when it is missing, inflates past `maxBytes`, or the
 * zip cannot be read. For the text extraction of a file that inspection has accepted already.
 */
export async function readZipEntryText(localPath: string, entryName: string, maxBytes: number): Promise<string | null> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(localPath);
    const entry = (await listEntries(zip)).find((candidate) => candidate.fileName === entryName);
    return entry === undefined ? null : await readCapped(zip, entry, maxBytes);
  } catch {
    return null;
  } finally {
    zip?.close();
  }
}

export async function isWordOpenXml(localPath: string): Promise<boolean> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(localPath);
    const entries = await listEntries(zip);
    if (looksLikeABomb(entries)) return false;
    const contentTypes = entries.find((entry) => entry.fileName === CONTENT_TYPES_ENTRY);
    if (contentTypes === undefined || !entries.some((entry) => entry.fileName === MAIN_DOCUMENT_ENTRY)) return false;
    const text = await readCapped(zip, contentTypes, CONTENT_TYPES_MAX_BYTES);
    return text !== null && text.includes(MAIN_DOCUMENT_TYPE);
  } catch {
    // Not a zip after all, a damaged one, or one yauzl refuses (sizes that do not match): not a DOCX.
    return false;
  } finally {
    zip?.close();
  }
}
