// The zip of "Export my data": `data.json`, every row of every table of the account (ACCOUNT_DATA_TABLES, less
// secrets), and under `files/` the bytes of each stored file as uploaded. Written to a local file without
// holding the account in memory: rows are read a page at a time and written out as they come (respecting the
// file's backpressure), then yazl streams `data.json` and each file's bytes, one after the other, into the zip.
// Nothing runs in a transaction: a row changed meanwhile shows as it was when its page was read.
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/schema';
import { type ObjectStorage, StoredObjectMissingError } from '../../services/storage/objectStorage';
import { originalKey } from '../files/storageKeys';
import { ACCOUNT_DATA_TABLES, type AccountDataTable } from './accountDataTables';

/**
 * Rows read per query: a page of applications with 100,000-character notes and job descriptions stays about
 * 2 MB, so that reading it and writing it out hold the event loop for milliseconds; the loop turns between pages.
 */
export const EXPORT_PAGE_ROWS = 10;
export const EXPORT_FORMAT = 'job-search-tracker/account-export';
export const EXPORT_DATA_ENTRY = 'data.json';

type Row = Record<string, unknown>;

interface StoredFileEntry {
  readonly storageKey: string;
  readonly zipPath: string;
}

/** The name of a file's bytes in the zip: its id (unique) then its name, with nothing that could leave `files/`. */
export function zipPathOfFile(id: string, filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const safe = filename.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/\.{2,}/g, '_').replace(/^\./, '_').slice(0, 120);
  return `files/${id}/${safe === '' ? 'file' : safe}`;
}

/** One page of a table's rows for the account, after the last key of the page before. */
async function pageOf(db: Kysely<Database>, table: AccountDataTable, accountId: string, after: readonly unknown[] | undefined): Promise<Row[]> {
  const keys = sql.join(table.keys.map((key) => sql.ref(key)));
  const afterCondition = after === undefined ? sql`` : sql`and (${keys}) > (${sql.join(after.map((value) => sql`${value}`))})`;
  const { rows } = await sql<Row>`select * from ${sql.table(table.name)} where ${table.ofAccount(accountId)} ${afterCondition}
    order by ${keys} limit ${EXPORT_PAGE_ROWS}`.execute(db);
  return rows;
}

async function* rowsOf(db: Kysely<Database>, table: AccountDataTable, accountId: string): AsyncGenerator<Row> {
  let after: unknown[] | undefined;
  for (;;) {
    const page = await pageOf(db, table, accountId, after);
    yield* page;
    const last = page.at(-1);
    if (last === undefined || page.length < EXPORT_PAGE_ROWS) return;
    after = table.keys.map((key) => last[key]);
    await setImmediate();
  }
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/** Writes data.json; answers the stored files to add beside it. */
async function writeDataJson(db: Kysely<Database>, accountId: string, jsonPath: string, now: Date): Promise<StoredFileEntry[]> {
  const out = createWriteStream(jsonPath, { flags: 'wx', mode: 0o600 });
  const files: StoredFileEntry[] = [];
  try {
    await write(out, `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":1,"exported_at":${JSON.stringify(now.toISOString())},"tables":{`);
    // The account first, then the rest from the most referred to: the order a reader meets them in.
    const tables = [...ACCOUNT_DATA_TABLES].reverse();
    for (const [index, table] of tables.entries()) {
      await write(out, `${index === 0 ? '' : ','}${JSON.stringify(table.name)}:[`);
      let first = true;
      for await (const row of rowsOf(db, table, accountId)) {
        const exported: Row = Object.fromEntries(Object.entries(row).filter(([column]) => !table.secretColumns.includes(column)));
        if (table.name === 'files' && typeof row.storage_key === 'string') {
          const zipPath = zipPathOfFile(String(row.id), String(row.filename));
          exported.zip_path = zipPath;
          files.push({ storageKey: row.storage_key, zipPath });
        }
        await write(out, `${first ? '' : ','}${JSON.stringify(exported)}`);
        first = false;
      }
      await write(out, ']');
    }
    await write(out, '}}');
    out.end();
    await once(out, 'finish');
  } catch (error) {
    out.destroy();
    throw error;
  }
  return files;
}

/** The bytes of a stored file; one deleted since its row was read goes in empty rather than failing the export. */
function openStoredFile(storage: ObjectStorage, storageKey: string): Promise<NodeJS.ReadableStream> {
  return storage.open(originalKey(storageKey)).catch((error: unknown) => {
    if (error instanceof StoredObjectMissingError) return Readable.from([]);
    throw error;
  });
}

/** Writes the account's zip at `zipPath` (which must not exist); removes what it wrote when it fails. */
export async function writeAccountArchive(
  options: { readonly db: Kysely<Database>; readonly storage: ObjectStorage; readonly now: Date },
  accountId: string,
  zipPath: string,
): Promise<void> {
  const jsonPath = `${zipPath}.json`;
  try {
    const files = await writeDataJson(options.db, accountId, jsonPath, options.now);
    const zip = new ZipFile();
    const failed = new Promise<never>((_resolve, reject) => zip.on('error', reject));
    zip.addReadStreamLazy(EXPORT_DATA_ENTRY, (callback) => {
      callback(null, createReadStream(jsonPath));
    });
    for (const file of files) {
      // Opened when its turn comes: one stored object open at a time, whatever the number of files.
      zip.addReadStreamLazy(file.zipPath, (callback) => {
        openStoredFile(options.storage, file.storageKey).then(
          (stream) => {
            callback(null, stream);
          },
          (error: unknown) => {
            callback(error, Readable.from([]));
          },
        );
      });
    }
    zip.end();
    await Promise.race([pipeline(zip.outputStream, createWriteStream(zipPath, { flags: 'wx', mode: 0o600 })), failed]);
  } catch (error) {
    await rm(zipPath, { force: true });
    throw error;
  } finally {
    await rm(jsonPath, { force: true });
  }
}
