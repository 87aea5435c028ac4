// Files in Chromium against the real server process and its storage, in English and in French: an upload with
// its progress bar (the connection slowed so the bar can be seen moving), the thumbnail rendered in the
// background appearing, the download giving the same bytes, the file linked to an application through the
// selection page and unlinked, an upload cancelled midway leaving nothing on the server, and a second device
// of the account seeing each change (upload, thumbnail, edit, link, unlink, deletion) live.
import { readFileSync, readdirSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { samplePdf } from '../test/server/fixtures/sampleFiles';
import { signUpConfirmedAccount } from './support/accountApi';
import { messageText } from './support/catalogs';
import { chooseOption, confirmWith, createApplication, settled, UI_TIMEOUT_MS, waitForText, waitGone } from './support/jobSearchPages';
import { useSignedInDevices } from './support/devices';

const JOURNEY_TIMEOUT_MS = 150_000;

/** A PDF padded to `bytes` (valid: the padding is a comment after %%EOF, which readers ignore). */
function pdfOfSize(bytes: number): Buffer {
  const pdf = samplePdf(1, 'Jane Doe, backend developer');
  return Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(Math.max(0, bytes - pdf.length - 1), 0x41)]);
}

describe.each(['en-US', 'fr-FR'] as const)('files in Chromium (%s)', (locale) => {
  // A server of its own: the test reads the stored objects and upload spool of its DATA_DIR.
  const devices = useSignedInDevices(locale, {});
  const text = (id: string, values?: Readonly<Record<string, string>>) => messageText(locale, id, values);

  // The files the tests choose are written here, so that the browser reads them from disk, as it does for a
  // person: bytes handed to the driver instead cross its pipe in base64 (1.5 s for 3 MB).
  let chosenFiles = '';
  beforeAll(() => {
    chosenFiles = mkdtempSync(path.join(os.tmpdir(), 'e2e-files-'));
  });
  afterAll(() => {
    rmSync(chosenFiles, { recursive: true, force: true });
  });

  /** Upload speed of the page's connection, in bytes per second (-1: unthrottled). */
  async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
    const session = await page.context().newCDPSession(page);
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  }

  async function openUploadDialog(page: Page, opener: string): Promise<void> {
    await page.getByTestId(opener).click();
    await page.getByTestId('upload-dialog').waitFor({ timeout: UI_TIMEOUT_MS });
    await settled(page);
  }

  async function chooseFile(page: Page, name: string, bytes: Buffer): Promise<void> {
    const file = path.join(chosenFiles, name);
    writeFileSync(file, bytes);
    await page.locator('[data-testid="upload-dialog"] input[type="file"]').setInputFiles(file);
    await page.getByTestId('upload-description').fill(locale === 'fr-FR' ? 'Mon CV 2026' : 'My resume 2026');
  }

  /** Stored objects of the server (folders of files), outside its temporary folders. */
  function storedObjects(): string[] {
    const folder = path.join(devices.server.dataDir, 'files');
    return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
  }

  /** Uploads the server is receiving: their bytes are written to its spool until they are complete. */
  function spooledUploads(): string[] {
    const spool = path.join(devices.server.dataDir, 'uploads');
    return existsSync(spool) ? readdirSync(spool) : [];
  }

  /** Waits until `holds()` is true, checking every 50 ms, and fails with `what` after UI_TIMEOUT_MS. */
  async function waitUntil(what: string, holds: () => boolean): Promise<void> {
    const deadline = Date.now() + UI_TIMEOUT_MS;
    while (!holds()) {
      if (Date.now() > deadline) throw new Error(`not within ${String(UI_TIMEOUT_MS)} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it(
    'uploads with a progress bar, shows the thumbnail, downloads the same bytes, edits, links and unlinks, deletes, live on a second device',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const other = await devices.signedInDevice(account);
      const applicationTitle = locale === 'fr-FR' ? 'Développeuse back-end' : 'Back-end developer';
      const applicationId = await createApplication(page, devices.server.url, locale, { title: applicationTitle, url: 'https://jobs.example.org/7', newCompany: `Umbrella ${locale}` });
      await other.goto(`${devices.server.url}/files`);
      await other.getByTestId('files-empty').waitFor({ timeout: UI_TIMEOUT_MS });

      await page.goto(`${devices.server.url}/files`);
      await page.getByTestId('files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      const bytes = pdfOfSize(3 * 1024 * 1024);
      await openUploadDialog(page, 'files-upload');
      await chooseFile(page, 'resume.pdf', bytes);
      // The name is prefilled from the chosen file.
      expect(await page.getByTestId('upload-filename').inputValue()).toBe('resume.pdf');
      await chooseOption(page, 'upload-type', text('files.type.coverLetter'));
      await throttleUploads(page, 1024 * 1024);
      await page.getByTestId('upload-submit').click();
      // The bar moves: a percent strictly between 0 and 100 is shown while the bytes go.
      await page.waitForFunction(
        () => {
          const value = Number(document.querySelector('[data-testid="upload-progress"]')?.getAttribute('aria-valuenow') ?? 'NaN');
          return value > 0 && value < 100;
        },
        undefined,
        { timeout: UI_TIMEOUT_MS },
      );
      await throttleUploads(page, -1);
      await waitGone(page.getByTestId('upload-dialog'));

      const row = page.getByTestId('file-row').filter({ hasText: 'resume.pdf' });
      await waitForText(row, text('files.type.coverLetter'));
      // The thumbnail rendered in the background arrives by push, and is shown in place of the icon.
      await row.getByTestId('file-thumbnail').waitFor({ timeout: 60_000 });
      // The other device saw the upload and its thumbnail without a reload.
      await other.getByTestId('file-row').filter({ hasText: 'resume.pdf' }).getByTestId('file-thumbnail').waitFor({ timeout: 60_000 });

      const downloadStarted = page.waitForEvent('download', { timeout: UI_TIMEOUT_MS });
      await row.getByTestId('file-download').click();
      const download = await downloadStarted;
      expect(download.suggestedFilename()).toBe('resume.pdf');
      expect(readFileSync(await download.path()).equals(bytes)).toBe(true);

      // Edited on one device, changed on the other.
      const newDescription = locale === 'fr-FR' ? 'Lettre pour Umbrella' : 'Letter for Umbrella';
      await row.getByTestId('file-edit').click();
      await page.getByTestId('edit-file-description').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('edit-file-description').fill(newDescription);
      await page.getByTestId('edit-file-save').click();
      await waitForText(page.getByTestId('files-list'), newDescription);
      await waitForText(other.getByTestId('files-list'), newDescription);

      // Linked through the selection page, reached from the application's Files tab, which it returns to; the
      // other device, on that tab, sees the file arrive and leave.
      await other.goto(`${devices.server.url}/job_applications/${applicationId}?tab=files`);
      await other.getByTestId('application-files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.goto(`${devices.server.url}/job_applications/${applicationId}?tab=files`);
      await page.getByTestId('application-files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('application-files-link').click();
      await page.getByTestId('files-selection-page').waitFor({ timeout: UI_TIMEOUT_MS });
      await page.getByTestId('files-selection-checkbox').first().click();
      await page.getByTestId('files-selection-link').click();
      await page.waitForURL(`**/job_applications/${applicationId}?tab=files`, { timeout: UI_TIMEOUT_MS });
      await waitForText(page.getByTestId('application-files-list'), 'resume.pdf');
      await waitForText(other.getByTestId('application-files-list'), 'resume.pdf');
      await confirmWith(page, page.getByTestId('file-unlink'), text('files.unlinkConfirm'), 'file-unlink-confirm');
      await page.getByTestId('application-files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      await other.getByTestId('application-files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      await other.goto(`${devices.server.url}/files`);
      await other.getByTestId('file-row').first().waitFor({ timeout: UI_TIMEOUT_MS });

      // Deleted on one device, gone from the other.
      await page.goto(`${devices.server.url}/files`);
      await confirmWith(page, page.getByTestId('file-row').first().getByTestId('file-delete'), text('files.deleteConfirm'), 'file-delete-confirm');
      await page.getByTestId('files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      await other.getByTestId('files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'refuses a file of another type before sending it, and leaves nothing behind an upload cancelled midway',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      await page.goto(`${devices.server.url}/files`);
      await page.getByTestId('files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      const before = storedObjects();

      await openUploadDialog(page, 'files-upload');
      await page.locator('[data-testid="upload-dialog"] input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await waitForText(page.getByTestId('upload-file-error'), text('files.error.unsupportedType'));

      await chooseFile(page, 'big.pdf', pdfOfSize(6 * 1024 * 1024));
      await throttleUploads(page, 512 * 1024);
      await page.getByTestId('upload-submit').click();
      await page.waitForFunction(
        () => Number(document.querySelector('[data-testid="upload-progress"]')?.getAttribute('aria-valuenow') ?? '0') > 0,
        undefined,
        { timeout: UI_TIMEOUT_MS },
      );
      // Cancelled once the server is writing the bytes, so that there is something for it to clean up.
      await waitUntil('the server spools the upload', () => spooledUploads().length > 0);
      await page.getByTestId('upload-cancel').click();
      await waitGone(page.getByTestId('upload-dialog'));
      await throttleUploads(page, -1);

      // Nothing on the server: the spooled bytes removed, no stored object, no file in the list after a reload.
      await waitUntil('the server removes the cancelled upload from its spool', () => spooledUploads().length === 0);
      await page.reload();
      await page.getByTestId('files-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      expect(storedObjects()).toEqual(before);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
