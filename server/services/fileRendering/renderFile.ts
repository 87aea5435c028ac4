// Renders a file's thumbnails and extracts its text in a child process, off the server's event loop, under a
// memory cap and a deadline, with an environment of its own (none of the server's settings): a hostile file can
// neither hang nor crash the server, nor read its secrets; it only gets no thumbnail.
// One process per file keeps each file's damage to itself; files arrive one by one, so the start-up cost of a
// process (a few hundred ms) is small beside the rendering, and a pool is not worth its state yet.
import { fork } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { SupportedContentType } from '../../../contract';
import { renderEnvironment } from './renderEnvironment';
import type { RenderedFile } from './renderInProcess';
import type { RenderJob } from './renderProcess';
import { THUMBNAIL_SIZES } from './thumbnailSizes';

export type { RenderedFile } from './renderInProcess';

export interface RenderLimits {
  readonly timeoutMs: number;
  readonly maxMemoryMb: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { timeoutMs: 20_000, maxMemoryMb: 512 };

/** How a render process ended: with its answer, or stopped without one. */
export type RenderEnd =
  | { readonly kind: 'answered' }
  | { readonly kind: 'deadline' }
  /** Crashed, killed from outside, or could not start. */
  | { readonly kind: 'exited' };

/** What the caller may follow of the render process (the log, tests). */
export interface RenderEvents {
  /** The process started, with this pid. */
  readonly started?: (pid: number) => void;
  /** It ended, and renderFile is about to resolve. */
  readonly ended?: (end: RenderEnd) => void;
}

const NOTHING_RENDERED: RenderedFile = { thumbnails: null, text: '' };

/**
 * The render process's module, of this module's own kind: the compiled JavaScript in the production build, the
 * TypeScript source in development and tests, which tsx (a dependency) loads. Only tsx's `require` hook: its
 * `import` hook would also pass pdf.js's ES modules through its compiler, which made each render about ten
 * times slower (seconds, at every upload); pdf.js is plain JavaScript that Node imports as it is.
 */
const OWN_EXTENSION = path.extname(__filename);
const RENDER_PROCESS = path.join(__dirname, `renderProcess${OWN_EXTENSION}`);
const LOADER_ARGS = OWN_EXTENSION === '.ts' ? ['--require', 'tsx/cjs'] : [];

function isRenderedFile(message: unknown): message is RenderedFile {
  if (typeof message !== 'object' || message === null) return false;
  const { thumbnails, text } = message as Record<string, unknown>;
  if (typeof text !== 'string') return false;
  if (thumbnails === null) return true;
  return typeof thumbnails === 'object' && THUMBNAIL_SIZES.every((size) => (thumbnails as Record<string, unknown>)[size] instanceof Uint8Array);
}

/** Never rejects for what the file holds (that renders nothing); rejects when the file is missing. */
export async function renderFile(
  localPath: string,
  contentType: SupportedContentType,
  limits: RenderLimits = DEFAULT_RENDER_LIMITS,
  events: RenderEvents = {},
): Promise<RenderedFile> {
  await access(localPath);
  return new Promise((resolve) => {
    const child = fork(RENDER_PROCESS, [], {
      execArgv: [...LOADER_ARGS, `--max-old-space-size=${String(limits.maxMemoryMb)}`],
      env: renderEnvironment(process.env),
      // Buffers cross as Uint8Array, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    if (child.pid !== undefined) events.started?.(child.pid);
    let settled = false;
    const settle = (result: RenderedFile, end: RenderEnd) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (child.exitCode === null) child.kill('SIGKILL');
      events.ended?.(end);
      resolve(result);
    };
    const deadline = setTimeout(() => {
      settle(NOTHING_RENDERED, { kind: 'deadline' });
    }, limits.timeoutMs);
    child.once('message', (message: unknown) => {
      settle(isRenderedFile(message) ? message : NOTHING_RENDERED, { kind: 'answered' });
    });
    // Killed for its memory, crashed, or failed to start: nothing rendered.
    child.once('exit', () => {
      settle(NOTHING_RENDERED, { kind: 'exited' });
    });
    child.once('error', () => {
      settle(NOTHING_RENDERED, { kind: 'exited' });
    });
    const job: RenderJob = { localPath, contentType };
    child.send(job);
  });
}
