// A PDF's first page drawn with pdf.js on a canvas (@napi-rs/canvas), and its text layer. pdf.js runs here
// without eval, without fonts of the system or the document loaded into the process, without images over
// MAX_INPUT_PIXELS, and on at most MAX_TEXT_PAGES pages for the text. This module only runs inside the render
// process.
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { MAX_INPUT_PIXELS } from './pixelLimits';
import { MAX_TEXT_CHARACTERS } from './textLimits';

const MAX_TEXT_PAGES = 50;
const PAGE_LONGEST_SIDE = 600;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

async function loadPdfJs(): Promise<PdfJs> {
  // pdf.js ships ES modules only; a dynamic import loads it from this CommonJS module.
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

interface CanvasAndContext {
  canvas: Canvas | null;
  context: SKRSContext2D | null;
}

/**
 * The canvases pdf.js draws through (one per image, pattern or group it composes) from the @napi-rs/canvas this
 * package uses for the page itself. pdf.js otherwise takes them from its own copy of the library, another
 * version, and drawing one of those on our page's canvas crashed the render process: every PDF with an image
 * got no thumbnail.
 */
class SameLibraryCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    const canvas = createCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }

  reset(pair: CanvasAndContext, width: number, height: number): void {
    if (pair.canvas === null) throw new Error('Canvas is not specified');
    pair.canvas.width = width;
    pair.canvas.height = height;
  }

  destroy(pair: CanvasAndContext): void {
    if (pair.canvas !== null) {
      // Zero sizes free the pixels now rather than at the next garbage collection.
      pair.canvas.width = 0;
      pair.canvas.height = 0;
    }
    pair.canvas = null;
    pair.context = null;
  }
}

export interface PdfRendering {
  readonly firstPage: Buffer | null;
  readonly text: string;
}

export async function renderPdf(bytes: Uint8Array): Promise<PdfRendering> {
  const pdfjs = await loadPdfJs();
  const document = await pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
    CanvasFactory: SameLibraryCanvasFactory,
    // An image of more pixels is left out of the page, never decoded: the page is drawn without it. A few
    // hundred bytes of PDF can declare a 20,000 x 20,000 image of zeros that inflates to gigabytes.
    maxImageSize: MAX_INPUT_PIXELS,
    // Where pdf.js shrinks large images on an OffscreenCanvas (browsers: Node has none), no canvas above the
    // same 4 bytes a pixel; under Node it is the memory bound of the render process that holds the rest.
    canvasMaxAreaInBytes: MAX_INPUT_PIXELS * 4,
  }).promise;
  try {
    const firstPage = await drawFirstPage(document).catch(() => null);
    const text = await textOf(document).catch(() => '');
    return { firstPage, text };
  } finally {
    await document.destroy();
  }
}

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

async function drawFirstPage(document: PdfDocument): Promise<Buffer> {
  const page = await document.getPage(1);
  const unscaled = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: PAGE_LONGEST_SIDE / Math.max(unscaled.width, unscaled.height) });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // Pages are transparent where nothing is drawn; a thumbnail shows paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    // pdf.js draws on any 2D context of the Canvas API; @napi-rs/canvas implements it under its own types.
    canvasContext: context as unknown as CanvasRenderingContext2D,
    canvas: canvas as unknown as HTMLCanvasElement,
    viewport,
  }).promise;
  return canvas.toBuffer('image/png');
}

async function textOf(document: PdfDocument): Promise<string> {
  const pages: string[] = [];
  let length = 0;
  for (let number = 1; number <= Math.min(document.numPages, MAX_TEXT_PAGES) && length < MAX_TEXT_CHARACTERS; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
    pages.push(text.trim());
    length += text.length;
  }
  return pages.join('\n\n').slice(0, MAX_TEXT_CHARACTERS);
}
