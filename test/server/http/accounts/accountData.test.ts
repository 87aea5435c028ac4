// The routes of "Export my data" and "Delete my account" with the real app, on SQLite and PostgreSQL: an export
// made in the background and pushed, its link used once (a second use, another token and an expired one are
// refused), and a deletion that needs the password, leaves no row, no stored object and no live session.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accountExportLinkResponseSchema,
  accountExportResponseSchema,
} from '../../../../contract';
import { ACCOUNT_DATA_TABLES } from '../../../../server/domain/accounts/accountDataTables';
import { EXPORT_LIFETIME_MS } from '../../../../server/domain/accounts/accountExport';
import { createLocalDiskStorage } from '../../../../server/services/storage/localDiskStorage';
import type { ObjectStorage } from '../../../../server/services/storage/objectStorage';
import { createSignedInAccount, type SignedInAccount } from '../../../support/accounts';
import { databaseKinds } from '../../../support/databases';
import { listenOnLoopback, postJson, startTestApp, type TestApp } from '../../../support/testApp';
import { isStored, readZip, rowCountsOf, seedAccountData } from '../../domain/accounts/accountDataSeed';
import { closeAllClients, eventually, joinedAccountClient } from '../../realtime/support/phoenixClients';

jest.setTimeout(60_000);

