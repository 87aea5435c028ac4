// AI products over the real app, the provider a loopback stand-in of OpenAI's chat completions API:
//  1. what the server adds to a generation: over a real WebSocket of the live channel, from sending
//     `ai.use_ai_product` to the first `ai_response_progress` push and to the answer, beside the same provider
//     client (createOpenAiProvider) calling the same stand-in with the same prompt, from the call to its first
//     onText and to its end, each generation paired with a bare call next to it;
//  2. the process's memory while many generations stream at once, beside the same streams read by the bare
//     provider client alone.
//
//   npx tsx bench/ai.ts [--postgres] [--generations 30] [--concurrent 50] [--warmup 3]
//
// --postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test); without it, SQLite.
import crypto from 'node:crypto';
import events from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { type Channel, Socket } from 'phoenix';
import { WebSocket } from 'ws';
import {
  type AiProductName,
  answerEnvelopeSchema,
  isErrorAnswer,
  parsePushPayload,
  REQUEST_EVENT,
  type RequestEnvelope,
  type RequestParams,
  RESPONSE_EVENT,
  SOCKET_PATH,
  SOCKET_TOKEN_PARAM,
  userTopic,
} from '../contract';
import { issueSession } from '../server/domain/accounts/sessions';
import { aiProductId, aiProductNamed } from '../server/domain/ai/aiProducts';
import { PROGRESS_INTERVAL_MS } from '../server/domain/ai/progressPushes';
import { MAX_OUTPUT_TOKENS } from '../server/domain/ai/useAiProduct';
import type { AiProvider } from '../server/services/ai/aiProvider';
import { createOpenAiProvider } from '../server/services/ai/openAiCompatibleProvider';
import { seedAiAccount } from '../test/server/domain/ai/aiFixtures';
import { reply, startOpenAiStandIn, type OpenAiStandIn } from '../test/server/services/ai/standIns';
import { listenOnLoopback, startTestApp, type TestApp } from '../test/support/testApp';
import { joinChannel } from './support/liveClient';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, ms, type Summary, summarize } from './support/report';

const PRODUCT: AiProductName = 'generate_candaidate_questions_for_interview';

const LATENCY_CHUNKS = 8;
const LATENCY_DELAY_MS = 20;
const MEMORY_CHUNKS = 20;
const MEMORY_DELAY_MS = 100;
const MEMORY_TEXT_BYTES = 4096;
const SAMPLE_EVERY_MS = 20;

/** A lost answer stops the run instead of hanging it. */
const ANSWER_TIMEOUT_MS = 30_000;
/** The whole run, however it goes: a stuck run ends with an error rather than holding the machine. */
const DEADLINE_MS = 5 * 60_000;
/** The provider's own time limit, far beyond any stream of this run. */
const PROVIDER_TIMEOUT_MS = 60_000;
const MB = 1024 * 1024;

interface BenchOptions {
  readonly generations: number;
  readonly concurrent: number;
  readonly warmup: number;
  readonly postgres: boolean;
}

function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      generations: { type: 'string', default: '30' },
      concurrent: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '3' },
      postgres: { type: 'boolean', default: false },
    },
  });
  const concurrent = integerFlag('--concurrent', values.concurrent);
  // All of them are sent at once on one socket: they must fit in the server's allowance of events per second.
  if (concurrent > 90) throw new Error('--concurrent must be at most 90: they are sent at once on one socket (100 events/s)');
  return {
    generations: integerFlag('--generations', values.generations),
    concurrent,
    warmup: integerFlag('--warmup', values.warmup, 0),
    postgres: values.postgres,
  };
}

/** Prose of about `length` characters, the same in every run. */
function answerText(length: number): string {
  const sentences = [
    'Which part of the ledger service would I own in my first three months, and who owns the rest today?',
    'How do you reconcile the payments API with the bank statements, and how often does it disagree?',
    'What made the last engineer on this team successful, and what would you have wanted them to do differently?',
    'How are incidents handled at night, and how many pages did the team receive last quarter?',
    'Which TypeScript and PostgreSQL practices does the team hold to, and which ones are still being argued over?',
  ];
  let text = '';
  for (let index = 0; text.length < length; index += 1) text += `${String(index + 1)}. ${sentences[index % sentences.length] ?? ''}\n`;
  return text.slice(0, length).trimEnd();
}

const LATENCY_TEXT = answerText(640);
const MEMORY_TEXT = answerText(MEMORY_TEXT_BYTES);

// ---------------------------------------------------------------------------------------------------------
// The live channel: one phoenix.js socket joined to the account's channel

