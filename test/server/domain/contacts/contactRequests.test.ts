// The contact.* live requests on SQLite and PostgreSQL: answers, pushes, bad params, unknown ids and another
// account's ids (answered exactly like unknown ones, changing nothing), the bound on an account's contacts and
// on its text, and what an application's or a company's deletion leaves of the contacts.
import type { Kysely } from 'kysely';
import type { Contact } from '../../../../contract';
import type { Database } from '../../../../server/db/schema';
import { recordAccountTextLimit } from '../../../../server/domain/accountQuotas/accountTextLimit';
import { createContactCreateHandler } from '../../../../server/domain/contacts/contactRequests';
import { detachContactsFromCompany, findContact, listContacts } from '../../../../server/domain/contacts/contactQueries';
import { requestHandlers } from '../../../../server/requests/handlers';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, payloadOf, requestHarness, seedCompany, seedJobApplication, unknownId } from '../jobApplications/seed';

const NOW = new Date('2026-11-29T09:30:00.000Z');
/** ACCOUNT_MAX_CONTACTS for the harness that tests the bound. */
const LIMIT = 2;

describe.each(databaseKinds)('contact requests on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;
  let bounded: ReturnType<typeof requestHarness>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = requestHarness(database.handle.db, { clock: () => NOW });
    bounded = requestHarness(database.handle.db, { clock: () => NOW, handlers: { ...requestHandlers, ...createContactCreateHandler(LIMIT) } });
  });
  afterAll(async () => {
    await database.close();
  });

  const db = (): Kysely<Database> => database.handle.db;

  async function twoAccounts() {
    const { account: mine } = await createSignedInAccount(db());
    const { account: theirs } = await createSignedInAccount(db());
    return { mine, theirs };
  }

  /** Creates a contact through the request, as the browser would. */
  async function createContact(accountId: string, fields: Record<string, unknown> = {}): Promise<Contact> {
    const { answer } = await harness.ask(accountId, 'contact.create', { name: 'Ada Lovelace', ...fields });
    return dataOf('contact.create', answer);
  }

  const contactRows = (accountId: string) => db().selectFrom('contacts').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  const linkRows = (accountId: string) =>
    db().selectFrom('contact_links').select(['contact_id', 'job_application_id']).where('account_id', '=', accountId).orderBy('contact_id').orderBy('job_application_id').execute();
  const accountCounts = async (accountId: string) => {
    const row = await db().selectFrom('accounts').select(['contact_rows', 'text_bytes']).where('id', '=', accountId).executeTakeFirstOrThrow();
    return { contactRows: row.contact_rows, textBytes: Number(row.text_bytes) };
  };

  describe('contact.create', () => {
    it('writes every field, links the applications named (a repeat harmlessly), answers the contact and pushes it', async () => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(db(), mine.id, 'Acme');
      const first = await seedJobApplication(db(), mine.id);
      const second = await seedJobApplication(db(), mine.id);
      const fields = {
        name: 'Grace Hopper',
        role: 'Engineering manager',
        email: 'grace@acme.example',
        phone: '+33 (0)6 12.34/56-78',
        url: 'https://www.linkedin.com/in/grace',
        notes: 'Met at the meetup. ✓',
        company_id: company.id,
      };

      const { answer, pushes } = await harness.ask(mine.id, 'contact.create', { ...fields, job_application_ids: [first.id, second.id, first.id] });
      const contact = dataOf('contact.create', answer);
      expect(contact).toEqual({ ...fields, id: expect.any(String), job_application_ids: expect.any(Array), created: NOW.toISOString() });
      expect([...contact.job_application_ids].sort()).toEqual([first.id, second.id].sort());
      expect(pushes).toEqual([{ accountId: mine.id, event: 'created_contact', payload: { data: contact } }]);
      expect(await findContact(db(), mine.id, contact.id)).toEqual(contact);
    });

    it('takes a name alone: every other field null, no application', async () => {
      const { mine } = await twoAccounts();
      const contact = await createContact(mine.id, { name: 'A' });
      expect(contact).toEqual({
        id: contact.id,
        name: 'A',
        role: null,
        email: null,
        phone: null,
        url: null,
        notes: null,
        company_id: null,
        job_application_ids: [],
        created: NOW.toISOString(),
      });
    });

    const named = (fields: Record<string, unknown>) => ({ name: 'Grace Hopper', ...fields });
    it.each([
      ['no name', { role: 'Recruiter' }],
      ['an empty name', { name: '' }],
      ['a name over 200 characters', { name: 'x'.repeat(201) }],
      ['an empty role', named({ role: '' })],
      ['a role over 200 characters', named({ role: 'x'.repeat(201) })],
      ['an email that is not one', named({ email: 'grace at acme' })],
      ['an email over 254 characters', named({ email: `${'g'.repeat(64)}@${'a'.repeat(186)}.example` })],
      ['a phone with letters', named({ phone: 'call me' })],
      ['a phone without a digit', named({ phone: '+() -' })],
      ['a phone over 50 characters', named({ phone: '1'.repeat(51) })],
      ['a url that is not http or https', named({ url: 'ftp://files.example/grace' })],
      ['a url over 2048 characters', named({ url: `https://example.com/${'x'.repeat(2030)}` })],
      ['notes over 100,000 characters', named({ notes: 'x'.repeat(100_001) })],
      ['a company id that is not a UUID', named({ company_id: 'acme' })],
      ['application ids that are not UUIDs', named({ job_application_ids: ['nope'] })],
      ['an unknown field', named({ title: 'Recruiter' })],
    ])('refuses %s with invalid_params, writing nothing', async (_case, params) => {
      const { mine } = await twoAccounts();
      const { answer, pushes } = await harness.ask(mine.id, 'contact.create', params);
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
      expect(await contactRows(mine.id)).toEqual([]);
    });

    it('answers another account’s company, or application, exactly like an unknown one, writing nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirCompany = await seedCompany(db(), theirs.id, 'Hidden');
      const theirApplication = await seedJobApplication(db(), theirs.id);
      const myApplication = await seedJobApplication(db(), mine.id);

      const unknownCompany = await harness.ask(mine.id, 'contact.create', { name: 'Grace', company_id: unknownId() });
      const foreignCompany = await harness.ask(mine.id, 'contact.create', { name: 'Grace', company_id: theirCompany.id });
      expect(unknownCompany.answer.error).toEqual({ code: 'not_found', message: 'company not found' });
      expect(foreignCompany.answer.error).toEqual(unknownCompany.answer.error);

      const unknownApplication = await harness.ask(mine.id, 'contact.create', { name: 'Grace', job_application_ids: [myApplication.id, unknownId()] });
      const foreignApplication = await harness.ask(mine.id, 'contact.create', { name: 'Grace', job_application_ids: [myApplication.id, theirApplication.id] });
      expect(unknownApplication.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
      expect(foreignApplication.answer.error).toEqual(unknownApplication.answer.error);

      for (const refused of [unknownCompany, foreignCompany, unknownApplication, foreignApplication]) expect(refused.pushes).toEqual([]);
      expect(await contactRows(mine.id)).toEqual([]);
      expect(await linkRows(theirs.id)).toEqual([]);
    });

    it('refuses a contact past ACCOUNT_MAX_CONTACTS with account_limit_reached, writes nothing, and spares other accounts', async () => {
      const { mine, theirs } = await twoAccounts();
      for (let index = 0; index < LIMIT; index += 1) {
        expect((await bounded.ask(mine.id, 'contact.create', { name: `Contact ${String(index)}` })).answer.error).toBeUndefined();
      }
      const refused = await bounded.ask(mine.id, 'contact.create', { name: 'One too many' });
      expect(refused.answer.error?.code).toBe('account_limit_reached');
      expect(refused.pushes).toEqual([]);
      expect(await contactRows(mine.id)).toHaveLength(LIMIT);
      expect((await accountCounts(mine.id)).contactRows).toBe(LIMIT);
      // A company of another account is still not_found, checked before counting.
      const theirCompany = await seedCompany(db(), theirs.id, 'Hidden');
      expect((await bounded.ask(mine.id, 'contact.create', { name: 'Grace', company_id: theirCompany.id })).answer.error?.code).toBe('not_found');
      expect((await bounded.ask(theirs.id, 'contact.create', { name: 'Theirs' })).answer.error).toBeUndefined();

      // A deletion makes room again.
      const [first] = await contactRows(mine.id);
      expect((await bounded.ask(mine.id, 'contact.delete', { id: first!.id })).answer.data).toBe('success');
      expect((await accountCounts(mine.id)).contactRows).toBe(LIMIT - 1);
      expect((await bounded.ask(mine.id, 'contact.create', { name: 'Room again' })).answer.error).toBeUndefined();
    });

    it('counts the contact’s texts in the account’s bytes of text, and refuses what would pass ACCOUNT_MAX_TEXT_BYTES', async () => {
      const { mine } = await twoAccounts();
      const before = (await accountCounts(mine.id)).textBytes;
      const texts = { name: 'Zoé', role: 'DRH', email: 'zoe@example.fr', phone: '01 23 45 67 89', url: 'https://example.fr/zoé', notes: 'Très sympa' };
      const contact = await createContact(mine.id, texts);
      const bytes = Object.values(texts).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
      expect((await accountCounts(mine.id)).textBytes).toBe(before + bytes);
      await harness.ask(mine.id, 'contact.update', { id: contact.id, notes: null, role: 'RH' });
      expect((await accountCounts(mine.id)).textBytes).toBe(before + bytes - Buffer.byteLength('Très sympa') - 1);

      try {
        await recordAccountTextLimit(db(), (await accountCounts(mine.id)).textBytes + 100);
        const refused = await harness.ask(mine.id, 'contact.create', { name: 'Long notes', notes: 'x'.repeat(100) });
        expect(refused.answer.error?.code).toBe('account_limit_reached');
        expect(refused.pushes).toEqual([]);
        const grown = await harness.ask(mine.id, 'contact.update', { id: contact.id, notes: 'y'.repeat(101) });
        expect(grown.answer.error?.code).toBe('account_limit_reached');
        expect((await findContact(db(), mine.id, contact.id))?.notes).toBeNull();
      } finally {
        await db().deleteFrom('account_limits').execute();
      }
      expect((await harness.ask(mine.id, 'contact.delete', { id: contact.id })).answer.data).toBe('success');
      expect(await accountCounts(mine.id)).toEqual({ contactRows: 0, textBytes: before });
    });
  });

  describe('contact.update', () => {
    it('changes the fields given, clears those sent null, keeps the others, and pushes updated_contact', async () => {
      const { mine } = await twoAccounts();
      const company = await seedCompany(db(), mine.id, 'Acme');
      const application = await seedJobApplication(db(), mine.id);
      const contact = await createContact(mine.id, { role: 'Recruiter', email: 'ada@example.com', notes: 'Call back', job_application_ids: [application.id] });

      const { answer, pushes } = await harness.ask(mine.id, 'contact.update', { id: contact.id, name: 'Ada King', email: null, company_id: company.id });
      expect(dataOf('contact.update', answer)).toBe('success');
      const updated = { ...contact, name: 'Ada King', email: null, company_id: company.id };
      expect(pushes).toEqual([{ accountId: mine.id, event: 'updated_contact', payload: { data: updated } }]);
      expect(await findContact(db(), mine.id, contact.id)).toEqual(updated);

      expect((await harness.ask(mine.id, 'contact.update', { id: contact.id, company_id: null })).answer.data).toBe('success');
      expect((await findContact(db(), mine.id, contact.id))?.company_id).toBeNull();
    });

    it.each([
      ['nothing to change', {}],
      ['a null name', { name: null }],
      ['an email that is not one', { email: 'ada@' }],
      ['a job_application_ids field', { job_application_ids: [] }],
    ])('refuses %s with invalid_params and changes nothing', async (_case, changes) => {
      const { mine } = await twoAccounts();
      const contact = await createContact(mine.id);
      const { answer, pushes } = await harness.ask(mine.id, 'contact.update', { id: contact.id, ...changes });
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
      expect(await findContact(db(), mine.id, contact.id)).toEqual(contact);
    });

    it('answers another account’s contact exactly like an unknown one, and leaves it alone', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirs1 = await createContact(theirs.id);
      const unknown = await harness.ask(mine.id, 'contact.update', { id: unknownId(), name: 'Mine now' });
      const foreign = await harness.ask(mine.id, 'contact.update', { id: theirs1.id, name: 'Mine now' });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'contact not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.pushes).toEqual([]);
      expect(await findContact(db(), theirs.id, theirs1.id)).toEqual(theirs1);
    });

    it('refuses another account’s company with not_found, changing nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const contact = await createContact(mine.id);
      const theirCompany = await seedCompany(db(), theirs.id, 'Hidden');
      const { answer, pushes } = await harness.ask(mine.id, 'contact.update', { id: contact.id, name: 'Renamed', company_id: theirCompany.id });
      expect(answer.error).toEqual({ code: 'not_found', message: 'company not found' });
      expect(pushes).toEqual([]);
      expect(await findContact(db(), mine.id, contact.id)).toEqual(contact);
    });
  });

  describe('contact.delete', () => {
    it('removes the contact and its links, keeps the applications, and pushes deleted_contact', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const contact = await createContact(mine.id, { job_application_ids: [application.id] });
      const { answer, pushes } = await harness.ask(mine.id, 'contact.delete', { id: contact.id });
      expect(dataOf('contact.delete', answer)).toBe('success');
      expect(pushes).toEqual([{ accountId: mine.id, event: 'deleted_contact', payload: { id: contact.id } }]);
      expect(await contactRows(mine.id)).toEqual([]);
      expect(await linkRows(mine.id)).toEqual([]);
      expect((await harness.ask(mine.id, 'job_application.get', { id: application.id })).answer.error).toBeUndefined();
    });

    it('answers another account’s contact exactly like an unknown one, and keeps it with its links', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirApplication = await seedJobApplication(db(), theirs.id);
      const theirContact = await createContact(theirs.id, { job_application_ids: [theirApplication.id] });
      const unknown = await harness.ask(mine.id, 'contact.delete', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'contact.delete', { id: theirContact.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'contact not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.pushes).toEqual([]);
      expect(await findContact(db(), theirs.id, theirContact.id)).toEqual(theirContact);
    });

    it('refuses an id that is not a UUID', async () => {
      const { mine } = await twoAccounts();
      expect((await harness.ask(mine.id, 'contact.delete', { id: 'nope' })).answer.error?.code).toBe('invalid_params');
    });
  });

  describe('contact.list', () => {
    it('answers the account’s contacts by name, with their links, and none of another account', async () => {
      const { mine, theirs } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const bob = await createContact(mine.id, { name: 'Bob', job_application_ids: [application.id] });
      const alice = await createContact(mine.id, { name: 'Alice' });
      const carol = await createContact(mine.id, { name: 'Carol' });
      await createContact(theirs.id, { name: 'Aaron' });
      const { answer, pushes } = await harness.ask(mine.id, 'contact.list', {});
      expect(dataOf('contact.list', answer)).toEqual([alice, bob, carol]);
      expect(pushes).toEqual([]);
      expect(bob.job_application_ids).toEqual([application.id]);
    });

    it('answers the first contacts by name that fit in the list’s budget of text, at least one', async () => {
      const { mine } = await twoAccounts();
      const first = await createContact(mine.id, { name: 'Alice', notes: 'a'.repeat(600) });
      const second = await createContact(mine.id, { name: 'Bob', notes: 'b'.repeat(300) });
      await createContact(mine.id, { name: 'Carol', notes: 'c'.repeat(300) });
      expect(await listContacts(db(), mine.id, { budgetBytes: 1000 })).toEqual([first, second]);
      expect(await listContacts(db(), mine.id, { budgetBytes: 10 })).toEqual([first]);
    });

    it('refuses params', async () => {
      const { mine } = await twoAccounts();
      expect((await harness.ask(mine.id, 'contact.list', { name: 'Alice' })).answer.error?.code).toBe('invalid_params');
    });
  });

  describe('contact.list_for_application', () => {
    it('answers the contacts linked to the application, by name', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const other = await seedJobApplication(db(), mine.id);
      const zoe = await createContact(mine.id, { name: 'Zoe', job_application_ids: [application.id] });
      const max = await createContact(mine.id, { name: 'Max', job_application_ids: [application.id, other.id] });
      await createContact(mine.id, { name: 'Ann', job_application_ids: [other.id] });
      await createContact(mine.id, { name: 'Unlinked' });
      const { answer } = await harness.ask(mine.id, 'contact.list_for_application', { id: application.id });
      expect(dataOf('contact.list_for_application', answer)).toEqual([max, zoe]);
    });

    it('answers another account’s application exactly like an unknown one', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirApplication = await seedJobApplication(db(), theirs.id);
      await createContact(theirs.id, { job_application_ids: [theirApplication.id] });
      const unknown = await harness.ask(mine.id, 'contact.list_for_application', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'contact.list_for_application', { id: theirApplication.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
    });
  });

  describe('contact.link_to_application and contact.unlink_from_application', () => {
    it('links, pushing updated_contact for the contacts newly linked only; unlinks likewise; twice is harmless', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const linked = await createContact(mine.id, { name: 'Linked', job_application_ids: [application.id] });
      const fresh = await createContact(mine.id, { name: 'Fresh' });

      const link = await harness.ask(mine.id, 'contact.link_to_application', { job_application_id: application.id, contact_ids: [linked.id, fresh.id, fresh.id] });
      expect(dataOf('contact.link_to_application', link.answer)).toBe('success');
      expect(link.pushes).toHaveLength(1);
      expect(payloadOf('updated_contact', link.pushes[0])).toEqual({ data: { ...fresh, job_application_ids: [application.id] } });

      const again = await harness.ask(mine.id, 'contact.link_to_application', { job_application_id: application.id, contact_ids: [fresh.id] });
      expect(again.answer.data).toBe('success');
      expect(again.pushes).toEqual([]);
      expect(await linkRows(mine.id)).toHaveLength(2);

      const unlink = await harness.ask(mine.id, 'contact.unlink_from_application', { job_application_id: application.id, contact_ids: [linked.id] });
      expect(dataOf('contact.unlink_from_application', unlink.answer)).toBe('success');
      expect(unlink.pushes).toHaveLength(1);
      expect(payloadOf('updated_contact', unlink.pushes[0])).toEqual({ data: { ...linked, job_application_ids: [] } });

      const unlinkAgain = await harness.ask(mine.id, 'contact.unlink_from_application', { job_application_id: application.id, contact_ids: [linked.id] });
      expect(unlinkAgain.answer.data).toBe('success');
      expect(unlinkAgain.pushes).toEqual([]);
      expect(await linkRows(mine.id)).toEqual([{ contact_id: fresh.id, job_application_id: application.id }]);
    });

    it.each(['contact.link_to_application', 'contact.unlink_from_application'])(
      '%s answers another account’s contact or application exactly like an unknown one, changing nothing',
      async (request) => {
        const { mine, theirs } = await twoAccounts();
        const application = await seedJobApplication(db(), mine.id);
        const myContact = await createContact(mine.id, { job_application_ids: [application.id] });
        const theirApplication = await seedJobApplication(db(), theirs.id);
        const theirContact = await createContact(theirs.id, { job_application_ids: [theirApplication.id] });
        const myLinks = await linkRows(mine.id);
        const theirLinks = await linkRows(theirs.id);

        const unknownContact = await harness.ask(mine.id, request, { job_application_id: application.id, contact_ids: [myContact.id, unknownId()] });
        const foreignContact = await harness.ask(mine.id, request, { job_application_id: application.id, contact_ids: [myContact.id, theirContact.id] });
        expect(unknownContact.answer.error).toEqual({ code: 'not_found', message: 'contact not found' });
        expect(foreignContact.answer.error).toEqual(unknownContact.answer.error);

        const unknownApplication = await harness.ask(mine.id, request, { job_application_id: unknownId(), contact_ids: [myContact.id] });
        const foreignApplication = await harness.ask(mine.id, request, { job_application_id: theirApplication.id, contact_ids: [myContact.id] });
        expect(unknownApplication.answer.error).toEqual({ code: 'not_found', message: 'job_application not found' });
        expect(foreignApplication.answer.error).toEqual(unknownApplication.answer.error);

        for (const refused of [unknownContact, foreignContact, unknownApplication, foreignApplication]) expect(refused.pushes).toEqual([]);
        expect(await linkRows(mine.id)).toEqual(myLinks);
        expect(await linkRows(theirs.id)).toEqual(theirLinks);
      },
    );

    it('refuses an empty list of contacts', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const { answer } = await harness.ask(mine.id, 'contact.link_to_application', { job_application_id: application.id, contact_ids: [] });
      expect(answer.error?.code).toBe('invalid_params');
    });
  });

  describe('deletions elsewhere', () => {
    it('job_application.delete removes the application’s contact links and keeps the contacts', async () => {
      const { mine } = await twoAccounts();
      const deleted = await seedJobApplication(db(), mine.id);
      const kept = await seedJobApplication(db(), mine.id);
      const contact = await createContact(mine.id, { job_application_ids: [deleted.id, kept.id] });
      const { answer, pushes } = await harness.ask(mine.id, 'job_application.delete', { id: deleted.id });
      expect(answer.data).toBe('success');
      // As for files: the tabs drop the application from their contacts on deleted_job_application.
      expect(pushes.map((push) => push.event)).toEqual(['deleted_job_application']);
      expect(await findContact(db(), mine.id, contact.id)).toEqual({ ...contact, job_application_ids: [kept.id] });
    });

    it('an application row deleted by any other path takes its links with it (the foreign key cascades)', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const contact = await createContact(mine.id, { job_application_ids: [application.id] });
      await db().deleteFrom('job_applications').where('id', '=', application.id).execute();
      expect(await findContact(db(), mine.id, contact.id)).toEqual({ ...contact, job_application_ids: [] });
    });

    it('a company’s deletion leaves its contacts without a company (the foreign key sets it null)', async () => {
      const { mine } = await twoAccounts();
      const deleted = await seedCompany(db(), mine.id, 'Gone');
      const kept = await seedCompany(db(), mine.id, 'Kept');
      const atDeleted = await createContact(mine.id, { name: 'At gone', company_id: deleted.id });
      const atKept = await createContact(mine.id, { name: 'At kept', company_id: kept.id });
      await db().deleteFrom('companies').where('id', '=', deleted.id).execute();
      expect(await findContact(db(), mine.id, atDeleted.id)).toEqual({ ...atDeleted, company_id: null });
      expect(await findContact(db(), mine.id, atKept.id)).toEqual(atKept);
      expect((await accountCounts(mine.id)).contactRows).toBe(2);
    });

    it('detachContactsFromCompany sets the company’s contacts free and answers which, in the account only', async () => {
      const { mine, theirs } = await twoAccounts();
      const company = await seedCompany(db(), mine.id, 'Acme');
      const contact = await createContact(mine.id, { company_id: company.id });
      await createContact(mine.id, { name: 'Free' });
      expect(await detachContactsFromCompany(db(), theirs.id, company.id)).toEqual([]);
      expect(await detachContactsFromCompany(db(), mine.id, company.id)).toEqual([contact.id]);
      expect((await findContact(db(), mine.id, contact.id))?.company_id).toBeNull();
    });
  });
});
