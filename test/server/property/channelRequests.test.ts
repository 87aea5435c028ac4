// Every request name of the live channel, sent generated params (fast-check) over a real socket of the real app:
// the answer is always a success whose data the contract accepts, or an error whose code the contract lists,
// never `internal` (a failure of ours), and the server keeps answering after each run.
//
// PROPERTY_RUNS: runs per request name (20 by default; e.g. PROPERTY_RUNS=100 for a deeper search).
// PROPERTY_SEED: fast-check's seed (fixed by default, so a failure replays; change it to explore new inputs).
import crypto from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import {
  CHANNEL_ERROR_CODES,
  parseResponseData,
  REQUEST_EVENT,
  REQUEST_NAMES,
  type RequestName,
  requestContracts,
  RESPONSE_EVENT,
  userTopic,
} from '../../../contract';
import { listenOnLoopback, type TestApp } from '../../support/testApp';
import { type ClientChannel, closeAllClients, settle, TestClient } from '../realtime/support/phoenixClients';
import { jsonText, type KnownIds, paramsFor, PROPERTY_RUNS, PROPERTY_SEED } from './arbitraries';
import { type PropertyAccounts, seedPropertyAccounts, seedRows, startPropertyApp } from './support';

const ANSWER_TIMEOUT_MS = 15_000;
/** The socket's frame bound (1 MiB) is the transport's, with its own tests: generated params stay under it. */
const LARGEST_FRAME_BYTES = 900 * 1024;

jest.setTimeout(600_000);

interface Answer {
  readonly uuid?: unknown;
  readonly data?: unknown;
  readonly error?: { readonly code?: unknown; readonly message?: unknown };
}

let testApp: TestApp;
let accounts: PropertyAccounts;
let channel: ClientChannel;
/** Ids the next property may name: fresh rows of the account's own for each request name, and another's. */
let known: KnownIds;
const waiting = new Map<string, (answer: Answer) => void>();
/** How each request name was answered (success or error code), printed at the end to show what the runs reached. */
const tally = new Map<string, Map<string, number>>();

function count(name: string, outcome: string): void {
  const outcomes = tally.get(name) ?? new Map<string, number>();
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  tally.set(name, outcomes);
}

/** The field names of a request's params, from its schema (none for a request without params). */
function paramKeys(name: RequestName): string[] {
  const schema: unknown = requestContracts[name].params;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/**
 * Sends a request and resolves with its answer, or with the refusal of its push (an envelope the socket cannot
 * take: `{reason: "invalid_params"}`); rejects if it is not answered in time.
 */
async function exchange(request: string, params: unknown): Promise<{ refused?: unknown; answer?: Answer }> {
  const uuid = crypto.randomUUID();
  const answered = new Promise<Answer>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(uuid);
      reject(new Error(`no answer to ${request} within ${String(ANSWER_TIMEOUT_MS)} ms`));
    }, ANSWER_TIMEOUT_MS);
    waiting.set(uuid, (answer) => {
      clearTimeout(timer);
      waiting.delete(uuid);
      resolve(answer);
    });
  });
  const acknowledged = await settle(channel.push(REQUEST_EVENT, { request, uuid, params }, ANSWER_TIMEOUT_MS));
  if (acknowledged.status === 'error') {
    // Settles the wait for an answer that will not come.
    waiting.get(uuid)?.({});
    return { refused: acknowledged.response };
  }
  if (acknowledged.status !== 'ok') throw new Error(`${request} was not acknowledged: ${JSON.stringify(acknowledged)}`);
  return { answer: await answered };
}

/** The answer of a request whose envelope is valid; rejects if it is refused or not answered in time. */
async function ask(request: string, params: unknown): Promise<Answer> {
  const { refused, answer } = await exchange(request, params);
  if (answer === undefined) throw new Error(`${request} was refused: ${JSON.stringify(refused)}`);
  return answer;
}

