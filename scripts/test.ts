// `npm test`: type check, lint, the Jest projects (browser code in jsdom, server and contract in Node), the
// two-process scale-out tests, the killed-server fault test, then the browser tests in Chromium. Suites that
// need something this machine lacks (Chromium, PostgreSQL, Redis) are skipped with a line saying so; under
// CI=true a missing dependency fails the run instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildBrowserAppIfStale } from './browserBuild';

const ROOT = path.resolve(__dirname, '..');
const OUTPUT_DIR = path.join(ROOT, '.test-output');
const strict = process.env.CI === 'true';

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { status: string }[] }[];
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const stageFailures: string[] = [];
const skippedSuites: string[] = [];
const tallies = new Map<string, Tally>();

/** A tool's entry script, by path: some packages' `exports` hide their bin files from require.resolve. */
function toolScript(relativeToNodeModules: string): string {
  return path.join(ROOT, 'node_modules', relativeToNodeModules);
}

function runTool(label: string, script: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n=== ${label}`);
  const result = spawnSync(process.execPath, [toolScript(script), ...args], { cwd: ROOT, stdio: 'inherit', env });
  const ok = result.status === 0;
  if (!ok) stageFailures.push(label);
  return ok;
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
      faults: 'faults (killed server process)',
    }[relative[1] ?? ''] ?? 'other'
  );
}

function runJest(label: string, projects: readonly string[], extraArgs: readonly string[] = []): void {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const reportFile = path.join(OUTPUT_DIR, `${projects.join('-')}.json`);
  fs.rmSync(reportFile, { force: true });
  runTool(label, 'jest/bin/jest.js', ['--selectProjects', ...projects, '--json', `--outputFile=${reportFile}`, ...extraArgs]);
  if (!fs.existsSync(reportFile)) {
    stageFailures.push(`${label}: no report`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JestReport;
  for (const file of report.testResults) {
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

function chromiumPath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : undefined;
}

runTool('Type check (tsc --noEmit)', 'typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']);
runTool('Lint (eslint)', 'eslint/bin/eslint.js', ['--max-warnings', '0', '.']);

if (process.env.TEST_DATABASE_URL === undefined || process.env.TEST_DATABASE_URL === '') {
  skip('PostgreSQL suites', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
}
runJest('Jest: browser, server and contract projects', ['browser', 'server', 'contract']);

const scaleOutNeeds = ['TEST_DATABASE_URL', 'REDIS_URL'].filter((name) => (process.env[name] ?? '') === '');
if (scaleOutNeeds.length > 0) {
  skip('scale-out tests (test/scaleOut/)', `${scaleOutNeeds.join(' and ')} not set (two server processes need PostgreSQL and Redis)`);
} else {
  // Two server processes each: alone, so that they do not compete with the other suites for the CPU.
  runJest('Jest: two server processes on PostgreSQL and Redis (scaleOut)', ['scaleOut'], ['--runInBand']);
}

// The server process killed and started again 50 times (SQLite): alone, as its restarts' timing matters.
runJest('Jest: the server killed with SIGKILL during writes (faults)', ['faults'], ['--runInBand']);

const chromium = chromiumPath();
if (chromium === undefined) {
  skip('browser tests (e2e/)', `no Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} (set CHROMIUM_PATH)`);
} else {
  console.log('\n=== Browser app build for the browser tests');
  try {
    buildBrowserAppIfStale();
    runJest('Jest: browser tests in Chromium (e2e)', ['e2e'], ['--runInBand']);
  } catch (error) {
    stageFailures.push(`browser build: ${error instanceof Error ? error.message : String(error)}`);
  }
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
