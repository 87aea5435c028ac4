// How long after the app shell the job-application list shows its first title, in Chromium against the real
// server process and the production build, for an account with 10 and one with 5,000 applications, on a first
// visit (no copy of the workspace in the browser: the title needs the live channel joined, the list of rows,
// and the first row's application on top of it) and on a returning one (the title comes from the copy the last
// visit left). The app shell of the same load is the baseline. Targets: the first title within 1.2x the app
// shell's time on a first visit, 1.1x on a returning one.
//
//   npx tsx bench/firstTitle.ts [--runs 7] [--warmup 1] [--title-timeout 60] [--static-dir dist/public] [--seed 1]
//                               [--link-mbit 10 [--link-latency 40]]
//
// With --link-mbit the pages load over a link of that many megabits per second each way, with --link-latency
// milliseconds added to each request, response and WebSocket frame (Chromium's network emulation); without it,
// over loopback.
// Without --static-dir the build in dist/public is used, built first (npm run build) when missing or older than
// src/ or public/. The server runs server/main.ts on a fresh SQLite file, seeded while it runs (WAL).
// The last line printed is `BENCH_RESULT {json}` for the runner (bench/support/benchResult.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import type { ConfirmedAccount } from '../e2e/support/accountApi';
import { launchBrowser } from '../e2e/support/browser';
import { type RunningServer, startServer } from '../e2e/support/server';
import { openDatabase } from '../server/db/database';
import { createSignedInAccount } from '../test/support/accounts';
import { type BenchFigure, printBenchResult } from './support/benchResult';
import {
  type EmulatedLink,
  LIST_PATH,
  loadListOnce,
  MARK_SELECTORS,
  type Mark,
  type PageMarks,
  signedInProfile,
  type Visit,
} from './support/firstTitlePage';
import { LARGE_ACCOUNT, seedJobSearch, type SeedShape, SMALL_ACCOUNT } from './support/jobSearchSeed';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, median, ratio } from './support/report';

const ROOT = path.resolve(__dirname, '..');
const DEFAULT_STATIC_DIR = path.join(ROOT, 'dist/public');
/** The targets: the first title at most this many times the app shell's time. */
const TARGET_RATIOS: Readonly<Record<Visit, number>> = { first: 1.2, returning: 1.1 };
const VISITS: readonly Visit[] = ['first', 'returning'];

interface Options {
  readonly runs: number;
  readonly warmup: number;
  readonly titleTimeoutMs: number;
  /** Undefined: the default build, made when missing or stale. */
  readonly staticDir: string | undefined;
  readonly seed: number;
  /** Undefined: loopback. */
  readonly link: EmulatedLink | undefined;
}

function parseOptions(argv: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      runs: { type: 'string', default: '7' },
      warmup: { type: 'string', default: '1' },
      'title-timeout': { type: 'string', default: '60' },
      'static-dir': { type: 'string' },
      seed: { type: 'string', default: '1' },
      'link-mbit': { type: 'string' },
      'link-latency': { type: 'string', default: '40' },
    },
  });
  const staticDir = values['static-dir'];
  const linkMbit = values['link-mbit'];
  return {
    runs: integerFlag('--runs', values.runs),
    warmup: integerFlag('--warmup', values.warmup, 0),
    titleTimeoutMs: integerFlag('--title-timeout', values['title-timeout']) * 1000,
    staticDir: staticDir === undefined ? undefined : path.resolve(staticDir),
    seed: integerFlag('--seed', values.seed, 0),
    link:
      linkMbit === undefined
        ? undefined
        : { megabitsPerSecond: integerFlag('--link-mbit', linkMbit), latencyMs: integerFlag('--link-latency', values['link-latency'], 0) },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The build

function newestModification(directory: string): number {
  return fs.readdirSync(directory, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(directory, entry.name);
    return Math.max(latest, entry.isDirectory() ? newestModification(full) : fs.statSync(full).mtimeMs);
  }, 0);
}

/** Why the default build must be made again, or null when it is current. */
function staleness(staticDir: string): string | null {
  const index = path.join(staticDir, 'index.html');
  if (!fs.existsSync(index)) return 'missing';
  const builtAt = fs.statSync(index).mtimeMs;
  const sources = Math.max(newestModification(path.join(ROOT, 'src')), newestModification(path.join(ROOT, 'public')));
  return sources > builtAt ? 'older than src/ or public/' : null;
}

/** The directory of the build to serve: the one given, or dist/public, built first when it needs to be. */
function preparedBuild(options: Options): string {
  if (options.staticDir !== undefined) {
    if (!fs.existsSync(path.join(options.staticDir, 'index.html'))) throw new Error(`no build in ${options.staticDir}`);
    return options.staticDir;
  }
  const reason = staleness(DEFAULT_STATIC_DIR);
  if (reason !== null) {
    console.log(`Building the browser app (dist/public is ${reason}): npm run build`);
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error(`npm run build failed (${String(build.status ?? build.signal)})`);
  }
  return DEFAULT_STATIC_DIR;
}

// ---------------------------------------------------------------------------------------------------------
// Accounts

type Size = 'small' | 'large';
const SHAPES: Readonly<Record<Size, SeedShape>> = { small: SMALL_ACCOUNT, large: LARGE_ACCOUNT };
const labelOf = (size: Size): string => `${SHAPES[size].applications.toLocaleString('en-US')} applications`;

