// `npm test`: type check, lint, the Jest projects (browser code in jsdom, server and contract in Node), then
// the browser tests in Chromium, the two-process scale-out tests and the killed-server fault test. Suites that
// need something this machine lacks (Chromium, PostgreSQL, Redis) are skipped with a line saying so; under
// CI=true a missing dependency fails the run instead.
//
// What may run at once does. The builds the later suites need come first; then two Jest runs side by side:
// the in-process projects on two workers, and the suites of server processes two test files at a time. The
// type check and lint (one process, on one TypeScript program: scripts/check.ts, under two minutes of CPU)
// start at the beginning at the lowest CPU priority: they take the time the suites leave idle instead of
// holding up the first test. At the end: each stage's time, the ten slowest test files, then the summary,
// whose last line is the total.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, chromiumSearchedAt, fullChromiumPath, fullChromiumSearchedAt } from '../e2e/support/chromiumPath';
import { browserBuildIsStale } from './browserBuild';
import { serverBuildIsStale } from './serverBuild';

const ROOT = path.resolve(__dirname, '..');
const OUTPUT_DIR = path.join(ROOT, '.test-output');
const strict = process.env.CI === 'true';
/** Jest's default on this 2-core machine is one worker; the in-process projects wait on I/O enough for two. */
const IN_PROCESS_WORKERS = '2';
/** Test files of server processes at a time, beside the in-process run: each browser test file drives Chromium. */
const SERVER_PROCESS_WORKERS = '2';
const SLOWEST_FILES_SHOWN = 10;
/** The one browser test that needs Debian's full browser rather than the headless shell. */
const REMINDER_PUSH_TEST = 'e2e/reminderPush.test.ts';

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: { status: string }[] }[];
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const stageFailures: string[] = [];
const skippedSuites: string[] = [];
const tallies = new Map<string, Tally>();
const stageTimes: { label: string; ms: number }[] = [];
const fileTimes: { file: string; ms: number }[] = [];

/** A tool's entry script, by path: some packages' `exports` hide their bin files from require.resolve. */
function toolScript(relativeToNodeModules: string): string {
  return path.join(ROOT, 'node_modules', relativeToNodeModules);
}

/**
 * Runs `node script args` and resolves whether it succeeded. A step that runs beside others keeps its output
 * until it ends, then prints it in one piece under its label, so that outputs do not interleave.
 */
function runTool(
  label: string,
  script: string,
  args: readonly string[],
  options: { alongside?: boolean; background?: boolean } = {},
): Promise<boolean> {
  const alongside = options.alongside ?? false;
  if (!alongside) console.log(`\n=== ${label}`);
  const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: alongside ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (options.background === true && child.pid !== undefined) os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      if (alongside) {
        console.log(`\n=== ${label}`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      if (!ok) stageFailures.push(label);
      resolve(ok);
    });
  });
}

/** Runs a stage and records its wall time for the closing table. */
async function timedStage<T>(label: string, run: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  try {
    return await run();
  } finally {
    stageTimes.push({ label, ms: Date.now() - startedAt });
  }
}

function projectOf(testFile: string): string {
  const relative = path.relative(ROOT, testFile).split(path.sep);
  if (relative[0] === 'e2e') return 'e2e (Chromium)';
  return (
    {
      src: 'browser (jsdom)',
      server: 'server (Node)',
      contract: 'contract (Node)',
      scaleOut: 'scale-out (two processes)',
      faults: 'faults (killed server, backup under writes)',
    }[relative[1] ?? ''] ?? 'other'
  );
}

