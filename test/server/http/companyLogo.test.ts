// POST, DELETE and GET /api/companies/{id}/logo with the real app on SQLite and PostgreSQL: a PNG or JPEG
// re-encoded as PNG at 72 and 144 px without its metadata, `updated_company` to every tab, a replaced or removed
// logo's images removed, another account's company answered as a missing one, and every refusal leaving nothing.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { companyLogoImagePath, companyLogoPath, createCompanyResponseSchema, COMPANY_LOGO_MAX_BYTES } from '../../../contract';
import { createSignedInAccount, type SignedInAccount } from '../../support/accounts';
import { databaseKinds } from '../../support/databases';
import { fetchPageCsrf, listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import { closeAllClients, joinedAccountClient } from '../realtime/support/phoenixClients';
import { requestHarness, seedCompany } from '../domain/jobApplications/seed';

const BOUNDARY = '----logo-test-boundary';

function multipartBody(file: { bytes: Buffer; field?: string } | undefined): Buffer {
  const parts: Buffer[] = [];
  if (file !== undefined) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** A 300 × 150 picture: wider than high, so each size keeps its shape. */
function widePng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 150, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } }).png().toBuffer();
}

/** A JPEG carrying EXIF data (the camera's maker) that the re-encoding must drop. */
function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Secret Camera Co' } })
    .toBuffer();
}

