// A DOC is an OLE2 compound file with a WordDocument stream in its root storage (MS-DOC 2.1.1); an .xls or a
// .ppt is the same container with other streams, and a WordDocument elsewhere (embedded in another document)
// does not make the file a Word document. The file is at most the upload limit, so cfb reads it whole.
import { readFile } from 'node:fs/promises';
import * as CFB from 'cfb';

const WORD_DOCUMENT_STREAM = 'WordDocument';
/** A directory entry's object type for a stream (MS-CFB 2.6.1); cfb's typings name it, its code does not. */
const STREAM_ENTRY_TYPE = 2;

function holdsWordDocumentStream(bytes: Buffer): boolean {
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    // FullPaths[0] is the root storage's path ("Root Entry/"); FileIndex is in the same order as FullPaths.
    const root = container.FullPaths[0];
    if (root === undefined) return false;
    return container.FileIndex.some(
      (entry, index) => entry.type === STREAM_ENTRY_TYPE && container.FullPaths[index] === `${root}${WORD_DOCUMENT_STREAM}`,
    );
  } catch {
    // cfb throws on any structure it cannot follow (bad sector chains, a truncated file): not a DOC.
    return false;
  }
}

/** Whether the compound file at `localPath` is a Word document; throws only when the file cannot be read. */
export async function isWordCompoundFile(localPath: string): Promise<boolean> {
  return holdsWordDocumentStream(await readFile(localPath));
}