/** What is wrong with an answer to `name`, or undefined when it is one the contract allows. */
function faultOf(name: RequestName, answer: Answer): string | undefined {
  if (answer.error !== undefined) {
    const code = answer.error.code;
    if (code === 'internal') return `internal: ${String(answer.error.message)}`;
    if (!(CHANNEL_ERROR_CODES as readonly unknown[]).includes(code)) return `a code outside the contract: ${String(code)}`;
    return typeof answer.error.message === 'string' ? undefined : 'an error without a message';
  }
  const parsed = parseResponseData(name, answer.data);
  return parsed.success ? undefined : `data outside the contract: ${parsed.error.message}`;
}

beforeAll(async () => {
  testApp = await startPropertyApp();
  const baseUrl = await listenOnLoopback(testApp.app);
  accounts = await seedPropertyAccounts(testApp);
  const client = new TestClient('1.8', 'websocket', baseUrl, { params: { user_token: accounts.mine.token }, timeout: ANSWER_TIMEOUT_MS }).connect();
  channel = client.channel(userTopic(accounts.mine.account.id));
  channel.on(RESPONSE_EVENT, (answer: Answer) => {
    if (typeof answer.uuid === 'string') waiting.get(answer.uuid)?.(answer);
  });
  await expect(client.join(channel)).resolves.toMatchObject({ status: 'ok' });
});

/** Ids of the account's own besides its rows: the AI products, the payment options and a checkout. */
async function ownCatalogIds(): Promise<string[]> {
  const products = (await ask('ai.list_products', {})).data as { id: string }[];
  const options = (await ask('account.list_payment_options', {})).data as { id: string }[];
  const checkoutUrl = (await ask('account.use_payment_option', { id: options[0]?.id })).data as string;
  const checkout = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/.exec(checkoutUrl)?.[0];
  return [...products.map(({ id }) => id), ...options.map(({ id }) => id), ...(checkout === undefined ? [] : [checkout])];
}

beforeEach(async () => {
  known = { own: [...(await seedRows(testApp, accounts.mine)), ...(await ownCatalogIds())], others: accounts.others };
});

afterAll(async () => {
  const lines = [...tally].map(([name, outcomes]) => `${name}: ${[...outcomes].map(([outcome, times]) => `${outcome} ${String(times)}`).join(', ')}`);
  console.log(`channel requests under generated params (seed ${String(PROPERTY_SEED)}):\n${lines.join('\n')}`);
  await closeAllClients();
  await testApp.close();
});

test.each(REQUEST_NAMES.map((name) => [name]))('%s: generated params are answered with success or a contract error, never internal', async (name) => {
  const keys = paramKeys(name);
  await fc.assert(
    fc.asyncProperty(paramsFor(keys, known), async (params) => {
      fc.pre(Buffer.byteLength(jsonText(params)) < LARGEST_FRAME_BYTES);
      const answer = await ask(name, params);
      count(name, answer.error === undefined ? 'success' : String(answer.error.code));
      const fault = faultOf(name, answer);
      if (fault !== undefined) throw new Error(`${name} ${JSON.stringify(params).slice(0, 300)} answered ${fault}`);
    }),
    { seed: PROPERTY_SEED, numRuns: PROPERTY_RUNS },
  );
  // Still answering: a read with no params.
  await expect(ask('account.get_credits', {})).resolves.toMatchObject({ data: expect.any(Number) as unknown });
});

test('a request name no contract lists is refused or answered invalid_params, and the server still answers', async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.string({ maxLength: 80 }), fc.jsonValue({ maxDepth: 2 })), fc.jsonValue({ maxDepth: 3 }), async (request, params) => {
      fc.pre(!(REQUEST_NAMES as readonly unknown[]).includes(request));
      const { refused, answer } = await exchange(request as string, params);
      // A name that is not a string, or an empty one, fails the envelope's check; any other is answered by uuid.
      expect(answer === undefined ? refused : answer.error?.code).toEqual(answer === undefined ? { reason: 'invalid_params' } : 'invalid_params');
    }),
    { seed: PROPERTY_SEED, numRuns: PROPERTY_RUNS },
  );
  await expect(ask('account.get_credits', {})).resolves.toMatchObject({ data: expect.any(Number) as unknown });
});
