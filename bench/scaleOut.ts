// (f) The channel figures of (a) and (c) on two processes of the real server (server/main.ts) sharing one
// fresh PostgreSQL database and one Redis (REDIS_URL), with the same SECRET_KEY on different ports, clients
// spread over both: `job_application.get` round trips beside a bare `ws` echo, and one push published on the
// servers' Redis pubsub reaching 1,000 sockets (half on each process) beside a bare `ws` broadcast. The sides
// take turns round after round. The bare baseline is one process, as in (a) and (c).
//
//   TEST_DATABASE_URL=postgres://... REDIS_URL=redis://... npx tsx bench/scaleOut.ts [--processes 2]
//       [--clients 100] [--rounds 5] [--round-ms 1000] [--warmup-ms 500] [--sockets 1000] [--pushes 200]
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { userTopic } from '../contract';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { createRedisPubSub } from '../server/realtime';
import { seedBenchAccounts } from './support/benchAccounts';
import { type BenchFigure, printBenchResult } from './support/benchResult';
import { closeAll, MEASURED_REQUEST, openAppClients, openEchoClients } from './support/channelLoad';
import { ChildServer } from './support/childProcess';
import { alternateClosedLoops, type LoopClient, type LoopResult } from './support/closedLoop';
import { measureFanOut, type Publish } from './support/fanOut';
import { SMALL_ACCOUNT } from './support/jobSearchSeed';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, itemAt, ms, ratio, summarize } from './support/report';
import { BENCH_PUSH_EVENT, type BenchAccount, benchPushPayload, monotonicMs } from './support/serverProtocol';
import { startServerProcesses } from './support/serverProcesses';
import { openMany, socketUrl, WireClient } from './support/wireClient';

interface Options {
  readonly processes: number;
  readonly clients: number;
  readonly rounds: number;
  readonly roundMs: number;
  readonly warmupMs: number;
  readonly sockets: number;
  readonly pushes: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
}

function requiredSetting(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`the scale-out benchmark needs ${name}`);
  return value;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    strict: true,
    options: {
      processes: { type: 'string', default: '2' },
      clients: { type: 'string', default: '100' },
      rounds: { type: 'string', default: '5' },
      'round-ms': { type: 'string', default: '1000' },
      'warmup-ms': { type: 'string', default: '500' },
      sockets: { type: 'string', default: '1000' },
      pushes: { type: 'string', default: '200' },
    },
  });
  return {
    processes: integerFlag('--processes', values.processes),
    clients: integerFlag('--clients', values.clients),
    rounds: integerFlag('--rounds', values.rounds),
    roundMs: integerFlag('--round-ms', values['round-ms']),
    warmupMs: integerFlag('--warmup-ms', values['warmup-ms'], 0),
    sockets: integerFlag('--sockets', values.sockets),
    pushes: integerFlag('--pushes', values.pushes),
    databaseUrl: requiredSetting('TEST_DATABASE_URL'),
    redisUrl: requiredSetting('REDIS_URL'),
  };
}

