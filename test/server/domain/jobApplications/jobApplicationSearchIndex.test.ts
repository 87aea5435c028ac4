// The indexed search against the LIKE scan it replaced, on a seeded data set of several accounts: the same
// applications, in the same order, for every query of 3 characters or more, including after the indexed texts
// change. Queries under 3 code points are looked for among the newest applications only.
import { type Kysely, sql } from 'kysely';
import type { CreationDate } from '../../../../contract';
import type { Database } from '../../../../server/db/schema';
import { searchJobApplications, SHORT_QUERY_SCANNED_APPLICATIONS } from '../../../../server/domain/jobApplications/jobApplicationSearch';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { minutesAfter, SEEDED_AT, seedCompany, seedJobApplication } from './seed';
import { randomSource } from '../../../support/seededRandom';

/**
 * The search as it was before the index (commit 3dfc777): one LIKE of the lowered columns per row of the account,
 * non-ASCII letters matching any character there and checked again in JavaScript.
 */
async function searchByLikeScan(db: Kysely<Database>, accountId: string, query: string): Promise<CreationDate[]> {
  let pattern = '';
  let exact = true;
  for (const character of query.toLowerCase()) {
    if (character === '\\' || character === '%' || character === '_') pattern += `\\${character}`;
    else if (character > '\x7f' && character.toUpperCase() !== character.toLowerCase()) {
      pattern += '_';
      exact = false;
    } else pattern += character;
  }
  const like = `%${pattern}%`;
  const rows = await db
    .selectFrom('job_applications')
    .leftJoin('companies', 'companies.id', 'job_applications.company_id')
    .select(['job_applications.id', 'job_applications.created', 'job_applications.title', 'companies.name as company_name'])
    .select(['job_applications.notes', 'job_applications.job_description'])
    .where('job_applications.account_id', '=', accountId)
    .where((eb) =>
      eb.or(
        (['job_applications.title', 'companies.name', 'job_applications.notes', 'job_applications.job_description'] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${like} escape '\\'`,
        ),
      ),
    )
    .orderBy('job_applications.created', 'desc')
    .orderBy('job_applications.id', 'desc')
    .execute();
  const needle = query.toLowerCase();
  return rows
    .filter(
      (row) =>
        exact ||
        [row.title, row.company_name, row.notes, row.job_description].some((text) => text !== null && text.toLowerCase().includes(needle)),
    )
    .map(({ id, created }) => ({ id, created }));
}

const WORDS = [
  'Engineer', 'backend', 'FRONTEND', 'Ingénieure', 'réseau', 'ÉCOLE', 'école', 'Ecole', 'Straße', 'ΟΔΟΣ', 'οδός',
  'data_eng', 'data-eng', '100%', 'C:\\jobs', '"quoted"', "l'équipe", 'Zürich', 'ZÜRICH', 'naïve', '東京', '🚀rocket',
  'remote', 'Remote', 'hybrid', 'on-site', 'Umbrella', 'umbrella', 'ümbrella', 'Initech', 'Acme', 'ACME', 'x',
] as const;

function sentence(random: () => number, words: number): string {
  return Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]).join(random() < 0.2 ? '\n' : ' ');
}

/** Pieces of the seeded texts at random places and lengths, some with their case flipped, and some absent texts. */
function queriesFrom(texts: readonly string[], random: () => number, count: number): string[] {
  const queries = new Set<string>(['zzzz', 'ecole', 'ÉCOLE', 'straße', 'οδος', '%%%', '___', '\\jo', '"qu', 'x x', '东京x']);
  while (queries.size < count) {
    const text = texts[Math.floor(random() * texts.length)] ?? '';
    const characters = Array.from(text);
    const length = 3 + Math.floor(random() * 6);
    if (characters.length < length) continue;
    const start = Math.floor(random() * (characters.length - length + 1));
    let piece = characters.slice(start, start + length).join('');
    const casing = random();
    if (casing < 0.3) piece = piece.toUpperCase();
    else if (casing < 0.6) piece = piece.toLowerCase();
    if (piece.length <= 200) queries.add(piece);
  }
  return [...queries];
}

describe.each(databaseKinds)('indexed job application search on %s', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  const accountIds: string[] = [];
  const texts: string[] = [];
  const random = randomSource(14);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (let accountIndex = 0; accountIndex < 3; accountIndex += 1) {
      const { account } = await createSignedInAccount(db());
      accountIds.push(account.id);
      const companies = [];
      for (let companyIndex = 0; companyIndex < 6; companyIndex += 1) {
        const name = sentence(random, 2);
        texts.push(name);
        companies.push(await seedCompany(db(), account.id, name));
      }
      for (let index = 0; index < 40; index += 1) {
        const fields = {
          title: sentence(random, 3),
          notes: random() < 0.3 ? '' : sentence(random, 8),
          job_description: sentence(random, 12),
          company_id: random() < 0.7 ? (companies[Math.floor(random() * companies.length)]?.id ?? null) : null,
        };
        texts.push(fields.title, fields.notes, fields.job_description);
        // Some share a creation time, so the order by id counts too.
        await seedJobApplication(db(), account.id, fields, minutesAfter(SEEDED_AT, Math.floor(index / 2)));
      }
    }
  });
  afterAll(async () => {
    await database.close();
  });

  async function expectSameAsLikeScan(queries: readonly string[]): Promise<number> {
    let found = 0;
    for (const accountId of accountIds) {
      for (const query of queries) {
        const expected = await searchByLikeScan(db(), accountId, query);
        expect({ query, found: await searchJobApplications(db(), accountId, query) }).toEqual({ query, found: expected });
        found += expected.length;
      }
    }
    return found;
  }

  it('answers what the LIKE scan answered for every query of 3 characters or more', async () => {
    const found = await expectSameAsLikeScan(queriesFrom(texts, random, 120));
    // The comparison means something only if most queries find applications.
    expect(found).toBeGreaterThan(1000);
  });

  it('follows changed titles, notes, descriptions, companies and company names, and deleted applications', async () => {
    const [accountId] = accountIds as [string];
    const applications = await db()
      .selectFrom('job_applications')
      .select(['id', 'company_id'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    const company = await seedCompany(db(), accountId, 'Globex Corporation');
    const nth = (index: number) => {
      const application = applications[index];
      if (application === undefined) throw new Error(`no application ${index}`);
      return application;
    };
    const update = (index: number, changes: { title?: string; notes?: string; job_description?: string; company_id?: string }) =>
      db().updateTable('job_applications').set(changes).where('id', '=', nth(index).id).execute();
    await update(0, { title: 'Sprocket designer' });
    await update(1, { notes: 'Ask about SPROCKETS' });
    await update(2, { job_description: '' });
    await update(3, { company_id: company.id });
    await db().updateTable('companies').set({ name: 'Renamed Sprocket Works' }).where('id', '=', nth(4).company_id ?? company.id).execute();
    await db().deleteFrom('job_applications').where('id', '=', nth(5).id).execute();

    await expectSameAsLikeScan(['sprocket', 'globex', 'renamed', ...queriesFrom(texts, random, 40)]);
    expect(await searchJobApplications(db(), accountId, 'SPROCKET')).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: nth(0).id }), expect.objectContaining({ id: nth(1).id })]),
    );
  });

  it('looks for queries under 3 code points among the newest applications only', async () => {
    const { account } = await createSignedInAccount(db());
    const oldest = await seedJobApplication(db(), account.id, { title: 'Launch 🚀🚀 team' }, minutesAfter(SEEDED_AT, -1));
    const values = Array.from({ length: SHORT_QUERY_SCANNED_APPLICATIONS }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      account_id: account.id,
      title: index % 100 === 0 ? `Rocket 🚀🚀 ${index}` : `Role ${index}`,
      url: 'https://jobs.example.test/role',
      created: minutesAfter(SEEDED_AT, index).toISOString(),
    }));
    await db().insertInto('job_applications').values(values).execute();

    const found = await searchJobApplications(db(), account.id, '🚀🚀');
    expect(found.map(({ id }) => id)).toEqual(values.filter(({ title }) => title.includes('🚀')).map(({ id }) => id).reverse());
    expect(found.map(({ id }) => id)).not.toContain(oldest.id);
    // Three code points go to the index, which has no such bound.
    expect((await searchJobApplications(db(), account.id, '🚀🚀 ')).map(({ id }) => id)).toContain(oldest.id);
  });
});
