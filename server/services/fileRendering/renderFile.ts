// Renders a file's thumbnails and extracts its text in a child process, off the server's event loop, in a box:
// an environment of its own (none of the server's settings), a bound on the memory of the process and of what
// it starts (LibreOffice), a deadline, and a scratch folder for LibreOffice's files. A hostile file can neither
// hang nor crash the server, nor read its secrets, nor take the machine's memory; it only gets no thumbnail,
// and leaves nothing behind.
// One process per file keeps each file's damage to itself; files arrive one by one, so the start-up cost of a
// process (a few hundred ms) is small beside the rendering, and a pool is not worth its state yet.
import { fork } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SupportedContentType } from '../../../contract';
import { DEFAULT_RENDER_MEMORY_MB } from '../../config';
import { watchMemory } from './memoryWatch';
import { renderEnvironment } from './renderEnvironment';
import type { RenderedFile } from './renderInProcess';
import type { RenderJob } from './renderProcess';
import { THUMBNAIL_SIZES } from './thumbnailSizes';

export type { RenderedFile } from './renderInProcess';

export interface RenderLimits {
  readonly timeoutMs: number;
  /** Resident memory of the process and of the processes it starts, together (and a cap on its JavaScript heap). */
  readonly maxMemoryMb: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = { timeoutMs: 20_000, maxMemoryMb: DEFAULT_RENDER_MEMORY_MB };

/** How a render process ended: with its answer, or stopped without one. */
export type RenderEnd =
  | { readonly kind: 'answered' }
  | { readonly kind: 'deadline' }
  /** Killed for holding more than its bound: `residentBytes` is what it held when it was seen. */
  | { readonly kind: 'memory'; readonly residentBytes: number }
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
const MIB = 1024 * 1024;

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

/**
 * Kills the render process's group: the process and whatever it started. The group is the process's own
 * (`detached`), so that LibreOffice, which the process waits for, dies with it instead of running on.
 */
function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Every process of the group has exited already.
  }
}

function runRenderProcess(job: RenderJob, limits: RenderLimits, events: RenderEvents): Promise<RenderedFile> {
  return new Promise((resolve) => {
    const child = fork(RENDER_PROCESS, [], {
      execArgv: [...LOADER_ARGS, `--max-old-space-size=${String(limits.maxMemoryMb)}`],
      env: renderEnvironment(process.env),
      detached: true,
      // Buffers cross as Uint8Array, not as JSON arrays of numbers.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const { pid } = child;
    if (pid !== undefined) events.started?.(pid);
    let settled = false;
    const settle = (result: RenderedFile, end: RenderEnd) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      memory?.stop();
      if (pid !== undefined) killGroup(pid);
      events.ended?.(end);
      resolve(result);
    };
    const deadline = setTimeout(() => {
      settle(NOTHING_RENDERED, { kind: 'deadline' });
    }, limits.timeoutMs);
    const memory =
      pid === undefined
        ? undefined
        : watchMemory(pid, limits.maxMemoryMb * MIB, (residentBytes) => {
            settle(NOTHING_RENDERED, { kind: 'memory', residentBytes });
          });
    child.once('message', (message: unknown) => {
      settle(isRenderedFile(message) ? message : NOTHING_RENDERED, { kind: 'answered' });
    });
    // Crashed, killed from outside, or failed to start: nothing rendered.
    child.once('exit', () => {
      settle(NOTHING_RENDERED, { kind: 'exited' });
    });
    child.once('error', () => {
      settle(NOTHING_RENDERED, { kind: 'exited' });
    });
    child.send(job);
  });
}

/** Never rejects for what the file holds (that renders nothing); rejects when the file is missing. */
export async function renderFile(
  localPath: string,
  contentType: SupportedContentType,
  limits: RenderLimits = DEFAULT_RENDER_LIMITS,
  events: RenderEvents = {},
): Promise<RenderedFile> {
  await access(localPath);
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'render-'));
  try {
    return await runRenderProcess({ localPath, contentType, scratchDir }, limits, events);
  } finally {
    // What the process and LibreOffice wrote there, even when they were killed before cleaning up.
    await rm(scratchDir, { recursive: true, force: true });
  }
}
