// The server compiled ahead of time (CommonJS under dist/server), so that `npm start` runs it with plain
// `node`: knows whether that build is missing or older than its sources, and runs it.
//
// esbuild transpiles each module on its own, as it is (no bundle: native addons, the render process's own
// entry and the files read beside the modules stay where the server expects them), in well under a second.
// Types are not checked here: `npm test` checks them (tsc --noEmit) before anything runs.
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { buildIsStale, ROOT } from './buildFreshness';

const OUT_DIR = path.join(ROOT, 'dist/server');
/** What `node` starts; the build mirrors the repository's folders under OUT_DIR. */
export const COMPILED_SERVER_MAIN = path.join(OUT_DIR, 'server/main.js');
/** Written after everything else, so that an interrupted build reads as stale. */
const BUILD_STAMP = path.join(OUT_DIR, '.built');
/** The folders compiled, relative to the repository's root. */
const SOURCE_DIRS = ['server', 'contract'];
const SOURCES = [...SOURCE_DIRS, 'tsconfig.json', 'package-lock.json', 'scripts/serverBuild.ts'];
/** Files the server reads at run time beside its modules (found from __dirname), copied as they are. */
const ASSETS = ['server/terms'];
/** The oldest Node.js the server supports (package.json's engines). */
const NODE_TARGET = 'node20.19';

export function serverBuildIsStale(): boolean {
  return buildIsStale(BUILD_STAMP, SOURCES);
}

/** Every TypeScript module under the source folders (declaration files only describe others). */
function sourceModules(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
      .map((file) => path.join(ROOT, dir, file)),
  );
}

export function buildServer(): void {
  // A clean folder: a module deleted from the sources must not linger in the build.
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  buildSync({
    entryPoints: sourceModules(),
    outdir: OUT_DIR,
    outbase: ROOT,
    bundle: false,
    format: 'cjs',
    platform: 'node',
    target: NODE_TARGET,
    sourcemap: true,
    logLevel: 'warning',
  });
  for (const asset of ASSETS) fs.cpSync(path.join(ROOT, asset), path.join(OUT_DIR, asset), { recursive: true });
  fs.writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
}

export function buildServerIfStale(log: (line: string) => void = console.log): void {
  if (!serverBuildIsStale()) {
    log('The server is built and up to date.');
    return;
  }
  log('Building the server (esbuild, into dist/server)...');
  buildServer();
}

if (require.main === module) buildServer();
