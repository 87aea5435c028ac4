// One account with 5,000 job applications and 20,000 actions: the live channel's round trip of
// `job_application.get` (random ids) and of the whole-list requests, each beside a Phoenix heartbeat on the
// same socket in the same run (and `get` beside `account.get_credits`, the request layer alone); then, in Chromium against the real server process and its production build,
// the time from navigation start until /job_applications shows its first loaded row, beside the time until
// the app shell shows on the same load and the first row of an account with 10 applications.
//
//   npx tsx bench/jobApplications.ts [--postgres] [--iterations 2000] [--warmup 200] [--list-iterations 40]
//                                    [--browser-runs 5] [--row-timeout 120] [--skip-browser] [--static-dir dist/public]
//                                    [--seed 1]
//
// --postgres (the live-channel part only) needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test);
// without it, SQLite. The browser part runs server/main.ts on a SQLite file, serving the build in --static-dir:
// run `npm run build` first (it writes dist/public). --skip-browser leaves the browser part out.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parseResponseData, REQUEST_EVENT, RESPONSE_EVENT, type RequestName } from '../contract';
import { openDatabase } from '../server/db/database';
import { DEFAULT_LIMITS } from '../server/realtime';
import { createSignedInAccount, type SignedInAccount } from '../test/support/accounts';
import { launchBrowser, newVisitor } from '../e2e/support/browser';
import { type RunningServer, startServer } from '../e2e/support/server';
import { startBenchApp } from './support/benchApp';
import {
  INSERT_BATCH_ROWS,
  LARGE_ACCOUNT,
  SEARCH_WORD,
  type SeededJobSearch,
  seededRandom,
  seedJobSearch,
  type SeedShape,
  SMALL_ACCOUNT,
} from './support/jobSearchSeed';
import { BenchClient } from './support/liveClient';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, itemAt, median, ms, ratio, type Summary, summarize } from './support/report';

const ROOT = path.resolve(__dirname, '..');
const LIST_PATH = '/job_applications';
const SHELL_SELECTOR = '[data-testid="app-shell"]';
const LIST_SELECTOR = '[data-testid="job-applications-list"]';
const ROW_SELECTOR = '[data-testid="job-application-row"]';
const ROW_LOADING_SELECTOR = '[data-testid="job-application-row-loading"]';
const CONNECTION_STATUS_SELECTOR = '[data-testid="connection-status"]';
/** A row shows a skeleton until its application is loaded; then its title links to the application. */
const LOADED_ROW_SELECTOR = `${ROW_SELECTOR} a[href^="${LIST_PATH}/"]`;
const LIST_WARMUP = 3;

interface BenchOptions {
  readonly iterations: number;
  readonly warmup: number;
  readonly listIterations: number;
  readonly browserRuns: number;
  /** How long a load may take to show a row with its title (seconds). */
  readonly rowTimeout: number;
  readonly skipBrowser: boolean;
  readonly staticDir: string;
  readonly seed: number;
  readonly postgres: boolean;
}

function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      iterations: { type: 'string', default: '2000' },
      warmup: { type: 'string', default: '200' },
      'list-iterations': { type: 'string', default: '40' },
      'browser-runs': { type: 'string', default: '5' },
      // Far beyond the first titled row seen so far (about 30 s for 5,000 applications on a loaded 2-CPU machine).
      'row-timeout': { type: 'string', default: '120' },
      'skip-browser': { type: 'boolean', default: false },
      'static-dir': { type: 'string', default: path.join(ROOT, 'dist/public') },
      seed: { type: 'string', default: '1' },
      postgres: { type: 'boolean', default: false },
    },
  });
  return {
    iterations: integerFlag('--iterations', values.iterations),
    warmup: integerFlag('--warmup', values.warmup, 0),
    listIterations: integerFlag('--list-iterations', values['list-iterations']),
    browserRuns: integerFlag('--browser-runs', values['browser-runs']),
    rowTimeout: integerFlag('--row-timeout', values['row-timeout']),
    skipBrowser: values['skip-browser'],
    staticDir: path.resolve(values['static-dir']),
    seed: integerFlag('--seed', values.seed, 0),
    postgres: values.postgres,
  };
}