interface ServerTiming {
  /** From the send to the first `ai_response_progress` push of the request. */
  readonly firstTextMs: number;
  /** From the send to the `response` event. */
  readonly answerMs: number;
  readonly progressPushes: number;
  readonly text: string;
}

interface Pending {
  readonly sentAt: number;
  firstProgressAt: number | undefined;
  progressPushes: number;
  settle(outcome: { answeredAt: number; text: string } | Error): void;
}

/** The response's text, read without trusting it to be an AI response. */
function textOf(data: unknown): string {
  return typeof data === 'object' && data !== null && 'text' in data && typeof data.text === 'string' ? data.text : '';
}

/** Sends `ai.use_ai_product` on the account's channel, timing its pushes and answer on arrival. */
class AiChannelClient {
  private readonly socket: Socket;
  private readonly topic: string;
  private channel: Channel | undefined;
  private readonly pending = new Map<string, Pending>();

  constructor(baseUrl: string, accountId: string, token: string) {
    this.topic = userTopic(accountId);
    this.socket = new Socket(`${baseUrl.replace(/^http/, 'ws')}${SOCKET_PATH}`, {
      transport: WebSocket,
      params: { [SOCKET_TOKEN_PARAM]: token },
    });
  }

  async open(): Promise<void> {
    this.socket.connect();
    const channel = this.socket.channel(this.topic);
    this.channel = channel;
    channel.on('ai_response_progress', (payload: unknown) => {
      const arrivedAt = performance.now();
      const progress = parsePushPayload('ai_response_progress', payload);
      const waiting = progress.success ? this.pending.get(progress.data.uuid) : undefined;
      if (waiting === undefined) return;
      waiting.firstProgressAt ??= arrivedAt;
      waiting.progressPushes += 1;
    });
    channel.on(RESPONSE_EVENT, (payload: unknown) => {
      const arrivedAt = performance.now();
      const answer = answerEnvelopeSchema.safeParse(payload);
      if (!answer.success) return;
      const waiting = this.pending.get(answer.data.uuid);
      if (waiting === undefined) return;
      if (isErrorAnswer(answer.data)) waiting.settle(new Error(`answered ${answer.data.error.code}: ${answer.data.error.message}`));
      else waiting.settle({ answeredAt: arrivedAt, text: textOf(answer.data.data) });
    });
    await joinChannel(channel, this.topic, ANSWER_TIMEOUT_MS);
  }

  generate(params: RequestParams<'ai.use_ai_product'>): Promise<ServerTiming> {
    const channel = this.channel;
    if (channel === undefined) return Promise.reject(new Error('the client is not open'));
    const uuid = crypto.randomUUID();
    const envelope: RequestEnvelope = { request: 'ai.use_ai_product', uuid, params };
    return new Promise<ServerTiming>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.settle(new Error(`no answer within ${String(ANSWER_TIMEOUT_MS)} ms`));
      }, ANSWER_TIMEOUT_MS);
      const waiting: Pending = {
        sentAt: performance.now(),
        firstProgressAt: undefined,
        progressPushes: 0,
        settle: (outcome) => {
          clearTimeout(timer);
          this.pending.delete(uuid);
          if (outcome instanceof Error) {
            reject(outcome);
          } else if (waiting.firstProgressAt === undefined) {
            reject(new Error('answered without any ai_response_progress push'));
          } else {
            resolve({
              firstTextMs: waiting.firstProgressAt - waiting.sentAt,
              answerMs: outcome.answeredAt - waiting.sentAt,
              progressPushes: waiting.progressPushes,
              text: outcome.text,
            });
          }
        },
      };
      this.pending.set(uuid, waiting);
      channel
        .push(REQUEST_EVENT, envelope, ANSWER_TIMEOUT_MS)
        .receive('error', (response: unknown) => {
          waiting.settle(new Error(`request refused: ${JSON.stringify(response)}`));
        });
    });
  }

  async close(): Promise<void> {
    const channel = this.channel;
    if (channel?.state === 'joined') {
      // Leaving first stops the channel's rejoin timer, which would otherwise keep the process alive.
      await new Promise<void>((resolve) => {
        channel.leave(ANSWER_TIMEOUT_MS).receive('ok', resolve).receive('error', resolve).receive('timeout', resolve);
      });
    }
    await new Promise<void>((resolve) => {
      this.socket.disconnect(resolve);
    });
    for (const waiting of this.pending.values()) waiting.settle(new Error('the client closed'));
  }
}

// ---------------------------------------------------------------------------------------------------------
// The baseline: the provider client alone

