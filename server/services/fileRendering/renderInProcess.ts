// The rendering itself, by content type. It runs in the render process (renderProcess.ts), never in the
// server's: a hostile file may make any of it slow, hungry or crash.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SupportedContentType } from '../../../contract';
import { thumbnailsOfImage } from './imageThumbnails';
import { renderPdf } from './pdfRendering';
import { drawTextPreview } from './textPreview';
import type { Thumbnails } from './thumbnailSizes';
import { docText, docxParagraphs } from './wordText';

export interface RenderedFile {
  /** PNG bytes per size, or null when the first page could not be rendered (the file keeps `thumbnails: {}`). */
  readonly thumbnails: Thumbnails | null;
  /** The body text (PDF text layer, DOCX/DOC body), '' when none. */
  readonly text: string;
}

const OFFICE_TIMEOUT_MS = 15_000;

async function thumbnailsOr(image: Buffer | string | null): Promise<Thumbnails | null> {
  if (image === null) return null;
  return thumbnailsOfImage(image).catch(() => null);
}

/**
 * The document's first page as LibreOffice prints it, when `soffice` is installed; null otherwise. Its output
 * and its own temporary files go to the render's scratch folder, which the server removes even after a kill.
 */
async function officeFirstPage(localPath: string, scratchDir: string): Promise<Buffer | null> {
  const outputDir = await mkdtemp(path.join(scratchDir, 'office-'));
  try {
    await promisify(execFile)('soffice', ['--headless', '--norestore', '--convert-to', 'pdf', '--outdir', outputDir, localPath], {
      timeout: OFFICE_TIMEOUT_MS,
      env: { ...process.env, TMPDIR: scratchDir },
    });
    const [pdfName] = (await readdir(outputDir)).filter((name) => name.endsWith('.pdf'));
    if (pdfName === undefined) return null;
    return (await renderPdf(await readFile(path.join(outputDir, pdfName)))).firstPage;
  } catch {
    // No soffice on this machine, or it failed on this document: the text preview does instead.
    return null;
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}

async function renderWordDocument(localPath: string, scratchDir: string, paragraphs: readonly string[]): Promise<RenderedFile> {
  const text = paragraphs.join('\n');
  const page = (await officeFirstPage(localPath, scratchDir)) ?? (paragraphs.some((paragraph) => paragraph.trim() !== '') ? drawTextPreview(paragraphs) : null);
  return { thumbnails: await thumbnailsOr(page), text };
}

export async function renderInProcess(localPath: string, contentType: SupportedContentType, scratchDir: string): Promise<RenderedFile> {
  switch (contentType) {
    case 'image/png':
    case 'image/jpeg':
      return { thumbnails: await thumbnailsOr(localPath), text: '' };
    case 'application/pdf': {
      const rendering = await renderPdf(new Uint8Array(await readFile(localPath))).catch(() => ({ firstPage: null, text: '' }));
      return { thumbnails: await thumbnailsOr(rendering.firstPage), text: rendering.text };
    }
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return renderWordDocument(localPath, scratchDir, await docxParagraphs(localPath));
    case 'application/msword':
      return renderWordDocument(localPath, scratchDir, (await docText(localPath)).split('\n'));
  }
}
