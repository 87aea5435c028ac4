// The first page of a Word document when no office suite is installed to render it: a white page of A4
// proportions with the document's first paragraphs, wrapped, in a dark sans-serif. Not the document's own
// layout, but it tells one resume from another at a glance.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

const WIDTH = 600;
const HEIGHT = Math.round(WIDTH * Math.SQRT2);
const MARGIN = 48;
const FONT_SIZE = 18;
const LINE_HEIGHT = 26;

/** Breaks a paragraph into lines that fit `maxWidth`, cutting words longer than a line. */
function wrap(context: SKRSContext2D, paragraph: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter((candidate) => candidate !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (context.measureText(candidate).width <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (context.measureText(line).width > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && context.measureText(line.slice(0, cut)).width > maxWidth) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export function drawTextPreview(paragraphs: readonly string[]): Buffer {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#1f1f1f';
  context.font = `${String(FONT_SIZE)}px sans-serif`;
  context.textBaseline = 'top';
  let y = MARGIN;
  for (const paragraph of paragraphs) {
    for (const line of wrap(context, paragraph, WIDTH - 2 * MARGIN)) {
      if (y + LINE_HEIGHT > HEIGHT - MARGIN) return canvas.toBuffer('image/png');
      context.fillText(line, MARGIN, y);
      y += LINE_HEIGHT;
    }
    y += LINE_HEIGHT / 2;
  }
  return canvas.toBuffer('image/png');
}
