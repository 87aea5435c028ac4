// Thumbnails and text of each supported type, rendered in the child process, and what hostile files get:
// nothing rendered, and a server that carries on.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { SupportedContentType } from '../../../../contract';
import { type RenderEnd, renderFile } from '../../../../server/services/fileRendering/renderFile';
import { THUMBNAIL_SIZES } from '../../../../server/services/fileRendering/thumbnailSizes';
import { hostileFiles, sampleDoc, sampleDocx, samplePdf, samplePng, zeroImagePdf } from '../../fixtures/sampleFiles';

// Each test starts a Node process with the TypeScript loader; on a busy machine that takes seconds.
jest.setTimeout(60_000);

const MIB = 1024 * 1024;
/**
 * Bounds of test size: the render process reaches 320 MB within seconds on a file that needs more, and takes
 * some 190 MB to draw a text page through the TypeScript loader. A deadline far away, so that only the memory
 * bound can stop it. (The production bound is asserted with the settings' defaults, test/server/config.test.ts.)
 */
const TEST_BOUNDS = { timeoutMs: 50_000, maxMemoryMb: 320 } as const;

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'render-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function fileOf(bytes: Buffer): string {
  const filePath = path.join(folder, `${String(Math.random()).slice(2)}.upload`);
  writeFileSync(filePath, bytes);
  return filePath;
}

/** Settings whose values the server's environment may hold: none may reach the render process. */
const SERVER_SECRETS = {
  SECRET_KEY: 'server-secret-key-that-the-renderer-never-sees',
  DATABASE_URL: 'postgres://jobs:database-password@db.internal:5432/jobs',
  STRIPE_SECRET_KEY: 'sk_live_stripe-secret',
  S3_SECRET_ACCESS_KEY: 's3-secret-access-key',
  AI_API_KEY: 'ai-api-key',
  ANTHROPIC_API_KEY: 'anthropic-api-key',
} as const;

/** What the render process may find in its environment: what it needs, and Node's own IPC variables. */
const RENDER_ENVIRONMENT = ['HOME', 'NODE_CHANNEL_FD', 'NODE_CHANNEL_SERIALIZATION_MODE', 'PATH', 'TMPDIR'];

/**
 * Renders `filePath` from a Node process of its own started with the server's secrets in its environment, and
 * answers what the render process's environment held, read from /proc. A process of its own, since Jest gives
 * each test file a copy of `process.env` that the processes it starts never see.
 */
async function renderProcessEnvironment(filePath: string): Promise<{ entries: string[]; rendered: boolean }> {
  const renderFileModule = path.resolve(__dirname, '../../../../server/services/fileRendering/renderFile.ts');
  const script = `
    const { readFileSync } = require('node:fs');
    const { renderFile } = require(${JSON.stringify(renderFileModule)});
    let entries = [];
    const events = { started: (pid) => { entries = readFileSync('/proc/' + pid + '/environ', 'utf8').split('\\0').filter(Boolean); } };
    renderFile(${JSON.stringify(filePath)}, 'application/pdf', undefined, events).then((rendered) => {
      process.stdout.write(JSON.stringify({ entries, rendered: rendered.thumbnails !== null }));
    });`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--require', 'tsx/cjs', '--eval', script], {
    env: { ...process.env, ...SERVER_SECRETS },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as { entries: string[]; rendered: boolean };
}

async function longestSides(thumbnails: Readonly<Record<string, Uint8Array>>): Promise<Record<string, [number, number]>> {
  const sides: Record<string, [number, number]> = {};
  for (const [size, png] of Object.entries(thumbnails)) {
    const { width, height, format } = await sharp(png).metadata();
    expect(format).toBe('png');
    sides[size] = [width, height];
  }
  return sides;
}