async function runJest(label: string, projects: readonly string[], extraArgs: readonly string[] = [], options: { alongside?: boolean } = {}): Promise<void> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const reportFile = path.join(OUTPUT_DIR, `${projects.join('-')}.json`);
  fs.rmSync(reportFile, { force: true });
  await runTool(label, toolScript('jest/bin/jest.js'), ['--selectProjects', ...projects, '--json', `--outputFile=${reportFile}`, ...extraArgs], options);
  if (!fs.existsSync(reportFile)) {
    stageFailures.push(`${label}: no report`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JestReport;
  for (const file of report.testResults) {
    fileTimes.push({ file: path.relative(ROOT, file.name), ms: file.endTime - file.startTime });
    const tally = tallies.get(projectOf(file.name)) ?? { passed: 0, failed: 0, skipped: 0 };
    for (const { status } of file.assertionResults) {
      if (status === 'passed') tally.passed += 1;
      else if (status === 'failed') tally.failed += 1;
      else tally.skipped += 1;
    }
    tallies.set(projectOf(file.name), tally);
  }
}

function skip(suite: string, reason: string): void {
  const line = `SKIPPED ${suite}: ${reason}`;
  if (strict) stageFailures.push(`${line} (CI=true runs every suite)`);
  skippedSuites.push(line);
  console.log(`\n${line}`);
}

/** Runs one of the build scripts' `...IfStale` functions in a process of its own, so it can run beside the checks. */
function buildIfStale(label: string, module: 'serverBuild' | 'browserBuild', build: 'buildServerIfStale' | 'buildBrowserAppIfStale'): Promise<boolean> {
  const script = `require(${JSON.stringify(path.join(__dirname, module))}).${build}();`;
  return runTool(label, toolScript('tsx/dist/cli.mjs'), ['--eval', script], { alongside: true });
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const chromium = chromiumPath();

  // The checks run in the background from the start, at the lowest priority; the run waits for them at the end.
  // One process, one TypeScript program for both (scripts/check.ts).
  const checks = timedStage('type check and lint (in the background, at the lowest priority)', () =>
    runTool('Type check and lint (one TypeScript program)', toolScript('tsx/dist/cli.mjs'), [path.join(__dirname, 'check.ts')], {
      alongside: true,
      background: true,
    }),
  );

  // The server build is for the suites that spawn the server (startCompiled in the server project, scale-out,
  // faults, e2e); the browser build for e2e. Stale builds only.
  await timedStage('builds', async () => {
    const steps: Promise<boolean>[] = [];
    if (serverBuildIsStale()) steps.push(buildIfStale('Server build (esbuild)', 'serverBuild', 'buildServerIfStale'));
    if (chromium !== undefined && browserBuildIsStale()) {
      steps.push(buildIfStale('Browser app build for the browser tests (webpack)', 'browserBuild', 'buildBrowserAppIfStale'));
    }
    await Promise.all(steps);
  });

  if (process.env.TEST_DATABASE_URL === undefined || process.env.TEST_DATABASE_URL === '') {
    skip('PostgreSQL suites', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  }
  // The suites of real server processes, in one Jest run two files at a time: the browser tests, the two on
  // PostgreSQL and Redis (scaleOut) and the one killed again and again on SQLite (faults). (Jest starts the
  // files that took longest last time first, the largest on a fresh clone.)
  const serverProcessProjects: string[] = [];
  const serverProcessArgs: string[] = [];
  if (chromium === undefined) {
    skip('browser tests (e2e/)', `no Chromium at ${chromiumSearchedAt()} (set CHROMIUM_PATH)`);
  } else if (!stageFailures.some((failure) => failure.startsWith('Browser app build'))) {
    serverProcessProjects.push('e2e');
    // The reminder's notification needs the full browser: the headless shell denies the permission.
    if (fullChromiumPath() === undefined) {
      skip(`the browser test of a reminder's notification (${REMINDER_PUSH_TEST})`, `no full Chromium at ${fullChromiumSearchedAt()} (set CHROMIUM_FULL_PATH)`);
      serverProcessArgs.push(`--testPathIgnorePatterns=${REMINDER_PUSH_TEST}`);
    }
  }
  const scaleOutNeeds = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => (process.env[name] ?? '') === '');
  if (scaleOutNeeds.length > 0) {
    skip('scale-out tests (test/scaleOut/)', `${scaleOutNeeds.join(' and ')} not set (two server processes need PostgreSQL and Redis)`);
  } else {
    serverProcessProjects.push('scaleOut');
  }
  serverProcessProjects.push('faults');

  // The two Jest runs side by side, each printed in one piece when it ends. Alone, the in-process run kept the
  // two cores 78 % busy and the server-process run 85 % (the in-process tests wait on timers and PostgreSQL,
  // the browser tests on Chromium and the server); side by side they keep both busy, and the checks take what
  // is left.
  console.log('\n=== Two Jest runs side by side (in-process projects; suites of server processes): each is printed when it ends');
  await Promise.all([
    timedStage('Jest: browser, server and contract', () =>
      runJest('Jest: browser, server and contract projects', ['browser', 'server', 'contract'], [`--maxWorkers=${IN_PROCESS_WORKERS}`], {
        alongside: true,
      }),
    ),
    timedStage(`Jest: ${serverProcessProjects.join(', ')}`, () =>
      runJest(
        'Jest: server processes (e2e in Chromium, scaleOut on PostgreSQL and Redis, faults killed with SIGKILL)',
        serverProcessProjects,
        [`--maxWorkers=${SERVER_PROCESS_WORKERS}`, ...serverProcessArgs],
        { alongside: true },
      ),
    ),
  ]);
  await checks;

  console.log('\n=== Time per stage');
  for (const { label, ms } of stageTimes) console.log(`${seconds(ms).padStart(9)}  ${label}`);
  console.log(`${seconds(Date.now() - startedAt).padStart(9)}  in all`);
  console.log(`\n=== The ${String(SLOWEST_FILES_SHOWN)} slowest test files`);
  for (const { file, ms } of [...fileTimes].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_FILES_SHOWN)) {
    console.log(`${seconds(ms).padStart(9)}  ${file}`);
  }

  console.log('\n=== Summary');
  const total: Tally = { passed: 0, failed: 0, skipped: 0 };
  for (const [project, tally] of tallies) {
    console.log(`${project}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
    total.passed += tally.passed;
    total.failed += tally.failed;
    total.skipped += tally.skipped;
  }
  for (const line of skippedSuites) console.log(line);
  for (const failure of stageFailures) console.log(`FAILED: ${failure}`);
  console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(stageFailures.length === 0 && total.failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
