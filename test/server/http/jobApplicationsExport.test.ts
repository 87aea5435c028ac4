// GET /api/job_applications/export.csv with the real app on SQLite and PostgreSQL: the account's applications
// only, as RFC 4180 CSV with a byte order mark and CRLF line ends, every column of the contract, cells that a
// spreadsheet would run as formulas defused, and the list's order across pages.
import { parse } from 'csv-parse/sync';
import { API_PATHS, APPLICATION_CSV_COLUMNS } from '../../../contract';
import { applicationCsvPages } from '../../../server/domain/jobApplications/applicationCsvExport';
import { createSignedInAccount } from '../../support/accounts';
import { databaseKinds } from '../../support/databases';
import { startTestApp, type TestApp } from '../../support/testApp';
import { minutesAfter, SEEDED_AT, seedAction, seedCompany, seedJobApplication } from '../domain/jobApplications/seed';

const BOM = '\ufeff';

describe.each(databaseKinds)('the CSV export of applications on %s', (databaseKind) => {
  let testApp: TestApp;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await startTestApp({}, { databaseKind });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const exportFor = (token: string | undefined) =>
    testApp.app.inject({ method: 'GET', url: API_PATHS.jobApplicationsExport, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

  /** The rows of an answer's CSV, header first, as a spreadsheet would read them. */
  const rowsOf = (body: string): string[][] => {
    const rows: unknown = parse(body.slice(BOM.length));
    return rows as string[][];
  };

  it('answers the account’s applications, every column, newest first, and none of another account’s', async () => {
    const { account, token } = await createSignedInAccount(db());
    const { account: other } = await createSignedInAccount(db());
    const acme = await seedCompany(db(), account.id, 'Acme, Inc.');
    const older = await seedJobApplication(db(), account.id, {
      title: 'Backend engineer',
      url: 'https://jobs.example.test/1',
      company_id: acme.id,
      notes: 'Line one\nLine "two", with a comma',
      location: 'Lyon',
      remote: 'hybrid',
      salary_min: 48_000,
      salary_max: 56_000,
      salary_currency: 'EUR',
      salary_period: 'year',
      source: 'Referral',
      deadline: '2026-12-15',
      tags: ['backend', 'remote ok'],
      archived: true,
    });
    await seedAction(db(), account.id, older.id, { type: 'submit', title: 'Sent', date: '2026-11-10T09:00:00.000Z' });
    await seedAction(db(), account.id, older.id, { type: 'phone_call', title: 'HR call', date: '2026-11-12T09:00:00.000Z' });
    // Planned: neither the status nor the last action yet.
    await seedAction(db(), account.id, older.id, { type: 'interview', title: 'Later', date: '2099-01-01T09:00:00.000Z' });
    const newer = await seedJobApplication(
      db(),
      account.id,
      { title: '=HYPERLINK("https://evil.test")', url: 'https://jobs.example.test/2', notes: '+33 1 23 45 67 89', job_description: 'Two lines\nas a textarea writes them' },
      minutesAfter(SEEDED_AT, 5),
    );
    await seedJobApplication(db(), other.id, { title: 'Not mine at all' });

    const response = await exportFor(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="job-applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith(BOM)).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body).not.toContain('Not mine at all');
    // A bare line feed in a cell is quoted too: spreadsheets end a record there.
    expect(response.body).toContain('"Two lines\nas a textarea writes them"');

    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual([...APPLICATION_CSV_COLUMNS]);
    expect(rows.map((row) => Object.fromEntries(APPLICATION_CSV_COLUMNS.map((column, index) => [column, row[index]])))).toEqual([
      {
        title: `'=HYPERLINK("https://evil.test")`,
        company: '',
        url: 'https://jobs.example.test/2',
        status: 'new',
        created: newer.created,
        updated: newer.updated,
        location: '',
        remote: '',
        salary_min: '',
        salary_max: '',
        salary_currency: '',
        salary_period: '',
        source: '',
        deadline: '',
        tags: '',
        archived: 'false',
        notes: `'+33 1 23 45 67 89`,
        job_description: 'Two lines\nas a textarea writes them',
        last_action: '',
        last_action_date: '',
      },
      {
        title: 'Backend engineer',
        company: 'Acme, Inc.',
        url: 'https://jobs.example.test/1',
        status: 'interviewing',
        created: older.created,
        updated: older.updated,
        location: 'Lyon',
        remote: 'hybrid',
        salary_min: '48000',
        salary_max: '56000',
        salary_currency: 'EUR',
        salary_period: 'year',
        source: 'Referral',
        deadline: '2026-12-15',
        tags: 'backend;remote ok',
        archived: 'true',
        notes: 'Line one\nLine "two", with a comma',
        job_description: '',
        last_action: 'phone_call',
        last_action_date: '2026-11-12T09:00:00.000Z',
      },
    ]);
  });

  it('answers the header row alone for an account without applications', async () => {
    const { token } = await createSignedInAccount(db());
    const response = await exportFor(token);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`${BOM}${APPLICATION_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('needs a live token', async () => {
    expect((await exportFor(undefined)).statusCode).toBe(401);
    expect((await exportFor('not-a-token')).statusCode).toBe(401);
  });

  it('reads page after page in the list’s order, each application once, equal creation times by id', async () => {
    const { account } = await createSignedInAccount(db());
    const created = [];
    for (let index = 0; index < 7; index += 1) {
      // Three share a creation time, as a bulk import's rows do.
      const moment = index < 3 ? SEEDED_AT : minutesAfter(SEEDED_AT, index);
      created.push(await seedJobApplication(db(), account.id, { title: `Application ${String(index)}` }, moment));
    }
    const expected = [...created].sort((a, b) => (a.created === b.created ? b.id.localeCompare(a.id) : b.created.localeCompare(a.created))).map(({ title }) => title);
    const pages: string[][] = [];
    for await (const page of applicationCsvPages(db(), account.id, new Date(), 3)) pages.push(page.map(({ title }) => title));
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(expected);
  });
});
