// The render process: takes one job over IPC, renders it, answers, and exits. The server starts one per file
// (renderFile.ts), bounds its memory and kills it at a deadline, so whatever a file does to pdf.js, sharp or
// LibreOffice stays here.
import type { SupportedContentType } from '../../../contract';
import { renderInProcess } from './renderInProcess';

export interface RenderJob {
  readonly localPath: string;
  readonly contentType: SupportedContentType;
  /** A folder for this render's temporary files, which the server removes when the process ends, killed or not. */
  readonly scratchDir: string;
}

process.once('message', (job: RenderJob) => {
  void renderInProcess(job.localPath, job.contentType, job.scratchDir)
    .catch(() => ({ thumbnails: null, text: '' }))
    .then((rendered) => {
      process.send?.(rendered, () => process.exit(0));
    });
});

// The server stopped or was killed: nobody waits for this render any more. (Its own process group keeps it from
// the signals of the server's terminal.)
process.once('disconnect', () => {
  process.exit(0);
});