const count = (value: number): string => value.toLocaleString('en-US');
const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(2)} s`;

function describeSeed(seeded: SeededJobSearch): string {
  return `${count(seeded.applications.length)} applications, ${count(seeded.actions.length)} actions, ${count(seeded.companies.length)} companies`;
}

function seedingLine(where: string, seeded: SeededJobSearch): string {
  return `  seeding     ${where}: ${describeSeed(seeded)} inserted in ${seconds(seeded.insertMs)} (one transaction, ${INSERT_BATCH_ROWS} rows per INSERT; generated in ${seconds(seeded.generateMs)})`;
}

// ---------------------------------------------------------------------------------------------------------
// Live channel

/** What each iteration of measureGet times, on the same socket. */
type GetFrame = 'heartbeat' | 'credits' | 'get';
type GetSamples = Record<GetFrame, number[]>;
const GET_FRAMES: readonly GetFrame[] = ['heartbeat', 'credits', 'get'];

/** A whole-list request, with how many items its answer must hold. */
interface ListRequest {
  readonly label: string;
  readonly name: RequestName;
  readonly params: Record<string, string>;
  readonly expectedItems: number;
}

interface ListResult {
  readonly request: ListRequest;
  readonly samples: number[];
  answerBytes: number;
}

/** Checks an answer against the contract's schema (untimed), and answers its size in bytes as JSON. */
function checkedAnswer(name: RequestName, data: unknown): { data: unknown; bytes: number } {
  const parsed = parseResponseData(name, data);
  if (!parsed.success) throw new Error(`${name} answered data outside the contract: ${parsed.error.message}`);
  return { data: parsed.data, bytes: Buffer.byteLength(JSON.stringify(data)) };
}

/**
 * One frame in flight at a time, as bench/liveChannel.ts: each iteration times, on the same socket, a heartbeat
 * (the baseline), `account.get_credits` (the request layer around a trivial query) and `job_application.get`
 * of a random application, starting from a different one each time, so that noise and ordering effects fall
 * on all alike.
 */
async function measureGet(
  client: BenchClient,
  applicationIds: readonly string[],
  options: BenchOptions,
): Promise<{ samples: GetSamples; answerBytes: number }> {
  const samples: GetSamples = { heartbeat: [], credits: [], get: [] };
  const random = seededRandom(options.seed + 1);
  let answerBytes = 0;
  for (let iteration = 0; iteration < options.warmup + options.iterations; iteration += 1) {
    const id = itemAt(applicationIds, Math.floor(random() * applicationIds.length));
    const measured = iteration >= options.warmup;
    await client.pacer.book(GET_FRAMES.length);
    for (let turn = 0; turn < GET_FRAMES.length; turn += 1) {
      const frame = itemAt(GET_FRAMES, (iteration + turn) % GET_FRAMES.length);
      if (frame === 'heartbeat') {
        pushSample(samples.heartbeat, measured, await client.heartbeat());
      } else if (frame === 'credits') {
        pushSample(samples.credits, measured, await client.request('account.get_credits', {}));
      } else {
        const { roundTripMs, data } = await client.exchange('job_application.get', { id });
        pushSample(samples.get, measured, roundTripMs);
        // Checked during the warm-up only (and once without one), outside the timed round trips.
        if (!measured || iteration === 0) {
          const answer = checkedAnswer('job_application.get', data);
          if ((answer.data as { id: string }).id !== id) throw new Error(`job_application.get answered another application than ${id}`);
          answerBytes = Math.max(answerBytes, answer.bytes);
        }
      }
    }
  }
  return { samples, answerBytes };
}

function pushSample(samples: number[], measured: boolean, value: number): void {
  if (measured) samples.push(value);
}

/** The whole-list requests take turns, each iteration paired with a heartbeat as measureGet does. */
async function measureLists(
  client: BenchClient,
  requests: readonly ListRequest[],
  iterations: number,
): Promise<{ heartbeat: number[]; results: ListResult[] }> {
  const heartbeat: number[] = [];
  const results = requests.map((request) => ({ request, samples: [] as number[], answerBytes: 0 }));
  let turn = 0;
  for (let iteration = 0; iteration < LIST_WARMUP + iterations; iteration += 1) {
    const measured = iteration >= LIST_WARMUP;
    for (const result of results) {
      const { name, params, expectedItems } = result.request;
      await client.pacer.book(2);
      const requestFirst = turn % 2 === 1;
      turn += 1;
      if (!requestFirst) pushSample(heartbeat, measured, await client.heartbeat());
      const { roundTripMs, data } = await client.exchange(name, params);
      pushSample(result.samples, measured, roundTripMs);
      if (requestFirst) pushSample(heartbeat, measured, await client.heartbeat());
      if (iteration === 0) {
        const answer = checkedAnswer(name, data);
        const items = Array.isArray(answer.data) ? answer.data.length : -1;
        if (items !== expectedItems) throw new Error(`${name} answered ${items} items, not ${expectedItems}`);
        result.answerBytes = answer.bytes;
      }
    }
  }
  return { heartbeat, results };
}

const BASELINE_LABEL = 'heartbeat (baseline)';
const kilobytes = (bytes: number): string => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} kB`;

