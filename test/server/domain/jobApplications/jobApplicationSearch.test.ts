import type { JobApplication } from '../../../../contract';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, minutesAfter, requestHarness, SEEDED_AT, seedCompany, seedJobApplication } from './seed';

describe.each(databaseKinds)('job_application.search on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = requestHarness(database.handle.db);
  });
  afterAll(async () => {
    await database.close();
  });

  const db = () => database.handle.db;

  async function search(accountId: string, query: string) {
    const { answer, pushes } = await harness.ask(accountId, 'job_application.search', { query });
    expect(pushes).toEqual([]);
    return dataOf('job_application.search', answer);
  }

  const creationDates = (...applications: JobApplication[]) => applications.map(({ id, created }) => ({ id, created }));

  it('finds the query in the title, the company name, the notes and the job description, ignoring case, newest first', async () => {
    const { account: mine } = await createSignedInAccount(db());
    const umbrella = await seedCompany(db(), mine.id, 'UMBRELLA Corporation');
    const byTitle = await seedJobApplication(db(), mine.id, { title: 'Umbrella platform engineer' }, SEEDED_AT);
    const byCompany = await seedJobApplication(db(), mine.id, { title: 'Engineer', company_id: umbrella.id }, minutesAfter(SEEDED_AT, 1));
    const byNotes = await seedJobApplication(db(), mine.id, { title: 'Engineer', notes: 'Ask about the umBrElLa project' }, minutesAfter(SEEDED_AT, 2));
    const byDescription = await seedJobApplication(
      db(),
      mine.id,
      { title: 'Engineer', job_description: 'You will own\nthe Umbrella API' },
      minutesAfter(SEEDED_AT, 3),
    );
    await seedJobApplication(db(), mine.id, { title: 'Unrelated role', notes: 'umbrel', job_description: 'rella' }, minutesAfter(SEEDED_AT, 4));

    const expected = creationDates(byDescription, byNotes, byCompany, byTitle);
    expect(await search(mine.id, 'umbrella')).toEqual(expected);
    expect(await search(mine.id, 'UMBRELLA')).toEqual(expected);
    expect(await search(mine.id, 'bRELL')).toEqual(expected);
    expect(await search(mine.id, 'corporation')).toEqual(creationDates(byCompany));
    expect(await search(mine.id, 'nothing like this')).toEqual([]);
  });

  it('ignores the case of accented letters', async () => {
    const { account: mine } = await createSignedInAccount(db());
    const edf = await seedCompany(db(), mine.id, 'Électricité de France');
    const inCompany = await seedJobApplication(db(), mine.id, { title: 'Ingénieure réseau', company_id: edf.id }, SEEDED_AT);
    const inTitle = await seedJobApplication(db(), mine.id, { title: 'Professeur à l’ÉCOLE polytechnique' }, minutesAfter(SEEDED_AT, 1));
    // Near misses: the same words with other letters where the query has accented ones.
    const nearMiss = await seedJobApplication(db(), mine.id, { title: 'Ecole normale', notes: 'electricite', job_description: 'Xcole' }, minutesAfter(SEEDED_AT, 2));
    expect(await search(mine.id, 'électricité')).toEqual(creationDates(inCompany));
    expect(await search(mine.id, 'ÉLECTRICITÉ DE')).toEqual(creationDates(inCompany));
    expect(await search(mine.id, 'école')).toEqual(creationDates(inTitle));
    expect(await search(mine.id, 'INGÉNIEURE')).toEqual(creationDates(inCompany));
    // Other letters are not made equal: an accent is part of the letter.
    expect(await search(mine.id, 'ECOLE')).toEqual(creationDates(nearMiss));
  });

  it('matches % and _ literally, and a backslash too', async () => {
    const { account: mine } = await createSignedInAccount(db());
    const percent = await seedJobApplication(db(), mine.id, { title: 'Pay: 100% remote' }, SEEDED_AT);
    await seedJobApplication(db(), mine.id, { title: 'Pay: 1000 remote' }, minutesAfter(SEEDED_AT, 1));
    const underscore = await seedJobApplication(db(), mine.id, { title: 'Team data_eng' }, minutesAfter(SEEDED_AT, 2));
    await seedJobApplication(db(), mine.id, { title: 'Team data-eng' }, minutesAfter(SEEDED_AT, 3));
    const backslash = await seedJobApplication(db(), mine.id, { title: 'Path C:\\jobs' }, minutesAfter(SEEDED_AT, 4));
    await seedJobApplication(db(), mine.id, { title: 'Path C:/jobs' }, minutesAfter(SEEDED_AT, 5));

    expect(await search(mine.id, '100%')).toEqual(creationDates(percent));
    expect(await search(mine.id, '0% r')).toEqual(creationDates(percent));
    expect(await search(mine.id, '%%%')).toEqual([]);
    expect(await search(mine.id, 'a_e')).toEqual(creationDates(underscore));
    expect(await search(mine.id, '___')).toEqual([]);
    expect(await search(mine.id, ':\\j')).toEqual(creationDates(backslash));
  });

  it('finds only the caller’s applications', async () => {
    const { account: mine } = await createSignedInAccount(db());
    const { account: theirs } = await createSignedInAccount(db());
    const theirCompany = await seedCompany(db(), theirs.id, 'Initech');
    await seedJobApplication(db(), theirs.id, { title: 'Initech developer', company_id: theirCompany.id });
    const myApplication = await seedJobApplication(db(), mine.id, { title: 'Initech tester' }, minutesAfter(SEEDED_AT, -5));
    expect(await search(mine.id, 'initech')).toEqual(creationDates(myApplication));
    expect(await search(mine.id, 'developer')).toEqual([]);
  });

  it.each([
    ['a query of 2 characters', { query: 'ab' }],
    ['an empty query', { query: '' }],
    ['a query of 201 characters', { query: 'x'.repeat(201) }],
    ['no query', {}],
    ['a query that is not text', { query: 123 }],
    ['an unknown key', { query: 'acme', limit: 5 }],
  ])('refuses %s with invalid_params', async (_case, params) => {
    const { account: mine } = await createSignedInAccount(db());
    const { answer } = await harness.ask(mine.id, 'job_application.search', params);
    expect(answer.error?.code).toBe('invalid_params');
  });

  it('accepts queries of 3 and 200 characters', async () => {
    const { account: mine } = await createSignedInAccount(db());
    const long = 'y'.repeat(200);
    const application = await seedJobApplication(db(), mine.id, { notes: long });
    expect(await search(mine.id, 'yyy')).toEqual(creationDates(application));
    expect(await search(mine.id, long)).toEqual(creationDates(application));
  });
});
