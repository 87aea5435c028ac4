// The applications list is the page a signed-in visitor opens first, and on a phone its first screen needs
// none of antd's code or stylesheet and none of zod (the contract's runtime schemas): they load later, once the
// browser is idle, for the live notifications and the answers' checks. Proved here by refusing every file of
// the build that holds them, in Chromium against the real server process, in English and in French: the list
// still shows its applications, and stays on screen once the refused downloads have failed.
import fs from 'node:fs';
import path from 'node:path';
import { signUpConfirmedAccount } from './support/accountApi';
import { messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { createApplication, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';

/** Where the build writes the app the server serves. */
const BUILT_ASSETS = path.resolve(__dirname, '../dist/public/assets');

/** The build's scripts holding antd's or zod's code (from their source maps), and antd's stylesheets. */
function antdAndZodFiles(): Set<string> {
  const files = new Set<string>();
  for (const name of fs.readdirSync(BUILT_ASSETS)) {
    const file = path.join(BUILT_ASSETS, name);
    if (name.endsWith('.js') && fs.existsSync(`${file}.map`)) {
      const { sources } = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      if (sources.some((source) => /node_modules\/(antd|zod)\//.test(source))) files.add(`/assets/${name}`);
    }
    if (name.endsWith('.css') && fs.readFileSync(file, 'utf8').includes('.ant-')) files.add(`/assets/${name}`);
  }
  return files;
}

/** A test signs up (captcha proof of work) and creates an application through the pages. */
const TEST_TIMEOUT_MS = 120_000;

describe.each(['en-US', 'fr-FR'] as const)("the applications list's first screen on a phone (%s)", (locale) => {
  const devices = useSignedInDevices(locale);

  it(
    'shows the applications with every file of antd and zod refused',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const desktop = await devices.signedInDevice(account);
      const title = locale === 'fr-FR' ? 'Développeuse mobile' : 'Mobile developer';
      await createApplication(desktop, devices.server.url, locale, {
        title,
        url: 'https://jobs.example.org/offers/7',
        newCompany: `Globex ${locale}`,
      });

      const refusable = antdAndZodFiles();
      expect(refusable.size).toBeGreaterThan(0);
      // A new page of the same profile (signed in), on a phone's screen; routing skips the HTTP cache.
      const phone = await desktop.context().newPage();
      await phone.setViewportSize({ width: 360, height: 740 });
      const refused: string[] = [];
      await phone.route('**/assets/**', async (route) => {
        const pathname = new URL(route.request().url()).pathname;
        if (refusable.has(pathname)) {
          refused.push(pathname);
          await route.abort();
        } else {
          await route.continue();
        }
      });

      await phone.goto(`${devices.server.url}/job_applications`);
      await waitForText(phone.getByTestId('page-title'), messageText(locale, 'jobApplications.list.title'));
      const card = phone.getByTestId('job-application-row').first();
      await waitForText(card.getByRole('link'), title);
      // Idle, the page asks for the notifications' code and the schemas: refused, they leave the page as it is.
      const deadline = Date.now() + UI_TIMEOUT_MS;
      while (refused.length === 0 && Date.now() < deadline) await phone.waitForTimeout(100);
      expect(refused.length).toBeGreaterThan(0);
      // Long enough for React to have met the failed downloads.
      await phone.waitForTimeout(1000);
      await waitForText(card.getByRole('link'), title);
      expect(await phone.getByTestId('job-application-status').first().textContent()).toBe(messageText(locale, 'jobApplications.status.new'));
    },
    TEST_TIMEOUT_MS,
  );
});
