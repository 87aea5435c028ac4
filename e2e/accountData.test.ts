// "Export my data" then "Delete my account" in Chromium against the real server process, in English and in
// French: the drawer's entries, an export prepared in the background and announced live, its zip downloaded
// (once) and holding the account's records, then the deletion refusing a wrong password with a clear message,
// and, with the right one, signing out to the home page with a notice; the account can no longer sign in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { logIn, signUpConfirmedAccount } from './support/accountApi';
import { messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { createApplication, followMenu, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';

const JOURNEY_TIMEOUT_MS = 150_000;

/** The text of one entry of a zip file. */
function zipEntryText(zipPath: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true }, (openError, zip) => {
      if (openError !== null) {
        reject(openError);
        return;
      }
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) {
          zip.readEntry();
          return;
        }
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
            zip.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
        });
      });
      zip.on('end', () => {
        reject(new Error(`no ${name} in the zip`));
      });
      zip.readEntry();
    });
  });
}

describe.each(['en-US', 'fr-FR'] as const)('account data in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale);
  const text = (id: string) => messageText(locale, id);

  it(
    'exports the data, downloads it once, then deletes the account with its password',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const title = `Data engineer ${locale}`;
      await createApplication(page, devices.server.url, locale, { title, url: 'https://jobs.example.org/data', newCompany: `Exporters ${locale}` });

      // Export: from the drawer, prepared in the background, announced live.
      await followMenu(page, 'export-data', text('account.export.title'));
      await page.waitForURL(`${devices.server.url}/account/export`);
      await waitForText(page.getByTestId('page-title'), text('account.export.title'));
      await page.getByTestId('export-prepare').click();
      await page.getByTestId('export-ready').waitFor({ timeout: UI_TIMEOUT_MS });
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: UI_TIMEOUT_MS }), page.getByTestId('export-download').click()]);
      const zipPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-e2e-')), 'export.zip');
      await download.saveAs(zipPath);
      expect(download.suggestedFilename()).toMatch(/^job-search-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const data = JSON.parse(await zipEntryText(zipPath, 'data.json')) as { tables: Record<string, Record<string, unknown>[]> };
      expect(data.tables.accounts?.[0]?.email).toBe(account.email);
      expect(data.tables.job_applications?.map((row) => row.title)).toEqual([title]);
      expect(data.tables.companies?.map((row) => row.name)).toEqual([`Exporters ${locale}`]);
      // Once only: the page says so, and the link is spent.
      await waitForText(page.getByTestId('export-downloaded'), text('account.export.downloaded'));
      await page.getByTestId('export-prepare').waitFor({ timeout: UI_TIMEOUT_MS });

      // Deletion: a wrong password is refused in the user's language, and the account stays.
      await followMenu(page, 'delete-account', text('account.deletion.title'));
      await page.waitForURL(`${devices.server.url}/account/delete`);
      await waitForText(page.getByTestId('deletion-warning'), text('account.deletion.warning'));
      // The keyboard alone: type the password, tick the box with Space, submit with Enter.
      await page.getByTestId('deletion-password').fill('Not-The-Password-1');
      await page.getByTestId('deletion-confirm').focus();
      await page.keyboard.press('Space');
      await page.getByTestId('deletion-password').press('Enter');
      await waitForText(page.getByTestId('deletion-error'), text('account.deletion.wrongPassword'));

      await page.getByTestId('deletion-password').fill(account.password);
      await page.getByTestId('deletion-submit').click();
      await waitForText(page.getByTestId('account-deleted-notice'), text('account.deletion.deleted'));
      await page.waitForURL(new RegExp(`^${devices.server.url}/(login)?$`), { timeout: UI_TIMEOUT_MS });
      await expect(logIn(devices.server, account)).rejects.toThrow(/invalid_credentials/);
      expect(devices.problems.filter((problem) => !/401|Unauthorized/i.test(problem))).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