function latencyCells(summary: Summary): string[] {
  return [ms(summary.p50), ms(summary.p90), ms(summary.p99), ms(summary.mean), String(summary.count)];
}

function getTable(samples: GetSamples, answerBytes: number): string {
  const baseline = summarize(samples.heartbeat);
  const credits = summarize(samples.credits);
  const get = summarize(samples.get);
  const ratios = (over: Summary): string[] => (['p50', 'p90', 'p99', 'mean'] as const).map((key) => ratio(get[key] / over[key]));
  return formatTable(
    ['round trip', 'p50 ms', 'p90 ms', 'p99 ms', 'mean ms', 'count', 'answer'],
    [
      [BASELINE_LABEL, ...latencyCells(baseline), ''],
      ['account.get_credits (request layer)', ...latencyCells(credits), ''],
      ['job_application.get {id}', ...latencyCells(get), `up to ${kilobytes(answerBytes)}`],
      ['ratio get/baseline', ...ratios(baseline), '', ''],
      ['ratio get/get_credits', ...ratios(credits), '', ''],
    ],
    1,
  );
}

function listTable(heartbeat: readonly number[], results: readonly ListResult[]): string {
  const baseline = summarize(heartbeat);
  const rows = results.map(({ request, samples, answerBytes }) => {
    const summary = summarize(samples);
    return [
      request.label,
      ...latencyCells(summary),
      ratio(summary.p50 / baseline.p50),
      `${count(request.expectedItems)} items, ${kilobytes(answerBytes)}`,
    ];
  });
  return formatTable(
    ['round trip', 'p50 ms', 'p90 ms', 'p99 ms', 'mean ms', 'count', 'p50/baseline', 'answer'],
    [[BASELINE_LABEL, ...latencyCells(baseline), '', ''], ...rows],
    1,
  );
}

async function benchLiveChannel(options: BenchOptions): Promise<void> {
  const running = await startBenchApp(options.postgres);
  try {
    const baseUrl = await running.app.listen({ host: '127.0.0.1', port: 0 });
    const { account, token } = await createSignedInAccount(running.db);
    const seeded = await seedJobSearch(running.db, account.id, LARGE_ACCOUNT, { seed: options.seed, now: new Date() });
    console.log(liveHeader(options, running.databaseLabel, seeded));

    const client = new BenchClient('websocket', baseUrl, account.id, token);
    try {
      await client.open();
      const startedAt = performance.now();
      const get = await measureGet(client, seeded.applicationIds, options);
      const lists = await measureLists(
        client,
        [
          { label: 'job_application.list_creation_dates', name: 'job_application.list_creation_dates', params: {}, expectedItems: seeded.applications.length },
          { label: 'job_application.list_statuses', name: 'job_application.list_statuses', params: {}, expectedItems: seeded.applications.length },
          { label: `job_application.search "${SEARCH_WORD.toLowerCase()}"`, name: 'job_application.search', params: { query: SEARCH_WORD.toLowerCase() }, expectedItems: seeded.searchMatches },
          // The list in another order, worked out over the whole account: by title (the collator's work), and by
          // status (the statuses' query besides).
          {
            label: 'job_application.list_order title',
            name: 'job_application.list_order',
            params: { sort: 'title', direction: 'asc', locale: 'fr-FR' },
            expectedItems: seeded.applications.length,
          },
          {
            label: 'job_application.list_order status',
            name: 'job_application.list_order',
            params: { sort: 'status', direction: 'desc', locale: 'en-US' },
            expectedItems: seeded.applications.length,
          },
        ],
        options.listIterations,
      );
      console.log(`  (live channel done in ${seconds(performance.now() - startedAt)})`);
      console.log(`\njob_application.get of random ids, WebSocket (milliseconds)\n${getTable(get.samples, get.answerBytes)}`);
      console.log(`\nWhole-list requests, WebSocket (milliseconds)\n${listTable(lists.heartbeat, lists.results)}`);
    } finally {
      await client.close();
    }
  } finally {
    await running.close();
  }
}