/** A confirmed account seeded with `shape` in the server's own SQLite file. */
async function seededAccount(server: RunningServer, shape: SeedShape, seed: number): Promise<ConfirmedAccount> {
  // The server has migrated its file; WAL lets this process write to it while the server runs.
  const database = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'app.sqlite') });
  try {
    const { account, password } = await createSignedInAccount(database.db, { locale: 'en-US' });
    await seedJobSearch(database.db, account.id, shape, { seed, now: new Date() });
    return { email: account.email, password, locale: 'en-US' };
  } finally {
    await database.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Measuring and reporting

type Samples = Record<Visit, Record<Size, PageMarks[]>>;

const medianOf = (marks: readonly PageMarks[], mark: Mark): number => median(marks.map((load) => load[mark]));

/**
 * Loads the list `runs` times per account and kind of visit, the accounts and the kinds taking turns so that all
 * see the same machine. A returning visit follows another load of the same profile, which left its copy.
 */
async function measure(server: RunningServer, profiles: Readonly<Record<Size, BrowserContext>>, options: Options): Promise<Samples> {
  const samples: Samples = { first: { small: [], large: [] }, returning: { small: [], large: [] } };
  for (let run = 0; run < options.warmup + options.runs; run += 1) {
    const order: readonly Size[] = run % 2 === 0 ? ['small', 'large'] : ['large', 'small'];
    for (const size of order) {
      for (const visit of run % 2 === 0 ? VISITS : [...VISITS].reverse()) {
        const marks = await loadListOnce(profiles[size], server, options.titleTimeoutMs, options.link, visit);
        if (run >= options.warmup) samples[visit][size].push(marks);
      }
    }
  }
  return samples;
}

function resultTable(samples: Samples): string {
  const rows = VISITS.flatMap((visit) => (['small', 'large'] as const).map((size) => {
    const loads = samples[visit][size];
    const shell = medianOf(loads, 'shell');
    const title = medianOf(loads, 'firstTitle');
    return [
      `${labelOf(size)}, ${visit} visit`,
      shell.toFixed(0),
      medianOf(loads, 'joined').toFixed(0),
      medianOf(loads, 'firstRow').toFixed(0),
      title.toFixed(0),
      Math.max(...loads.map((load) => load.firstTitle)).toFixed(0),
      ratio(title / shell),
      `${title / shell <= TARGET_RATIOS[visit] ? 'yes' : 'no'} (${TARGET_RATIOS[visit]}x)`,
    ];
  }));
  return formatTable(
    ['account', 'app shell', 'channel joined', 'first row', 'first title', 'max', 'title / shell', 'within target'],
    rows,
    1,
  );
}

function figuresOf(samples: Samples): BenchFigure[] {
  return VISITS.flatMap((visit) =>
    (['small', 'large'] as const).map((size) => ({
      name: `first application title on ${LIST_PATH}, ${labelOf(size)}, ${visit} visit (median ms from navigation start)`,
      unit: 'ms',
      value: medianOf(samples[visit][size], 'firstTitle'),
      baselineName: 'app shell of the same loads',
      baseline: medianOf(samples[visit][size], 'shell'),
      target: { comparison: 'at most', ratio: TARGET_RATIOS[visit] },
    })),
  );
}

function describeLink(link: EmulatedLink | undefined): string {
  return link === undefined
    ? 'loopback'
    : `emulated link: ${link.megabitsPerSecond} Mbit/s each way, ${link.latencyMs} ms latency`;
}

function displayPath(directory: string): string {
  const relative = path.relative(ROOT, directory);
  return relative.startsWith('..') ? directory : relative;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const staticDir = preparedBuild(options);
  const server = await startServer({ STATIC_DIR: staticDir, DATABASE_URL: '', REDIS_URL: '' });
  let browser: Browser | undefined;
  try {
    const small = await seededAccount(server, SHAPES.small, options.seed);
    const large = await seededAccount(server, SHAPES.large, options.seed);
    browser = await launchBrowser();
    const profiles = {
      small: await signedInProfile(browser, server, small),
      large: await signedInProfile(browser, server, large),
    };
    const setup = [
      `First title against the app shell, Chromium ${browser.version()} (headless, 1280x800) on the real server process`,
      `  machine   ${describeMachine()}`,
      `  build     ${displayPath(staticDir)}, served by server/main.ts on a fresh SQLite file`,
      `  loads     ${options.runs} per account and kind of visit after ${options.warmup} unmeasured, each in a new page of a`,
      '            signed-in profile (bundle in the HTTP cache); a first visit without the copy of the workspace in the',
      '            browser, a returning one with the copy its last load left; accounts and kinds take turns',
      `  network   ${describeLink(options.link)}`,
      "  timing    the page's performance.now() (zero: navigation start) when each first enters the DOM, noted by a",
      '            MutationObserver before the paint that shows it:',
      ...(Object.entries(MARK_SELECTORS) as [Mark, string][]).map(([mark, selector]) => `              ${mark.padEnd(10)} ${selector}`),
    ];
    console.log(setup.join('\n'));
    const samples = await measure(server, profiles, options);
    console.log(`\nMedians in milliseconds from navigation start (max: the slowest first title)\n${resultTable(samples)}`);
    printBenchResult({
      benchmark: 'first title against the app shell (Chromium)',
      figures: figuresOf(samples),
      notes: [
        `${options.runs} loads per account, warm HTTP cache, production build, SQLite`,
        `Chromium ${browser.version()} headless, ${describeLink(options.link)}`,
      ],
    });
  } finally {
    await browser?.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
