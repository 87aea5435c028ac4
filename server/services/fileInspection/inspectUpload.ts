// What an uploaded file really is, decided from its bytes, never from its name or the type the browser sent
// (docs/features.md, "Files"): PDF, PNG and JPEG by their signatures, DOCX as a zip holding a Word main
// document (opened with bounded decompression), DOC as an OLE2 compound file holding a WordDocument stream.
// Anything else, however it is named, is unsupported.
import { open } from 'node:fs/promises';
import type { SupportedContentType } from '../../../contract';
import { isWordCompoundFile } from './compoundFileInspection';
import { isWordOpenXml } from './openXmlInspection';
import { SIGNATURE_BYTES, signatureOf } from './signatures';

async function firstBytes(localPath: string): Promise<Buffer> {
  const handle = await open(localPath, 'r');
  try {
    const buffer = Buffer.alloc(SIGNATURE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SIGNATURE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The supported type of the complete file at `localPath` (the caller has enforced the size limit), or null.
 * A truncated PDF or an image declaring more pixels than can be decoded is still accepted here, as what its
 * signature says: rendering it fails safely later and the file simply gets no thumbnail. Throws only when the
 * file cannot be read, never because of what it contains.
 */
export async function inspectUpload(localPath: string): Promise<SupportedContentType | null> {
  switch (signatureOf(await firstBytes(localPath))) {
    case 'pdf':
      return 'application/pdf';
    case 'png':
      return 'image/png';
    case 'jpeg':
      return 'image/jpeg';
    case 'zip':
      return (await isWordOpenXml(localPath)) ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : null;
    case 'compoundFile':
      return (await isWordCompoundFile(localPath)) ? 'application/msword' : null;
    case null:
      return null;
  }
}
