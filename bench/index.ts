// `npm run bench`: runs every benchmark in its own child process, collects the `BENCH_RESULT {json}` line each
// prints last, prints one table (every figure beside its same-run baseline, as a ratio, with its target) and
// rewrites the marked section of docs/benchmarks.md with it, the date and the machine.
//
//   npm run bench -- [--quick | --long] [--only a,b,c,d,e,f,g,h,i] [--postgres] [--no-docs]
//
//   a channel round trips   b idle socket memory   c push fan-out   d POST /api/job_applications
//   e first title vs app shell (bench/firstTitle.ts)   f a and c on two server processes through Redis
//   g longest event-loop hold of a search and a calendar feed over large data (bench/eventLoopBounds.ts)
//   h start of the compiled server until it listens, beside a bare Fastify server's (bench/serverStart.ts)
//   i POST /api/job_applications/import of 10,000 rows beside a bare insert, and its event-loop hold (bench/csvImport.ts)
// --postgres runs a-d and i on PostgreSQL (TEST_DATABASE_URL); f always needs TEST_DATABASE_URL and REDIS_URL.
// The default run takes about 5 minutes on a 2-core machine; --quick about 2, --long about 12.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_RESULT_PREFIX, type BenchResult } from './support/benchResult';
import { type BenchOutcome, markdownTable, plainTable } from './support/benchTable';
import { BENCHMARKS_DOC, rewriteMarkedSection } from './support/readmeSection';
import { describeMachine } from './support/report';

const ROOT = path.resolve(__dirname, '..');
/** A benchmark still running after this is stopped and reported as failed. */
const BENCH_TIMEOUT_MS = 10 * 60_000;

type Scale = 'quick' | 'default' | 'long';

interface BenchmarkSpec {
  readonly key: string;
  readonly title: string;
  readonly file: string;
  readonly args: (scale: Scale, postgres: boolean) => string[];
  /** Why it cannot run here, or undefined when it can. */
  readonly unavailable?: () => string | undefined;
}

const byScale = (scale: Scale, quick: string[], normal: string[], long: string[]): string[] =>
  scale === 'quick' ? quick : scale === 'long' ? long : normal;
const postgresFlag = (postgres: boolean): string[] => (postgres ? ['--postgres'] : []);

const BENCHMARKS: readonly BenchmarkSpec[] = [
  {
    key: 'a',
    title: 'channel round trips',
    file: 'bench/channelRoundTrips.ts',
    args: (scale, postgres) => [...byScale(scale, ['--rounds', '2'], ['--rounds', '5'], ['--rounds', '15']), ...postgresFlag(postgres)],
  },
  {
    key: 'b',
    title: 'idle socket memory',
    file: 'bench/idleSocketMemory.ts',
    args: (scale, postgres) => [...byScale(scale, ['--sockets', '2000'], ['--sockets', '8000'], ['--sockets', '8000']), ...postgresFlag(postgres)],
  },
  {
    key: 'c',
    title: 'push fan-out',
    file: 'bench/pushFanOut.ts',
    args: (scale, postgres) => [
      ...byScale(scale, ['--pushes', '60', '--rounds', '2'], ['--pushes', '200', '--rounds', '4'], ['--pushes', '1000', '--rounds', '10']),
      ...postgresFlag(postgres),
    ],
  },
  {
    key: 'd',
    title: 'POST /api/job_applications',
    file: 'bench/httpCreate.ts',
    args: (scale, postgres) => [...byScale(scale, ['--rounds', '1'], ['--rounds', '3'], ['--rounds', '8']), ...postgresFlag(postgres)],
  },
  {
    key: 'e',
    title: 'first title vs app shell',
    file: 'bench/firstTitle.ts',
    args: () => [],
    unavailable: () => (fs.existsSync(path.join(ROOT, 'bench/firstTitle.ts')) ? undefined : 'missing: bench/firstTitle.ts is not in this checkout'),
  },
  {
    key: 'f',
    title: 'two processes through Redis',
    file: 'bench/scaleOut.ts',
    args: (scale) => byScale(scale, ['--rounds', '2', '--pushes', '60'], ['--rounds', '5', '--pushes', '200'], ['--rounds', '15', '--pushes', '1000']),
    unavailable: () => {
      const missing = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => (process.env[name] ?? '') === '');
      return missing.length === 0 ? undefined : `skipped: needs ${missing.join(' and ')}`;
    },
  },
  {
    key: 'g',
    title: 'event-loop hold of large requests',
    file: 'bench/eventLoopBounds.ts',
    args: (scale) => byScale(scale, ['--rounds', '2'], ['--rounds', '3'], ['--rounds', '6']),
  },
  {
    key: 'i',
    title: 'CSV import',
    file: 'bench/csvImport.ts',
    args: (scale, postgres) => [...byScale(scale, ['--rounds', '1'], ['--rounds', '3'], ['--rounds', '7']), ...postgresFlag(postgres)],
  },
  {
    key: 'h',
    title: 'server start',
    file: 'bench/serverStart.ts',
    args: (scale) => byScale(scale, ['--rounds', '4'], ['--rounds', '10'], ['--rounds', '30']),
  },
];

