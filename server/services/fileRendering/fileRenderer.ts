// The renderer the server uses: renderFile under the bounds of the settings, RENDER_CONCURRENCY files at a time
// (one by default, so that the renderer never holds more than one memory bound), and a log line for every
// render stopped without its answer, since its file keeps no thumbnail and only the log can tell an operator why.
import type { FastifyBaseLogger } from 'fastify';
import type { SupportedContentType } from '../../../contract';
import type { RenderSettings } from '../../config';
import { limitConcurrency } from './concurrencyLimit';
import { DEFAULT_RENDER_LIMITS, type RenderedFile, type RenderEnd, type RenderEvents, type RenderLimits, renderFile } from './renderFile';

export type FileRenderer = (localPath: string, contentType: SupportedContentType) => Promise<RenderedFile>;

const MIB = 1024 * 1024;

function logEnd(log: Pick<FastifyBaseLogger, 'warn'>, limits: RenderLimits, end: RenderEnd): void {
  switch (end.kind) {
    case 'answered':
      return;
    case 'memory':
      log.warn(
        { residentMb: Math.round(end.residentBytes / MIB), maxMemoryMb: limits.maxMemoryMb },
        'file rendering killed past its memory bound (RENDER_MEMORY_MB): the file keeps no thumbnail',
      );
      return;
    case 'deadline':
      log.warn({ timeoutMs: limits.timeoutMs }, 'file rendering killed at its deadline: the file keeps no thumbnail');
      return;
    case 'exited':
      log.warn('file rendering process crashed or could not start: the file keeps no thumbnail');
  }
}

export function createFileRenderer(settings: RenderSettings, log: Pick<FastifyBaseLogger, 'warn'>, events: RenderEvents = {}): FileRenderer {
  const limits: RenderLimits = { ...DEFAULT_RENDER_LIMITS, maxMemoryMb: settings.maxMemoryMb };
  const logged: RenderEvents = {
    ...events,
    ended: (end) => {
      logEnd(log, limits, end);
      events.ended?.(end);
    },
  };
  // The wait for a turn comes before the process starts, so it never counts against the render's deadline.
  return limitConcurrency((localPath: string, contentType: SupportedContentType) => renderFile(localPath, contentType, limits, logged), settings.concurrency);
}
