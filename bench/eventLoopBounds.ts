// (g) The longest the event loop is held by one piece of work that an account can ask for with large data
// (issue 15: no single request may hold it for more than 50 ms), beside the hold of an empty request
// (GET /api/health) measured in the same run:
//   - job_application.search over 10 applications with 100,000-character notes, for a 200-character query that
//     almost matches (the same text with its last character changed), as the channel handler runs it;
//   - a search that matches every application, over 20,000 applications;
//   - GET /api/calendar/{secret}.ics of 500 upcoming actions with 100,000-character notes (a cache miss).
//   - action.list_future over those 500 actions, read and serialized as the channel answers it (a text budget
//     bounds the answer);
// The hold is the longest gap between two turns of a setImmediate chain that runs while the work does: the
// longest stretch of synchronous work (SQLite's calls included) that kept everything else waiting. The time
// JSON.stringify takes over a comparable payload is printed too, as a sense of scale.
//
//   npx tsx bench/eventLoopBounds.ts [--rounds 3]
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';
import { listFutureActions } from '../server/domain/actions/actionQueries';
import { FUTURE_ACTIONS_LIMIT } from '../server/domain/actions/actionRequests';
import { calendarFeedPath, calendarFeedTokenOf } from '../server/domain/actions/calendarFeeds';
import { searchJobApplications } from '../server/domain/jobApplications/jobApplicationSearch';
import { createSignedInAccount } from '../test/support/accounts';
import { testFeedSeal } from '../test/support/calendarFeeds';
import { startBenchApp } from './support/benchApp';
import { longestHold } from './support/eventLoopHold';
import { printBenchResult } from './support/benchResult';
import { integerFlag } from './support/options';
import { describeMachine, formatTable, ms, ratio } from './support/report';

const LONG_NOTES = 100_000;
const BIG_NOTE_APPLICATIONS = 10;
const MANY_APPLICATIONS = 20_000;
const FEED_ACTIONS = 500;
const QUERY_LENGTH = 200;
/** What issue 15 allows one request to hold the event loop. */
const HOLD_GOAL_MS = 50;
const INSERT_BATCH = 200;

function parseOptions(): { readonly rounds: number } {
  const { values } = parseArgs({ strict: true, options: { rounds: { type: 'string', default: '3' } } });
  return { rounds: integerFlag('--rounds', values.rounds) };
}

/**
 * The worst hold over `rounds` runs of `work` (each run may be given its own input by its index), after one run
 * not counted when `warmUp` (the first run of any code also compiles it).
 */
async function worstHold(rounds: number, work: (round: number) => Promise<unknown>, warmUp = true): Promise<number> {
  if (warmUp) await work(-1);
  const holds: number[] = [];
  for (let round = 0; round < rounds; round += 1) holds.push(await longestHold(() => work(round)));
  console.log(`  holds of each run: ${holds.map((hold) => hold.toFixed(1)).join(', ')} ms`);
  return Math.max(...holds);
}

function timeOf(work: () => unknown): number {
  const startedAt = performance.now();
  work();
  return performance.now() - startedAt;
}

/** A text of `length` characters made of words, so that a query cut from it looks like a person's notes. */
function notesText(length: number): string {
  const words = ['interview', 'follow-up', 'salary', 'remote', 'team', 'stack', 'TypeScript', 'recruiter', 'call', 'offer'];
  let text = '';
  for (let index = 0; text.length < length; index += 1) text += `${words[(index * 7) % words.length] ?? ''} `;
  return text.slice(0, length);
}

interface ApplicationRow {
  id: string;
  account_id: string;
  company_id: null;
  title: string;
  url: string;
  notes: string;
  job_description: string;
  created: string;
}

async function insertApplications(db: Kysely<Database>, rows: readonly ApplicationRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insertInto('job_applications').values(rows.slice(start, start + INSERT_BATCH)).execute();
  }
}

function applicationRows(accountId: string, count: number, notes: string): ApplicationRow[] {
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  return Array.from({ length: count }, (_unused, index) => ({
    id: crypto.randomUUID(),
    account_id: accountId,
    company_id: null,
    title: `Backend engineer ${String(index)}`,
    url: `https://jobs.example.com/${String(index)}`,
    notes,
    job_description: '',
    created: new Date(base + index * 60_000).toISOString(),
  }));
}

