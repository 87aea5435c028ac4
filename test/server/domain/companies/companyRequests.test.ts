import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, minutesAfter, requestHarness, SEEDED_AT, seedCompany, unknownId } from '../jobApplications/seed';

describe.each(databaseKinds)('company requests on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = requestHarness(database.handle.db);
  });
  afterAll(async () => {
    await database.close();
  });

  async function twoAccounts() {
    const { account: mine } = await createSignedInAccount(database.handle.db);
    const { account: theirs } = await createSignedInAccount(database.handle.db);
    return { mine, theirs };
  }

  describe('company.get', () => {
    it('answers the company', async () => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(database.handle.db, mine.id, 'Acme, Inc.');
      const { answer, published } = await harness.ask(mine.id, 'company.get', { id: company.id });
      expect(dataOf('company.get', answer)).toEqual(company);
      expect(answer.data).toEqual({ id: company.id, name: 'Acme, Inc.', created: SEEDED_AT.toISOString() });
      expect(published).toEqual([{ accountId: mine.id, event: 'response', payload: answer }]);
    });

    it('answers not_found for an unknown id, and the same for another account’s company', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirCompany = await seedCompany(database.handle.db, theirs.id, 'Hidden Corp');
      const unknown = await harness.ask(mine.id, 'company.get', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'company.get', { id: theirCompany.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'company not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.answer).not.toHaveProperty('data');
      expect(foreign.pushes).toEqual([]);
    });

    it.each([
      ['no id', {}],
      ['an id that is not a uuid', { id: 'acme' }],
      ['a uuid that is not version 4', { id: '6ba7b810-9dad-11d1-80b4-00c04fd430c8' }],
      ['an unknown key', { id: '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d', name: 'Acme' }],
    ])('refuses %s with invalid_params', async (_case, params) => {
      const { mine } = await twoAccounts();
      const { answer, pushes } = await harness.ask(mine.id, 'company.get', params);
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
    });
  });

  describe('company.list', () => {
    it('answers the account’s companies by name, and only them', async () => {
      const { mine, theirs } = await twoAccounts();
      const zeta = await seedCompany(database.handle.db, mine.id, 'Zeta Systems', SEEDED_AT);
      const acme = await seedCompany(database.handle.db, mine.id, 'Acme', minutesAfter(SEEDED_AT, 1));
      const beta = await seedCompany(database.handle.db, mine.id, 'Beta Labs', minutesAfter(SEEDED_AT, 2));
      await seedCompany(database.handle.db, theirs.id, 'Aardvark Hidden');
      const { answer, pushes } = await harness.ask(mine.id, 'company.list', {});
      expect(dataOf('company.list', answer)).toEqual([acme, beta, zeta]);
      expect(pushes).toEqual([]);
    });

    it('answers two companies of the same name oldest first', async () => {
      const { mine } = await twoAccounts();
      const newer = await seedCompany(database.handle.db, mine.id, 'Acme', minutesAfter(SEEDED_AT, 5));
      const older = await seedCompany(database.handle.db, mine.id, 'Acme', SEEDED_AT);
      const { answer } = await harness.ask(mine.id, 'company.list', {});
      expect(dataOf('company.list', answer)).toEqual([older, newer]);
    });

    it('answers an empty list for an account without companies', async () => {
      const { mine } = await twoAccounts();
      const { answer } = await harness.ask(mine.id, 'company.list', {});
      expect(dataOf('company.list', answer)).toEqual([]);
    });

    it('refuses params it does not know', async () => {
      const { mine } = await twoAccounts();
      const { answer } = await harness.ask(mine.id, 'company.list', { name: 'Acme' });
      expect(answer.error?.code).toBe('invalid_params');
    });
  });
});
