// Checkpoints of a SQLite file's write-ahead log, run by a worker thread instead of the server's event loop.
//
// SQLite checkpoints by itself in the connection whose commit takes the log past 1000 pages: that commit
// copies the log into the database file and syncs both, 1-7 ms on the one event loop every few hundred
// commits, about half of the time all commits took in the POST /api/job_applications benchmark. Here the
// server's connection never checkpoints (wal_autocheckpoint = 0): a connection of its own in a worker thread
// runs a PASSIVE checkpoint a few times a second, which waits for no reader or writer and copies what it can;
// the next writer after a complete one starts the log again from its beginning, as after an automatic one.
// Under writes that never pause, no checkpoint is ever complete when the next writer starts, and the log would
// grow for good: past LOG_FRAMES_BOUND frames the worker runs a TRUNCATE checkpoint, which makes writers wait
// (busy_timeout) while it copies the rest and empties the file, once per tens of thousands of pages written.
// Should the worker stop, the server's connection checkpoints by itself again.
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the worker checkpoints: the log holds at most this long of writes. */
export const CHECKPOINT_INTERVAL_MS = 250;

/** Frames (pages) of log past which the worker empties it, writers waiting: 64 MiB of 4 KiB pages. */
export const LOG_FRAMES_BOUND = 16_384;

/** SQLite's own default, given back to the server's connection should the worker stop. */
const AUTOMATIC_CHECKPOINT_PAGES = 1000;

/** What the worker is handed. */
interface CheckpointWorkerData {
  /** The better-sqlite3 module, resolved here so that the worker finds the same one wherever it starts. */
  readonly driver: string;
  readonly file: string;
  readonly intervalMs: number;
  readonly logFramesBound: number;
}

// Plain JavaScript evaluated by the worker, not a module file: the server runs from its TypeScript sources
// (tsx, Jest) and from its build (dist/server) alike, and a worker file would have to exist in both forms.
// SQLITE_BUSY means another checkpoint is running, or a TRUNCATE one waited past busy_timeout: the next turn
// tries again.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let db;
let timer;
const finish = (failure) => {
  clearInterval(timer);
  if (db !== undefined && db.open) db.close();
  if (failure !== undefined) parentPort.postMessage({ failure });
  parentPort.close();
};
// Errors are sent as their message: a SqliteError reaches the server's thread without one otherwise.
const failWith = (error) => finish(error instanceof Error ? error.message : String(error));
const checkpoint = () => {
  try {
    const [{ log }] = db.pragma('wal_checkpoint(PASSIVE)');
    if (log > workerData.logFramesBound) db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (error) {
    if (error.code !== 'SQLITE_BUSY') failWith(error);
  }
};
try {
  const Database = require(workerData.driver);
  db = new Database(workerData.file, { fileMustExist: true });
  db.pragma('synchronous = NORMAL');
  timer = setInterval(checkpoint, workerData.intervalMs);
  parentPort.on('message', (message) => {
    if (message !== 'stop') return;
    checkpoint();
    finish(undefined);
  });
} catch (error) {
  failWith(error);
}
`;

export interface BackgroundCheckpoints {
  /** Stops the worker after a last checkpoint and closes its connection; the server's may then close. */
  stop(): Promise<void>;
}

/**
 * Moves the checkpoints of `file`'s log, opened in WAL mode by `connection`, to a worker thread. `onFailure`
 * hears why the worker stopped, if it stops by itself: the connection has taken the checkpoints back by then.
 * (Errors cross from the worker as copies, which are not always `Error`s of this realm: their message is read.)
 */
export function startBackgroundCheckpoints(
  connection: SQLite.Database,
  file: string,
  onFailure: (reason: string) => void,
  { intervalMs = CHECKPOINT_INTERVAL_MS, logFramesBound = LOG_FRAMES_BOUND }: Partial<Pick<CheckpointWorkerData, 'intervalMs' | 'logFramesBound'>> = {},
): BackgroundCheckpoints {
  const workerData: CheckpointWorkerData = { driver: require.resolve('better-sqlite3'), file, intervalMs, logFramesBound };
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
  // A forgotten stop() does not keep the process alive: closing the connection checkpoints anyway.
  worker.unref();
  connection.pragma('wal_autocheckpoint = 0');
  let stopping = false;
  let tookBack = false;
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      resolve();
    });
  });
  const takeBack = (error: unknown): void => {
    if (stopping || tookBack || !connection.open) return;
    tookBack = true;
    connection.pragma(`wal_autocheckpoint = ${AUTOMATIC_CHECKPOINT_PAGES}`);
    onFailure(messageOf(error));
  };
  worker.on('message', (message: { readonly failure?: string }) => {
    if (message.failure !== undefined) takeBack(message.failure);
  });
  worker.once('error', takeBack);
  worker.once('exit', (code) => {
    takeBack(`the checkpoint worker exited with code ${code}`);
  });
  return {
    stop: async () => {
      if (stopping) return exited;
      stopping = true;
      worker.postMessage('stop');
      await exited;
    },
  };
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