async function main(): Promise<void> {
  const { rounds } = parseOptions();
  const running = await startBenchApp(false);
  const { app, db } = running;
  const notes = notesText(LONG_NOTES);
  // The near miss: runs of 150 "a" each closed by a "b" in the notes, 199 "a" then a "b" in the query. Every
  // trigram of the query is in the notes (an index cannot rule them out) and its first 150 characters match at
  // every run: the worst case of a naive substring search, O(notes x query).
  const nearMissNotes = `${'a'.repeat(150)}b `.repeat(Math.ceil(LONG_NOTES / 152)).slice(0, LONG_NOTES);
  const nearMiss = `${'a'.repeat(QUERY_LENGTH - 1)}b`;
  try {
    const emptyRequest = await worstHold(rounds * 3, () => app.inject({ method: 'GET', url: '/api/health' }));

    const bigNotes = await createSignedInAccount(db);
    const bigNoteRows = applicationRows(bigNotes.account.id, BIG_NOTE_APPLICATIONS, nearMissNotes);
    await insertApplications(db, bigNoteRows);
    const nearMissSearch = await worstHold(rounds, async () => {
      const found = await searchJobApplications(db, bigNotes.account.id, nearMiss);
      if (found.length !== 0) throw new Error(`the near-miss query matched ${String(found.length)} applications`);
      return JSON.stringify(found);
    });

    const many = await createSignedInAccount(db);
    const manyRows = applicationRows(many.account.id, MANY_APPLICATIONS, 'Met the team on Tuesday');
    await insertApplications(db, manyRows);
    let matched = 0;
    const matchAllSearch = await worstHold(rounds, async () => {
      const found = await searchJobApplications(db, many.account.id, 'Backend engineer');
      matched = found.length;
      return JSON.stringify(found);
    });

    // One account per run, the warm-up's too: a second request within the minute would be answered from the feed's cache.
    const feedPaths: string[] = [];
    const feedAccounts: string[] = [];
    // The route finds an address by its digest: a seal of any key serves.
    const feedSeal = testFeedSeal();
    const now = new Date();
    for (let round = -1; round < rounds; round += 1) {
      const { account } = await createSignedInAccount(db);
      const [application] = applicationRows(account.id, 1, '');
      if (application === undefined) throw new Error('no application row');
      await insertApplications(db, [application]);
      const actions = Array.from({ length: FEED_ACTIONS }, (_unused, index) => ({
        id: crypto.randomUUID(),
        account_id: account.id,
        job_application_id: application.id,
        type: 'interview' as const,
        title: `Interview ${String(index)}`,
        notes,
        date: new Date(now.getTime() + (index + 1) * 3_600_000).toISOString(),
        created: now.toISOString(),
      }));
      for (let start = 0; start < actions.length; start += 50) {
        await db.insertInto('actions').values(actions.slice(start, start + 50)).execute();
      }
      feedPaths.push(calendarFeedPath(await calendarFeedTokenOf(db, feedSeal, account.id, now)));
      feedAccounts.push(account.id);
    }
    let feedBytes = 0;
    const calendarFeed = await worstHold(rounds, async (round) => {
      const response = await app.inject({ method: 'GET', url: feedPaths[round + 1] ?? '' });
      if (response.statusCode !== 200) throw new Error(`the feed answered ${String(response.statusCode)}`);
      feedBytes = response.rawPayload.length;
    });

    // The same actions over the live channel: the upcoming list, read and serialized as its answer would be.
    let listedActions = 0;
    const futureList = await worstHold(rounds, async (round) => {
      const listed = await listFutureActions(db, feedAccounts[round + 1] ?? '', now, FUTURE_ACTIONS_LIMIT);
      listedActions = listed.length;
      return JSON.stringify({ data: listed });
    });

    // Scale: what serializing comparable payloads alone holds the loop for.
    const stringifyBigNotes = timeOf(() => JSON.stringify(bigNoteRows));
    const stringifyMany = timeOf(() => JSON.stringify(manyRows));
    const feedPayload = Array.from({ length: FEED_ACTIONS }, (_unused, index) => ({ title: `Interview ${String(index)}`, notes }));
    const stringifyFeed = timeOf(() => JSON.stringify(feedPayload));

    const cases = [
      {
        name: `search, ${String(BIG_NOTE_APPLICATIONS)} applications with ${String(LONG_NOTES)}-character notes, ${String(QUERY_LENGTH)}-character near miss`,
        hold: nearMissSearch,
        stringify: stringifyBigNotes,
      },
      { name: `search matching all of ${String(MANY_APPLICATIONS)} applications (${String(matched)} answered)`, hold: matchAllSearch, stringify: stringifyMany },
      {
        name: `calendar feed, ${String(FEED_ACTIONS)} actions with ${String(LONG_NOTES)}-character notes (${String(Math.round(feedBytes / 1024))} KiB)`,
        hold: calendarFeed,
        stringify: stringifyFeed,
      },
      {
        name: `action.list_future over the same ${String(FEED_ACTIONS)} actions (${String(listedActions)} answered within the text budget)`,
        hold: futureList,
        stringify: stringifyFeed,
      },
    ];
    const notesOut = [
      `SQLite in-process (${running.databaseLabel}); worst of ${String(rounds)} runs each; hold = longest gap between setImmediate turns while the work runs`,
      `baseline: the longest hold of an empty request (GET /api/health, worst of ${String(rounds * 3)}); issue 15's goal is under ${String(HOLD_GOAL_MS)} ms whatever the input`,
      `JSON.stringify of comparable payloads, for scale: ${cases.map(({ stringify }) => `${ms(stringify)} ms`).join(', ')}`,
      describeMachine(),
    ];
    console.log('Longest event-loop hold of work an account can ask for with large data (ms)');
    for (const note of notesOut) console.log(`  ${note}`);
    console.log(
      formatTable(
        ['work', 'hold ms', `under ${String(HOLD_GOAL_MS)} ms`, 'JSON.stringify ms', 'ratio to empty request'],
        [
          ['empty request (baseline)', ms(emptyRequest), emptyRequest < HOLD_GOAL_MS ? 'yes' : 'NO', '-', ratio(1)],
          ...cases.map(({ name, hold, stringify }) => [name, ms(hold), hold < HOLD_GOAL_MS ? 'yes' : 'NO', ms(stringify), ratio(hold / emptyRequest)]),
        ],
        1,
      ),
    );
    printBenchResult({
      benchmark: 'event-loop hold of large requests',
      figures: cases.map(({ name, hold }) => ({
        name: `longest event-loop hold: ${name}`,
        unit: 'ms',
        value: hold,
        baselineName: 'empty request (GET /api/health)',
        baseline: emptyRequest,
      })),
      notes: notesOut,
    });
  } finally {
    await running.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
