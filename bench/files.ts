// Files, over the real app on loopback HTTP:
//  1. upload throughput of 5 MB files, beside a plain write of the same bytes to disk (written, fsynced) in
//     the same run: what spooling, inspection, storage and the database add to the bytes' own cost;
//  2. time from the upload's answer to the thumbnail of a 20-page PDF, beside the rendering alone
//     (renderFile on the same file): what the job queue adds;
//  3. the server's memory while 10 uploads run at once, beside its memory at rest before them.
//
//   npx tsx bench/files.ts [--uploads 10] [--size-mb 5] [--concurrent 10]
import { once } from 'node:events';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { uploadFileResponseSchema } from '../contract';
import { renderFile } from '../server/services/fileRendering/renderFile';
import { samplePdf } from '../test/server/fixtures/sampleFiles';
import { createSignedInAccount } from '../test/support/accounts';
import { fetchPageCsrf, listenOnLoopback, startTestApp } from '../test/support/testApp';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, ms, summarize } from './support/report';

const BOUNDARY = '----bench-boundary';
const MB = 1024 * 1024;

function parseOptions(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      uploads: { type: 'string', default: '10' },
      'size-mb': { type: 'string', default: '5' },
      concurrent: { type: 'string', default: '10' },
    },
  });
  return {
    uploads: integerFlag('--uploads', values.uploads),
    sizeMb: integerFlag('--size-mb', values['size-mb']),
    concurrent: integerFlag('--concurrent', values.concurrent),
  };
}

/** A valid PDF padded to `bytes` with a trailing comment. */
function pdfOfSize(bytes: number, pages = 1): Buffer {
  const pdf = samplePdf(pages);
  return Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(Math.max(0, bytes - pdf.length - 1), 0x41)]);
}

interface Target {
  readonly baseUrl: string;
  readonly token: string;
  readonly csrf: string;
  readonly cookie: string;
}

/** Streams the file at `filePath` as POST /api/files; answers the new file's id. */
async function upload(target: Target, filePath: string): Promise<string> {
  const head = Buffer.from(
    ['description', 'type', 'filename']
      .map((name) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${name === 'type' ? 'resume' : 'Benchmark resume.pdf'}\r\n`)
      .join('') + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const request = http.request(`${target.baseUrl}/api/files`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${target.token}`,
      'x-csrf-token': target.csrf,
      cookie: target.cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(head.length + statSync(filePath).size + tail.length),
    },
  });
  request.write(head);
  for await (const chunk of createReadStream(filePath)) request.write(chunk);
  request.end(tail);
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  let body = '';
  for await (const chunk of response) body += String(chunk);
  if (response.statusCode !== 200) throw new Error(`upload answered ${String(response.statusCode)}: ${body}`);
  return uploadFileResponseSchema.parse(JSON.parse(body)).data.id;
}

async function plainWrite(bytes: Buffer, folder: string, index: number): Promise<void> {
  const handle = await open(path.join(folder, `plain-${String(index)}`), 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-files-'));
  // Quotas out of the way: the benchmark stores many files in one account.
  const testApp = await startTestApp({ STORAGE_QUOTA_FILES: '100000', STORAGE_QUOTA_BYTES: String(1024 * 1024 * MB) }, { jobPollIntervalMs: 20 });
  try {
    const baseUrl = await listenOnLoopback(testApp.app);
    const { token } = await createSignedInAccount(testApp.database.db);
    const page = await fetchPageCsrf(testApp.app);
    const target: Target = { baseUrl, token, csrf: page.token, cookie: page.cookie };

    // 1. Throughput.
    const bytes = pdfOfSize(options.sizeMb * MB);
    const filePath = path.join(folder, 'upload.pdf');
    writeFileSync(filePath, bytes);
    await upload(target, filePath); // warm-up
    await plainWrite(bytes, folder, -1);
    const uploadTimes: number[] = [];
    const writeTimes: number[] = [];
    for (let index = 0; index < options.uploads; index += 1) {
      uploadTimes.push(await timed(() => upload(target, filePath)));
      writeTimes.push(await timed(() => plainWrite(bytes, folder, index)));
    }
    await testApp.app.backgroundJobs.idle();
    const throughput = (times: readonly number[]) => (options.sizeMb * times.length) / (times.reduce((sum, time) => sum + time, 0) / 1000);
    const uploads = summarize(uploadTimes);
    const writes = summarize(writeTimes);

    // 2. Upload to thumbnail, 20-page PDF.
    const pdf20 = path.join(folder, 'twenty-pages.pdf');
    writeFileSync(pdf20, samplePdf(20));
    const renderAlone = await timed(() => renderFile(pdf20, 'application/pdf'));
    const uploadAnswered = performance.now();
    const id = await upload(target, pdf20);
    const afterAnswer = performance.now();
    for (;;) {
      const row = await testApp.database.db.selectFrom('files').select('thumbnail_sizes').where('id', '=', id).executeTakeFirstOrThrow();
      if (row.thumbnail_sizes !== '[]') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const toThumbnail = performance.now() - afterAnswer;
    const uploadOfPdf = afterAnswer - uploadAnswered;

    // 3. Memory while uploads run at once.
    await testApp.app.backgroundJobs.idle();
    global.gc?.();
    const atRest = process.memoryUsage().rss;
    let peak = atRest;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const concurrentTime = await timed(() => Promise.all(Array.from({ length: options.concurrent }, () => upload(target, filePath))));
    clearInterval(sampler);
    await testApp.app.backgroundJobs.idle();

    console.log(`Files benchmark on ${describeMachine()}`);
    console.log(`${String(options.uploads)} uploads of ${String(options.sizeMb)} MB each, one after another, over loopback HTTP (SQLite, local disk)\n`);
    console.log(
      formatTable(
        ['Measure', 'What', 'p50 (ms)', 'p90 (ms)', 'MB/s'],
        [
          ['Upload', 'POST /api/files, answer received', ms(uploads.p50), ms(uploads.p90), throughput(uploadTimes).toFixed(1)],
          ['Baseline', 'write the same bytes to disk, fsync', ms(writes.p50), ms(writes.p90), throughput(writeTimes).toFixed(1)],
        ],
      ),
    );
    console.log(`\nUpload / plain write (p50): ${(uploads.p50 / writes.p50).toFixed(1)}x\n`);
    console.log(
      formatTable(
        ['Measure', 'What', 'Time (ms)'],
        [
          ['Upload', '20-page PDF, until the answer', ms(uploadOfPdf)],
          ['To thumbnail', 'from the answer until the thumbnails are recorded', ms(toThumbnail)],
          ['Baseline', 'renderFile on the same PDF alone', ms(renderAlone)],
        ],
      ),
    );
    console.log(`\nQueue and storage overhead on the thumbnail: ${ms(toThumbnail - renderAlone)} ms\n`);
    console.log(
      formatTable(
        ['Measure', 'What', 'RSS'],
        [
          ['Baseline', 'server process at rest, before', `${(atRest / MB).toFixed(0)} MB`],
          ['Peak', `${String(options.concurrent)} uploads of ${String(options.sizeMb)} MB at once (${ms(concurrentTime)} ms)`, `${(peak / MB).toFixed(0)} MB`],
        ],
      ),
    );
    console.log(`\nGrowth while uploading: ${((peak - atRest) / MB).toFixed(0)} MB for ${String(options.concurrent * options.sizeMb)} MB in flight (the client streams from disk in this process too).`);
  } finally {
    await testApp.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

void main();
