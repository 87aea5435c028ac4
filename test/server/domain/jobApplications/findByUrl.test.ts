// job_application.find_by_url on both databases: the account's applications at exactly that address, newest
// first, never another account's, and invalid_params for what is not an http(s) address.
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, minutesAfter, requestHarness, SEEDED_AT, seedJobApplication } from './seed';

describe.each(databaseKinds)('job_application.find_by_url on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = requestHarness(database.handle.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the account’s applications at exactly that address, newest first, and nothing of another account', async () => {
    const db = database.handle.db;
    const { account: mine } = await createSignedInAccount(db);
    const { account: theirs } = await createSignedInAccount(db);
    const url = 'https://jobs.example.org/offers/7';
    const older = await seedJobApplication(db, mine.id, { url }, SEEDED_AT);
    const newer = await seedJobApplication(db, mine.id, { url }, minutesAfter(SEEDED_AT, 5));
    await seedJobApplication(db, mine.id, { url: `${url}/apply` }, minutesAfter(SEEDED_AT, 6));
    await seedJobApplication(db, theirs.id, { url }, minutesAfter(SEEDED_AT, 7));

    const { answer, pushes } = await harness.ask(mine.id, 'job_application.find_by_url', { url });
    expect(dataOf('job_application.find_by_url', answer)).toEqual([newer.id, older.id]);
    expect(pushes).toEqual([]);
    const none = await harness.ask(mine.id, 'job_application.find_by_url', { url: 'https://jobs.example.org/offers/8' });
    expect(dataOf('job_application.find_by_url', none.answer)).toEqual([]);
  });

  it.each([['no url', {}], ['an address that is not http', { url: 'ftp://jobs.example.org/1' }], ['an unknown key', { url: 'https://a.example/1', id: 'x' }]])(
    'refuses %s with invalid_params',
    async (_case, params) => {
      const { account } = await createSignedInAccount(database.handle.db);
      const { answer } = await harness.ask(account.id, 'job_application.find_by_url', params);
      expect(answer.error?.code).toBe('invalid_params');
    },
  );
});
