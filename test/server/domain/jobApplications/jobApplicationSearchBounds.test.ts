// One search cannot hold the server (issue 15): its answer is capped, each statement looks at a bounded slice
// of the account and reads a bounded batch of text, and the event loop gets turns all along, whatever the
// account holds, the length of its notes or the query. Held by counting work and turns, never by timing.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import {
  newSearchWork,
  SEARCH_MATCHES_LIMIT,
  SEARCH_SLICE_APPLICATIONS,
  SEARCH_TEXT_BATCH_BYTES,
  searchJobApplications,
} from '../../../../server/domain/jobApplications/jobApplicationSearch';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { turnsDuring } from '../../../support/eventLoopTurns';
import { minutesAfter, SEEDED_AT } from './seed';

/** Writes `count` applications at once (one statement per 200), the i-th made i minutes after SEEDED_AT. */
async function seedApplications(
  db: Kysely<Database>,
  accountId: string,
  count: number,
  fields: (index: number) => { title: string; notes?: string; job_description?: string },
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 200) {
    const values = Array.from({ length: Math.min(200, count - start) }, (_, offset) => {
      const index = start + offset;
      const id = crypto.randomUUID();
      ids.push(id);
      return { id, account_id: accountId, url: 'https://jobs.example.test/role', created: minutesAfter(SEEDED_AT, index).toISOString(), ...fields(index) };
    });
    await db.insertInto('job_applications').values(values).execute();
  }
  return ids;
}

/** A note of 100,000 characters holding every trigram of PATHOLOGICAL_QUERY, but never the query itself. */
const LONG_NOTE = `${'a'.repeat(150)}b`.repeat(662).padEnd(100_000, 'a');
const PATHOLOGICAL_QUERY = `${'a'.repeat(199)}b`;

describe.each(databaseKinds)('job application search bounds on %s', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the newest SEARCH_MATCHES_LIMIT matches at most', async () => {
    const { account } = await createSignedInAccount(db());
    const ids = await seedApplications(db(), account.id, SEARCH_MATCHES_LIMIT + 50, (index) => ({ title: `Engineer ${index}` }));
    const found = await searchJobApplications(db(), account.id, 'engineer');
    expect(found).toHaveLength(SEARCH_MATCHES_LIMIT);
    expect(found.map(({ id }) => id)).toEqual(ids.slice(-SEARCH_MATCHES_LIMIT).reverse());
    // A query that finds fewer answers them all.
    expect(await searchJobApplications(db(), account.id, 'engineer 104')).toHaveLength(11);
  });

  it('looks at a bounded slice per statement and lets the event loop turn between statements', async () => {
    const { account } = await createSignedInAccount(db());
    await seedApplications(db(), account.id, 1000, (index) => ({ title: `Role ${index}`, notes: index === 3 ? 'Ask about Elixir' : '' }));
    const work = newSearchWork();
    const { result, turns } = await turnsDuring(() => searchJobApplications(db(), account.id, 'elixir', work));
    expect(result).toHaveLength(1);
    expect(work.largestSlice).toBeLessThanOrEqual(SEARCH_SLICE_APPLICATIONS);
    expect(work.yields).toBeGreaterThanOrEqual(work.statements);
    // On SQLite the walk covers the 1,000 applications in 5 slices at least; on PostgreSQL the index answers
    // the one candidate at once. Either way other callbacks ran while it searched.
    expect(turns).toBeGreaterThanOrEqual(kind === 'sqlite' ? 10 : 2);
  });

  it('reads the texts of 100,000-character notes a bounded batch at a time, whatever the query', async () => {
    const { account } = await createSignedInAccount(db());
    await seedApplications(db(), account.id, 12, (index) => ({ title: `Role ${index}`, notes: LONG_NOTE, job_description: LONG_NOTE }));
    const oneApplication = 2 * 100_000 + 'Role 11'.length;
    for (const query of [PATHOLOGICAL_QUERY, 'aab', 'aaaa']) {
      const work = newSearchWork();
      const { result, turns } = await turnsDuring(() => searchJobApplications(db(), account.id, query, work));
      expect(result).toHaveLength(query === PATHOLOGICAL_QUERY ? 0 : 12);
      expect(work.largestTextBatch).toBeLessThanOrEqual(Math.max(SEARCH_TEXT_BATCH_BYTES, oneApplication));
      // SQLite reads 12 applications of 200,000 bytes: at least 3 batches, each followed by a turn of the loop.
      // PostgreSQL answers an exact LIKE without a text read here, its work off the loop: other callbacks ran.
      expect(turns).toBeGreaterThanOrEqual(kind === 'sqlite' ? 3 : 1);
    }
  });

  it('checks as many texts for ten times the applications as ten times the work, not more', async () => {
    const { account: small } = await createSignedInAccount(db());
    const { account: large } = await createSignedInAccount(db());
    const note = (index: number) => `${'lorem ipsum '.repeat(200)}${index % 7 === 0 ? 'needle' : ''}`;
    await seedApplications(db(), small.id, 60, (index) => ({ title: `Role ${index}`, notes: note(index) }));
    await seedApplications(db(), large.id, 600, (index) => ({ title: `Role ${index}`, notes: note(index) }));
    const smallWork = newSearchWork();
    const largeWork = newSearchWork();
    expect(await searchJobApplications(db(), small.id, 'needle', smallWork)).toHaveLength(9);
    expect(await searchJobApplications(db(), large.id, 'needle', largeWork)).toHaveLength(86);
    expect(largeWork.statements).toBeLessThanOrEqual(10 * smallWork.statements + 2);
    expect(largeWork.largestSlice).toBeLessThanOrEqual(SEARCH_SLICE_APPLICATIONS);
  });
});
