// The render process: takes one job over IPC, renders it, answers, and exits. The server starts one per file
// (renderFile.ts) with a memory cap and kills it at a deadline, so whatever a file does to pdf.js, sharp or
// LibreOffice stays here.
import type { SupportedContentType } from '../../../contract';
import { renderInProcess } from './renderInProcess';

export interface RenderJob {
  readonly localPath: string;
  readonly contentType: SupportedContentType;
}

process.once('message', (job: RenderJob) => {
  void renderInProcess(job.localPath, job.contentType)
    .catch(() => ({ thumbnails: null, text: '' }))
    .then((rendered) => {
      process.send?.(rendered, () => process.exit(0));
    });
});
