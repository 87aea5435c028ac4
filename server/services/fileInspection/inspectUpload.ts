// What an uploaded file really is, decided from its bytes, never from its name or the type the browser sent
// (docs/api-contract.md, "Files"): PDF, PNG and JPEG by their signatures, DOCX as a zip holding a Word main
// document (opened with bounded decompression), DOC as an OLE2 compound file holding a WordDocument stream.
// Anything else, however it is named, is unsupported.
import { open } from 'node:fs/promises';
import type { SupportedContentType } from '../../../contract';
import { isWordCompoundFile } from './compoundFileInspection';
import { isWordOpenXml } from './openXmlInspection';

const SIGNATURE_BYTES = 16;

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_HEADER_CHUNK = Buffer.from('IHDR', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

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

function startsWith(bytes: Buffer, signature: Buffer, offset = 0): boolean {
  return bytes.length >= offset + signature.length && bytes.subarray(offset, offset + signature.length).equals(signature);
}

/**
 * The supported type of the complete file at `localPath`, or null. A PDF is only one from its first byte on
 * (a polyglot that starts as HTML is refused); a truncated PDF or an image too large to decode are accepted
 * here and simply get no thumbnail. Throws only when the file cannot be read.
 */
export async function inspectUpload(localPath: string): Promise<SupportedContentType | null> {
  const head = await firstBytes(localPath);
  if (startsWith(head, PDF)) return 'application/pdf';
  if (startsWith(head, PNG) && startsWith(head, PNG_HEADER_CHUNK, 12)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, ZIP)) {
    return (await isWordOpenXml(localPath)) ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : null;
  }
  if (startsWith(head, OLE2)) return (await isWordCompoundFile(localPath)) ? 'application/msword' : null;
  return null;
}
