// What a benchmark hands to the runner (bench/index.ts): its last output line is `BENCH_RESULT {json}`, each
// figure beside the baseline measured in the same run and their ratio.

export const BENCH_RESULT_PREFIX = 'BENCH_RESULT ';

export interface BenchTarget {
  /** `at least`: the figure must reach `ratio` x the baseline (a rate); `at most`: stay under it (a cost). */
  readonly comparison: 'at least' | 'at most';
  readonly ratio: number;
}

export interface BenchFigure {
  /** What was measured, e.g. "job_application.get round trips, 100 clients". */
  readonly name: string;
  /** "/s", "ms", "bytes". */
  readonly unit: string;
  readonly value: number;
  /** What it was compared with, e.g. "bare ws echo". */
  readonly baselineName: string;
  readonly baseline: number;
  readonly target?: BenchTarget;
}

export interface BenchResult {
  /** The benchmark's short name, as the table shows it. */
  readonly benchmark: string;
  readonly figures: readonly BenchFigure[];
  /** Conditions a reader needs (database, clients, what limits the run). */
  readonly notes?: readonly string[];
}

export const ratioOf = (figure: Pick<BenchFigure, 'value' | 'baseline'>): number => figure.value / figure.baseline;

export function meetsTarget(figure: BenchFigure): boolean | undefined {
  if (figure.target === undefined) return undefined;
  const ratio = ratioOf(figure);
  return figure.target.comparison === 'at least' ? ratio >= figure.target.ratio : ratio <= figure.target.ratio;
}

/** Prints the result as the runner expects it: one line, last. */
export function printBenchResult(result: BenchResult): void {
  console.log(`${BENCH_RESULT_PREFIX}${JSON.stringify(result)}`);
}
