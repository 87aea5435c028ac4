// (b) Memory per idle socket: the real app holding 8,000 WebSockets, each joined to its account's
// `user:{id}` channel, beside a bare `ws` server holding 8,000 idle sockets, in the same run. Each server runs
// in its own process (with --expose-gc, collected before each reading); the sockets are opened from this
// one, so that the client's memory never counts. Per socket = (after - before) / sockets, for RSS and for
// the JavaScript heap plus external memory.
//
//   npx tsx bench/idleSocketMemory.ts [--postgres] [--sockets 8000] [--accounts 100]
//
// Each side needs one file descriptor per socket in this process and in the server's: see `ulimit -n`.
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { userTopic } from '../contract';
import { type BenchFigure, printBenchResult } from './support/benchResult';
import { ChildServer } from './support/childProcess';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, itemAt, ratio } from './support/report';
import type { BenchAccount, MemoryReply } from './support/serverProtocol';
import { openMany, socketUrl, WireClient } from './support/wireClient';

interface Options {
  readonly sockets: number;
  readonly accounts: number;
  readonly postgres: boolean;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      sockets: { type: 'string', default: '8000' },
      accounts: { type: 'string', default: '100' },
      postgres: { type: 'boolean', default: false },
    },
  });
  return {
    sockets: integerFlag('--sockets', values.sockets),
    accounts: integerFlag('--accounts', values.accounts),
    postgres: values.postgres,
  };
}

const OPEN_CONCURRENCY = 50;
/** Opened and closed before the first reading, so lazily loaded code and warmed caches count in neither. */
const WARMUP_SOCKETS = 200;
/** Files, pipes and the database beside the sockets. */
const FILE_DESCRIPTOR_SPARE = 200;
/** Lets the last handshakes' garbage and timers settle before a reading. */
const SETTLE_MS = 1000;

interface PerSocket {
  readonly rss: number;
  readonly heap: number;
  readonly sockets: number;
}

async function measureOn(server: ChildServer, options: Options, open: (index: number) => Promise<WireClient>): Promise<PerSocket> {
  try {
    const warmup = await openMany(WARMUP_SOCKETS, OPEN_CONCURRENCY, open);
    await Promise.all(warmup.map((client) => client.close()));
    await sleep(SETTLE_MS);
    const before = await server.command({ type: 'memory' });
    const clients = await openMany(options.sockets, OPEN_CONCURRENCY, open);
    try {
      await sleep(SETTLE_MS);
      const after = await server.command({ type: 'memory' });
      return perSocket(before, after, options.sockets);
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  } finally {
    await server.stop();
  }
}

function perSocket(before: MemoryReply, after: MemoryReply, expected: number): PerSocket {
  const sockets = after.sockets - before.sockets;
  if (sockets < expected) throw new Error(`the server holds ${sockets} more sockets, not ${expected}`);
  return { rss: (after.rss - before.rss) / sockets, heap: (after.heap - before.heap) / sockets, sockets };
}

/** This process opens every socket (and the server accepts them): fail early and plainly when `ulimit -n` cannot hold them. */
function checkFileDescriptorLimit(sockets: number): void {
  // Linux tells a process its limits in /proc; elsewhere the opening fails with EMFILE instead.
  const limits = fs.readFileSync('/proc/self/limits', { encoding: 'utf8', flag: 'r' }).match(/^Max open files\s+(\d+)/m);
  const softLimit = limits?.[1] === undefined ? Number.POSITIVE_INFINITY : Number(limits[1]);
  const needed = sockets + WARMUP_SOCKETS + FILE_DESCRIPTOR_SPARE;
  if (softLimit < needed) throw new Error(`${sockets} sockets need about ${needed} file descriptors; raise \`ulimit -n\` (now ${softLimit})`);
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(2);

async function main(): Promise<void> {
  const options = parseOptions();
  if (fs.existsSync('/proc/self/limits')) checkFileDescriptorLimit(options.sockets);
  const bareServer = await ChildServer.start('bench/support/bareWsServer.ts', [], { exposeGc: true });
  const bareLabel = bareServer.ready.label;
  const bare = await measureOn(bareServer, options, () => WireClient.connect(socketUrl(bareServer.ready.baseUrl, 'none')));

  const appArgs = ['--accounts', String(options.accounts), ...(options.postgres ? ['--postgres'] : [])];
  const appServer = await ChildServer.start('bench/support/appServer.ts', appArgs, { exposeGc: true });
  const appLabel = appServer.ready.label;
  const accounts = appServer.ready.accounts;
  const app = await measureOn(appServer, options, async (index) => {
    const account: BenchAccount = itemAt(accounts, index % accounts.length);
    const client = await WireClient.connect(socketUrl(appServer.ready.baseUrl, account.token));
    await client.join(userTopic(account.accountId));
    return client;
  });

  const notes = [
    `${options.sockets} idle WebSockets (app: spread over ${options.accounts} accounts, each joined to its channel), opened from another process; read before the app's 60 s idle timeout (a socket it closed fails the run)`,
    'RSS also moves with pages the heap had reserved before the reading: heap+external is the steadier figure',
    `app: ${appLabel}; baseline: ${bareLabel}`,
    describeMachine(),
  ];
  console.log(`Memory per idle socket (KiB), readings after garbage collection`);
  for (const note of notes) console.log(`  ${note}`);
  console.log(
    formatTable(
      ['server', 'RSS KiB/socket', 'heap+external KiB/socket'],
      [
        ['bare ws, idle sockets (baseline)', kib(bare.rss), kib(bare.heap)],
        ['the app, joined sockets', kib(app.rss), kib(app.heap)],
        ['ratio app/baseline', ratio(app.rss / bare.rss), ratio(app.heap / bare.heap)],
      ],
      1,
    ),
  );
  const figure = (kind: 'rss' | 'heap', label: string): BenchFigure => ({
    name: `${label} per idle joined socket, ${options.sockets} sockets`,
    unit: 'bytes',
    value: app[kind],
    baselineName: 'bare ws idle socket',
    baseline: bare[kind],
    target: { comparison: 'at most', ratio: 1.5 },
  });
  printBenchResult({
    benchmark: `idle socket memory${options.postgres ? ' (PostgreSQL)' : ''}`,
    figures: [figure('rss', 'RSS'), figure('heap', 'heap+external')],
    notes,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
