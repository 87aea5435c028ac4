// Several processes of the real server (server/main.ts, as `npm run serve` starts it) on one PostgreSQL
// database and one Redis, for the scale-out benchmark: each listens on its own port, with the same SECRET_KEY.
import { type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_STATIC_DIR } from '../../test/support/testApp';
import { spawnTypeScript } from './childProcess';

const START_TIMEOUT_MS = 120_000;
const RUNNING_LINE = /running: open (http:\/\/[^/\s]+)\//;

export interface ServerProcesses {
  readonly baseUrls: readonly string[];
  /** The Redis key prefix they share, so that a publisher elsewhere reaches their pubsub. */
  readonly redisKeyPrefix: string;
  stop(): Promise<void>;
}

export async function startServerProcesses(count: number, settings: { databaseUrl: string; redisUrl: string }): Promise<ServerProcesses> {
  const secretKey = crypto.randomBytes(32).toString('base64url');
  const redisKeyPrefix = `bench-${crypto.randomBytes(4).toString('hex')}:`;
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(children.map((child) => stopChild(child)));
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrls = await Promise.all(
      Array.from({ length: count }, () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-'));
        dataDirs.push(dataDir);
        const child = spawnTypeScript('server/main.ts', [], {
          stdout: 'pipe',
          env: {
            ...process.env,
            DATABASE_URL: settings.databaseUrl,
            REDIS_URL: settings.redisUrl,
            REDIS_KEY_PREFIX: redisKeyPrefix,
            SECRET_KEY: secretKey,
            PORT: '0',
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            STATIC_DIR: FIXTURE_STATIC_DIR,
            LOG_LEVEL: 'warn',
          },
        });
        children.push(child);
        return addressOf(child);
      }),
    );
    return { baseUrls, redisKeyPrefix, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function addressOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`a server process printed no address within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const match = RUNNING_LINE.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`a server process exited (${String(code)}) before it listened:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGTERM');
  });
}
