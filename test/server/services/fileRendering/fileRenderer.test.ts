// The server's renderer renders at most RENDER_CONCURRENCY files at once, each in its own process; the others
// wait for their turn.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../../../server/config';
import { createFileRenderer } from '../../../../server/services/fileRendering/fileRenderer';
import { samplePdf } from '../../fixtures/sampleFiles';

// Each render starts a Node process with the TypeScript loader; on a busy machine that takes seconds.
jest.setTimeout(60_000);

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'renderer-'));
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('createFileRenderer', () => {
  it.each([1, 2])('with RENDER_CONCURRENCY=%d, runs that many render processes at once and no more', async (concurrency) => {
    const settings = loadConfig({ RENDER_CONCURRENCY: String(concurrency) }).rendering;
    let running = 0;
    let mostAtOnce = 0;
    const render = createFileRenderer(settings, pino({ level: 'silent' }), {
      started: () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
      },
      ended: () => {
        running -= 1;
      },
    });
    // One file more than may render at once, all asked for together.
    const files = Array.from({ length: concurrency + 1 }, (_, index) => {
      const filePath = path.join(folder, `${String(concurrency)}-${String(index)}.pdf`);
      writeFileSync(filePath, samplePdf(1, `File ${String(index)}`));
      return filePath;
    });
    const rendered = await Promise.all(files.map((filePath) => render(filePath, 'application/pdf')));
    expect(rendered.map((file) => file.text)).toEqual(files.map((_, index) => `File ${String(index)} - page 1`));
    expect(mostAtOnce).toBe(concurrency);
  });
});
