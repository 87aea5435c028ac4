// A DOC is an OLE2 compound file with a WordDocument stream (an .xls or .ppt is the same container with
// other streams). The file is at most the upload limit, so cfb reads it whole; any parse error means no.
import { readFile } from 'node:fs/promises';
import * as CFB from 'cfb';

export async function isWordCompoundFile(localPath: string): Promise<boolean> {
  const bytes = await readFile(localPath);
  try {
    const container = CFB.read(bytes, { type: 'buffer' });
    return container.FullPaths.some((fullPath) => /(^|\/)WordDocument$/.test(fullPath)) && CFB.find(container, 'WordDocument') !== null;
  } catch {
    return false;
  }
}
