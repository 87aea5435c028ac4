// The body text of Word documents. DOCX: the paragraphs of word/document.xml, inflated under a cap. DOC: the
// characters the piece table of the WordDocument stream points at (MS-DOC 2.8.35 Clx, 2.9.177 Pcd), read
// best effort: a document laid out otherwise gives no text, never an error.
import { readFile } from 'node:fs/promises';
import * as CFB from 'cfb';
import { readZipEntryText } from '../fileInspection/openXmlInspection';
import { MAX_TEXT_CHARACTERS } from './textLimits';

const DOCUMENT_XML_MAX_BYTES = 20 * 1024 * 1024;

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_match, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity] ?? '';
  });
}

/** The paragraphs of a DOCX, in order; tabs and breaks inside a paragraph become spaces. */
export async function docxParagraphs(localPath: string): Promise<string[]> {
  const xml = await readZipEntryText(localPath, 'word/document.xml', DOCUMENT_XML_MAX_BYTES);
  if (xml === null) return [];
  const paragraphs: string[] = [];
  for (const paragraph of xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)) {
    const runs = [...paragraph[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:(tab|br)\/>/g)];
    const text = runs.map((run) => (run[1] === undefined ? ' ' : decodeXmlText(run[1]))).join('');
    paragraphs.push(text);
  }
  return paragraphs;
}

/** Offsets in the FIB (MS-DOC 2.5.1): the flags holding fWhichTblStm, and FibRgFcLcb97's fcClx and lcbClx. */
const FIB_FLAGS = 0x000a;
const WHICH_TABLE_STREAM = 0x0200;
const FC_CLX = 0x01a2;
const LCB_CLX = 0x01a6;
const COMPRESSED = 0x40000000;

/** The text of a DOC's main document, '' when its structure is not what this reader understands. */
export async function docText(localPath: string): Promise<string> {
  try {
    const container = CFB.read(await readFile(localPath), { type: 'buffer' });
    const wordDocument = streamOf(container, 'WordDocument');
    if (wordDocument === null || wordDocument.length < LCB_CLX + 4) return '';
    const tableName = (wordDocument.readUInt16LE(FIB_FLAGS) & WHICH_TABLE_STREAM) === 0 ? '0Table' : '1Table';
    const table = streamOf(container, tableName);
    if (table === null) return '';
    const clx = table.subarray(wordDocument.readUInt32LE(FC_CLX), wordDocument.readUInt32LE(FC_CLX) + wordDocument.readUInt32LE(LCB_CLX));
    return textFromPieces(wordDocument, clx).slice(0, MAX_TEXT_CHARACTERS);
  } catch {
    return '';
  }
}

function streamOf(container: CFB.CFB$Container, name: string): Buffer | null {
  const entry = CFB.find(container, name);
  return entry === null ? null : Buffer.from(entry.content as Uint8Array);
}

function textFromPieces(wordDocument: Buffer, clx: Buffer): string {
  let offset = 0;
  // Skip the Prc entries (formatting) before the Pcdt.
  while (offset < clx.length && clx[offset] === 0x01) offset += 3 + clx.readUInt16LE(offset + 1);
  if (clx[offset] !== 0x02) return '';
  const plcPcdLength = clx.readUInt32LE(offset + 1);
  const plcPcd = clx.subarray(offset + 5, offset + 5 + plcPcdLength);
  // (n + 1) character positions of 4 bytes, then n piece descriptors of 8 bytes.
  const pieces = (plcPcd.length - 4) / 12;
  if (!Number.isInteger(pieces) || pieces < 1) return '';
  let text = '';
  for (let index = 0; index < pieces && text.length < MAX_TEXT_CHARACTERS; index += 1) {
    const characters = plcPcd.readUInt32LE((index + 1) * 4) - plcPcd.readUInt32LE(index * 4);
    const fcCompressed = plcPcd.readUInt32LE((pieces + 1) * 4 + index * 8 + 2);
    if ((fcCompressed & COMPRESSED) !== 0) {
      const start = (fcCompressed & ~COMPRESSED) / 2;
      text += wordDocument.subarray(start, start + characters).toString('latin1');
    } else {
      text += wordDocument.subarray(fcCompressed, fcCompressed + characters * 2).toString('utf16le');
    }
  }
  // Word's paragraph marks and cell ends are \r and \x07; fields and other controls are below 0x20.
  // eslint-disable-next-line no-control-regex -- these control characters are exactly what is removed
  return text.replace(/\r|\x07/g, '\n').replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '');
}