interface Options {
  readonly scale: Scale;
  readonly only: readonly string[];
  readonly postgres: boolean;
  readonly writeDocs: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      quick: { type: 'boolean', default: false },
      long: { type: 'boolean', default: false },
      only: { type: 'string' },
      postgres: { type: 'boolean', default: false },
      'no-docs': { type: 'boolean', default: false },
    },
  });
  if (values.quick && values.long) throw new Error('--quick and --long exclude each other');
  const keys = BENCHMARKS.map(({ key }) => key);
  const only = values.only === undefined ? keys : values.only.split(',').map((key) => key.trim());
  const unknown = only.filter((key) => !keys.includes(key));
  if (unknown.length > 0) throw new Error(`--only takes ${keys.join(',')} (got ${unknown.join(',')})`);
  return { scale: values.quick ? 'quick' : values.long ? 'long' : 'default', only, postgres: values.postgres, writeDocs: !values['no-docs'] };
}

/** Runs one benchmark, echoing its output, and answers the result of its BENCH_RESULT line. */
function runBenchmark(spec: BenchmarkSpec, options: Options): Promise<BenchOutcome> {
  const args = spec.args(options.scale, options.postgres);
  console.log(`\n=== ${spec.key}. ${spec.title}: ${spec.file} ${args.join(' ')}`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, spec.file), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), BENCH_TIMEOUT_MS);
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      const title = `${spec.key}. ${spec.title}`;
      const line = output.split('\n').filter((candidate) => candidate.startsWith(BENCH_RESULT_PREFIX)).at(-1);
      if (line === undefined) {
        const how = signal === null ? `exit code ${String(code)}` : `signal ${signal}`;
        resolve({ title, problem: `failed (${how}, no BENCH_RESULT line)` });
        return;
      }
      resolve(parseResult(title, line.slice(BENCH_RESULT_PREFIX.length)));
    });
  });
}

function parseResult(title: string, json: string): BenchOutcome {
  try {
    const result = JSON.parse(json) as Partial<BenchResult>;
    if (typeof result.benchmark === 'string' && Array.isArray(result.figures)) return { title, result: result as BenchResult };
  } catch {
    // Reported below with the text as it came.
  }
  return { title, problem: `result in an unknown shape: ${json.slice(0, 300)}` };
}

function benchmarksSection(outcomes: readonly BenchOutcome[], options: Options, machine: string, startedAt: Date): string {
  const notes = outcomes.flatMap(({ result }) => (result?.notes ?? []).map((note) => `- ${result?.benchmark ?? ''}: ${note}`));
  return [
    `Last \`npm run bench${options.scale === 'default' ? '' : ` -- --${options.scale}`}${options.postgres ? ' --postgres' : ''}\`: ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine}.`,
    'Each figure is beside its baseline measured in the same run; on a shared machine only the ratio means much.',
    '',
    markdownTable(outcomes),
    '',
    ...notes,
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions();
  const startedAt = new Date();
  const machine = describeMachine();
  const outcomes: BenchOutcome[] = [];
  for (const spec of BENCHMARKS.filter(({ key }) => options.only.includes(key))) {
    const unavailable = spec.unavailable?.();
    if (unavailable === undefined) outcomes.push(await runBenchmark(spec, options));
    else outcomes.push({ title: `${spec.key}. ${spec.title}`, problem: unavailable });
  }
  console.log(`\nBenchmarks, ${startedAt.toISOString()} (${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s), ${machine}`);
  console.log(plainTable(outcomes));
  if (options.writeDocs) {
    rewriteMarkedSection(path.join(ROOT, BENCHMARKS_DOC), benchmarksSection(outcomes, options, machine, startedAt));
    console.log(`${BENCHMARKS_DOC}: the table of today's figures is rewritten.`);
  }
  // A run where a benchmark failed says so in its exit code too (a missing or skipped one does not).
  if (outcomes.some(({ problem }) => problem?.startsWith('failed') === true)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
