// POST /api/files, GET /api/files/download/{id} and GET /api/files/{id}/thumbnail/{size} with the real app on
// SQLite and PostgreSQL: the hostile corpus, limits and quotas with nothing left behind, the rendering job and
// its push, other accounts kept out, and a file whose rendering is killed for its memory.
import crypto from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { uploadFileResponseSchema } from '../../../contract';
import { createSignedInAccount, type SignedInAccount } from '../../support/accounts';
import { databaseKinds } from '../../support/databases';
import { fetchPageCsrf, listenOnLoopback, startTestApp, type TestApp } from '../../support/testApp';
import { closeAllClients, joinedAccountClient } from '../realtime/support/phoenixClients';
import { requestHarness, seedJobApplication } from '../domain/jobApplications/seed';
import { hostileFiles, samplePdf, samplePng, zeroImagePdf } from '../fixtures/sampleFiles';
import { recordingLogger, WARN } from '../services/ai/recordingLogger';

jest.setTimeout(60_000);

const MAX_UPLOAD_BYTES = 256 * 1024;

interface UploadFields {
  readonly description?: string;
  readonly type?: string;
  readonly filename?: string;
  readonly job_application_id?: string;
}

const BOUNDARY = '----upload-test-boundary';

function multipartBody(fields: UploadFields, file: { bytes: Buffer; filename: string } | undefined): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
  }
  if (file !== undefined) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const validFields = { description: 'My resume 2026', type: 'resume', filename: 'resume.pdf' } as const;