describe.each(databaseKinds)('account data routes on %s', (kind) => {
  let testApp: TestApp;
  let baseUrl: string;
  let storage: ObjectStorage;
  let storageDir: string;
  let offsetMs = 0;

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-data-storage-'));
    storage = createLocalDiskStorage(storageDir);
    testApp = await startTestApp(
      {},
      { databaseKind: kind, storage, jobPollIntervalMs: 50, jobRetryDelaySeconds: 0, clock: () => new Date(Date.now() + offsetMs) },
    );
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    offsetMs = 0;
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  const db = () => testApp.database.db;
  const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.token}` });
  const get = (url: string, account?: SignedInAccount) =>
    testApp.app.inject({ method: 'GET', url, headers: account === undefined ? {} : bearer(account) });
  const post = (url: string, account: SignedInAccount, body: unknown = {}) => postJson(testApp.app, url, body, { headers: bearer(account) });

  /** Asks for an export, waits for its job, and answers a fresh download path. */
  async function readyExport(account: SignedInAccount): Promise<string> {
    const asked = await post('/api/account/export', account);
    expect(asked.statusCode).toBe(202);
    expect(accountExportResponseSchema.parse(asked.json()).data?.status).toBe('pending');
    await testApp.app.backgroundJobs.idle();
    const link = await post('/api/account/export/link', account);
    expect(link.statusCode).toBe(200);
    return accountExportLinkResponseSchema.parse(link.json()).data.download_path;
  }

  it('makes the export in the background, pushes it to the account, and serves its zip once', async () => {
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    expect((await get('/api/account/export', owner)).json()).toEqual({ data: null });
    const seeded = await seedAccountData(db(), storage, owner.account.id, 'OWNER-MARK');
    const strangerSeeded = await seedAccountData(db(), storage, stranger.account.id, 'STRANGER-MARK');
    const client = await joinedAccountClient(baseUrl, owner.account.id, owner.token);
    const strangerClient = await joinedAccountClient(baseUrl, stranger.account.id, stranger.token);

    const downloadPath = await readyExport(owner);
    const topic = `user:${owner.account.id}`;
    await eventually(() => client.frames(topic, 'updated_account_export').length > 0);
    const pushed = client.frames(topic, 'updated_account_export')[0]?.payload as { data: { status: string } } | undefined;
    expect(pushed?.data.status).toBe('ready');
    expect(strangerClient.frames(`user:${stranger.account.id}`, 'updated_account_export')).toEqual([]);
    expect(accountExportResponseSchema.parse((await get('/api/account/export', owner)).json()).data?.status).toBe('ready');

    // No bearer: the token is the credential.
    const download = await get(downloadPath);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''job-search-export-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(download.headers['cache-control']).toBe('no-store');
    const zipPath = path.join(storageDir, `${crypto.randomUUID()}.zip.test`);
    fs.writeFileSync(zipPath, download.rawPayload);
    const entries = await readZip(zipPath);
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '') as { tables: Record<string, { id?: string }[]> };
    expect(data.tables.accounts?.map((row) => row.id)).toEqual([owner.account.id]);
    expect(entries.get(`files/${seeded.fileId}/${seeded.filename}`)).toEqual(seeded.fileBytes);
    expect(download.rawPayload.includes(stranger.account.id)).toBe(false);
    expect(download.rawPayload.includes('STRANGER-MARK')).toBe(false);

    // Once only: the second use is refused, and the zip leaves the storage.
    expect((await get(downloadPath)).statusCode).toBe(404);
    expect(accountExportResponseSchema.parse((await get('/api/account/export', owner)).json()).data?.status).toBe('downloaded');
    expect((await post('/api/account/export/link', owner)).statusCode).toBe(404);
    // Of the zips, only the other account's is left: the owner's earlier one went with the new request, and the
    // downloaded one is removed by a job queued once its answer has ended, which may come after the answer is
    // read here (a busy machine's PostgreSQL): waited for, up to 10 s, never timed.
    const zipsLeft = () => fs.readdirSync(path.join(storageDir, 'account-exports')).map((name) => `account-exports/${name}`);
    const strangersZips = strangerSeeded.storageKeys.filter((key) => key.startsWith('account-exports/'));
    for (let attempt = 0; attempt < 200 && zipsLeft().length > strangersZips.length; attempt += 1) {
      await testApp.app.backgroundJobs.idle();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(zipsLeft()).toEqual(strangersZips);
  });

  it('refuses another token, an earlier link, an expired export, and callers without a session', async () => {
    const owner = await createSignedInAccount(db());
    const earlier = await readyExport(owner);
    const later = accountExportLinkResponseSchema.parse((await post('/api/account/export/link', owner)).json()).data.download_path;
    expect((await get(`/api/account/export/download?token=${crypto.randomBytes(32).toString('base64url')}`)).statusCode).toBe(404);
    expect((await get('/api/account/export/download')).statusCode).toBe(404);
    // A new link replaces the one given before.
    expect((await get(earlier)).statusCode).toBe(404);

    offsetMs = EXPORT_LIFETIME_MS + 1000;
    expect((await get(later)).statusCode).toBe(404);
    expect(accountExportResponseSchema.parse((await get('/api/account/export', owner)).json()).data?.status).toBe('expired');
    offsetMs = 0;

    expect((await get('/api/account/export')).statusCode).toBe(401);
    const anonymous = await postJson(testApp.app, '/api/account/export', {});
    expect(anonymous.statusCode).toBe(401);
    // The POSTs need the page's CSRF token like every other.
    const withoutCsrf = await testApp.app.inject({ method: 'POST', url: '/api/account/export', headers: bearer(owner), payload: {} });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('answers the export under way to a second request instead of making another', async () => {
    const owner = await createSignedInAccount(db());
    // No job runs from here on (the last test of this app): the first export stays pending.
    await testApp.app.backgroundJobs.stop();
    const first = accountExportResponseSchema.parse((await post('/api/account/export', owner)).json()).data;
    const second = accountExportResponseSchema.parse((await post('/api/account/export', owner)).json()).data;
    expect(first?.status).toBe('pending');
    expect(second?.id).toBe(first?.id);
  });
});

describe.each(databaseKinds)('account deletion route on %s', (kind) => {
  let testApp: TestApp;
  let baseUrl: string;
  let storage: ObjectStorage;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-deletion-storage-'));
    storage = createLocalDiskStorage(storageDir);
    testApp = await startTestApp({}, { databaseKind: kind, storage, jobPollIntervalMs: 50, jobRetryDelaySeconds: 0 });
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  const db = () => testApp.database.db;
  const remove = (account: SignedInAccount, password: string) =>
    postJson(testApp.app, '/api/account/delete', { password }, { headers: { authorization: `Bearer ${account.token}` } });

  it('needs the right password, then leaves no row, no stored object and no live session of the account', async () => {
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    const seeded = await seedAccountData(db(), storage, owner.account.id, 'OWNER');
    const strangerSeeded = await seedAccountData(db(), storage, stranger.account.id, 'STRANGER');
    const strangerBefore = await rowCountsOf(db(), stranger.account.id);
    const ownerBefore = await rowCountsOf(db(), owner.account.id);
    const client = await joinedAccountClient(baseUrl, owner.account.id, owner.token);

    const wrong = await remove(owner, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_credentials' });
    expect(await rowCountsOf(db(), owner.account.id)).toEqual(ownerBefore);
    expect((await remove(owner, '')).json()).toEqual({ error: 'invalid_params' });

    const deleted = await remove(owner, owner.password);
    expect(deleted.statusCode).toBe(204);
    expect(await rowCountsOf(db(), owner.account.id)).toEqual(Object.fromEntries(ACCOUNT_DATA_TABLES.map((table) => [table.name, 0])));
    expect(await rowCountsOf(db(), stranger.account.id)).toEqual(strangerBefore);

    // Its socket is cut, and its token opens nothing any more.
    await eventually(() => client.closeCodes.length > 0);
    expect(client.closeCodes.length).toBeGreaterThan(0);
    const again = await testApp.app.inject({ method: 'GET', url: '/api/account/export', headers: { authorization: `Bearer ${owner.token}` } });
    expect(again.statusCode).toBe(401);

    await testApp.app.backgroundJobs.idle();
    for (const key of seeded.storageKeys) expect(await isStored(storage, key)).toBe(false);
    for (const key of strangerSeeded.storageKeys) expect(await isStored(storage, key)).toBe(true);
  });

  it('refuses a caller without a session', async () => {
    const response = await postJson(testApp.app, '/api/account/delete', { password: 'whatever' });
    expect(response.statusCode).toBe(401);
  });
});
