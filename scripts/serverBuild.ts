// The server compiled ahead of time (tsconfig.server.json: CommonJS under dist/server), so that `npm start`
// runs it with plain `node`: knows whether that build is missing or older than its sources, and runs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIsStale, ROOT } from './buildFreshness';

const OUT_DIR = path.join(ROOT, 'dist/server');
/** What `node` starts; tsc mirrors the repository's folders under OUT_DIR. */
export const COMPILED_SERVER_MAIN = path.join(OUT_DIR, 'server/main.js');
/** Written after everything else, so that an interrupted build reads as stale. */
const BUILD_STAMP = path.join(OUT_DIR, '.built');
const SOURCES = ['server', 'contract', 'tsconfig.server.json', 'tsconfig.json', 'package-lock.json'];
/** Files the server reads at run time beside its modules (found from __dirname), copied as they are. */
const ASSETS = ['server/terms'];

export function serverBuildIsStale(): boolean {
  return buildIsStale(BUILD_STAMP, SOURCES);
}

export function buildServer(): void {
  fs.rmSync(BUILD_STAMP, { force: true });
  const tsc = require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.json'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The server build failed (exit code ${String(result.status)}).`);
  for (const asset of ASSETS) {
    fs.rmSync(path.join(OUT_DIR, asset), { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, asset), path.join(OUT_DIR, asset), { recursive: true });
  }
  fs.writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
}

export function buildServerIfStale(log: (line: string) => void = console.log): void {
  if (!serverBuildIsStale()) {
    log('The server is built and up to date.');
    return;
  }
  log('Building the server (tsc -p tsconfig.server.json)...');
  buildServer();
}

if (require.main === module) buildServer();
