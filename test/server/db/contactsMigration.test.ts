// Migration 0160 on a database an older version wrote: contacts then count in their account's rows and bytes of
// text from the first one, a company's deletion leaves its contacts without one, an application's deletion takes
// its links, and down gives each account back the sums it had.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { migrationNames } from '../../../server/db/migrator';
import { databaseKinds, type MigratableTestDatabase, openUnmigratedDatabase } from '../../support/databases';

const MIGRATION = '2026_11_29_0160_contacts';
const BEFORE = migrationNames()[migrationNames().indexOf(MIGRATION) - 1] ?? '';
const CREATED = '2026-11-01T08:00:00.000Z';

describe.each(databaseKinds)('the contacts migration on %s', (kind) => {
  let database: MigratableTestDatabase;
  const db = () => database.handle.db;

  beforeEach(async () => {
    database = await openUnmigratedDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
  });

  const sums = async (accountId: string) => {
    const { rows } = await sql<{ text_bytes: number | string }>`select text_bytes from accounts where id = ${accountId}`.execute(db());
    return Number(rows[0]?.text_bytes);
  };
  const contactRows = async (accountId: string) => {
    const { rows } = await sql<{ contact_rows: number }>`select contact_rows from accounts where id = ${accountId}`.execute(db());
    return Number(rows[0]?.contact_rows);
  };

  it('counts contacts and their texts, keeps the foreign keys’ rules, and gives the sums back on the way down', async () => {
    expect(BEFORE).not.toBe('');
    await database.migrateTo(BEFORE);
    const accountId = crypto.randomUUID();
    const companyId = crypto.randomUUID();
    const applicationId = crypto.randomUUID();
    await sql`insert into accounts (id, email, password_hash, created) values (${accountId}, ${`${accountId}@example.test`}, 'x', ${CREATED})`.execute(db());
    await sql`insert into companies (id, account_id, name, created) values (${companyId}, ${accountId}, 'Société', ${CREATED})`.execute(db());
    await sql`insert into job_applications (id, account_id, title, url, created) values (${applicationId}, ${accountId}, 'Développeuse', 'https://jobs.example.test/1', ${CREATED})`.execute(
      db(),
    );
    const bytesBefore = await sums(accountId);

    await database.migrateTo(MIGRATION);
    expect(await contactRows(accountId)).toBe(0);
    expect(await sums(accountId)).toBe(bytesBefore);
    const contactId = crypto.randomUUID();
    await sql`insert into contacts (id, account_id, name, role, notes, company_id, created) values (${contactId}, ${accountId}, 'Zoé', 'DRH', 'Très sympa', ${companyId}, ${CREATED})`.execute(
      db(),
    );
    await sql`insert into contact_links (contact_id, job_application_id, account_id, created) values (${contactId}, ${applicationId}, ${accountId}, ${CREATED})`.execute(db());
    const contactBytes = Buffer.byteLength('Zoé') + Buffer.byteLength('DRH') + Buffer.byteLength('Très sympa');
    expect(await contactRows(accountId)).toBe(1);
    expect(await sums(accountId)).toBe(bytesBefore + contactBytes);

    // An edit counts the difference; a null text counts nothing.
    await sql`update contacts set notes = null, email = ${'zoe@example.fr'} where id = ${contactId}`.execute(db());
    expect(await sums(accountId)).toBe(bytesBefore + contactBytes - Buffer.byteLength('Très sympa') + Buffer.byteLength('zoe@example.fr'));

    await sql`delete from job_applications where id = ${applicationId}`.execute(db());
    expect((await sql`select * from contact_links`.execute(db())).rows).toEqual([]);
    await sql`delete from companies where id = ${companyId}`.execute(db());
    const { rows } = await sql<{ company_id: string | null }>`select company_id from contacts where id = ${contactId}`.execute(db());
    expect(rows).toEqual([{ company_id: null }]);

    await database.migrateTo(BEFORE);
    const applicationBytes = Buffer.byteLength('Développeuse') + Buffer.byteLength('https://jobs.example.test/1');
    expect(await sums(accountId)).toBe(bytesBefore - applicationBytes - Buffer.byteLength('Société'));
    // The native addon keeps the error class of the first Jest realm that loaded it: the message is matched.
    await expect(sql`select contact_rows from accounts`.execute(db())).rejects.toMatchObject({ message: expect.stringMatching(/contact_rows/) });
  });
});
