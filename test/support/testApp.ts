// Builds the real app on a fresh SQLite file in a temporary DATA_DIR, for tests that drive it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { type DatabaseHandle, databaseTargetFor, openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';

export const FIXTURE_STATIC_DIR = path.join(__dirname, '../server/fixtures/public');

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  close(): Promise<void>;
}

export async function startTestApp(environment: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR, LOG_LEVEL: 'silent', ...environment });
  const database = openDatabase(databaseTargetFor(config));
  await migrateToLatest(database.db);
  const secret = crypto.randomBytes(32);
  const app = await buildApp({ config, database, secret, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    secret,
    close: async () => {
      await app.close();
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Listens on a free loopback port, for tests that drive the app with real sockets; answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${String(address.port)}`;
}

/** Loads a page as a browser would and answers the CSRF token of its meta tag with the matching cookie. */
export async function fetchPageCsrf(app: FastifyInstance): Promise<{ token: string; cookie: string }> {
  const page = await app.inject({ method: 'GET', url: '/' });
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
  const cookie = page.cookies.find((candidate) => candidate.name === 'csrf_seed');
  if (token === undefined || cookie === undefined) throw new Error('the page carries no CSRF token');
  return { token, cookie: `csrf_seed=${cookie.value}` };
}