describe.each(databaseKinds)('company logos on %s', (databaseKind) => {
  let testApp: TestApp;
  let baseUrl: string;
  const db = () => testApp.database.db;
  const filesDir = () => path.join(testApp.config.dataDir, 'files');

  beforeAll(async () => {
    testApp = await startTestApp({}, { databaseKind, jobPollIntervalMs: 50 });
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function send(method: 'POST' | 'DELETE', account: SignedInAccount | undefined, companyId: string, file?: { bytes: Buffer; field?: string }) {
    const { token: csrf, cookie } = await fetchPageCsrf(testApp.app);
    return testApp.app.inject({
      method,
      url: companyLogoPath(companyId),
      headers: {
        'x-csrf-token': csrf,
        cookie,
        ...(method === 'POST' ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } : {}),
        ...(account === undefined ? {} : { authorization: `Bearer ${account.token}` }),
      },
      ...(method === 'POST' ? { payload: multipartBody(file) } : {}),
    });
  }

  function image(account: SignedInAccount, companyId: string, size: string) {
    return testApp.app.inject({ method: 'GET', url: companyLogoImagePath(companyId, size), headers: { authorization: `Bearer ${account.token}` } });
  }

  async function logoKeyOf(companyId: string) {
    const row = await db().selectFrom('companies').select('logo_key').where('id', '=', companyId).executeTakeFirstOrThrow();
    return row.logo_key;
  }

  /** Waits for the queued removal of replaced images to run. */
  async function removalsDone() {
    testApp.app.backgroundJobs.wake();
    await testApp.app.backgroundJobs.idle();
  }

  it('stores a PNG at 72 and 144 px, tells every tab, and serves the images to the owner', async () => {
    const owner = await createSignedInAccount(db());
    const company = await seedCompany(db(), owner.account.id, 'Acme');
    const client = await joinedAccountClient(baseUrl, owner.account.id, owner.token);

    const response = await send('POST', owner, company.id, { bytes: await widePng() });
    expect(response.statusCode).toBe(200);
    const logo = { '72': companyLogoImagePath(company.id, '72'), '144': companyLogoImagePath(company.id, '144') };
    const answered = createCompanyResponseSchema.parse(response.json()).data;
    expect(answered).toEqual({ ...company, logo });
    const topic = `user:${owner.account.id}`;
    for (let attempt = 0; attempt < 100 && client.frames(topic, 'updated_company').length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(client.frames(topic, 'updated_company')[0]?.payload).toEqual({ data: answered });

    for (const [size, width, height] of [['72', 72, 36], ['144', 144, 72]] as const) {
      const served = await image(owner, company.id, size);
      expect([served.statusCode, served.headers['content-type'], served.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', width, height]);
    }
    expect((await image(owner, company.id, '600')).statusCode).toBe(404);
  });

  it('re-encodes a JPEG as PNG without its metadata, and removes the replaced images', async () => {
    const owner = await createSignedInAccount(db());
    const company = await seedCompany(db(), owner.account.id, 'Globex');
    expect((await send('POST', owner, company.id, { bytes: await widePng() })).statusCode).toBe(200);
    const firstKey = await logoKeyOf(company.id);

    const response = await send('POST', owner, company.id, { bytes: await jpegWithExif() });
    expect(response.statusCode).toBe(200);
    const served = await image(owner, company.id, '144');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['png', 144, 144, undefined]);
    expect(served.rawPayload.includes(Buffer.from('Secret Camera Co'))).toBe(false);

    await removalsDone();
    expect(firstKey).not.toBeNull();
    expect(existsSync(path.join(filesDir(), String(firstKey)))).toBe(false);
    expect(readdirSync(path.join(filesDir(), String(await logoKeyOf(company.id)))).sort()).toEqual(['logo-144.png', 'logo-72.png']);
  });

  it('removes a logo with DELETE: 204, no logo in the company, its images gone', async () => {
    const owner = await createSignedInAccount(db());
    const company = await seedCompany(db(), owner.account.id, 'Initech');
    await send('POST', owner, company.id, { bytes: await widePng() });
    const key = await logoKeyOf(company.id);

    const removed = await send('DELETE', owner, company.id);
    expect(removed.statusCode).toBe(204);
    const { answer } = await requestHarness(db()).ask(owner.account.id, 'company.get', { id: company.id });
    expect(answer.data).toMatchObject({ id: company.id, logo: null });
    expect((await image(owner, company.id, '72')).statusCode).toBe(404);
    await removalsDone();
    expect(existsSync(path.join(filesDir(), String(key)))).toBe(false);
  });

  it('removes the logo’s images with its company', async () => {
    const owner = await createSignedInAccount(db());
    const company = await seedCompany(db(), owner.account.id, 'Hooli');
    await send('POST', owner, company.id, { bytes: await widePng() });
    const key = await logoKeyOf(company.id);
    const { answer } = await requestHarness(db()).ask(owner.account.id, 'company.delete', { id: company.id });
    expect(answer.data).toBe('success');
    await removalsDone();
    expect(existsSync(path.join(filesDir(), String(key)))).toBe(false);
  });

  it('answers another account’s company as a missing one, on every route, and changes nothing', async () => {
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    const company = await seedCompany(db(), owner.account.id, 'Umbrella');
    await send('POST', owner, company.id, { bytes: await widePng() });
    const key = await logoKeyOf(company.id);

    const missing = '0b6c1f0e-8a43-4b7e-9d0c-2f6f4a5b7c8d';
    for (const companyId of [company.id, missing]) {
      const posted = await send('POST', stranger, companyId, { bytes: await widePng() });
      const deleted = await send('DELETE', stranger, companyId);
      const read = await image(stranger, companyId, '72');
      expect([posted.statusCode, posted.json()]).toEqual([404, { error: 'not_found' }]);
      expect([deleted.statusCode, read.statusCode]).toEqual([404, 404]);
    }
    expect(await logoKeyOf(company.id)).toBe(key);
    expect((await image(owner, company.id, '72')).statusCode).toBe(200);
  });

  it.each([
    ['a GIF', () => Promise.resolve(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')), 415, 'unsupported_file_type'],
    ['text that says it is a PNG', () => Promise.resolve(Buffer.from('not an image at all')), 415, 'unsupported_file_type'],
    ['a PNG cut short', async () => (await widePng()).subarray(0, 60), 415, 'unsupported_file_type'],
    ['a file past 2 MiB', () => Promise.resolve(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(COMPANY_LOGO_MAX_BYTES)])), 413, 'file_too_large'],
  ])('refuses %s, leaving the company and the storage as they were', async (_case, bytesOf, status, error) => {
    const owner = await createSignedInAccount(db());
    const company = await seedCompany(db(), owner.account.id, 'Soylent');
    const before = existsSync(filesDir()) ? readdirSync(filesDir()).sort() : [];
    const response = await send('POST', owner, company.id, { bytes: await bytesOf() });
    expect([response.statusCode, response.json()]).toEqual([status, { error }]);
    expect(await logoKeyOf(company.id)).toBeNull();
    expect(existsSync(filesDir()) ? readdirSync(filesDir()).sort() : []).toEqual(before);
  });

  it('refuses a body without a file part, and one without a bearer token', async () => {
    const owner = await createSignedInAccount(db());
    const company = await seedCompany(db(), owner.account.id, 'Vandelay');
    const noFile = await send('POST', owner, company.id, undefined);
    const wrongField = await send('POST', owner, company.id, { bytes: await widePng(), field: 'logo' });
    const anonymous = await send('POST', undefined, company.id, { bytes: await widePng() });
    expect([noFile.statusCode, noFile.json()]).toEqual([400, { error: 'invalid_params' }]);
    expect([wrongField.statusCode, wrongField.json()]).toEqual([400, { error: 'invalid_params' }]);
    expect(anonymous.statusCode).toBe(401);
  });
});
