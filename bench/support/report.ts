// What every benchmark prints: percentiles of its samples, plain-text tables, and the machine it ran on.
import os from 'node:os';

export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`no item at ${index}`);
  return item;
}

export interface Summary {
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly mean: number;
  readonly count: number;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest rank: the smallest sample with at least p % of the samples at or below it.
  const percentile = (p: number): number => itemAt(sorted, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return { p50: percentile(50), p90: percentile(90), p99: percentile(99), mean: total / sorted.length, count: sorted.length };
}

/** The middle sample (the lower of the two middle ones for an even count, as summarize's p50). */
export function median(samples: readonly number[]): number {
  return summarize(samples).p50;
}

/** Labels (the first `labelColumns` columns) read left-aligned, figures right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], labelColumns = 2): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => itemAt(row, column).length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) =>
        column < labelColumns ? cell.padEnd(itemAt(widths, column)) : cell.padStart(itemAt(widths, column)),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const ms = (value: number): string => value.toFixed(3);
export const ratio = (value: number): string => `${value.toFixed(2)}x`;

/** Node, CPUs, platform and load average, for a benchmark's header. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  return `node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()} ${os.arch()}, load average ${load}`;
}
