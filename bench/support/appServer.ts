// Child process: the real app (SQLite, or PostgreSQL with --postgres and TEST_DATABASE_URL) listening on a
// loopback port, with `--accounts` signed-in accounts (each with 10 applications when --applications). It
// publishes pushes on the app's own pubsub when asked, as a change would, and reports its memory.
//
//   node --import tsx --expose-gc bench/support/appServer.ts [--postgres] [--accounts 100] [--applications]
//                                                            [--events-per-second N]
// --events-per-second sets the per-socket bound of inbound events (the server's default otherwise).
import { parseArgs } from 'node:util';
import { createInProcessPubSub } from '../../server/realtime';
import { fetchPageCsrf } from '../../test/support/testApp';
import { startBenchApp } from './benchApp';
import { seedBenchAccounts } from './benchAccounts';
import { SMALL_ACCOUNT } from './jobSearchSeed';
import { integerFlag } from './options';
import { connectionCount, serveCommands } from './serverChild';
import { BENCH_PUSH_EVENT, benchPushPayload, monotonicMs, settledMemory } from './serverProtocol';

async function main(): Promise<void> {
  const { values } = parseArgs({
    strict: true,
    options: {
      postgres: { type: 'boolean', default: false },
      accounts: { type: 'string', default: '1' },
      applications: { type: 'boolean', default: false },
      'events-per-second': { type: 'string' },
    },
  });
  const pubsub = createInProcessPubSub();
  const eventsPerSecond = values['events-per-second'];
  const running = await startBenchApp(values.postgres, {
    pubsub,
    ...(eventsPerSecond === undefined ? {} : { realtimeLimits: { maxEventsPerSecond: integerFlag('--events-per-second', eventsPerSecond) } }),
  });
  const accounts = await seedBenchAccounts(running.db, integerFlag('--accounts', values.accounts), values.applications ? SMALL_ACCOUNT : undefined);
  const baseUrl = await running.app.listen({ host: '127.0.0.1', port: 0 });
  const { token, cookie } = await fetchPageCsrf(running.app);
  serveCommands(
    { type: 'ready', baseUrl, accounts, csrf: { header: token, cookie }, label: `the app on ${running.databaseLabel}` },
    {
      publish: async (topic, sequence) => {
        const publishedAtMs = monotonicMs();
        await pubsub.publish(topic, { event: BENCH_PUSH_EVENT, payload: benchPushPayload(sequence) });
        return publishedAtMs;
      },
      memory: async () => settledMemory(await connectionCount(running.app.server)),
    },
    () => running.close(),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
