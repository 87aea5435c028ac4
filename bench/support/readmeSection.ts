// Rewrites the part of a document between two comment markers, leaving the rest of the file as it is: the
// benchmarks' table of today's figures in docs/benchmarks.md, whose other sections are written by hand.
import fs from 'node:fs';

/** The document `npm run bench` writes its table into, relative to the repository's root. */
export const BENCHMARKS_DOC = 'docs/benchmarks.md';

export const BENCH_BEGIN_MARKER = '<!-- bench:begin -->';
export const BENCH_END_MARKER = '<!-- bench:end -->';

/** Replaces what lies between the markers with `body`; throws if the file lacks them (never guesses a place). */
export function rewriteMarkedSection(file: string, body: string): void {
  const text = fs.readFileSync(file, 'utf8');
  const begin = text.indexOf(BENCH_BEGIN_MARKER);
  const end = text.indexOf(BENCH_END_MARKER);
  if (begin === -1 || end === -1 || end < begin) {
    throw new Error(`${file} has no ${BENCH_BEGIN_MARKER} ... ${BENCH_END_MARKER} section to rewrite`);
  }
  const before = text.slice(0, begin + BENCH_BEGIN_MARKER.length);
  const after = text.slice(end);
  fs.writeFileSync(file, `${before}\n${body.trim()}\n${after}`);
}
