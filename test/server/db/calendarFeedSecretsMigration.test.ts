// Migration 0140 on a database whose calendar feeds an older version stored readable: the addresses people
// subscribed to keep working through the migration and the next start, which seals each token and erases its
// readable copy, once, however many processes start at once; and the migration's down keeps the feeds still
// readable.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { migrations } from '../../../server/db/migrations';
import type { Database } from '../../../server/db/schema';
import { testOnlyFastPasswords } from '../../../server/domain/accounts/passwords';
import { createCalendarFeedSeal } from '../../../server/domain/actions/calendarFeedSeal';
import { accountOfCalendarFeed, calendarFeedTokenOf, openFeedToken } from '../../../server/domain/actions/calendarFeeds';
import { sealPlainFeedTokens } from '../../../server/domain/actions/legacyFeedTokens';
import { databaseKinds, type MigratableTestDatabase, openUnmigratedDatabase } from '../../support/databases';
import { FIXTURE_STATIC_DIR } from '../../support/testApp';

const BEFORE = '2026_11_27_0120_action_list_order';
const MIGRATION = '2026_11_29_0140_calendar_feed_secrets';
const LATEST = Object.keys(migrations).sort().at(-1) ?? MIGRATION;

// An app's start on PostgreSQL (its job queue's schema) takes a few seconds on a busy machine.
jest.setTimeout(30_000);

interface LegacyFeed {
  readonly accountId: string;
  readonly token: string;
}

describe.each(databaseKinds)('the calendar feed secrets migration on %s', (kind) => {
  let database: MigratableTestDatabase;
  const db = () => database.handle.db;
  const migrateTo = (name: string) => database.migrateTo(name);

  beforeEach(async () => {
    database = await openUnmigratedDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  /** An account and its feed as the schema before 0140 has them, written with plain SQL. */
  async function legacyFeed(handle: Kysely<Database>): Promise<LegacyFeed> {
    const accountId = crypto.randomUUID();
    const token = crypto.randomBytes(32).toString('base64url');
    const created = '2026-11-01T08:00:00.000Z';
    await sql`insert into accounts (id, email, password_hash, created) values (${accountId}, ${`${accountId}@example.test`}, 'x', ${created})`.execute(handle);
    await sql`insert into calendar_feeds (account_id, token, created) values (${accountId}, ${token}, ${created})`.execute(handle);
    return { accountId, token };
  }

  async function legacyFeedsMigrated(count: number): Promise<LegacyFeed[]> {
    await migrateTo(BEFORE);
    const feeds: LegacyFeed[] = [];
    for (let index = 0; index < count; index += 1) feeds.push(await legacyFeed(db()));
    await migrateTo(LATEST);
    return feeds;
  }

  const storedRow = (accountId: string) => db().selectFrom('calendar_feeds').selectAll().where('account_id', '=', accountId).executeTakeFirstOrThrow();

  function columnsHolding(row: object, token: string): string[] {
    return Object.entries(row)
      .filter(([, value]) => String(value).includes(token))
      .map(([column]) => column);
  }

  it('keeps a readable address working through the migration and the next start, which seals it and erases the readable copy', async () => {
    const feeds = await legacyFeedsMigrated(2);
    // The migration alone: each address is found by its digest already.
    for (const { accountId, token } of feeds) expect(await accountOfCalendarFeed(db(), token)).toBe(accountId);

    const secret = crypto.randomBytes(32);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-secrets-'));
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: FIXTURE_STATIC_DIR, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: database.handle, secret, logger: false, passwords: testOnlyFastPasswords, runBackgroundJobs: false });
    try {
      await app.ready();
      for (const { accountId, token } of feeds) {
        expect((await app.inject({ method: 'GET', url: `/api/calendar/${token}.ics` })).statusCode).toBe(200);
        const row = await storedRow(accountId);
        expect(columnsHolding(row, token)).toEqual([]);
        expect(row.plain_token).toBeNull();
        // The feed's page shows the address the person subscribed to, opened with the server's key.
        expect(await calendarFeedTokenOf(db(), createCalendarFeedSeal(secret), accountId, new Date())).toBe(token);
      }
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('seals each readable token once when two starts run at once, and finds none left afterwards', async () => {
    const feeds = await legacyFeedsMigrated(5);
    const seal = createCalendarFeedSeal(crypto.randomBytes(32));
    const counts = await Promise.all([sealPlainFeedTokens(db(), seal), sealPlainFeedTokens(db(), seal)]);
    expect(counts[0] + counts[1]).toBe(feeds.length);
    expect(await sealPlainFeedTokens(db(), seal)).toBe(0);
    for (const { accountId, token } of feeds) {
      const row = await storedRow(accountId);
      expect(columnsHolding(row, token)).toEqual([]);
      expect(openFeedToken(seal, accountId, row)).toBe(token);
    }
  });

  it('goes down keeping the feeds still readable and dropping the sealed ones', async () => {
    const [sealed, readable] = await legacyFeedsMigrated(2);
    if (sealed === undefined || readable === undefined) throw new Error('no feeds');
    const seal = createCalendarFeedSeal(crypto.randomBytes(32));
    await db().updateTable('calendar_feeds').set({ sealed_token: seal.seal(sealed.token, sealed.accountId), plain_token: null }).where('account_id', '=', sealed.accountId).execute();
    await migrateTo(BEFORE);
    const { rows } = await sql<{ account_id: string; token: string }>`select account_id, token from calendar_feeds order by account_id`.execute(db());
    expect(rows).toEqual([{ account_id: readable.accountId, token: readable.token }]);
    // Migrated up again, the readable one is found by its digest once more.
    await migrateTo(LATEST);
    expect(await accountOfCalendarFeed(db(), readable.token)).toBe(readable.accountId);
  });
});