function liveHeader(options: BenchOptions, databaseLabel: string, seeded: SeededJobSearch): string {
  return [
    'Job applications: one account with 5,000 applications and 20,000 actions, real app over loopback',
    `  data        ${describeSeed(seeded)}; ${Math.round(LARGE_ACCOUNT.companyShare * 100)}% of the applications name a company;`,
    `              notes ${Math.round(seeded.meanNotesLength)} and job descriptions ${Math.round(seeded.meanDescriptionLength)} characters on average; created over two years;`,
    `              actions of every type, ${Math.round((seeded.futureActions / seeded.actions.length) * 100)}% of them dated in the next 90 days; "${SEARCH_WORD.toLowerCase()}" is in ${count(seeded.searchMatches)} applications' notes`,
    `  database    ${databaseLabel}`,
    seedingLine('this database', seeded),
    `  machine     ${describeMachine()}`,
    `  requests    push \`${REQUEST_EVENT}\` on user:{account_id}, timed until the \`${RESPONSE_EVENT}\` event with its uuid; one WebSocket`,
    '              (phoenix.js 1.8 through `ws`), one frame in flight',
    '  baseline    a Phoenix heartbeat on the same socket, paired with every request in alternating order: the transport',
    '              and no database work, so the ratio is what the channel, the router, the query and the answer\'s size add',
    `  get         ${options.iterations} iterations after ${options.warmup} warm-up, each timing a heartbeat, \`account.get_credits\` (the same`,
    '              request layer, two commits, around a one-row query) and `job_application.get` of a random application',
    '              of the account, in rotating order',
    `  lists       ${options.listIterations} iterations after ${LIST_WARMUP} warm-up, the requests taking turns (each answer checked once)`,
    `  Sends are paced under the server's ${DEFAULT_LIMITS.maxEventsPerSecond} events/s per socket; the pauses are not timed.`,
    '  Figures from a shared machine are noisy: only the ratio to the baseline of the same run means anything.',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Chromium

/** What the page's own clock saw, in milliseconds from navigation start (performance.now()). */
interface PageMarks {
  /** The app shell. */
  shell?: number;
  /** The first row, loaded or still a skeleton: the list of creation dates is rendered. */
  row?: number;
  /** The first row showing its application's title. */
  loadedRow?: number;
}

type Mark = keyof PageMarks;

declare global {
  interface Window {
    __benchMarks?: PageMarks;
  }
}

/**
 * Runs in the page before its scripts: notes when each selector first matches. A MutationObserver runs right
 * after the DOM change that added the element, before the paint that shows it; it stops once all have matched.
 */
function installPageMarks(selectors: Readonly<Record<Mark, string>>): void {
  const marks: PageMarks = {};
  window.__benchMarks = marks;
  const entries = Object.entries(selectors) as [Mark, string][];
  const observer = new MutationObserver(() => {
    const now = performance.now();
    for (const [mark, selector] of entries) {
      if (marks[mark] === undefined && document.querySelector(selector) !== null) marks[mark] = now;
    }
    if (entries.every(([mark]) => marks[mark] !== undefined)) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

function loginLinkPath(seeded: SignedInAccount): string {
  const info = {
    user_id: seeded.account.id,
    email: seeded.account.email,
    token: seeded.token,
    credits: seeded.account.credits,
    accepted_terms: seeded.account.accepted_terms,
    current_terms: seeded.account.accepted_terms ?? '',
  };
  return `/login/${Buffer.from(JSON.stringify(info), 'utf8').toString('base64url')}`;
}

/** The list page renders no row at all: nothing to measure. */
class NoRowsError extends Error {}

interface BrowserAccount {
  readonly label: string;
  readonly context: BrowserContext;
}

/** Signs the account in with a login link, in a fresh profile whose pages will all carry the page marks. */
async function signIn(browser: Browser, server: RunningServer, seeded: SignedInAccount): Promise<BrowserContext> {
  const context = await newVisitor(browser, 'en-US');
  await context.addInitScript(installPageMarks, { shell: SHELL_SELECTOR, row: ROW_SELECTOR, loadedRow: LOADED_ROW_SELECTOR });
  const page = await context.newPage();
  await page.goto(`${server.url}${loginLinkPath(seeded)}`);
  await page.waitForURL(`${server.url}/`);
  await page.close();
  return context;
}

type Load = { readonly marks: Required<PageMarks> } | { readonly failure: string };

/**
 * Opens the list in a fresh page of the account's profile and answers the page's marks, or why no row showed
 * its title in time. Throws NoRowsError when the page shows no row at all.
 */
async function loadList(server: RunningServer, account: BrowserAccount, timeoutSeconds: number): Promise<Load> {
  const page = await account.context.newPage();
  try {
    await page.goto(`${server.url}${LIST_PATH}`, { waitUntil: 'commit' });
    try {
      await page.waitForSelector(LOADED_ROW_SELECTOR, { state: 'attached', timeout: timeoutSeconds * 1000 });
    } catch (error) {
      const found = await describePage(page);
      const summary = `${account.label}: no ${LOADED_ROW_SELECTOR} within ${timeoutSeconds} s; ${found.text}`;
      if (found.rows === 0) {
        throw new NoRowsError(`the list page shows no rows yet (${summary}; ${firstLine(error)})`);
      }
      return { failure: summary };
    }
    const marks = await page.evaluate(() => window.__benchMarks);
    if (marks?.shell === undefined || marks.row === undefined || marks.loadedRow === undefined) {
      throw new Error(`the page marks are missing: ${JSON.stringify(marks)}`);
    }
    return { marks: { shell: marks.shell, row: marks.row, loadedRow: marks.loadedRow } };
  } finally {
    await page.close();
  }
}

const firstLine = (error: unknown): string => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));

/** What the page shows instead of a titled row, for the report. */
async function describePage(page: Page): Promise<{ rows: number; text: string }> {
  const count = (selector: string): Promise<number> => page.locator(selector).count().catch(() => -1);
  const [shells, lists, rows, loading] = await Promise.all([
    count(SHELL_SELECTOR),
    count(LIST_SELECTOR),
    count(ROW_SELECTOR),
    count(ROW_LOADING_SELECTOR),
  ]);
  const status = await page
    .locator(CONNECTION_STATUS_SELECTOR)
    .getAttribute('data-status', { timeout: 1000 })
    .catch(() => null);
  return {
    rows,
    text: `the page has ${shells} app shell, ${lists} list, ${rows} rows of which ${loading} still loading, connection ${status ?? 'unknown'}`,
  };
}

type AccountSize = 'small' | 'large';
type BrowserSamples = Record<AccountSize, Record<Mark, number[]>>;

const MARK_LABELS: Readonly<Record<Mark, string>> = {
  shell: 'app shell (baseline)',
  row: 'first row, still loading',
  loadedRow: 'first row with its title',
};

function browserTable(samples: BrowserSamples): string {
  const rows = (Object.keys(MARK_LABELS) as Mark[]).map((mark) => {
    const small = samples.small[mark];
    const large = samples.large[mark];
    return [
      MARK_LABELS[mark],
      median(small).toFixed(0),
      Math.max(...small).toFixed(0),
      String(small.length),
      median(large).toFixed(0),
      Math.max(...large).toFixed(0),
      String(large.length),
      ratio(median(large) / median(small)),
    ];
  });
  const shellRatio = ratio(median(samples.large.loadedRow) / median(samples.large.shell));
  return [
    formatTable(
      ['from navigation start to', '10 apps median', 'max', 'runs', '5,000 apps median', 'max', 'runs', '5,000/10 median'],
      rows,
      1,
    ),
    `5,000 applications: first row with its title / app shell of the same loads (medians): ${shellRatio}`,
  ].join('\n');
}

/** Relative to the repository when inside it. */
function displayPath(directory: string): string {
  const relative = path.relative(ROOT, directory);
  return relative.startsWith('..') ? directory : relative;
}

/** Warns when the build looks older than the browser sources it should contain. */
function staleBuildNote(staticDir: string): string {
  const builtAt = fs.statSync(path.join(staticDir, 'index.html')).mtimeMs;
  const newest = (directory: string): number =>
    fs.readdirSync(directory, { withFileTypes: true }).reduce((latest, entry) => {
      const full = path.join(directory, entry.name);
      return Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
    }, 0);
  return newest(path.join(ROOT, 'src')) > builtAt ? ' (older than src/: run `npm run build` for current figures)' : '';
}

async function benchBrowser(options: BenchOptions): Promise<void> {
  if (!fs.existsSync(path.join(options.staticDir, 'index.html'))) {
    throw new Error(`no production build in ${options.staticDir}: run \`npm run build\` first (or pass --skip-browser)`);
  }
  const server = await startServer({ STATIC_DIR: options.staticDir, DATABASE_URL: '', REDIS_URL: '' });
  // The server has migrated its SQLite file; WAL lets the benchmark seed it while the server runs.
  const database = openDatabase({ kind: 'sqlite', file: path.join(server.dataDir, 'app.sqlite') });
  let browser: Browser | undefined;
  try {
    const seedInto = async (shape: SeedShape): Promise<{ signedIn: SignedInAccount; seeded: SeededJobSearch }> => {
      const signedIn = await createSignedInAccount(database.db);
      const seeded = await seedJobSearch(database.db, signedIn.account.id, shape, { seed: options.seed, now: new Date() });
      return { signedIn, seeded };
    };
    const large = await seedInto(LARGE_ACCOUNT);
    const small = await seedInto(SMALL_ACCOUNT);
    browser = await launchBrowser();
    const version = browser.version();
    const accounts = {
      small: { label: 'account with 10 applications', context: await signIn(browser, server, small.signedIn) },
      large: { label: 'account with 5,000 applications', context: await signIn(browser, server, large.signedIn) },
    } satisfies Record<AccountSize, BrowserAccount>;

    console.log(
      [
        '',
        `Chromium: time until ${LIST_PATH} shows its first loaded row, real server process (server/main.ts)`,
        `  build       ${displayPath(options.staticDir)}${staleBuildNote(options.staticDir)}, served by the server as in production`,
        `  database    SQLite file of the server's DATA_DIR, seeded while it runs (WAL)`,
        seedingLine('server file', large.seeded),
        `  browser     Chromium ${version} (playwright-core, headless), 1280x800, signed in with a login link`,
        `  runs        ${options.browserRuns} per account, each in a fresh page of the account's profile, after the sign-in loaded the`,
        '              bundle (HTTP cache warm, as for a returning visitor); the two accounts alternate',
        `  timing      the page's performance.now() (from navigation start) when each first enters the DOM, seen by a`,
        '              MutationObserver just before the paint that shows it:',
        `                app shell          ${SHELL_SELECTOR}`,
        `                row                ${ROW_SELECTOR} (a skeleton until its application is loaded)`,
        `                row with its title ${LOADED_ROW_SELECTOR}`,
        '              the baselines are the app shell of the same load, and the account with 10 applications',
      ].join('\n'),
    );

    const samples: BrowserSamples = {
      small: { shell: [], row: [], loadedRow: [] },
      large: { shell: [], row: [], loadedRow: [] },
    };
    const failures: string[] = [];
    for (let run = 0; run < options.browserRuns; run += 1) {
      const order: readonly AccountSize[] = run % 2 === 0 ? ['small', 'large'] : ['large', 'small'];
      for (const size of order) {
        const load = await loadList(server, accounts[size], options.rowTimeout);
        if ('failure' in load) {
          failures.push(`run ${run + 1}, ${load.failure}`);
          continue;
        }
        for (const mark of Object.keys(MARK_LABELS) as Mark[]) samples[size][mark].push(load.marks[mark]);
      }
    }
    if (samples.small.loadedRow.length === 0 || samples.large.loadedRow.length === 0) {
      throw new Error(`no load of one of the accounts showed a row with its title:\n  ${failures.join('\n  ')}`);
    }
    console.log(`\nFirst rows in Chromium (milliseconds from navigation start)\n${browserTable(samples)}`);
    if (failures.length > 0) {
      console.log(`\n${failures.length} load(s) left out of the table, no row showed its title in time:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await database.destroy();
    await server.close();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  await benchLiveChannel(options);
  if (!options.skipBrowser) await benchBrowser(options);
}

main().catch((error: unknown) => {
  console.error(error instanceof NoRowsError ? `\n${error.message}` : error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
