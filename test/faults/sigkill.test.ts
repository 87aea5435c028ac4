// Faults lose nothing: the real server process, on a fresh SQLite DATA_DIR, is killed with SIGKILL 25 times
// (FAULTS_KILLS for more) at random moments while a client keeps writing over the live channel, and started
// again each time. The client
// pushes every unanswered change again with the same uuid after each restart (as the browser app does).
// Afterwards the database is whole (PRAGMA integrity_check), every change answered with success is there, none
// is there twice, and, the client having retried until every change was answered, nothing sent is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../../server/db/database';
import { insertJobApplication } from '../../server/domain/jobApplications/jobApplicationQueries';
import { createSignedInAccount } from '../support/accounts';
import { repetitions } from '../support/repetitions';
import { randomSource } from '../support/seededRandom';
import { FIXTURE_STATIC_DIR } from '../support/testApp';
import { killableServer, type KillableServer } from './support/killableServer';
import { RetryingWriter } from './support/retryingWriter';

/**
 * Kills per run: 25 at every commit, where each costs a server start (about 1 s); FAULTS_KILLS=200 (or any
 * count) asks for a longer run, and another FAULTS_SEED for other moments.
 */
const KILLS = repetitions('FAULTS_KILLS', 25);
/** Each process lives this long once it listens (the client reconnects and writes meanwhile), then dies. */
const LIFETIME_MS = { min: 150, max: 900 };
const SEED = Number(process.env.FAULTS_SEED ?? 20261125);
/** After the last restart, every change still unanswered must be answered within this. */
const DRAIN_TIMEOUT_MS = 90_000;

jest.setTimeout(300_000 + KILLS * 5_000);

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

let dataDir: string;
let server: KillableServer | undefined;
let writer: RetryingWriter | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-sigkill-'));
});

afterAll(async () => {
  await writer?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test(`${String(KILLS)} SIGKILLs during a stream of channel writes: integrity ok, every acknowledged change once, none twice`, async () => {
  const random = randomSource(SEED);
  const running = await killableServer({ DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR });
  server = running;
  await running.start();

  // The account and the application the actions are written to, straight into the database the server migrated.
  const setup = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
  const { account, token } = await createSignedInAccount(setup.db);
  const applicationId = await insertJobApplication(setup.db, account.id, { title: 'Killed server', url: 'https://example.test/job' }, new Date());
  await setup.destroy();

  const client = new RetryingWriter(running.url, token, account.id, applicationId);
  writer = client;
  client.connect();
  client.startWriting();

  const startedAt = Date.now();
  let startingMs = 0;
  for (let kill = 1; kill <= KILLS; kill += 1) {
    await sleep(LIFETIME_MS.min + Math.floor(random() * (LIFETIME_MS.max - LIFETIME_MS.min)));
    await running.kill();
    const restartAt = Date.now();
    await running.start();
    startingMs += Date.now() - restartAt;
  }
  client.stopWriting();
  const drainAt = Date.now();
  const drained = await client.drain(DRAIN_TIMEOUT_MS);
  const drainS = (Date.now() - drainAt) / 1000;
  const elapsedS = (Date.now() - startedAt) / 1000;
  await client.close();
  await running.stop();

  const sqlite = new SQLite(path.join(dataDir, 'app.sqlite'), { readonly: true });
  const integrity = sqlite.pragma('integrity_check', { simple: true }) as string;
  const rows = sqlite
    .prepare('select id, title from actions where account_id = ? and job_application_id = ?')
    .all(account.id, applicationId) as { id: string; title: string }[];
  sqlite.close();

  const totals = client.totals();
  console.log(
    `faults (seed ${String(SEED)}): ${String(KILLS)} kills in ${elapsedS.toFixed(1)} s (restarts ${(startingMs / 1000).toFixed(1)} s, last answers ${drainS.toFixed(1)} s), writes sent ${String(totals.sent)}, ` +
      `acknowledged ${String(totals.acknowledged)}, retried ${String(totals.retried)}, error answers ${String(totals.errorAnswers)}, ` +
      `refused pushes ${String(totals.refusedPushes)}, joins ${String(totals.joins)}, rows found ${String(rows.length)}`,
  );

  expect(integrity).toBe('ok');
  expect(client.unexpectedErrors).toEqual([]);
  expect({ drained, unanswered: client.unanswered().map((record) => record.title) }).toEqual({ drained: true, unanswered: [] });

  const rowsByTitle = new Map<string, string[]>();
  for (const row of rows) rowsByTitle.set(row.title, [...(rowsByTitle.get(row.title) ?? []), row.id]);
  const applied = [...client.records.values()].map((record) => ({ title: record.title, rows: rowsByTitle.get(record.title) ?? [] }));
  // Every change sent is there exactly once, under the id its answer gave.
  expect(applied.filter(({ rows: found }) => found.length !== 1)).toEqual([]);
  expect([...client.records.values()].filter((record) => rowsByTitle.get(record.title)?.[0] !== record.answeredId).map((record) => record.title)).toEqual([]);
  // Nothing else was written.
  expect(rows.length).toBe(client.records.size);
  // The run did what it says: writes went through between the kills, and some had to be sent again.
  expect(totals.acknowledged).toBeGreaterThan(KILLS);
  expect(totals.retried).toBeGreaterThan(0);
});
