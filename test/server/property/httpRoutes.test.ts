// Every HTTP route of the real app (read from the app itself, so a new route is covered the day it is added),
// sent generated methods, paths, queries, headers, content types and bodies (fast-check) through app.inject:
// the status is never a 5xx, the body never says `internal`, a JSON answer's `error` is always one of the
// contract's HTTP error codes, and the app keeps answering after each run.
//
// PROPERTY_RUNS: runs per route (20 by default; e.g. PROPERTY_RUNS=100 for a deeper search).
// PROPERTY_SEED: fast-check's seed (fixed by default, so a failure replays; change it to explore new inputs).
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isHttpErrorCode } from '../../../contract/errors';
import * as httpContract from '../../../contract/http';
import { issueSession } from '../../../server/domain/accounts/sessions';
import { fetchPageCsrf, type TestApp } from '../../support/testApp';
import { anyText, jsonText, type KnownIds, paramsFor, PROPERTY_RUNS, PROPERTY_SEED } from './arbitraries';
import { type PropertyAccounts, seedPropertyAccounts, seedRows, startPropertyApp } from './support';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];

jest.setTimeout(600_000);

interface Route {
  readonly path: string;
  readonly methods: readonly Method[];
}

/**
 * The app's routes from printRoutes' tree (`├── /api/files (POST)`, children indented four characters a level
 * and written as the rest of their parent's path).
 */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? '').length / 4;
    prefixes.length = depth;
    prefixes.push(match[2] ?? '');
    if (match[3] !== undefined) routes.push({ path: prefixes.join(''), methods: match[3].split(', ') as Method[] });
  }
  return routes;
}

interface FieldSet {
  /** The words of the schema's name (`createCompanyBodySchema`: company), to find the routes it is for. */
  readonly words: readonly string[];
  readonly keys: readonly string[];
}

/** The field names of every body and query the contract describes: a run picks one set of them. */
function contractFieldSets(): FieldSet[] {
  const sets = Object.entries(httpContract)
    .filter(([name]) => /(Body|Query|Fields)Schema$/.test(name))
    .map(([name, schema]) => ({
      words: name
        .replace(/(Body|Query|Fields)Schema$/, '')
        .split(/(?=[A-Z])/)
        .map((word) => word.toLowerCase())
        .filter((word) => !['create', 'upload'].includes(word)),
      keys: schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [],
    }))
    .filter(({ keys }) => keys.length > 0);
  return [...sets, ...[['csrf_token'], ['token'], ['purpose'], ['locale']].map((keys) => ({ words: [], keys }))];
}

/** The sets whose name's words all appear in the path (their first five letters: companies holds compa-ny). */
function fieldSetsOf(route: Route, all: readonly FieldSet[]): readonly (readonly string[])[] {
  const path = route.path.toLowerCase();
  const matching = all.filter(({ words }) => words.length > 0 && words.every((word) => path.includes(word.slice(0, 5))));
  return matching.map(({ keys }) => keys);
}

