// Knows whether the production build of the browser app is missing or older than its sources, and runs it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, ROOT } from './buildFreshness';

const BUILT_PAGE = path.join(ROOT, 'dist/public/index.html');
const SOURCES = ['src', 'public', 'contract', 'webpack.config.js', 'scripts/antdStylesheet', 'scripts/appIcons', 'tsconfig.json', 'package-lock.json'];

export function browserBuildIsStale(): boolean {
  return buildIsStale(BUILT_PAGE, SOURCES);
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
