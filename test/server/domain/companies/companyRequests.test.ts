import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { findJobApplication } from '../../../../server/domain/jobApplications/jobApplicationQueries';
import { dataOf, minutesAfter, payloadOf, requestHarness, SEEDED_AT, seedCompany, seedJobApplication, unknownId } from '../jobApplications/seed';

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
      expect(answer.data).toEqual({ id: company.id, name: 'Acme, Inc.', url: null, notes: '', logo: null, created: SEEDED_AT.toISOString() });
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

  describe('company.update', () => {
    it('changes what it is given, keeps the rest, and tells every tab', async () => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(database.handle.db, mine.id, 'Acme');
      const first = await harness.ask(mine.id, 'company.update', { id: company.id, url: 'https://acme.example.test', notes: 'Met them at a fair' });
      expect(first.answer.data).toBe('success');
      const renamed = await harness.ask(mine.id, 'company.update', { id: company.id, name: 'Acme Robotics' });
      const expected = { ...company, name: 'Acme Robotics', url: 'https://acme.example.test', notes: 'Met them at a fair' };
      expect(payloadOf('updated_company', renamed.pushes[0])).toEqual({ data: expected });
      const { answer } = await harness.ask(mine.id, 'company.get', { id: company.id });
      expect(dataOf('company.get', answer)).toEqual(expected);
    });

    it('removes the address with url: null', async () => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(database.handle.db, mine.id, 'Acme');
      await harness.ask(mine.id, 'company.update', { id: company.id, url: 'https://acme.example.test' });
      await harness.ask(mine.id, 'company.update', { id: company.id, url: null });
      const { answer } = await harness.ask(mine.id, 'company.get', { id: company.id });
      expect(dataOf('company.get', answer).url).toBeNull();
    });

    it('answers not_found for another account’s company, as for a missing one, and changes nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirCompany = await seedCompany(database.handle.db, theirs.id, 'Hidden Corp');
      const foreign = await harness.ask(mine.id, 'company.update', { id: theirCompany.id, name: 'Mine now' });
      const unknown = await harness.ask(mine.id, 'company.update', { id: unknownId(), name: 'Mine now' });
      expect(foreign.answer.error).toEqual({ code: 'not_found', message: 'company not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.pushes).toEqual([]);
      const { answer } = await harness.ask(theirs.id, 'company.get', { id: theirCompany.id });
      expect(dataOf('company.get', answer).name).toBe('Hidden Corp');
    });

    it.each([
      ['nothing to change', {}],
      ['an empty name', { name: '' }],
      ['a name past 200 characters', { name: 'x'.repeat(201) }],
      ['an address that is not http', { url: 'ftp://acme.example.test' }],
      ['notes past 100,000 characters', { notes: 'x'.repeat(100_001) }],
      ['a logo, which goes over HTTP', { logo: null }],
    ])('refuses %s with invalid_params', async (_case, changes) => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(database.handle.db, mine.id, 'Acme');
      const { answer, pushes } = await harness.ask(mine.id, 'company.update', { id: company.id, ...changes });
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
    });
  });

  describe('company.delete', () => {
    it('deletes the company; its applications stay, without a company', async () => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(database.handle.db, mine.id, 'Acme');
      const application = await seedJobApplication(database.handle.db, mine.id, { company_id: company.id });
      const { answer, pushes } = await harness.ask(mine.id, 'company.delete', { id: company.id });
      expect(answer.data).toBe('success');
      expect(pushes.map((push) => push.event)).toEqual(['deleted_company']);
      expect(payloadOf('deleted_company', pushes[0])).toEqual({ id: company.id });
      const after = await findJobApplication(database.handle.db, mine.id, application.id);
      expect(after).toMatchObject({ id: application.id, company_id: null, company: null });
      const gone = await harness.ask(mine.id, 'company.get', { id: company.id });
      expect(gone.answer.error?.code).toBe('not_found');
    });

    it('keeps the company’s contacts, without a company', async () => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(database.handle.db, mine.id, 'Acme');
      const created = await harness.ask(mine.id, 'contact.create', { name: 'Ada', company_id: company.id });
      const contactId = dataOf('contact.create', created.answer).id;
      await harness.ask(mine.id, 'company.delete', { id: company.id });
      const { answer } = await harness.ask(mine.id, 'contact.list', {});
      expect(dataOf('contact.list', answer)).toMatchObject([{ id: contactId, name: 'Ada', company_id: null }]);
    });

    it('answers not_found for another account’s company, as for a missing one, and deletes nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirCompany = await seedCompany(database.handle.db, theirs.id, 'Hidden Corp');
      const foreign = await harness.ask(mine.id, 'company.delete', { id: theirCompany.id });
      const unknown = await harness.ask(mine.id, 'company.delete', { id: unknownId() });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.answer.error?.code).toBe('not_found');
      const { answer } = await harness.ask(theirs.id, 'company.get', { id: theirCompany.id });
      expect(dataOf('company.get', answer).name).toBe('Hidden Corp');
    });

    it('refuses a malformed id with invalid_params', async () => {
      const { mine } = await twoAccounts();
      const { answer } = await harness.ask(mine.id, 'company.delete', { id: 'acme' });
      expect(answer.error?.code).toBe('invalid_params');
    });
  });
});
