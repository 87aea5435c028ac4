// What inspectUpload makes of the hostile corpus: each file is written under the name it pretends to have, and
// only its bytes may decide.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SupportedContentType } from '../../../../contract';
import { inspectUpload } from '../../../../server/services/fileInspection/inspectUpload';
import { corpusEntries, type CorpusName } from '../../fixtures/hostileFiles';

const PDF = 'application/pdf';
const PNG = 'image/png';
const JPEG = 'image/jpeg';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC = 'application/msword';

const MiB = 1024 * 1024;
/** The default of MAX_UPLOAD_BYTES, which the upload route enforces before inspection. */
const MAX_UPLOAD_BYTES = 10 * MiB;

// A Record over CorpusName: the compiler insists that every corpus file has an expectation here.
const expected: Record<CorpusName, SupportedContentType | null> = {
  'valid PDF': PDF,
  'valid PNG': PNG,
  'valid JPEG': JPEG,
  'valid DOCX': DOCX,
  'valid DOCX, content types in UTF-16': DOCX,
  'valid DOCX of exactly 5,000 entries': DOCX,
  'valid DOC': DOC,
  'ELF executable renamed .pdf': null,
  'Windows PE executable renamed .pdf': null,
  'HTML renamed .png': null,
  'SVG with script renamed .png': null,
  // A browser sniffs it as HTML; the %PDF- inside does not count, since a PDF must start with it.
  'PDF/HTML polyglot starting with <html>': null,
  // Accepted at this stage as what their signatures say: a truncated PDF or an image too large to decode is
  // not dangerous to store or to download as an attachment. Rendering meets them later, under its own limits,
  // fails safely, and the file keeps no thumbnail (the contract's `thumbnails: {}`).
  'truncated PDF (valid header, cut in half)': PDF,
  'PNG declaring 100,000 x 100,000 pixels': PNG,
  'PNG signature without IHDR': null,
  'empty file': null,
  'random bytes': null,
  'zip bomb .docx: 200 MiB of zeros in word/document.xml': null,
  'zip bomb .docx: 300 MiB declared in the headers only': null,
  'zip of 101 entries of 1 MiB (declared total over 100 MiB)': null,
  'zip with a 20 MiB entry compressed 1000:1': null,
  'zip of 5,001 entries': null,
  'content types of 1.5 MiB (past the 1 MiB cap)': null,
  'content types declared 1 KiB, inflating to 50 MiB': null,
  // Nothing in its headers is out of bounds and inspection never inflates word/document.xml, so it passes as
  // a DOCX. Its bytes are at most the upload limit; text extraction, which does inflate that part, stops at the
  // declared 1 KiB (yauzl's validateEntrySizes). The memory test below shows inspection did not inflate it.
  'word/document.xml declared 1 KiB, inflating to 200 MiB': DOCX,
  'zip without word/document.xml': null,
  'zip whose content types name a spreadsheet': null,
  'zip of stored entries, no content types': null,
  'truncated DOCX (no central directory)': null,
  'OLE2 without WordDocument (.xls-like)': null,
  'OLE2 with WordDocument embedded in a sub-storage': null,
  'OLE2 with a storage named WordDocument': null,
  'truncated DOC': null,
  'OLE2 signature over noise': null,
};

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'inspect-upload-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

let written = 0;
/** Writes the bytes under their pretended file name, in a folder of their own so names never collide. */
async function writeUpload(filename: string, bytes: Buffer): Promise<string> {
  written += 1;
  const directory = path.join(folder, String(written));
  await mkdir(directory);
  const filePath = path.join(directory, filename);
  await writeFile(filePath, bytes);
  return filePath;
}

/**
 * How far resident memory and Buffer memory rose above their starting values while `work` ran, sampled
 * every millisecond: inflating happens chunk by chunk between awaits, so the sampler sees it as it grows.
 * Buffer memory (arrayBuffers) is counted even where the allocator reuses pages that RSS already includes.
 */
async function peakMemoryGrowthDuring(work: () => Promise<void>): Promise<{ rss: number; arrayBuffers: number }> {
  const start = process.memoryUsage();
  const peak = { rss: start.rss, arrayBuffers: start.arrayBuffers };
  const sample = (): void => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 1);
  try {
    await work();
  } finally {
    clearInterval(sampler);
    sample();
  }
  return { rss: peak.rss - start.rss, arrayBuffers: peak.arrayBuffers - start.arrayBuffers };
}

describe('inspectUpload', () => {
  // First in the file: memory that earlier tests freed could be reused without showing in the figures.
  it('inspects every bomb without allocating what it would inflate to', async () => {
    const bombs = corpusEntries().filter(([, entry]) => entry.bomb === true);
    expect(bombs.length).toBeGreaterThanOrEqual(5);
    // Built and written first: making a bomb costs memory of its own, which is not what is measured.
    const files: [CorpusName, string][] = [];
    for (const [name, { filename, build }] of bombs) files.push([name, await writeUpload(filename, await build())]);

    const growth = await peakMemoryGrowthDuring(async () => {
      for (const [name, filePath] of files) {
        expect([name, await inspectUpload(filePath)]).toEqual([name, expected[name]]);
      }
    });
    // Each inflates to 50 MiB or more, 200 MiB for two of them: inflating any would show. Loose bounds on
    // memory, not a timing (the test's own time limit is the only clock).
    expect(growth.rss).toBeLessThan(100 * MiB);
    expect(growth.arrayBuffers).toBeLessThan(100 * MiB);
  });

  it.each(corpusEntries())('decides %s from its bytes', async (name, { filename, build }) => {
    const bytes = await build();
    // Every file, bombs included, is one the upload route would let through to inspection.
    expect(bytes.length).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(await inspectUpload(await writeUpload(filename, bytes))).toBe(expected[name]);
  });

  it('throws for a path that cannot be read, rather than calling it unsupported', async () => {
    await expect(inspectUpload(path.join(folder, 'missing.pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
    // A folder opens, but reading it fails: an I/O error, whatever its name.
    await expect(inspectUpload(folder)).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