describe('renderFile', () => {
  it('renders a PDF’s first page at the three sizes and extracts the text of every page', async () => {
    const rendered = await renderFile(fileOf(samplePdf(2, 'Jane Doe, backend developer')), 'application/pdf');
    expect(rendered.thumbnails).not.toBeNull();
    // A US letter page is taller than wide: its height is the longest side.
    expect(await longestSides(rendered.thumbnails ?? {})).toEqual({ '72': [56, 72], '144': [111, 144], '600': [464, 600] });
    expect(rendered.text).toContain('Jane Doe, backend developer - page 1');
    expect(rendered.text).toContain('page 2');
  });

  it('renders a PDF whose page is an image, drawing the image', async () => {
    const rendered = await renderFile(fileOf(await zeroImagePdf(300, 400, 'DeviceRGB')), 'application/pdf');
    expect(rendered.thumbnails).not.toBeNull();
    // The image's pixels are zeros: black, where a page drawn without it would be white.
    const { channels } = await sharp(rendered.thumbnails?.['72']).stats();
    expect(channels[0]?.mean).toBeLessThan(10);
  });

  it('makes thumbnails of an image, upright from its EXIF orientation, without its metadata, never enlarged', async () => {
    // 400 x 100 pixels stored with orientation 6 (rotate 90° clockwise to view): upright it is 100 x 400.
    const rotated = await sharp(await samplePng(400, 100)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const rendered = await renderFile(fileOf(rotated), 'image/jpeg');
    expect(await longestSides(rendered.thumbnails ?? {})).toEqual({ '72': [18, 72], '144': [36, 144], '600': [100, 400] });
    const metadata = await sharp(rendered.thumbnails?.['600']).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(rendered.text).toBe('');
  });

  it('draws a preview of a DOCX from its first paragraphs and extracts its text', async () => {
    const rendered = await renderFile(fileOf(sampleDocx(['Jane Doe', 'Backend developer &amp; team lead'])), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(rendered.text).toBe('Jane Doe\nBackend developer & team lead');
    expect(Object.keys(rendered.thumbnails ?? {}).sort()).toEqual([...THUMBNAIL_SIZES].sort());
    const { width, height } = await sharp(rendered.thumbnails?.['600']).metadata();
    expect([width, height]).toEqual([424, 600]);
  });

  it('extracts the text of a DOC from its piece table and draws its preview', async () => {
    const rendered = await renderFile(fileOf(sampleDoc('Jane Doe\nBackend developer')), 'application/msword');
    expect(rendered.text).toBe('Jane Doe\nBackend developer');
    expect(rendered.thumbnails).not.toBeNull();
  });

  it.each([
    ['a truncated PDF', 'application/pdf'],
    ['a PNG declaring 100,000 x 100,000 pixels', 'image/png'],
  ] as const)('renders nothing for %s, without failing', async (name, contentType: SupportedContentType) => {
    const corpus = await hostileFiles(1024 * 1024);
    const rendered = await renderFile(fileOf(corpus[name]!.bytes), contentType);
    expect(rendered.thumbnails).toBeNull();
  });

  it('gives up at the deadline, killing the render process', async () => {
    const ends: RenderEnd[] = [];
    const rendered = await renderFile(fileOf(samplePdf(1)), 'application/pdf', { timeoutMs: 1, maxMemoryMb: 256 }, { ended: (end) => ends.push(end) });
    expect(rendered).toEqual({ thumbnails: null, text: '' });
    expect(ends).toEqual([{ kind: 'deadline' }]);
  });

  it('kills a render process that holds more memory than its bound, and renders nothing', async () => {
    // 6000 x 6000 RGB, under the pixel cap: inflated, converted and drawn, its pixels take some 700 MB.
    const pdf = await zeroImagePdf(6000, 6000, 'DeviceRGB');
    expect(pdf.length).toBeLessThan(2048);
    const ends: RenderEnd[] = [];
    const rendered = await renderFile(fileOf(pdf), 'application/pdf', TEST_BOUNDS, { ended: (end) => ends.push(end) });
    expect(rendered).toEqual({ thumbnails: null, text: '' });
    expect(ends).toEqual([{ kind: 'memory', residentBytes: expect.any(Number) as number }]);
    expect(ends[0]?.kind === 'memory' && ends[0].residentBytes).toBeGreaterThan(TEST_BOUNDS.maxMemoryMb * MIB);
  });

  it('leaves an image of more than 50 megapixels out of the page instead of decoding it', async () => {
    // 8000 x 8000 (64 megapixels) of black: drawing it would take about a gigabyte, and the page would be black.
    const ends: RenderEnd[] = [];
    const rendered = await renderFile(fileOf(await zeroImagePdf(8000, 8000, 'DeviceGray')), 'application/pdf', TEST_BOUNDS, {
      ended: (end) => ends.push(end),
    });
    expect(ends).toEqual([{ kind: 'answered' }]);
    const { channels } = await sharp(rendered.thumbnails?.['72']).stats();
    expect(channels[0]?.mean).toBeGreaterThan(250);
  });

  it('starts the render process with an environment of its own, without any of the server’s settings', async () => {
    const { entries, rendered } = await renderProcessEnvironment(fileOf(samplePdf(1)));
    expect(rendered).toBe(true);
    const names = entries.map((entry) => entry.slice(0, entry.indexOf('=')));
    expect(names.filter((name) => !RENDER_ENVIRONMENT.includes(name))).toEqual([]);
    for (const secret of Object.values(SERVER_SECRETS)) expect(entries.join('\n')).not.toContain(secret);
  });

  it('rejects for a file that is not there', async () => {
    await expect(renderFile(path.join(folder, 'missing'), 'application/pdf')).rejects.toThrow();
  });
});
