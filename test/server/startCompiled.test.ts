// `npm start` runs the server compiled ahead of time (scripts/serverBuild.ts) with plain `node`: the build
// must start, migrate a fresh SQLite file, answer its health route, and start the file rendering child
// process from the compiled modules. Builds dist/server first when it is missing or stale.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfStale, COMPILED_SERVER_MAIN } from '../../scripts/serverBuild';
import { samplePdf } from './fixtures/sampleFiles';
import { FIXTURE_STATIC_DIR } from '../support/testApp';

const ROOT = path.resolve(__dirname, '../..');
/** tsc on the whole server takes about 20 s of CPU; a loaded machine stretches it. */
const BUILD_TIMEOUT_MS = 240_000;
const START_TIMEOUT_MS = 30_000;
const RUNNING_LINE = /running: open (http:\/\/[^/\s]+)\//;

/** The environment of a fresh install: no database, Redis or key from the developer's shell. */
function cleanEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const { PATH, HOME } = process.env;
  return { PATH, HOME, NODE_ENV: 'production', DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
}

/** Resolves with the address the server prints once it listens; rejects if it exits first. */
function addressOf(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`the compiled server printed no address within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    server.stdout?.setEncoding('utf8');
    server.stderr?.setEncoding('utf8');
    server.stderr?.on('data', (chunk: string) => {
      output += chunk;
    });
    server.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const match = RUNNING_LINE.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the compiled server exited (${String(code)}):\n${output}`));
    });
  });
}

describe('the server compiled ahead of time', () => {
  let dataDir: string;

  beforeAll(() => {
    buildServerIfStale(() => undefined);
  }, BUILD_TIMEOUT_MS);

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-server-'));
  });

  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node, migrates a fresh database and answers /api/health', async () => {
    const server = spawn(process.execPath, [COMPILED_SERVER_MAIN], { cwd: ROOT, env: cleanEnvironment(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const baseUrl = await addressOf(server);
      const response = await fetch(`${baseUrl}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'sqlite' });
      expect(fs.existsSync(path.join(dataDir, 'app.sqlite'))).toBe(true);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }, START_TIMEOUT_MS + 10_000);

  it('renders a PDF in the file rendering child process started from the compiled modules', () => {
    const pdf = path.join(dataDir, 'resume.pdf');
    fs.writeFileSync(pdf, samplePdf(1, 'Compiled build check'));
    const renderFile = path.join(path.dirname(COMPILED_SERVER_MAIN), 'services/fileRendering/renderFile.js');
    const script = `require(${JSON.stringify(renderFile)}).renderFile(${JSON.stringify(pdf)}, 'application/pdf').then((rendered) => {
      process.stdout.write(JSON.stringify({ sizes: rendered.thumbnails === null ? null : Object.keys(rendered.thumbnails), text: rendered.text }));
    });`;
    const result = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, env: cleanEnvironment(dataDir), encoding: 'utf8', timeout: START_TIMEOUT_MS });
    expect(result.stderr).toBe('');
    const rendered = JSON.parse(result.stdout) as { sizes: string[] | null; text: string };
    expect(rendered.sizes).not.toBeNull();
    expect(rendered.sizes?.length).toBeGreaterThan(0);
    expect(rendered.text).toContain('Compiled build check');
  }, START_TIMEOUT_MS + 10_000);
});
