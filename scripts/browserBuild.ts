// Knows whether the production build of the browser app is missing or older than its sources, and runs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const BUILT_PAGE = path.join(ROOT, 'dist/public/index.html');
const SOURCES = ['src', 'public', 'contract', 'webpack.config.js', 'tsconfig.json', 'package-lock.json'];

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), stat.mtimeMs);
}

export function browserBuildIsStale(): boolean {
  const built = fs.statSync(BUILT_PAGE, { throwIfNoEntry: false });
  if (built === undefined) return true;
  return SOURCES.some((source) => newestModification(path.join(ROOT, source)) > built.mtimeMs);
}

export function buildBrowserApp(): void {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The browser build failed (exit code ${String(result.status)}).`);
}

export function buildBrowserAppIfStale(log: (line: string) => void = console.log): void {
  if (!browserBuildIsStale()) {
    log('The browser app is built and up to date.');
    return;
  }
  log('Building the browser app (production)...');
  buildBrowserApp();
}
