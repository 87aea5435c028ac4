// The zip of "Export my data", on SQLite and PostgreSQL: data.json holds every row of every table of the
// account (secrets left out), the files' bytes are there as uploaded, and nothing of another account is.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import { ACCOUNT_DATA_TABLES } from '../../../../server/domain/accounts/accountDataTables';
import { EXPORT_PAGE_ROWS, writeAccountArchive } from '../../../../server/domain/accounts/accountExportArchive';
import { createLocalDiskStorage } from '../../../../server/services/storage/localDiskStorage';
import type { ObjectStorage } from '../../../../server/services/storage/objectStorage';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { readZip, seedAccountData, type SeededAccountData } from './accountDataSeed';

jest.setTimeout(60_000);

interface ExportedData {
  readonly format: string;
  readonly tables: Record<string, Record<string, unknown>[]>;
}

describe.each(databaseKinds)('the export archive on %s', (kind) => {
  let database: TestDatabase;
  let storage: ObjectStorage;
  let workDir: string;
  const db = (): Kysely<Database> => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
    storage = createLocalDiskStorage(path.join(workDir, 'files'));
  });
  afterAll(async () => {
    await storage.close();
    await database.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  async function exportOf(accountId: string): Promise<Map<string, Buffer>> {
    const zipPath = path.join(workDir, `${crypto.randomUUID()}.zip`);
    await writeAccountArchive({ db: db(), storage, now: new Date('2026-11-25T12:00:00Z') }, accountId, zipPath);
    expect(fs.existsSync(`${zipPath}.json`)).toBe(false);
    return readZip(zipPath);
  }

  it('holds every row of every table of the account without secrets, and its files as uploaded', async () => {
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    const seeded: SeededAccountData = await seedAccountData(db(), storage, owner.account.id, 'OWNER-MARK');
    await seedAccountData(db(), storage, stranger.account.id, 'STRANGER-MARK');

    const entries = await exportOf(owner.account.id);
    const json = entries.get('data.json')?.toString('utf8') ?? '';
    const data = JSON.parse(json) as ExportedData;
    expect(data.format).toBe('job-search-tracker/account-export');

    for (const table of ACCOUNT_DATA_TABLES) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} where ${table.ofAccount(owner.account.id)}`.execute(db());
      expect(rows.length).toBeGreaterThan(0);
      const expected = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !table.secretColumns.includes(column))));
      const exported = (data.tables[table.name] ?? []).map((row) => {
        const copy = { ...row };
        delete copy.zip_path;
        return copy;
      });
      expect({ table: table.name, rows: sortById(exported) }).toEqual({ table: table.name, rows: sortById(expected) });
    }
    // Secrets stay out: the password's hash, token digests, the calendar address (sealed or not), storage keys.
    expect(json).not.toContain(owner.account.password_hash);
    expect(json).not.toMatch(/"(password_hash|token_hash|token|sealed_token|plain_token|storage_key)"/);
    // Nothing of the other account.
    expect(json).not.toContain(stranger.account.id);
    expect(json).not.toContain('STRANGER-MARK');

    const fileRow = data.tables.files?.[0];
    expect(fileRow?.zip_path).toBe(`files/${seeded.fileId}/${seeded.filename}`);
    expect(entries.get(`files/${seeded.fileId}/${seeded.filename}`)).toEqual(seeded.fileBytes);
    expect([...entries.keys()].sort()).toEqual(['data.json', `files/${seeded.fileId}/${seeded.filename}`]);
    for (const bytes of entries.values()) expect(bytes.includes('STRANGER-MARK')).toBe(false);
  });

  it('reads tables of more rows than a page, and keeps names from leaving the files folder', async () => {
    const owner = await createSignedInAccount(db());
    const applicationIds: string[] = [];
    for (let index = 0; index < EXPORT_PAGE_ROWS * 2 + 3; index += 1) {
      const id = crypto.randomUUID();
      applicationIds.push(id);
      await db()
        .insertInto('job_applications')
        .values({ id, account_id: owner.account.id, company_id: null, title: `Job ${String(index)}`, url: 'https://example.test', created: new Date().toISOString() })
        .execute();
    }
    const storageKey = crypto.randomUUID();
    await db()
      .insertInto('files')
      .values({ id: crypto.randomUUID(), account_id: owner.account.id, storage_key: storageKey, description: 'x', type: 'other', filename: '../../etc/passwd', content_type: 'application/pdf', size: 3, text: null, created: new Date().toISOString() })
      .execute();
    await storage.storeBytes(`${storageKey}/original`, Buffer.from('abc'));

    const entries = await exportOf(owner.account.id);
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '') as ExportedData;
    expect((data.tables.job_applications ?? []).map((row) => row.id).sort()).toEqual([...applicationIds].sort());
    const names = [...entries.keys()].filter((name) => name !== 'data.json');
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^files\/[0-9a-f-]+\/[^/]+$/);
    expect(names[0]).not.toContain('..');
  });
});

function sortById(rows: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  return [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
