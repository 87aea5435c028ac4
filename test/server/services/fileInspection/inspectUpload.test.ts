// What inspectUpload makes of valid documents and of the hostile corpus, whatever their names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspectUpload } from '../../../../server/services/fileInspection/inspectUpload';
import { compoundFile, hostileFiles, sampleDocx, sampleJpeg, samplePdf, samplePng, zipArchive } from '../../fixtures/sampleFiles';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'inspect-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

async function inspect(bytes: Buffer): Promise<string | null> {
  const filePath = path.join(folder, `${String(Math.random()).slice(2)}.upload`);
  writeFileSync(filePath, bytes);
  return inspectUpload(filePath);
}

describe('inspectUpload', () => {
  it('recognises each supported type from its bytes', async () => {
    expect(await inspect(samplePdf())).toBe('application/pdf');
    expect(await inspect(await samplePng())).toBe('image/png');
    expect(await inspect(await sampleJpeg())).toBe('image/jpeg');
    expect(await inspect(sampleDocx())).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await inspect(compoundFile(['WordDocument', '1Table']))).toBe('application/msword');
  });

  it('refuses a zip whose content types name no Word main document', async () => {
    const fake = zipArchive([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    expect(await inspect(fake)).toBeNull();
  });

  // The size limit is the upload route's (it stops reading at the limit); here a file one byte over it is
  // still a PDF. A truncated PDF and a PNG too large to decode are accepted as what they are: rendering them
  // fails safely later and they keep no thumbnail (see the rendering tests).
  const expected: Record<string, string | null> = {
    'an ELF executable renamed .pdf': null,
    'a Windows executable renamed .pdf': null,
    'HTML renamed .png': null,
    'SVG renamed .png': null,
    'a PDF/HTML polyglot starting as HTML': null,
    'a zip bomb named .docx': null,
    'a zip without a Word document named .docx': null,
    'an OLE2 spreadsheet named .doc': null,
    'a truncated PDF': 'application/pdf',
    'a PNG declaring 100,000 x 100,000 pixels': 'image/png',
    'an empty file': null,
    'random bytes': null,
    'a PDF one byte over the limit': 'application/pdf',
  };

  it('decides each hostile file as expected, without inflating the zip bomb', async () => {
    const corpus = await hostileFiles(64 * 1024);
    expect(Object.keys(corpus).sort()).toEqual(Object.keys(expected).sort());
    const rssBefore = process.memoryUsage().rss;
    for (const [name, { bytes }] of Object.entries(corpus)) {
      expect([name, await inspect(bytes)]).toEqual([name, expected[name]]);
    }
    // The bomb declares 150 MiB; reading it would show. A loose bound, not a timing.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });
});
