// Contacts in Chromium against the real server and its SQLite storage, in English and in French: a contact
// added from an application's Contacts tab (its company that of the application), with `mailto:` and `tel:`
// links; seen live on the company's page of a second device; linked to another application and unlinked from
// it; changed on the second device and deleted after a confirmation, every device following.
import { signUpConfirmedAccount } from './support/accountApi';
import { formattedText, messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { chooseOption, confirmWith, postApplications, postCompanies, UI_TIMEOUT_MS, waitForText, waitGone } from './support/jobSearchPages';

const JOURNEY_TIMEOUT_MS = 120_000;

describe.each(['en-US', 'fr-FR'] as const)('contacts in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale);
  const text = (id: string) => messageText(locale, id);

  it(
    'adds a contact to an application, links and unlinks it, and every device follows its changes',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const deviceA = await devices.signedInDevice(account);
      const [companyId] = await postCompanies(deviceA, [{ name: 'Globex' }]);
      const [firstId, secondId] = await postApplications(deviceA, [
        { title: 'Platform engineer', url: 'https://jobs.example.org/p1', company_id: companyId },
        { title: 'Site reliability engineer', url: 'https://jobs.example.org/p2' },
      ]);
      const deviceB = await devices.signedInDevice(account);
      await deviceB.goto(`${devices.server.url}/companies/${String(companyId)}`);
      await waitForText(deviceB.getByTestId('contacts-empty'), text('contacts.empty.company'));

      // Added from the first application's Contacts tab.
      await deviceA.goto(`${devices.server.url}/job_applications/${String(firstId)}?tab=contacts`);
      await waitForText(deviceA.getByTestId('contacts-empty'), text('contacts.empty.application'));
      await deviceA.getByTestId('contacts-add').click();
      const name = locale === 'fr-FR' ? 'Élodie Martin' : 'Ada Lovelace';
      await deviceA.getByTestId('contact-form-name').fill(name);
      await deviceA.getByTestId('contact-form-role').fill(locale === 'fr-FR' ? 'Recruteuse' : 'Recruiter');
      await deviceA.getByTestId('contact-form-email').fill('not an address');
      await deviceA.getByTestId('contact-form-save').click();
      await waitForText(deviceA.getByTestId('contact-form'), text('contacts.form.emailInvalid'));
      await deviceA.getByTestId('contact-form-email').fill('ada@globex.example.org');
      await deviceA.getByTestId('contact-form-phone').fill('+33 (0)6 12 34 56 78');
      await deviceA.getByTestId('contact-form-save').click();
      const cardA = deviceA.getByTestId('contact-card').filter({ hasText: name });
      await waitForText(cardA, 'Globex');
      expect(await cardA.getByTestId('contact-email').getAttribute('href')).toBe('mailto:ada@globex.example.org');
      expect(await cardA.getByTestId('contact-phone').getAttribute('href')).toBe('tel:+33612345678');

      // The company's page on B shows it, without a reload.
      const cardB = deviceB.getByTestId('contact-card').filter({ hasText: name });
      await cardB.waitFor({ timeout: UI_TIMEOUT_MS });

      // Linked to the second application from its tab, then unlinked: the contact stays in the account.
      await deviceA.goto(`${devices.server.url}/job_applications/${String(secondId)}?tab=contacts`);
      await chooseOption(deviceA, 'contacts-link-select', name);
      await deviceA.getByTestId('contacts-link-submit').click();
      const linked = deviceA.getByTestId('contact-card').filter({ hasText: name });
      await linked.waitFor({ timeout: UI_TIMEOUT_MS });
      await linked.getByTestId('contact-unlink').click();
      await waitForText(deviceA.getByTestId('contacts-empty'), text('contacts.empty.application'));

      // Changed on B: A's first application follows.
      await deviceA.goto(`${devices.server.url}/job_applications/${String(firstId)}?tab=contacts`);
      await cardA.waitFor({ timeout: UI_TIMEOUT_MS });
      await cardB.getByTestId('contact-edit').click();
      const role = locale === 'fr-FR' ? 'Responsable du recrutement' : 'Hiring manager';
      await deviceB.getByTestId('contact-form-role').fill(role);
      await deviceB.getByTestId('contact-form-save').click();
      await waitForText(cardA, role);

      // Deleted on A after its confirmation: gone from B's company page too.
      await confirmWith(deviceA, cardA.getByTestId('contact-delete'), formattedText(locale, 'contacts.deleteConfirm', { name }), 'contact-delete-confirm');
      await waitForText(deviceA.getByTestId('contacts-empty'), text('contacts.empty.application'));
      await waitGone(cardB);
      await waitForText(deviceB.getByTestId('contacts-empty'), text('contacts.empty.company'));
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
