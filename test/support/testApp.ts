// Builds the real app on a fresh database (a SQLite file in a temporary DATA_DIR, or a PostgreSQL schema of
// its own), for tests that drive it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDependencies, buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { type DatabaseHandle, databaseTargetFor, openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { testOnlyFastPasswords } from '../../server/domain/accounts/passwords';
import { type DatabaseKind, openTestDatabase } from './databases';

export const FIXTURE_STATIC_DIR = path.join(__dirname, '../server/fixtures/public');

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  close(): Promise<void>;
}

/** What a test may set besides the environment: the database kind and any optional dependency of buildApp. */
export type TestAppOptions = Partial<Omit<AppDependencies, 'config' | 'database' | 'secret'>> & {
  readonly databaseKind?: DatabaseKind;
  /** SQLite's checkpoints in a worker thread, as the server runs them (server/main.ts). */
  readonly backgroundCheckpoints?: boolean;
};

export async function startTestApp(environment: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { databaseKind, backgroundCheckpoints, ...dependencies } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR, LOG_LEVEL: 'silent', ...environment });
  let database: DatabaseHandle;
  let closeDatabase: () => Promise<void>;
  if (databaseKind === 'postgres') {
    const testDatabase = await openTestDatabase('postgres');
    database = testDatabase.handle;
    closeDatabase = () => testDatabase.close();
  } else {
    database = openDatabase(databaseTargetFor(config), { backgroundCheckpoints });
    await migrateToLatest(database.db);
    closeDatabase = () => database.destroy();
  }
  const secret = crypto.randomBytes(32);
  // The fast hasher: sign-in behaves the same (argon2id, a dummy hash for unknown emails) without 50 ms a hash.
  const app = await buildApp({ config, database, secret, logger: false, passwords: testOnlyFastPasswords, ...dependencies });
  await app.ready();
  return {
    app,
    config,
    database,
    secret,
    close: async () => {
      await app.close();
      await closeDatabase();
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
  // `__Host-csrf_seed` when PUBLIC_URL is https.
  const cookie = page.cookies.find((candidate) => candidate.name === 'csrf_seed' || candidate.name === '__Host-csrf_seed');
  if (token === undefined || cookie === undefined) throw new Error('the page carries no CSRF token');
  return { token, cookie: `${cookie.name}=${cookie.value}` };
}

/** POSTs JSON as the browser app does: with the CSRF token of a freshly loaded page (and from `remoteAddress`). */
export async function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const { token, cookie } = await fetchPageCsrf(app);
  return app.inject({
    method: 'POST',
    url,
    headers: { 'x-csrf-token': token, cookie, ...options.headers },
    payload: payload as object,
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
}