interface Prompt {
  readonly system: string;
  readonly user: string;
}

interface BareTiming {
  readonly firstTextMs: number;
  readonly wholeMs: number;
  readonly text: string;
}

/** One call of the provider client, as the server makes it, timed to its first onText and to its end. */
async function bareGeneration(provider: AiProvider, prompt: Prompt): Promise<BareTiming> {
  let firstTextAt: number | undefined;
  const startedAt = performance.now();
  const text = await provider.generate({
    system: prompt.system,
    user: prompt.user,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    onText: () => {
      firstTextAt ??= performance.now();
    },
  });
  const endedAt = performance.now();
  if (firstTextAt === undefined) throw new Error('the provider gave its text without any onText');
  return { firstTextMs: firstTextAt - startedAt, wholeMs: endedAt - startedAt, text };
}

// ---------------------------------------------------------------------------------------------------------
// Part 1: latency, paired

interface LatencyResult {
  readonly server: ServerTiming[];
  readonly bare: BareTiming[];
}

async function measureLatency(client: AiChannelClient, provider: AiProvider, prompt: Prompt, params: RequestParams<'ai.use_ai_product'>, options: BenchOptions): Promise<LatencyResult> {
  const result: LatencyResult = { server: [], bare: [] };
  for (let iteration = 0; iteration < options.warmup + options.generations; iteration += 1) {
    // Alternating order, so that whatever one call leaves behind falls on both alike.
    let server: ServerTiming;
    let bare: BareTiming;
    if (iteration % 2 === 0) {
      server = await client.generate(params);
      bare = await bareGeneration(provider, prompt);
    } else {
      bare = await bareGeneration(provider, prompt);
      server = await client.generate(params);
    }
    if (server.text !== LATENCY_TEXT || bare.text !== LATENCY_TEXT) throw new Error('a generation answered another text than the stand-in streamed');
    if (iteration >= options.warmup) {
      result.server.push(server);
      result.bare.push(bare);
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Part 2: memory

interface Memory {
  readonly rss: number;
  readonly heapUsed: number;
}

interface MemoryResult {
  readonly rest: Memory;
  readonly peak: Memory;
  readonly elapsedMs: number;
}

/** The process's garbage collector, without needing `node --expose-gc`: at rest means after a full collection. */
function garbageCollector(): () => void {
  const exposed = global.gc;
  if (exposed !== undefined) {
    return () => {
      exposed();
    };
  }
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

const currentMemory = (): Memory => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

/** Memory at rest (after a full collection), then its peak sampled every SAMPLE_EVERY_MS while `work` runs. */
async function sampleMemory(collectGarbage: () => void, work: () => Promise<void>): Promise<MemoryResult> {
  collectGarbage();
  await sleep(100);
  collectGarbage();
  const rest = currentMemory();
  let peakRss = rest.rss;
  let peakHeap = rest.heapUsed;
  const sample = () => {
    const now = currentMemory();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const startedAt = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const elapsedMs = performance.now() - startedAt;
  sample();
  return { rest, peak: { rss: peakRss, heapUsed: peakHeap }, elapsedMs };
}

// ---------------------------------------------------------------------------------------------------------
// Report

const CLIENT_LABEL = 'provider client -> stand-in (baseline)';
const SERVER_LABEL = 'ai.use_ai_product over WebSocket';
const ADDED_LABEL = 'added by the server (each minus its pair)';

function latencyRow(label: string, summary: Summary): string[] {
  return [label, ms(summary.p50), ms(summary.p90), ms(summary.mean), String(summary.count)];
}

function latencyTable(bare: readonly number[], server: readonly number[]): string {
  const added = server.map((value, index) => value - (bare[index] ?? Number.NaN));
  return formatTable(
    ['measure', 'p50 ms', 'p90 ms', 'mean ms', 'count'],
    [latencyRow(CLIENT_LABEL, summarize(bare)), latencyRow(SERVER_LABEL, summarize(server)), latencyRow(ADDED_LABEL, summarize(added))],
    1,
  );
}

const megabytes = (bytes: number): string => (bytes / MB).toFixed(1);

function memoryTable(bare: MemoryResult, server: MemoryResult, concurrent: number): string {
  const row = (label: string, result: MemoryResult): string[] => [
    label,
    megabytes(result.rest.rss),
    megabytes(result.peak.rss),
    megabytes(result.peak.rss - result.rest.rss),
    megabytes(result.rest.heapUsed),
    megabytes(result.peak.heapUsed),
    megabytes(result.peak.heapUsed - result.rest.heapUsed),
    result.elapsedMs.toFixed(0),
  ];
  const growth = (result: MemoryResult, key: keyof Memory) => result.peak[key] - result.rest[key];
  return formatTable(
    ['measure', 'RSS rest', 'RSS peak', 'RSS peak-rest', 'heap rest', 'heap peak', 'heap peak-rest', 'time ms'],
    [
      row(`${String(concurrent)} streams, provider client alone (baseline)`, bare),
      row(`${String(concurrent)} ai.use_ai_product at once, one socket`, server),
      ['server minus baseline', '', '', megabytes(growth(server, 'rss') - growth(bare, 'rss')), '', '', megabytes(growth(server, 'heapUsed') - growth(bare, 'heapUsed')), ''],
    ],
    1,
  );
}

function header(options: BenchOptions, databaseLabel: string, prompt: Prompt): string {
  const latencyStream = (LATENCY_CHUNKS - 1) * LATENCY_DELAY_MS;
  const memoryStream = ((MEMORY_CHUNKS - 1) * MEMORY_DELAY_MS) / 1000;
  return [
    `AI products: \`ai.use_ai_product\` (${PRODUCT}) over the real app, the provider a loopback stand-in of OpenAI's chat completions API`,
    `  provider    createOpenAiProvider (the official openai client, streaming), one instance for the app and the baseline`,
    '  client      phoenix.js 1.8 over a WebSocket (ws) joined to the account\'s channel; pushes and answers timed in its event callbacks',
    `  prompt      the one the server sends, ${String(prompt.system.length + prompt.user.length)} characters; the baseline sends the same`,
    `  database    ${databaseLabel}`,
    `  machine     ${describeMachine()}`,
    `  latency     ${String(options.generations)} generations after ${String(options.warmup)} warm-up, one at a time, each beside one bare call of the`,
    `              provider client (alternating order); the stand-in streams ${String(LATENCY_TEXT.length)} characters in ${String(LATENCY_CHUNKS)} chunks ${String(LATENCY_DELAY_MS)} ms apart`,
    `              (about ${String(latencyStream)} ms from the first chunk to the last)`,
    `  memory      ${String(options.concurrent)} streams at once of ${String(MEMORY_TEXT.length)} characters in ${String(MEMORY_CHUNKS)} chunks ${String(MEMORY_DELAY_MS)} ms apart (about ${memoryStream.toFixed(1)} s each),`,
    `              sampled every ${String(SAMPLE_EVERY_MS)} ms; the app first, then the provider client alone, each from its own rest`,
    `              after a full garbage collection. The stand-in and the client socket live in this process too.`,
  ].join('\n');
}

/**
 * The stand-in pauses every stream on one abort signal of its own, so many streams at once pass Node's default of
 * 10 listeners and it warns of a leak that is none. That signal is made at the stand-in's first request: the limit
 * is raised only for a first call, before the app exists, so that a warning from the app's own signals still shows.
 */
async function startStandIn(concurrent: number): Promise<{ standIn: OpenAiStandIn; provider: AiProvider }> {
  const standIn = await startOpenAiStandIn({ reply: reply.text(LATENCY_TEXT, { chunks: LATENCY_CHUNKS, delayMs: LATENCY_DELAY_MS }) });
  const provider = createOpenAiProvider(standIn.settings({ timeoutMs: PROVIDER_TIMEOUT_MS }));
  const defaultMaxListeners = events.defaultMaxListeners;
  events.defaultMaxListeners = Math.max(defaultMaxListeners, concurrent + 10);
  try {
    await bareGeneration(provider, { system: 'A first call.', user: 'Say anything.' });
  } catch (error) {
    await standIn.close();
    throw error;
  } finally {
    events.defaultMaxListeners = defaultMaxListeners;
  }
  return { standIn, provider };
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.postgres && (process.env.TEST_DATABASE_URL ?? '') === '') throw new Error('--postgres needs TEST_DATABASE_URL');
  const collectGarbage = garbageCollector();
  const watchdog = setTimeout(() => {
    console.error(`The benchmark did not end within ${String(DEADLINE_MS / 1000)} s`);
    process.exit(1);
  }, DEADLINE_MS);
  watchdog.unref();

  const { standIn, provider } = await startStandIn(options.concurrent);
  let testApp: TestApp | undefined;
  let client: AiChannelClient | undefined;
  try {
    // One account asks for every generation of the run, many at once: its bounds (2 at once, AI_MAX_PER_HOUR an
    // hour) are lifted to the run's, so the server's cost is measured rather than its refusals.
    const generations = 1 + options.warmup + options.generations + options.concurrent;
    testApp = await startTestApp(
      { AI_MAX_PER_HOUR: String(generations) },
      { aiProviders: { current: () => Promise.resolve(provider) }, aiGenerationsAtOnce: options.concurrent, databaseKind: options.postgres ? 'postgres' : 'sqlite' },
    );
    const baseUrl = await listenOnLoopback(testApp.app);
    const db = testApp.database.db;
    // Enough for every generation of the run: the first, the warm-up, the timed ones and the ones at once.
    const credits = generations * aiProductNamed(PRODUCT).price;
    const account = await seedAiAccount(db, credits);
    const { token } = await issueSession(db, account.accountId);
    const params: RequestParams<'ai.use_ai_product'> = {
      ai_product_id: aiProductId(PRODUCT),
      ai_product_name: PRODUCT,
      locale: 'en-US',
      job_application_ids: [account.applicationId],
      file_ids: [],
    };
    client = new AiChannelClient(baseUrl, account.accountId, token);
    await client.open();

    // A first generation, untimed, gives the prompt the server sends, for the baseline to send the same.
    await client.generate(params);
    const sent = standIn.received.at(-1);
    if (sent === undefined) throw new Error('the stand-in received nothing');
    const prompt: Prompt = { system: sent.system, user: sent.user };
    const databaseLabel = options.postgres ? `PostgreSQL (${new URL(process.env.TEST_DATABASE_URL ?? '').host}, fresh schema)` : 'SQLite (fresh file in a temporary DATA_DIR, WAL)';
    console.log(header(options, databaseLabel, prompt));

    const startedAt = performance.now();
    const latency = await measureLatency(client, provider, prompt, params, options);
    console.log(`  (latency done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);

    standIn.replyWith(reply.text(MEMORY_TEXT, { chunks: MEMORY_CHUNKS, delayMs: MEMORY_DELAY_MS }));
    const many = Array.from({ length: options.concurrent }, (_, index) => index);
    const open = client;
    let pushesAtOnce = 0;
    // The app first: pages the baseline would leave in the RSS could otherwise hide part of the app's growth.
    const serverMemory = await sampleMemory(collectGarbage, async () => {
      const timings = await Promise.all(many.map(() => open.generate(params)));
      if (timings.some((timing) => timing.text !== MEMORY_TEXT)) throw new Error('a generation answered another text than the stand-in streamed');
      pushesAtOnce = timings.reduce((sum, timing) => sum + timing.progressPushes, 0);
    });
    const bareMemory = await sampleMemory(collectGarbage, async () => {
      const timings = await Promise.all(many.map(() => bareGeneration(provider, prompt)));
      if (timings.some((timing) => timing.text !== MEMORY_TEXT)) throw new Error('a bare call answered another text than the stand-in streamed');
    });

    const serverPushes = latency.server.map((timing) => timing.progressPushes);
    console.log(`\nTime to the first text (ms): first onText of the call / first \`ai_response_progress\` push after the send`);
    console.log(latencyTable(latency.bare.map((timing) => timing.firstTextMs), latency.server.map((timing) => timing.firstTextMs)));
    console.log(`\nTime to the whole text (ms): the call's end (the stand-in's whole stream) / the \`${RESPONSE_EVENT}\` event after the send`);
    console.log(latencyTable(latency.bare.map((timing) => timing.wholeMs), latency.server.map((timing) => timing.answerMs)));
    console.log(`Each stream waits on ${String(LATENCY_CHUNKS - 1)} timers of the stand-in, whose jitter is of the order of what the server adds: this`);
    console.log('difference is noisier than the first one, and a pair may come out negative.');
    console.log(
      `Progress pushes per generation: ${String(Math.min(...serverPushes))} to ${String(Math.max(...serverPushes))} (the first at once, then at most one per ${String(PROGRESS_INTERVAL_MS)} ms; the whole text comes with the answer).`,
    );
    console.log(`\nMemory of this process (MB), ${String(options.concurrent)} generations streaming at once`);
    console.log(memoryTable(bareMemory, serverMemory, options.concurrent));
    console.log(`${String(pushesAtOnce)} progress pushes reached the socket during the ${String(options.concurrent)} generations. Heap figures are sampled, garbage`);
    console.log('included, so they move from run to run; RSS also keeps pages from earlier parts. Only the comparison with the baseline means anything.');
  } finally {
    await client?.close();
    await testApp?.close();
    await standIn.close();
    clearTimeout(watchdog);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
