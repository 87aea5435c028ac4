// Whether a build is missing or older than any of its sources (files or folders, searched all the way down),
// so that `npm start` builds only what changed since the last build.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), stat.mtimeMs);
}

/** `builtFile` is written last by its build; `sources` are relative to the repository's root. */
export function buildIsStale(builtFile: string, sources: readonly string[]): boolean {
  const built = fs.statSync(builtFile, { throwIfNoEntry: false });
  if (built === undefined) return true;
  return sources.some((source) => newestModification(path.join(ROOT, source)) > built.mtimeMs);
}
