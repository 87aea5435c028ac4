// An account with a row in every table of ACCOUNT_DATA_TABLES and stored objects for its file (bytes and
// thumbnails) and its export, for the export and deletion tests; counts of an account's rows per table, and
// the entries of a zip.
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import yauzl from 'yauzl';
import type { Database } from '../../../../server/db/schema';
import { ACCOUNT_DATA_TABLES } from '../../../../server/domain/accounts/accountDataTables';
import { originalKey, thumbnailKey } from '../../../../server/domain/files/storageKeys';
import type { ObjectStorage } from '../../../../server/services/storage/objectStorage';

export interface SeededAccountData {
  readonly accountId: string;
  readonly applicationId: string;
  readonly fileId: string;
  /** Every key the account has in the storage. */
  readonly storageKeys: readonly string[];
  readonly fileBytes: Buffer;
  readonly filename: string;
}

const at = (minutes: number): string => new Date(Date.UTC(2026, 10, 20, 9, minutes)).toISOString();

export async function seedAccountData(db: Kysely<Database>, storage: ObjectStorage, accountId: string, marker: string): Promise<SeededAccountData> {
  const id = (): string => crypto.randomUUID();
  const companyId = id();
  const applicationId = id();
  const fileId = id();
  const responseId = id();
  const checkoutId = id();
  const storageKey = id();
  const exportKey = `account-exports/${id()}.zip`;
  const fileBytes = Buffer.concat([Buffer.from(`%PDF-1.4 ${marker} `), crypto.randomBytes(3000)]);
  const filename = `CV ${marker}.pdf`;

  await db.insertInto('companies').values({ id: companyId, account_id: accountId, name: `Company ${marker}`, created: at(1) }).execute();
  await db
    .insertInto('job_applications')
    .values({ id: applicationId, account_id: accountId, company_id: companyId, title: `Job ${marker}`, url: 'https://example.test/job', notes: `Notes ${marker} `.repeat(50), job_description: 'Build things', created: at(2) })
    .execute();
  const actionId = id();
  await db
    .insertInto('actions')
    .values({ id: actionId, account_id: accountId, job_application_id: applicationId, type: 'interview', title: `Interview ${marker}`, notes: 'Bring the CV', date: at(30), created: at(3) })
    .execute();
  await db.insertInto('sent_reminders').values({ id: id(), account_id: accountId, action_id: actionId, action_date: at(30), created: at(29), mailed_at: at(29) }).execute();
  await db
    .insertInto('push_subscriptions')
    .values({ id: id(), account_id: accountId, endpoint: `https://push.example.test/${marker}/${id()}`, p256dh: crypto.randomBytes(65).toString('base64url'), auth: crypto.randomBytes(16).toString('base64url'), created: at(3) })
    .execute();
  await db
    .insertInto('files')
    .values({ id: fileId, account_id: accountId, storage_key: storageKey, description: `Resume ${marker}`, type: 'resume', filename, content_type: 'application/pdf', size: fileBytes.length, thumbnail_sizes: '["72"]', text: `Text of ${marker}`, created: at(4) })
    .execute();
  await storage.storeBytes(originalKey(storageKey), fileBytes);
  await storage.storeBytes(thumbnailKey(storageKey, '72'), Buffer.from(`png ${marker}`));
  await db.insertInto('file_links').values({ job_application_id: applicationId, file_id: fileId, account_id: accountId, created: at(5) }).execute();
  const contactId = id();
  await db
    .insertInto('contacts')
    .values({ id: contactId, account_id: accountId, name: `Contact ${marker}`, role: 'Recruiter', email: null, phone: '+33 1 23 45 67 89', url: null, notes: `Met ${marker}`, company_id: companyId, created: at(5) })
    .execute();
  await db.insertInto('contact_links').values({ contact_id: contactId, job_application_id: applicationId, account_id: accountId, created: at(5) }).execute();
  await db
    .insertInto('ai_responses')
    .values({ id: responseId, account_id: accountId, ai_product_name: 'cover_letter', text: `Dear ${marker}`, locale: 'en-US', credits_spent: 2, created: at(6) })
    .execute();
  await db.insertInto('ai_response_job_applications').values({ ai_response_id: responseId, job_application_id: applicationId, account_id: accountId }).execute();
  await db.insertInto('ai_response_files').values({ ai_response_id: responseId, file_id: fileId, account_id: accountId }).execute();
  await db
    .insertInto('ai_generations')
    .values({ id: responseId, account_id: accountId, request_uuid: id(), ai_product_name: 'cover_letter', credits: 2, status: 'done', created: at(6), finished_at: at(7) })
    .execute();
  await db
    .insertInto('checkouts')
    .values({ id: checkoutId, account_id: accountId, option_id: 'starter', option_name: 'Starter', credits: 20, price: 500, currency: 'eur', provider: 'sandbox', provider_reference: null, status: 'paid', created: at(8), expires_at: at(40), completed_at: at(9) })
    .execute();
  await db.insertInto('payment_events').values({ id: `evt_${id()}`, provider: 'sandbox', type: 'checkout.completed', checkout_id: checkoutId, created: at(9) }).execute();
  await db
    .insertInto('credit_transactions')
    .values({ id: id(), account_id: accountId, sequence: 1, amount: 20, previous_balance: 0, balance: 20, reason: 'purchase', checkout_id: checkoutId, ai_response_id: null, created: at(9) })
    .execute();
  await db.updateTable('accounts').set({ credits: 20, credit_sequence: 1 }).where('id', '=', accountId).execute();
  await db
    .insertInto('calendar_feeds')
    .values({ account_id: accountId, token_hash: crypto.randomBytes(32).toString('hex'), sealed_token: crypto.randomBytes(60).toString('base64url'), plain_token: null, created: at(10) })
    .execute();
  await db
    .insertInto('mailed_tokens')
    .values({ id: id(), account_id: accountId, purpose: 'password_reset', token_hash: crypto.randomBytes(32).toString('hex'), created: at(11), expires_at: at(50), used_at: null })
    .execute();
  await db.insertInto('request_answers').values({ account_id: accountId, uuid: id(), request: 'action.delete', answer: '"success"', created: at(12) }).execute();
  await db
    .insertInto('account_exports')
    .values({ id: id(), account_id: accountId, status: 'downloaded', storage_key: exportKey, size: 4, token_hash: null, created: at(13), ready_at: at(14), expires_at: at(15), downloaded_at: at(15) })
    .execute();
  await storage.storeBytes(exportKey, Buffer.from('zip!'));
  return { accountId, applicationId, fileId, fileBytes, filename, storageKeys: [originalKey(storageKey), thumbnailKey(storageKey, '72'), exportKey] };
}

/** The account's rows in each table of its data (the account itself included). */
export async function rowCountsOf(db: Kysely<Database>, accountId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ACCOUNT_DATA_TABLES) {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table.name)} where ${table.ofAccount(accountId)}`.execute(db);
    counts[table.name] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

/** Whether the storage holds something under `key`. */
export async function isStored(storage: ObjectStorage, key: string): Promise<boolean> {
  try {
    const stream = await storage.open(key);
    stream.destroy();
    return true;
  } catch {
    return false;
  }
}

/** Every entry of a zip file, by name. */
export function readZip(zipPath: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true }, (openError, zip) => {
      if (openError !== null) {
        reject(openError);
        return;
      }
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError !== null) {
            reject(streamError);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
          });
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => {
        resolve(entries);
      });
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
