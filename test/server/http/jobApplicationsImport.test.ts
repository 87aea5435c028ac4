// POST /api/job_applications/import with the real app on SQLite and PostgreSQL: French headers recognised, a
// semicolon-delimited file and a Windows-1252 one read, companies found by name or created, the status column
// recorded as its action, errors by line, a second import of the same file creating nothing, a mapping for
// unknown headers, an export imported into another account giving the same records, and every refusal.
import { parse } from 'csv-parse/sync';
import { API_PATHS, applicationImportResponseSchema, APPLICATION_CSV_COLUMNS } from '../../../contract';
import { createSignedInAccount, type SignedInAccount } from '../../support/accounts';
import { databaseKinds } from '../../support/databases';
import { fetchPageCsrf, startTestApp, type TestApp } from '../../support/testApp';
import { requestHarness, seedCompany } from '../domain/jobApplications/seed';
import { applicationsBody } from '../fixtures/importExportRecords';

const BOUNDARY = '----import-test-boundary';

/** The rows of a CSV answer, its byte order mark aside. */
function rowsOf(csv: string): string[][] {
  const rows: unknown = parse(csv.slice(1));
  return rows as string[][];
}

function multipartBody(file: { bytes: Buffer; filename: string } | undefined, mapping?: string): Buffer {
  const parts: Buffer[] = [];
  if (mapping !== undefined) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${mapping}\r\n`));
  if (file !== undefined) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: text/csv\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** A French spreadsheet's export: semicolons, French headers, a byte order mark. */
const FRENCH_CSV = [
  'Intitulé du poste;Entreprise;Lien;Statut;Lieu;Télétravail;Salaire min;Salaire max;Devise;Période;Étiquettes;Archivée;Notes',
  'Développeuse back-end;ACME;https://jobs.example.test/1;Entretien;Lyon;hybride;48 000;56 000;EUR;par an;"backend;lyon";non;Vue par Ada',
  'Ingénieure données;Globex;https://jobs.example.test/2;Envoyée;;;;;;;;;',
  'Cheffe de projet;Globex;https://jobs.example.test/3;;;;;;;;;oui;',
  'Sans lien;Globex;pas une adresse;;;;;;;;;;',
  'Salaire inversé;Initech;https://jobs.example.test/5;;;;60000;50000;EUR;;;;',
  'Statut inconnu;Initech;https://jobs.example.test/6;Perdu;;;;;;;;;',
].join('\r\n');

describe.each(databaseKinds)('the CSV import of applications on %s', (databaseKind) => {
  let testApp: TestApp;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await startTestApp({}, { databaseKind });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function importFor(account: SignedInAccount | undefined, file: { bytes: Buffer; filename: string } | undefined, mapping?: string) {
    const { token: csrf, cookie } = await fetchPageCsrf(testApp.app);
    return testApp.app.inject({
      method: 'POST',
      url: API_PATHS.jobApplicationsImport,
      headers: {
        'x-csrf-token': csrf,
        cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(account === undefined ? {} : { authorization: `Bearer ${account.token}` }),
      },
      payload: multipartBody(file, mapping),
    });
  }

  const csvFile = (text: string, encoding: BufferEncoding = 'utf8') => ({ bytes: Buffer.from(text, encoding), filename: 'applications.csv' });

  async function applicationsOf(accountId: string) {
    return db()
      .selectFrom('job_applications')
      .leftJoin('companies', 'companies.id', 'job_applications.company_id')
      .select(['job_applications.id', 'title', 'job_applications.url', 'companies.name as company', 'location', 'remote', 'salary_min', 'salary_max', 'salary_currency', 'salary_period', 'tags', 'archived', 'job_applications.notes'])
      .where('job_applications.account_id', '=', accountId)
      .orderBy('job_applications.url')
      .execute();
  }

  it('reads French headers and values, finds or creates companies, records statuses, and says which lines it refused', async () => {
    const account = await createSignedInAccount(db(), { locale: 'fr-FR' });
    await seedCompany(db(), account.account.id, 'Acme');
    const response = await importFor(account, csvFile(`\ufeff${FRENCH_CSV}`));
    expect(response.statusCode).toBe(200);
    const { data } = applicationImportResponseSchema.parse(response.json());
    expect(data).toEqual({
      created: 3,
      skipped_duplicates: 0,
      errors: [
        { line: 5, message: '«\u00a0Lien\u00a0» n’accepte pas «\u00a0pas une adresse\u00a0».' },
        { line: 6, message: 'Le salaire minimum dépasse le maximum.' },
        { line: 7, message: '«\u00a0Statut\u00a0» n’accepte pas «\u00a0Perdu\u00a0».' },
      ],
    });
    const rows = await applicationsOf(account.account.id);
    expect(rows.map(({ title, company }) => [title, company])).toEqual([
      ['Développeuse back-end', 'Acme'],
      ['Ingénieure données', 'Globex'],
      ['Cheffe de projet', 'Globex'],
    ]);
    expect(rows[0]).toMatchObject({ location: 'Lyon', remote: 'hybrid', salary_currency: 'EUR', salary_period: 'year', tags: '["backend","lyon"]', archived: 0, notes: 'Vue par Ada' });
    expect(Number(rows[0]?.salary_min)).toBe(48_000);
    expect(rows[2]?.archived).toBe(1);
    // One Globex, created once; Acme found whatever its case.
    const companies = await db().selectFrom('companies').select('name').where('account_id', '=', account.account.id).orderBy('name').execute();
    expect(companies.map(({ name }) => name)).toEqual(['Acme', 'Globex']);
    // The status column, recorded as the action that yields it, titled in the account's language.
    const statuses = await requestHarness(db()).ask(account.account.id, 'job_application.list_statuses', {});
    const statusOf = new Map((statuses.answer.data as { id: string; status: string }[]).map(({ id, status }) => [id, status]));
    expect(rows.map(({ id }) => statusOf.get(id))).toEqual(['interviewing', 'submitted', 'new']);
    const actions = await db().selectFrom('actions').select(['type', 'title']).where('account_id', '=', account.account.id).orderBy('type').execute();
    expect(actions).toEqual([
      { type: 'interview', title: 'Importée avec le statut «\u00a0Entretiens en cours\u00a0»' },
      { type: 'submit', title: 'Importée avec le statut «\u00a0Envoyée\u00a0»' },
    ]);

    // The same file again: every row a duplicate (by url, or by title and company), nothing created.
    const again = applicationImportResponseSchema.parse((await importFor(account, csvFile(FRENCH_CSV))).json()).data;
    expect(again).toMatchObject({ created: 0, skipped_duplicates: 3 });
    expect(await applicationsOf(account.account.id)).toHaveLength(3);
    const sameTitleAndCompany = 'title,company,url\r\nDéveloppeuse back-end,acme,https://elsewhere.example.test/9\r\n';
    expect(applicationImportResponseSchema.parse((await importFor(account, csvFile(sameTitleAndCompany))).json()).data).toEqual({ created: 0, skipped_duplicates: 1, errors: [] });
  });

  it('reads a Windows-1252 file, takes a mapping for headers it does not know, and keeps accounts apart', async () => {
    const mine = await createSignedInAccount(db());
    const theirs = await createSignedInAccount(db());
    const text = 'Job name,Link,Whatever\r\nIngénieur qualité,https://jobs.example.test/q,ignored\r\n';
    const refusedWithoutMapping = applicationImportResponseSchema.parse((await importFor(mine, csvFile(text, 'latin1'))).json()).data;
    expect(refusedWithoutMapping).toEqual({ created: 0, skipped_duplicates: 0, errors: [{ line: 2, message: '"title" is missing.' }] });
    const mapping = JSON.stringify({ 'Job name': 'title', Link: 'url', Whatever: null });
    const { data } = applicationImportResponseSchema.parse((await importFor(mine, csvFile(text, 'latin1'), mapping)).json());
    expect(data).toEqual({ created: 1, skipped_duplicates: 0, errors: [] });
    expect((await applicationsOf(mine.account.id)).map(({ title }) => title)).toEqual(['Ingénieur qualité']);
    // Another account's identical row is not a duplicate of mine.
    expect(applicationImportResponseSchema.parse((await importFor(theirs, csvFile(text, 'latin1'), mapping)).json()).data.created).toBe(1);
  });

  it('imports an export into another account with the same records', async () => {
    const source = await createSignedInAccount(db());
    const target = await createSignedInAccount(db());
    const harness = requestHarness(db());
    const acme = await seedCompany(db(), source.account.id, 'Acme, Inc.');
    for (const body of applicationsBody(acme.id)) {
      const created = await testApp.app.inject({ method: 'POST', url: API_PATHS.jobApplications, headers: { authorization: `Bearer ${source.token}`, ...(await csrfHeaders()) }, payload: body });
      expect(created.statusCode).toBe(200);
    }
    const [first] = await applicationsOf(source.account.id);
    await harness.ask(source.account.id, 'action.create', { job_application_id: first?.id, type: 'refused', title: 'No', date: '2026-11-20T09:00:00.000Z' });
    const exported = await testApp.app.inject({ method: 'GET', url: API_PATHS.jobApplicationsExport, headers: { authorization: `Bearer ${source.token}` } });
    const imported = applicationImportResponseSchema.parse((await importFor(target, { bytes: exported.rawPayload, filename: 'export.csv' })).json()).data;
    expect(imported).toEqual({ created: 3, skipped_duplicates: 0, errors: [] });
    const withoutIds = async (accountId: string) => (await applicationsOf(accountId)).map(({ id: _id, ...rest }) => ({ ...rest, salary_min: rest.salary_min === null ? null : Number(rest.salary_min), salary_max: rest.salary_max === null ? null : Number(rest.salary_max) }));
    expect(await withoutIds(target.account.id)).toEqual(await withoutIds(source.account.id));
    // Exported again from the target, the same CSV but for the times (and so the order of rows created at once).
    const reexported = await testApp.app.inject({ method: 'GET', url: API_PATHS.jobApplicationsExport, headers: { authorization: `Bearer ${target.token}` } });
    const urlColumn = APPLICATION_CSV_COLUMNS.indexOf('url');
    const timeless = (csv: string) =>
      rowsOf(csv)
        .map((row) => row.filter((_cell, index) => !['created', 'updated', 'last_action_date'].includes(APPLICATION_CSV_COLUMNS[index] ?? '')))
        .sort((a, b) => (a[urlColumn] ?? '').localeCompare(b[urlColumn] ?? ''));
    expect(timeless(reexported.body)).toEqual(timeless(exported.body));
  });

  async function csrfHeaders() {
    const { token, cookie } = await fetchPageCsrf(testApp.app);
    return { 'x-csrf-token': token, cookie };
  }

  it.each([
    ['a file that is not text', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]), 415, 'unsupported_file_type'],
    ['a quote never closed', Buffer.from('title,url\r\n"Open,https://jobs.example.test/1\r\n'), 415, 'unsupported_file_type'],
    ['a record longer than a row can be', Buffer.from(`title,url\r\n"${'a'.repeat(1024 * 1024 + 10)}",x\r\n`), 415, 'unsupported_file_type'],
    ['more than 10,000 rows', Buffer.from(`title,url\r\n${'Backend engineer,https://jobs.example.test/x\r\n'.repeat(10_001)}`), 413, 'file_too_large'],
    ['more than 5 MiB', Buffer.alloc(5 * 1024 * 1024 + 1, 0x61), 413, 'file_too_large'],
  ])('refuses %s, creating nothing', async (_case, bytes, status, code) => {
    const account = await createSignedInAccount(db());
    const response = await importFor(account, { bytes, filename: 'applications.csv' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: code });
    expect(await applicationsOf(account.account.id)).toEqual([]);
  });

  it('refuses a body without its file or with a mapping out of contract, and a visitor without a token', async () => {
    const account = await createSignedInAccount(db());
    expect((await importFor(account, undefined)).statusCode).toBe(400);
    expect((await importFor(account, csvFile('title,url\r\n'), '{"title": "salary"}')).statusCode).toBe(400);
    expect((await importFor(account, csvFile('title,url\r\n'), 'not json')).statusCode).toBe(400);
    expect((await importFor(undefined, csvFile('title,url\r\n'))).statusCode).toBe(401);
  });
});