/** A path segment in place of a route's parameter: an id, an other's id, anything, or an attempt to escape. */
function segment(known: KnownIds): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: fc.constantFrom(...known.own), weight: 4 },
      { arbitrary: fc.constantFrom(...known.others), weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: fc.constantFrom('72', '144', '600', '0', '-1', '99999999999999999999', 'x.ics', '..', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%00', '%ZZ', 'a'.repeat(5000)), weight: 2 },
      { arbitrary: anyText.filter((text) => text.length < 3000).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?'))), weight: 2 },
    )
    .map((value) => (value === '' ? 'x' : value));
}

function pathFor(route: Route, known: KnownIds): fc.Arbitrary<string> {
  const parts = route.path.split(/(:[A-Za-z_]+|\*)/);
  return fc.tuple(...parts.map((part) => (part.startsWith(':') || part === '*' ? segment(known) : fc.constant(part)))).map((filled) => filled.join(''));
}

function queryFor(keys: readonly string[], known: KnownIds): fc.Arbitrary<string> {
  return fc.option(
    paramsFor(keys, known).map((value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${encodeURIComponent(jsonText(value))}`;
      const entries = Object.entries(value).map(([key, field]): [string, string] => [key, typeof field === 'string' ? field : jsonText(field)]);
      return new URLSearchParams(entries.map(([key, field]) => [key, field.replace(/[\ud800-\udfff]/g, '?')])).toString();
    }),
    { nil: '' },
  );
}

interface GeneratedRequest {
  readonly method: Method;
  readonly url: string;
  readonly contentType: string | undefined;
  readonly body: string | Buffer | undefined;
  readonly csrf: 'valid' | 'absent' | 'wrong';
  readonly bearer: 'fresh' | 'absent' | 'garbage';
}

/** A body in the content type claimed, or in another, or bytes of nothing in particular. */
function bodyFor(keys: readonly string[], known: KnownIds): fc.Arbitrary<{ contentType: string | undefined; body: string | Buffer | undefined }> {
  const value = paramsFor(keys, known);
  const asForm = (fields: unknown): string =>
    fields !== null && typeof fields === 'object' && !Array.isArray(fields)
      ? new URLSearchParams(Object.entries(fields).map(([key, field]) => [key, (typeof field === 'string' ? field : jsonText(field)).replace(/[\ud800-\udfff]/g, '?')])).toString()
      : String(fields);
  const asMultipart = (fields: unknown): string => {
    const entries: [string, unknown][] = fields !== null && typeof fields === 'object' && !Array.isArray(fields) ? Object.entries(fields) : [['file', fields]];
    const parts = entries.map(([key, field]) => `--b0undary\r\nContent-Disposition: form-data; name="${key}"${key === 'file' ? '; filename="x.pdf"' : ''}\r\n\r\n${typeof field === 'string' ? field : jsonText(field)}\r\n`);
    return `${parts.join('')}--b0undary--\r\n`;
  };
  return fc.oneof(
    { arbitrary: value.map((fields) => ({ contentType: 'application/json', body: JSON.stringify(fields) })), weight: 6 },
    { arbitrary: value.map((fields) => ({ contentType: 'application/x-www-form-urlencoded', body: asForm(fields) })), weight: 1 },
    { arbitrary: value.map((fields) => ({ contentType: 'multipart/form-data; boundary=b0undary', body: asMultipart(fields) })), weight: 1 },
    { arbitrary: value.map((fields) => ({ contentType: 'application/x-ndjson', body: `${JSON.stringify(fields)}\n["1","1","phoenix","heartbeat",{}]` })), weight: 1 },
    {
      arbitrary: fc.record({
        contentType: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/json; charset=utf-7', 'multipart/form-data', 'image/png', 'x/y; a="'),
        body: fc.oneof(fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)), anyText, fc.constantFrom('{', '{"a":', '[]', 'null', '1e999', '{"__proto__":{"x":1}}', undefined)),
      }),
      weight: 2,
    },
    { arbitrary: fc.constant({ contentType: 'application/json', body: JSON.stringify({ nested: Array.from({ length: 2000 }).reduce<unknown>((inner) => [inner], []) }) }), weight: 1 },
  );
}

function requestFor(route: Route, known: KnownIds, fieldSets: readonly FieldSet[]): fc.Arbitrary<GeneratedRequest> {
  const own = fieldSetsOf(route, fieldSets);
  const anySet = fc.constantFrom(...fieldSets.map(({ keys }) => keys));
  const keySets = own.length === 0 ? anySet : fc.oneof({ arbitrary: fc.constantFrom(...own), weight: 3 }, { arbitrary: anySet, weight: 1 });
  return keySets.chain((keys) =>
    fc.record({
      method: fc.oneof({ arbitrary: fc.constantFrom(...route.methods), weight: 5 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 }),
      url: fc.tuple(pathFor(route, known), queryFor(keys, known)).map(([path, query]) => (query === '' ? path : `${path}?${query}`)),
      body: bodyFor(keys, known),
      csrf: fc.constantFrom('valid', 'valid', 'valid', 'absent', 'wrong'),
      bearer: fc.constantFrom('fresh', 'fresh', 'fresh', 'absent', 'garbage'),
    }).map(({ body, ...rest }) => ({ ...rest, ...body })),
  );
}

let testApp: TestApp;
let accounts: PropertyAccounts;
let csrf: { token: string; cookie: string };
let routes: Route[];
const tally = new Map<string, Map<number, number>>();

beforeAll(async () => {
  testApp = await startPropertyApp();
  accounts = await seedPropertyAccounts(testApp);
  csrf = await fetchPageCsrf(testApp.app);
  routes = routesOf(testApp.app);
});

afterAll(async () => {
  const lines = [...tally].map(([route, statuses]) => `${route}: ${[...statuses].sort(([a], [b]) => a - b).map(([status, times]) => `${String(status)} x${String(times)}`).join(', ')}`);
  console.log(`HTTP routes under generated requests (seed ${String(PROPERTY_SEED)}):\n${lines.join('\n')}`);
  await testApp.close();
});

/** The `error` of a JSON answer's body, if it has one (anything else: undefined). */
function jsonErrorCodeOf(contentType: string | number | string[] | undefined, body: string): unknown {
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed !== null && typeof parsed === 'object' && 'error' in parsed ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

async function send(request: GeneratedRequest) {
  const bearer = request.bearer === 'fresh' ? (await issueSession(testApp.database.db, accounts.mine.account.id)).token : 'garbage-token';
  return testApp.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...(request.csrf === 'absent' ? {} : { 'x-csrf-token': request.csrf === 'valid' ? csrf.token : 'wrong' }),
      cookie: csrf.cookie,
      ...(request.bearer === 'absent' ? {} : { authorization: `Bearer ${bearer}` }),
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
    },
    ...(request.body === undefined || request.method === 'GET' || request.method === 'HEAD' ? {} : { payload: request.body }),
  });
}

test('the app lists its routes', () => {
  expect(routes.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/login', '/api/files', '/user_socket/longpoll']));
});

describe('every route under generated requests', () => {
  const fieldSets = contractFieldSets();
  // The routes are known once the app is built; test.each needs them when the file loads, so one test walks them.
  test('never answers a 5xx nor internal nor an error code outside the contract, and keeps answering', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // Fresh rows each route: an earlier one may have deleted the last ones.
      const known: KnownIds = { own: await seedRows(testApp, accounts.mine), others: accounts.others };
      try {
        await fc.assert(
          fc.asyncProperty(requestFor(route, known, fieldSets), async (request) => {
            const response = await send(request);
            const statuses = tally.get(route.path) ?? new Map<number, number>();
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            tally.set(route.path, statuses);
            const saysInternal = /"error"\s*:\s*"internal"/.test(response.body);
            const errorCode = jsonErrorCodeOf(response.headers['content-type'], response.body);
            if (response.statusCode >= 500 || saysInternal || (errorCode !== undefined && !isHttpErrorCode(errorCode))) {
              throw new Error(`${request.method} ${request.url.slice(0, 200)} (${String(request.contentType)}) answered ${String(response.statusCode)} ${response.body.slice(0, 300)}`);
            }
          }),
          { seed: PROPERTY_SEED, numRuns: PROPERTY_RUNS },
        );
      } catch (error) {
        failures.push(`${route.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      // Still answering: the page's own CSRF token, as at start.
      const page = await testApp.app.inject({ method: 'GET', url: '/' });
      expect([route.path, page.statusCode]).toEqual([route.path, 200]);
    }
    expect(failures).toEqual([]);
  });
});
