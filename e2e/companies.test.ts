// Companies in Chromium against the real server and its SQLite storage, in English and in French: a company
// created from /companies, an application of it, a logo uploaded on the company's page and seen live by a
// second device, on the list's row and the application's header; a rename made on the second device shown on
// the first; then the company deleted after its confirmation, its application kept without a company.
import sharp from 'sharp';
import { signUpConfirmedAccount } from './support/accountApi';
import { formattedText, messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { forgetWorkspaceCopy } from './support/offlineCopy';
import { confirmWith, followMenu, postApplications, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';

const JOURNEY_TIMEOUT_MS = 120_000;

function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 120, channels: 4, background: { r: 30, g: 110, b: 220, alpha: 1 } } }).png().toBuffer();
}

describe.each(['en-US', 'fr-FR'] as const)('companies in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale);
  const text = (id: string) => messageText(locale, id);

  it(
    'creates a company, gives it a logo every device sees, renames it from another device and deletes it',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const deviceA = await devices.signedInDevice(account);
      const name = locale === 'fr-FR' ? 'Société Générale du Logiciel' : 'Acme Robotics';

      // Created from the companies page, reached from the menu.
      await followMenu(deviceA, 'companies', text('app.menu.companies'));
      await waitForText(deviceA.getByTestId('page-title'), text('companies.page.title'));
      await waitForText(deviceA.getByTestId('companies-empty'), text('companies.page.empty'));
      await deviceA.getByTestId('companies-new').click();
      await deviceA.getByTestId('new-company-name').fill(name);
      await deviceA.getByTestId('new-company-url').fill('https://acme.example.org/');
      await deviceA.getByTestId('new-company-save').click();
      const row = deviceA.getByTestId('company-row').filter({ hasText: name });
      await waitForText(row, 'acme.example.org');
      const companyId = await row.getAttribute('data-company-id');
      if (companyId === null) throw new Error('the company row names no id');
      const [applicationId] = await postApplications(deviceA, [{ title: 'Firmware engineer', url: 'https://jobs.example.org/fw', company_id: companyId }]);

      // Its page lists the application; a second device has it open too.
      const deviceB = await devices.signedInDevice(account);
      await deviceB.goto(`${devices.server.url}/companies/${companyId}`);
      await row.getByTestId('company-link').click();
      for (const page of [deviceA, deviceB]) {
        await waitForText(page.getByTestId('company-name'), name);
        await waitForText(page.getByTestId('company-applications'), 'Firmware engineer');
      }

      // A logo uploaded on A, with its progress: both devices show it.
      await deviceA.getByTestId('company-logo-section').locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
      const logoAlt = formattedText(locale, 'companies.logo.alt', { name });
      for (const page of [deviceA, deviceB]) await page.getByTestId('company-logo-section').getByRole('img', { name: logoAlt }).waitFor({ timeout: UI_TIMEOUT_MS });
      // A file that is not a PNG or JPEG is refused before it is sent, in the page's language.
      await deviceA.getByTestId('company-logo-section').locator('input[type="file"]').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await waitForText(deviceA.getByTestId('company-logo-error'), text('companies.failed.logoType'));

      // The logo on the list's row and the application's header.
      await deviceA.goto(`${devices.server.url}/job_applications`);
      const listRow = deviceA.getByTestId('job-application-row').filter({ hasText: 'Firmware engineer' });
      await listRow.getByTestId('company-logo').waitFor({ timeout: UI_TIMEOUT_MS });
      await deviceA.goto(`${devices.server.url}/job_applications/${String(applicationId)}`);
      await deviceA.getByTestId('job-application-company').getByTestId('company-logo').waitFor({ timeout: UI_TIMEOUT_MS });

      // Renamed on B: A's application page follows without a reload.
      const renamed = `${name} SA`;
      await deviceB.getByTestId('company-form-name').fill(renamed);
      await deviceB.getByTestId('company-save').click();
      await waitForText(deviceB.getByTestId('company-saved'), text('companies.form.saved'));
      await waitForText(deviceA.getByTestId('job-application-company'), renamed);

      // Deleted on A after its confirmation: back on the companies, the application stays without a company.
      await deviceA.getByTestId('job-application-company').click();
      await waitForText(deviceA.getByTestId('company-name'), renamed);
      await confirmWith(deviceA, deviceA.getByTestId('company-delete'), formattedText(locale, 'companies.delete.confirm', { name: renamed }), 'company-delete-confirm');
      await deviceA.waitForURL(`${devices.server.url}/companies`);
      await waitForText(deviceA.getByTestId('companies-empty'), text('companies.page.empty'));
      await waitForText(deviceB.getByTestId('company-not-found'), text('companies.page.notFound'));
      // Loaded afresh from the server, without the browser's copy of the workspace, which may still show the
      // company (and ask for its logo) until the server's answer replaces it (offline.test.ts covers the copy).
      await forgetWorkspaceCopy(deviceA.context(), deviceA, devices.server.url);
      await deviceA.goto(`${devices.server.url}/job_applications/${String(applicationId)}`);
      await waitForText(deviceA.getByTestId('job-application-title'), 'Firmware engineer');
      expect(await deviceA.getByTestId('job-application-company').count()).toBe(0);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