describe.each(databaseKinds)('file routes on %s', (kind) => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp(
      { MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), STORAGE_QUOTA_FILES: '4', STORAGE_QUOTA_BYTES: String(4 * MAX_UPLOAD_BYTES) },
      { databaseKind: kind, jobPollIntervalMs: 50 },
    );
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterEach(async () => {
    await closeAllClients();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.db;
  const filesDir = () => path.join(testApp.config.dataDir, 'files');
  const spoolDir = () => path.join(testApp.config.dataDir, 'uploads');

  async function upload(account: SignedInAccount | undefined, fields: UploadFields, file?: { bytes: Buffer; filename: string }) {
    const { token: csrf, cookie } = await fetchPageCsrf(testApp.app);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: {
        'x-csrf-token': csrf,
        cookie,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(account === undefined ? {} : { authorization: `Bearer ${account.token}` }),
      },
      payload: multipartBody(fields, file),
    });
  }

  function get(account: SignedInAccount | undefined, url: string) {
    return testApp.app.inject({ method: 'GET', url, headers: account === undefined ? {} : { authorization: `Bearer ${account.token}` } });
  }

  /** Stored objects (outside the temporary folder) and spooled uploads: what a refused upload must not leave. */
  function leftovers(): { stored: string[]; spooled: string[]; incoming: string[] } {
    const stored = existsSync(filesDir()) ? readdirSync(filesDir()).filter((name) => name !== '.incoming') : [];
    const incoming = existsSync(path.join(filesDir(), '.incoming')) ? readdirSync(path.join(filesDir(), '.incoming')) : [];
    return { stored, spooled: existsSync(spoolDir()) ? readdirSync(spoolDir()) : [], incoming };
  }

  async function fileRowsOf(accountId: string) {
    return db().selectFrom('files').selectAll().where('account_id', '=', accountId).execute();
  }

  const joinedClient = (account: SignedInAccount) => joinedAccountClient(baseUrl, account.account.id, account.token);

  it('stores a PDF, pushes created_file, renders its thumbnails, and serves them and the bytes to the owner only', async () => {
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    const client = await joinedClient(owner);
    const pdf = samplePdf(1);

    const response = await upload(owner, { ...validFields, filename: 'CV – Jane "Doe".pdf' }, { bytes: pdf, filename: 'whatever.exe' });
    expect(response.statusCode).toBe(200);
    const { id } = uploadFileResponseSchema.parse(response.json()).data;

    await testApp.app.backgroundJobs.idle();
    const topic = `user:${owner.account.id}`;
    const created = client.frames(topic, 'created_file')[0]?.payload as { data: Record<string, unknown> } | undefined;
    expect(created?.data).toMatchObject({ id, description: 'My resume 2026', type: 'resume', filename: 'CV – Jane "Doe".pdf', content_type: 'application/pdf', size: pdf.length, thumbnails: {}, job_application_ids: [] });
    const expectedThumbnails = Object.fromEntries(['72', '144', '600'].map((size) => [size, [`/api/files/${id}/thumbnail/${size}`]]));
    for (let attempt = 0; attempt < 100 && client.frames(topic, 'thumbnail_first_page_ready').length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(client.frames(topic, 'thumbnail_first_page_ready')[0]?.payload).toEqual({ id, thumbnails: expectedThumbnails });

    const download = await get(owner, `/api/files/download/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': "attachment; filename*=UTF-8''CV%20%E2%80%93%20Jane%20%22Doe%22.pdf",
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
    });

    const thumbnail = await get(owner, `/api/files/${id}/thumbnail/72`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(width, height)).toBe(72);

    const row = await db().selectFrom('files').select('text').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.text).toContain('Jane Doe, backend developer');

    for (const url of [`/api/files/download/${id}`, `/api/files/${id}/thumbnail/72`]) {
      const foreign = await get(stranger, url);
      const unknown = await get(stranger, url.replace(id, crypto.randomUUID()));
      expect([foreign.statusCode, foreign.json()]).toEqual([404, { error: 'not_found' }]);
      expect(foreign.json()).toEqual(unknown.json());
      expect((await get(undefined, url)).statusCode).toBe(401);
    }
    expect((await get(owner, `/api/files/${id}/thumbnail/300`)).statusCode).toBe(404);
  });

  it('links the new file to an application of the account in the same step, and refuses another account’s', async () => {
    const owner = await createSignedInAccount(db());
    const stranger = await createSignedInAccount(db());
    const client = await joinedClient(owner);
    const application = await seedJobApplication(db(), owner.account.id);
    const theirs = await seedJobApplication(db(), stranger.account.id);

    const linked = await upload(owner, { ...validFields, job_application_id: application.id }, { bytes: await samplePng(), filename: 'photo.png' });
    expect(linked.statusCode).toBe(200);
    const { id } = uploadFileResponseSchema.parse(linked.json()).data;
    const topic = `user:${owner.account.id}`;
    for (let attempt = 0; attempt < 100 && client.frames(topic, 'new_linked_files').length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(client.frames(topic, 'new_linked_files')[0]?.payload).toEqual({ job_application_id: application.id, file_ids: [id] });

    const before = leftovers();
    const refused = await upload(owner, { ...validFields, job_application_id: theirs.id }, { bytes: await samplePng(), filename: 'photo.png' });
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'not_found' }]);
    expect(await fileRowsOf(owner.account.id)).toHaveLength(1);
    expect(leftovers()).toEqual(before);
    await testApp.app.backgroundJobs.idle();
  });

  it.each([
    ['no description', { type: 'resume', filename: 'resume.pdf' }],
    ['a description under 5 characters', { ...validFields, description: 'abcd' }],
    ['an unknown type', { ...validFields, type: 'logo' }],
    ['an empty filename', { ...validFields, filename: '' }],
    ['a filename over 255 characters', { ...validFields, filename: 'x'.repeat(256) }],
    ['an application id that is not a UUID', { ...validFields, job_application_id: 'nope' }],
  ])('refuses %s with invalid_params, leaving nothing', async (_case, fields: UploadFields) => {
    const owner = await createSignedInAccount(db());
    const before = leftovers();
    const response = await upload(owner, fields, { bytes: samplePdf(), filename: 'resume.pdf' });
    expect([response.statusCode, response.json()]).toEqual([400, { error: 'invalid_params' }]);
    expect(await fileRowsOf(owner.account.id)).toEqual([]);
    expect(leftovers()).toEqual(before);
  });

  it('refuses a body without a file, and needs a live token', async () => {
    const owner = await createSignedInAccount(db());
    expect((await upload(owner, validFields)).json()).toEqual({ error: 'invalid_params' });
    const anonymous = await upload(undefined, validFields, { bytes: samplePdf(), filename: 'resume.pdf' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'unauthorized' }]);
  });

  const outcomes: Record<string, [number, string | null]> = {
    'an ELF executable renamed .pdf': [415, 'unsupported_file_type'],
    'a Windows executable renamed .pdf': [415, 'unsupported_file_type'],
    'HTML renamed .png': [415, 'unsupported_file_type'],
    'SVG renamed .png': [415, 'unsupported_file_type'],
    'a PDF/HTML polyglot starting as HTML': [415, 'unsupported_file_type'],
    // Its compressed bytes fit the limit; the declared sizes and ratio give it away before anything is inflated.
    'a zip bomb named .docx': [415, 'unsupported_file_type'],
    'a zip without a Word document named .docx': [415, 'unsupported_file_type'],
    'an OLE2 spreadsheet named .doc': [415, 'unsupported_file_type'],
    'a truncated PDF': [200, null],
    'a PNG declaring 100,000 x 100,000 pixels': [200, null],
    'an empty file': [415, 'unsupported_file_type'],
    'random bytes': [415, 'unsupported_file_type'],
    'a PDF one byte over the limit': [413, 'file_too_large'],
  };

  it('answers each hostile file as expected, leaves nothing behind when refusing, and keeps serving', async () => {
    const corpus = await hostileFiles(MAX_UPLOAD_BYTES);
    expect(Object.keys(corpus).sort()).toEqual(Object.keys(outcomes).sort());
    for (const [name, { filename, bytes }] of Object.entries(corpus)) {
      const owner = await createSignedInAccount(db());
      const before = leftovers();
      const response = await upload(owner, { ...validFields, filename }, { bytes, filename });
      const [status, error] = outcomes[name]!;
      expect([name, response.statusCode]).toEqual([name, status]);
      if (error !== null) {
        expect([name, response.json()]).toEqual([name, { error }]);
        expect([name, await fileRowsOf(owner.account.id)]).toEqual([name, []]);
        expect([name, leftovers()]).toEqual([name, before]);
      } else {
        // Accepted as what it is; its rendering fails in the render process and it keeps no thumbnail.
        const { id } = uploadFileResponseSchema.parse(response.json()).data;
        await testApp.app.backgroundJobs.idle();
        const row = await db().selectFrom('files').select('thumbnail_sizes').where('id', '=', id).executeTakeFirstOrThrow();
        expect([name, row.thumbnail_sizes]).toEqual([name, '[]']);
      }
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses an upload past the account’s quota with storage_quota_exceeded, leaving nothing', async () => {
    const owner = await createSignedInAccount(db());
    for (let index = 0; index < 4; index += 1) {
      expect((await upload(owner, validFields, { bytes: samplePdf(), filename: 'resume.pdf' })).statusCode).toBe(200);
    }
    const before = leftovers();
    const refused = await upload(owner, validFields, { bytes: samplePdf(), filename: 'resume.pdf' });
    expect([refused.statusCode, refused.json()]).toEqual([413, { error: 'storage_quota_exceeded' }]);
    expect(await fileRowsOf(owner.account.id)).toHaveLength(4);
    expect(leftovers()).toEqual(before);
    await testApp.app.backgroundJobs.idle();
  });

  it('leaves nothing when the client goes away in the middle of the upload', async () => {
    const owner = await createSignedInAccount(db());
    const { token: csrf, cookie } = await fetchPageCsrf(testApp.app);
    const before = leftovers();
    const body = multipartBody(validFields, { bytes: Buffer.concat([samplePdf(), Buffer.alloc(200 * 1024, 0x20)]), filename: 'resume.pdf' });
    await new Promise<void>((resolve) => {
      const request = http.request(`${baseUrl}/api/files`, {
        method: 'POST',
        headers: {
          'x-csrf-token': csrf,
          cookie,
          authorization: `Bearer ${owner.token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(body.length),
        },
      });
      request.on('error', () => {
        resolve();
      });
      // Half the body, then the connection drops.
      request.write(body.subarray(0, Math.floor(body.length / 2)), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100);
      });
    });
    // The server removes the spooled part once it sees the connection gone: waited for (up to 10 s on a busy
    // machine), never timed.
    for (let attempt = 0; attempt < 500 && leftovers().spooled.length > 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await fileRowsOf(owner.account.id)).toEqual([]);
    expect(leftovers()).toEqual(before);
  });

  it('removes the bytes and thumbnails of a deleted file', async () => {
    const owner = await createSignedInAccount(db());
    const { id } = uploadFileResponseSchema.parse((await upload(owner, validFields, { bytes: await samplePng(), filename: 'photo.png' })).json()).data;
    await testApp.app.backgroundJobs.idle();
    const { storage_key } = await db().selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect(readdirSync(path.join(filesDir(), storage_key)).sort()).toEqual(['original', 'thumbnail-144.png', 'thumbnail-600.png', 'thumbnail-72.png']);

    const { answer } = await requestHarness(db()).ask(owner.account.id, 'file.delete', { id });
    expect(answer.data).toBe('success');
    // The removal job is committed with the deletion; the app's runner finds it at its next look.
    testApp.app.backgroundJobs.wake();
    await testApp.app.backgroundJobs.idle();
    expect(existsSync(path.join(filesDir(), storage_key))).toBe(false);
    expect((await get(owner, `/api/files/download/${id}`)).statusCode).toBe(404);
  });
});

