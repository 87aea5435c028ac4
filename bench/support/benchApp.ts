// The app a benchmark drives in-process: built on a fresh SQLite file (as the tests do), or on a fresh schema
// of the PostgreSQL server of TEST_DATABASE_URL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type AppDependencies, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/schema';
import { FIXTURE_STATIC_DIR, startTestApp } from '../../test/support/testApp';

/** Optional dependencies of buildApp a benchmark sets (a pubsub it publishes on itself, the sockets' bounds). */
export type BenchAppDependencies = Partial<Pick<AppDependencies, 'pubsub' | 'realtimeLimits'>>;

export interface RunningApp {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly databaseLabel: string;
  close(): Promise<void>;
}

/**
 * A benchmark's one account creates more applications than an account may keep by default (10,000): the bound
 * is lifted so that the figures measure the request path, not the refusal.
 */
const BENCH_SETTINGS = { ACCOUNT_MAX_APPLICATIONS: String(Number.MAX_SAFE_INTEGER) };

export async function startBenchApp(postgres: boolean, dependencies: BenchAppDependencies = {}): Promise<RunningApp> {
  if (!postgres) {
    // The log's checkpoints in a worker thread, as server/main.ts opens the file.
    const testApp = await startTestApp(BENCH_SETTINGS, { ...dependencies, backgroundCheckpoints: true });
    return {
      app: testApp.app,
      db: testApp.database.db,
      databaseLabel: 'SQLite (fresh file in a temporary DATA_DIR, WAL)',
      close: () => testApp.close(),
    };
  }
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === '') throw new Error('--postgres needs TEST_DATABASE_URL');
  const { openTestDatabase } = await loadTestDatabases();
  const database = await openTestDatabase('postgres');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR, LOG_LEVEL: 'silent', ...BENCH_SETTINGS });
    const app = await buildApp({ config, database: database.handle, secret: crypto.randomBytes(32), logger: false, ...dependencies });
    await app.ready();
    const server = new URL(databaseUrl);
    return {
      app,
      db: database.handle.db,
      databaseLabel: `PostgreSQL (${server.host}${server.pathname}, fresh schema ${database.schema ?? '?'})`,
      close: async () => {
        await app.close();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Loaded only for --postgres, so that a SQLite run needs nothing of the PostgreSQL client. */
function loadTestDatabases(): Promise<typeof import('../../test/support/databases')> {
  return import('../../test/support/databases');
}
