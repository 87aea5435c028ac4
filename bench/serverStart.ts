// (h) How long the compiled server takes to start, which the suites that spawn it pay at every start (the fault
// test restarts it 25 times, a browser test 10): from the spawn of `node dist/server/server/main.js`, with the
// settings the tests give it (test/support/serverProcess.ts: SQLite, local storage, the outbox, no AI, Stripe or
// Redis), to its "is running" line, beside a bare Fastify server's spawn to listening in the same run:
//   - first start, on an empty DATA_DIR (the migrations run, the secret key is made);
//   - restart, on the DATA_DIR of the start before (stopped with SIGTERM), as the restart tests do.
// Each start of the app follows one of the baseline, so that the load of a shared machine falls on both.
//
//   npx tsx bench/serverStart.ts [--rounds 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureCompiledServer, startServerProcess } from '../test/support/serverProcess';
import { printBenchResult } from './support/benchResult';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, median } from './support/report';

const ROOT = path.resolve(__dirname, '..');

/** The baseline: Fastify with one route, listening on loopback, run by plain `node` as the compiled server is. */
const BARE_FASTIFY = `
const app = require('fastify')({ logger: false });
app.get('/', () => ({}));
app.listen({ host: '127.0.0.1', port: 0 }).then((url) => process.stdout.write('listening on ' + url + '\\n'));
`;

function parseOptions(): { readonly rounds: number } {
  const { values } = parseArgs({ strict: true, options: { rounds: { type: 'string', default: '10' } } });
  return { rounds: integerFlag('--rounds', values.rounds) };
}

/** Milliseconds from the spawn of the bare Fastify server to its line saying it listens; the process is then killed. */
function bareFastifyStart(): Promise<number> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(process.execPath, ['-e', BARE_FASTIFY], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let printed = '';
    let listenedAfter: number | undefined;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      printed += chunk;
      if (listenedAfter !== undefined || !printed.includes('listening on')) return;
      listenedAfter = performance.now() - startedAt;
      child.kill('SIGKILL');
    });
    child.once('exit', (code, signal) => {
      if (listenedAfter === undefined) reject(new Error(`the bare Fastify server exited (${String(code ?? signal)}) before it listened`));
      else resolve(listenedAfter);
    });
  });
}

/** Milliseconds from the spawn of the compiled server on `dataDir` to its "is running" line; it is then stopped. */
async function appStart(dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const server = await startServerProcess({ environment: { DATA_DIR: dataDir } });
  const startedAfter = performance.now() - startedAt;
  await server.stop();
  return startedAfter;
}

async function main(): Promise<void> {
  const { rounds } = parseOptions();
  // Built (when stale) before anything is timed.
  ensureCompiledServer();
  const baseline: number[] = [];
  const firstStarts: number[] = [];
  const restarts: number[] = [];
  // One round not counted: the first spawns also warm the disk cache of node_modules.
  for (let round = -1; round < rounds; round += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-start-'));
    try {
      const samples = [await bareFastifyStart(), await appStart(dataDir), await bareFastifyStart(), await appStart(dataDir)];
      if (round < 0) continue;
      const [bareA = 0, first = 0, bareB = 0, again = 0] = samples;
      baseline.push(bareA, bareB);
      firstStarts.push(first);
      restarts.push(again);
      console.log(`  round ${String(round + 1)}: bare Fastify ${bareA.toFixed(0)} and ${bareB.toFixed(0)} ms, first start ${first.toFixed(0)} ms, restart ${again.toFixed(0)} ms`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const bare = median(baseline);
  const cases = [
    { name: 'first start, empty DATA_DIR (migrations)', samples: firstStarts },
    { name: 'restart on the same DATA_DIR', samples: restarts },
  ];
  const notes = [
    `${String(rounds)} rounds after one not counted; medians; each start timed from the spawn to the line saying it listens`,
    'app: node dist/server/server/main.js with NODE_ENV=test, TEST_ONLY_FAST_PASSWORD_HASHING=true, LOG_LEVEL=warn, SQLite in a temporary DATA_DIR',
    `baseline: bare Fastify with one route, started by plain node (${String(baseline.length)} starts, the fastest ${Math.min(...baseline).toFixed(0)} ms)`,
    `fastest app starts: first ${Math.min(...firstStarts).toFixed(0)} ms, restart ${Math.min(...restarts).toFixed(0)} ms`,
    describeMachine(),
  ];
  console.log('Start of the compiled server until it listens (ms)');
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    formatTable(
      ['start', 'median ms', 'fastest ms', 'ratio to bare Fastify'],
      [
        ['bare Fastify (baseline)', bare.toFixed(0), Math.min(...baseline).toFixed(0), '1.00x'],
        ...cases.map(({ name, samples }) => [name, median(samples).toFixed(0), Math.min(...samples).toFixed(0), `${(median(samples) / bare).toFixed(2)}x`]),
      ],
      1,
    ),
  );
  printBenchResult({
    benchmark: 'server start',
    figures: cases.map(({ name, samples }) => ({
      name: `compiled server until it listens: ${name}`,
      unit: 'ms',
      value: median(samples),
      baselineName: 'bare Fastify until it listens',
      baseline: bare,
    })),
    notes,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
