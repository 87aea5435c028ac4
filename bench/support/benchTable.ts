// The runner's table: one row per figure with its baseline from the same run, the ratio and the target, as
// Markdown (for docs/benchmarks.md) and as plain text (for the terminal).
import { type BenchFigure, type BenchResult, meetsTarget, ratioOf } from './benchResult';
import { formatTable } from './report';

/** A benchmark that gave no result: missing, skipped for a stated reason, or failed. */
export interface BenchOutcome {
  readonly title: string;
  readonly result?: BenchResult;
  /** Why there is no result, or what to read beside it. */
  readonly problem?: string;
}

const HEADER = ['benchmark', 'figure', 'value', 'baseline (same run)', 'ratio', 'target', 'met'] as const;

function formatValue(value: number, unit: string): string {
  if (unit === 'bytes') return `${(value / 1024).toFixed(2)} KiB`;
  if (unit === 'ms') return `${value.toFixed(value < 10 ? 3 : 1)} ms`;
  if (unit === '/s') return `${Math.round(value).toLocaleString('en-US')}/s`;
  return `${value.toPrecision(4)} ${unit}`;
}

function figureRow(benchmark: string, figure: BenchFigure): string[] {
  const met = meetsTarget(figure);
  return [
    benchmark,
    figure.name,
    formatValue(figure.value, figure.unit),
    `${figure.baselineName}: ${formatValue(figure.baseline, figure.unit)}`,
    `${ratioOf(figure).toFixed(3)}x`,
    figure.target === undefined ? '' : `${figure.target.comparison} ${String(figure.target.ratio)}x`,
    met === undefined ? '' : met ? 'yes' : 'no',
  ];
}

export function tableRows(outcomes: readonly BenchOutcome[]): string[][] {
  return outcomes.flatMap(({ title, result, problem }) => {
    if (result === undefined) return [[title, problem ?? 'no result', '', '', '', '', '']];
    return result.figures.map((figure) => figureRow(result.benchmark, figure));
  });
}

export function plainTable(outcomes: readonly BenchOutcome[]): string {
  return formatTable(HEADER, tableRows(outcomes));
}

export function markdownTable(outcomes: readonly BenchOutcome[]): string {
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|');
  const line = (cells: readonly string[]): string => `| ${cells.map(escape).join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...tableRows(outcomes).map(line)].join('\n');
}