describe('a file whose rendering needs more memory than the renderer may hold', () => {
  // A bound of test size, so that the render process reaches it within seconds; the production bound is asserted
  // with the settings' defaults (test/server/config.test.ts).
  const { logger, lines } = recordingLogger();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ RENDER_MEMORY_MB: '320' }, { jobPollIntervalMs: 50, logger });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is kept without a thumbnail: the upload succeeds, the render process is killed, and nothing is left behind', async () => {
    const owner = await createSignedInAccount(testApp.database.db);
    const { token: csrf, cookie } = await fetchPageCsrf(testApp.app);
    // A page that is one 6000 x 6000 image of zeros, a kilobyte deflated twice: some 700 MB to draw.
    const pdf = await zeroImagePdf(6000, 6000, 'DeviceRGB');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { 'x-csrf-token': csrf, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${owner.token}` },
      payload: multipartBody(validFields, { bytes: pdf, filename: 'resume.pdf' }),
    });
    expect(response.statusCode).toBe(200);
    const { id } = uploadFileResponseSchema.parse(response.json()).data;

    await testApp.app.backgroundJobs.idle();
    const file = await testApp.database.db.selectFrom('files').select(['storage_key', 'thumbnail_sizes']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(file.thumbnail_sizes).toBe('[]');
    expect(lines.filter((line) => line.level === WARN).map((line) => line.msg)).toEqual([
      'file rendering killed past its memory bound (RENDER_MEMORY_MB): the file keeps no thumbnail',
    ]);
    // The bytes stay; no thumbnail was stored, and the copy made for the renderer is gone.
    expect(readdirSync(path.join(testApp.config.dataDir, 'files', file.storage_key))).toEqual(['original']);
    expect(readdirSync(path.join(testApp.config.dataDir, 'rendering'))).toEqual([]);
    const thumbnail = await testApp.app.inject({ method: 'GET', url: `/api/files/${id}/thumbnail/72`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(thumbnail.statusCode).toBe(404);
    const download = await testApp.app.inject({ method: 'GET', url: `/api/files/download/${id}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });
});