/** A database of its own on TEST_DATABASE_URL's server, migrated and seeded; dropped by the answer's `drop`. */
async function freshDatabase(serverUrl: string, accounts: number): Promise<{ url: string; accounts: BenchAccount[]; drop(): Promise<void> }> {
  const name = `bench_scale_out_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await migrateToLatest(database.db);
    // The last account is the one whose 1,000 sockets get the pushes.
    const seeded = await seedBenchAccounts(database.db, accounts, SMALL_ACCOUNT);
    return {
      url: url.toString(),
      accounts: seeded,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } finally {
    await database.destroy();
  }
}

/** Publishes as the servers do, on their Redis pubsub (same key prefix), from this process. */
function redisPublisher(redisUrl: string, redisKeyPrefix: string): { publish: Publish; close(): Promise<void> } {
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  const pubsub = createRedisPubSub({ publisher, subscriber, channelPrefix: `${redisKeyPrefix}pubsub:` });
  return {
    publish: async (topic, sequence) => {
      const publishedAtMs = monotonicMs();
      await pubsub.publish(topic, { event: BENCH_PUSH_EVENT, payload: benchPushPayload(sequence) });
      return publishedAtMs;
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

const perSecond = (result: LoopResult): number => result.completed / result.seconds;

async function main(): Promise<void> {
  const options = parseOptions();
  const database = await freshDatabase(options.databaseUrl, options.clients + 1);
  const fanOutAccount = itemAt(database.accounts, options.clients);
  const requestAccounts = database.accounts.slice(0, options.clients);
  const bareServer = await ChildServer.start('bench/support/bareWsServer.ts', []);
  const servers = await startServerProcesses(options.processes, { databaseUrl: database.url, redisUrl: options.redisUrl });
  const redis = redisPublisher(options.redisUrl, servers.redisKeyPrefix);
  const loopClients: LoopClient[] = [];
  const pushClients: WireClient[] = [];
  try {
    const echoClients = await openEchoClients(bareServer.ready.baseUrl, options.clients);
    loopClients.push(...echoClients);
    const appClients = await openAppClients(servers.baseUrls, requestAccounts, options.clients);
    loopClients.push(...appClients);
    const [echo, app] = (await alternateClosedLoops([echoClients, appClients], options)) as [LoopResult, LoopResult];

    const bareTopic = userTopic('00000000-0000-4000-8000-000000000000');
    const appTopic = userTopic(fanOutAccount.accountId);
    const bareSockets = await openMany(options.sockets, 50, () => WireClient.connect(socketUrl(bareServer.ready.baseUrl, 'none')));
    pushClients.push(...bareSockets);
    const appSockets = await openMany(options.sockets, 50, async (index) => {
      const client = await WireClient.connect(socketUrl(itemAt(servers.baseUrls, index % servers.baseUrls.length), fanOutAccount.token));
      await client.join(appTopic);
      return client;
    });
    pushClients.push(...appSockets);
    const barePublish: Publish = async (topic, sequence) => (await bareServer.command({ type: 'publish', topic, sequence })).publishedAtMs;
    const bareSamples: number[] = [];
    const appSamples: number[] = [];
    const perRound = Math.ceil(options.pushes / options.rounds);
    let sequence = 1;
    for (let round = 0; round < options.rounds; round += 1) {
      const warmup = round === 0 ? 20 : 0;
      bareSamples.push(...(await measureFanOut(bareSockets, barePublish, { topic: bareTopic, pushes: perRound, warmup, firstSequence: sequence })));
      sequence += perRound + warmup;
      appSamples.push(...(await measureFanOut(appSockets, redis.publish, { topic: appTopic, pushes: perRound, warmup, firstSequence: sequence })));
      sequence += perRound + warmup;
    }
    const bare = summarize(bareSamples);
    const pushed = summarize(appSamples);

    const notes = [
      `${options.processes} processes of server/main.ts on one fresh PostgreSQL database (${new URL(options.databaseUrl).host}) and Redis, the same SECRET_KEY; clients spread over them`,
      `round trips: ${options.clients} clients (one account each), ${options.rounds} rounds of ${options.roundMs} ms per side; pushes: ${options.sockets} sockets of one account, published on the servers' Redis pubsub from the benchmark's process`,
      `baseline: ${bareServer.ready.label}, one process (IPC-triggered broadcast)`,
      describeMachine(),
    ];
    console.log(`Scale-out: the channel on ${options.processes} server processes through Redis`);
    for (const note of notes) console.log(`  ${note}`);
    console.log(
      formatTable(
        ['measure', 'the app', 'bare ws (baseline)', 'ratio'],
        [
          [`${MEASURED_REQUEST} per second`, perSecond(app).toFixed(0), perSecond(echo).toFixed(0), ratio(perSecond(app) / perSecond(echo))],
          ['one push to all sockets, p50 ms', ms(pushed.p50), ms(bare.p50), ratio(pushed.p50 / bare.p50)],
          ['one push to all sockets, p99 ms', ms(pushed.p99), ms(bare.p99), ratio(pushed.p99 / bare.p99)],
        ],
        1,
      ),
    );
    const pushFigure = (percentile: 'p50' | 'p99', target?: number): BenchFigure => ({
      name: `${options.processes} processes: one push to ${options.sockets} sockets, ${percentile}`,
      unit: 'ms',
      value: pushed[percentile],
      baselineName: 'bare ws broadcast',
      baseline: bare[percentile],
      ...(target === undefined ? {} : { target: { comparison: 'at most' as const, ratio: target } }),
    });
    printBenchResult({
      benchmark: 'scale-out through Redis',
      figures: [
        {
          name: `${options.processes} processes: ${MEASURED_REQUEST} per second, ${options.clients} clients`,
          unit: '/s',
          value: perSecond(app),
          baselineName: 'bare ws echo',
          baseline: perSecond(echo),
          target: { comparison: 'at least', ratio: 0.4 },
        },
        pushFigure('p50'),
        pushFigure('p99', 1.2),
      ],
      notes,
    });
  } finally {
    await closeAll(loopClients);
    await Promise.all(pushClients.map((client) => client.close()));
    await redis.close();
    await servers.stop();
    await bareServer.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
