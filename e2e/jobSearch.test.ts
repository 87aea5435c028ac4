// The job search in Chromium against the real server process and its SQLite storage, in English and in French.
// One account per test, signed up and confirmed through the real API, then signed in on each device with a
// login link. First the whole life of an application: created with a new company, its details saved and
// exported as CSV from the list, an interview dated next week (typed into the picker) in its Actions tab and
// among the upcoming events, notes saved (still there after a reload), the action and then the application
// deleted after their confirmations. Then two devices of one account kept in step live, without a reload: what
// one creates, changes and deletes shows on the other, with a notification. Last, every action by the day it
// was added (`action.list_creation_dates`, each row asked for with `action.get`) and an action's own page,
// reached from that list and from its calendar feed event. And the list sorted and narrowed to a tag by the
// server, on a wide screen and on a phone.
import fs from 'node:fs';
import { signUpConfirmedAccount } from './support/accountApi';
import { formattedText, messageText } from './support/catalogs';
import {
  addAction,
  confirmWith,
  createApplication,
  followMenu,
  formattedInBrowser,
  markPage,
  nextWeekAt,
  postApplications,
  stillMarked,
  UI_TIMEOUT_MS,
  waitForText,
  waitGone,
} from './support/jobSearchPages';
import { useSignedInDevices } from './support/devices';
import { recordLiveRequests } from './support/liveRequests';

/** A test signs up (captcha proof of work), then walks several pages: more than Jest's default for e2e. */
const JOURNEY_TIMEOUT_MS = 120_000;

describe.each(['en-US', 'fr-FR'] as const)('the job search in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale);
  const text = (id: string, values?: Readonly<Record<string, string>>) => messageText(locale, id, values);

  it(
    'creates an application with a new company, plans an interview, keeps notes, then deletes the action and the application',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const title = locale === 'fr-FR' ? 'Développeuse front-end' : 'Front-end developer';
      const company = `Initech ${locale}`;

      // Created from /new_job_application with a company named on the way: its page opens.
      const id = await createApplication(page, devices.server.url, locale, {
        title,
        url: 'https://jobs.example.org/offers/42',
        newCompany: company,
      });
      await waitForText(page.getByTestId('job-application-company'), company);
      await waitForText(page.getByTestId('job-application-status'), text('jobApplications.status.new'));
      for (const [key, messageId] of [
        ['actions', 'jobApplications.tab.actions'],
        ['details', 'jobApplications.details.tab'],
        ['files', 'jobApplications.tab.files'],
        ['company', 'jobApplications.tab.company'],
        ['notes', 'jobApplications.tab.notes'],
        ['job_description', 'jobApplications.tab.jobDescription'],
        ['ai', 'jobApplications.tab.ai'],
      ] as const) {
        await waitForText(page.getByTestId(`tab-${key}`), text(messageId));
      }
      await page.getByTestId('actions-empty').waitFor({ timeout: UI_TIMEOUT_MS });

      // Its details, typed in the Details tab and saved, read as the browser writes the range in this language.
      await page.getByTestId('tab-details').click();
      await page.getByTestId('details-edit').click();
      const place = locale === 'fr-FR' ? 'Lyon, France' : 'Boston, MA';
      await page.getByTestId('details-location').fill(place);
      await page.getByTestId('details-salary-min').fill('50000');
      await page.getByTestId('details-salary-max').fill('60000');
      await page.getByTestId('details-save').click();
      const range = await page.evaluate((language) => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).formatRange(50_000, 60_000), locale);
      await waitForText(page.getByTestId('details-list'), place);
      await waitForText(page.getByTestId('details-list'), range);

      // The list's Export button downloads the account's applications as CSV, this one with its details.
      await page.goto(`${devices.server.url}/job_applications`);
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: UI_TIMEOUT_MS }), page.getByTestId('job-applications-export').click()]);
      expect(download.suggestedFilename()).toMatch(/^job-applications-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await fs.promises.readFile(await download.path(), 'utf8');
      const [csvHeader, csvRow] = csv.replace(/^\ufeff/, '').split('\r\n');
      expect(csvHeader?.split(',').slice(0, 4)).toEqual(['title', 'company', 'url', 'status']);
      expect(csvRow).toContain(`${title},${company},https://jobs.example.org/offers/42,new,`);
      expect(csvRow).toContain(`"${place}"`);
      await page.goto(`${devices.server.url}/job_applications/${id}`);
      await page.getByTestId('actions-empty').waitFor({ timeout: UI_TIMEOUT_MS });

      // An interview next week, its moment typed into the picker, is listed in the Actions tab.
      const moment = await nextWeekAt(page, 10);
      const interviewTitle = locale === 'fr-FR' ? 'Entretien avec l’équipe' : 'Interview with the team';
      const row = await addAction(page, { typeLabel: text('actions.type.interview'), title: interviewTitle, moment });
      await waitForText(row.getByTestId('action-type'), text('actions.type.interview'));
      expect(await row.getByTestId('action-date').getAttribute('datetime')).toBe(moment.iso);
      const longDate = await formattedInBrowser(page, locale, moment.iso, { dateStyle: 'full', timeStyle: 'short' });
      await waitForText(row.getByTestId('action-date'), longDate);
      const actionId = await row.getAttribute('data-id');
      // Planned, not held yet: the application is still new.
      await waitForText(page.getByTestId('job-application-status'), text('jobApplications.status.new'));

      // Among the upcoming events, under its day, linking to its application.
      await followMenu(page, 'upcoming-events', text('app.menu.upcomingEvents'));
      await page.waitForURL(`${devices.server.url}/actions/future`);
      const event = page.locator(`[data-testid="future-action-item"][data-id="${actionId ?? ''}"]`);
      await event.waitFor({ timeout: UI_TIMEOUT_MS });
      await waitForText(event.getByTestId('future-action-title'), interviewTitle);
      await waitForText(event.getByTestId('future-action-type'), text('actions.type.interview'));
      await waitForText(event.getByTestId('future-action-time'), await formattedInBrowser(page, locale, moment.iso, { timeStyle: 'short' }));
      const dayHeading = await formattedInBrowser(page, locale, moment.iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
      await waitForText(page.getByTestId('future-actions-day').filter({ has: event }).getByTestId('future-actions-day-heading'), dayHeading);
      await waitForText(event.getByTestId('future-action-company'), company);
      const link = event.getByTestId('future-action-application');
      await waitForText(link, title);
      await link.click();
      await page.waitForURL(`${devices.server.url}/job_applications/${id}`);
      await waitForText(page.getByTestId('job-application-title'), title);

      // Notes, with their line breaks, saved: a reload shows them again.
      await page.getByTestId('tab-notes').click();
      await waitForText(page.getByTestId('notes-text'), text('jobApplications.notes.empty'));
      const notes = locale === 'fr-FR' ? 'Rappeler Mme Dupont vendredi.\nApporter le portfolio.' : 'Call Ms Dupont back on Friday.\nBring the portfolio.';
      await page.getByTestId('notes-edit').click();
      await page.getByTestId('notes-input').fill(notes);
      await page.getByTestId('notes-save').click();
      await waitForText(page.getByTestId('notes-text'), notes.split('\n')[1]!);
      expect(await page.getByTestId('notes-text').innerText()).toBe(notes);
      await page.reload();
      await waitForText(page.getByTestId('notes-text'), notes.split('\n')[0]!);
      expect(await page.getByTestId('notes-text').innerText()).toBe(notes);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('notes');

      // The action, deleted after its confirmation, leaves the Actions tab.
      await page.getByTestId('tab-actions').click();
      const listed = page.locator(`[data-testid="action-row"][data-id="${actionId ?? ''}"]`);
      await listed.waitFor({ timeout: UI_TIMEOUT_MS });
      await confirmWith(page, listed.getByTestId('action-delete'), text('actions.deleteConfirm.title'), 'action-delete-confirm');
      await waitGone(listed);
      await waitForText(page.getByTestId('actions-empty'), text('actions.empty'));

      // The application, deleted after its confirmation: back on the list, which no longer holds it.
      await confirmWith(page, page.getByTestId('job-application-delete'), text('jobApplications.detail.deleteConfirmTitle'), 'job-application-delete-confirm');
      await page.waitForURL(`${devices.server.url}/job_applications`);
      await waitForText(page.getByTestId('job-applications-empty'), text('jobApplications.list.emptyTitle'));
      await page.reload();
      await waitForText(page.getByTestId('job-applications-empty'), text('jobApplications.list.emptyTitle'));
      expect(await page.locator(`[data-testid="job-application-row"][data-id="${id}"]`).count()).toBe(0);
      // Its address no longer opens it. The browser's copy of the workspace (written a moment after each change)
      // may still hold it from before the deletion: the page then says it was deleted once the server has said
      // so, rather than that it was never found.
      await page.goto(`${devices.server.url}/job_applications/${id}`);
      const gone = page.getByTestId('job-application-not-found').or(page.getByTestId('job-application-deleted')).first();
      await gone.waitFor({ timeout: UI_TIMEOUT_MS });
      const shown = await gone.innerText();
      expect([text('jobApplications.detail.notFoundTitle'), text('jobApplications.detail.deletedTitle')].some((title) => shown.includes(title))).toBe(true);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'sorts the list by title either way and narrows it to a tag, on the table and on the cards',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      // Created in this order: newest first reads Architecte, Écrivain, Développeur; by title, É sorts with E.
      const [developer, writer, architect] = await postApplications(page, [
        { title: 'Développeur', url: 'https://jobs.example.org/offers/1' },
        { title: 'Écrivain technique', url: 'https://jobs.example.org/offers/2', tags: ['remote'] },
        { title: 'Architecte', url: 'https://jobs.example.org/offers/3' },
      ]);
      await page.goto(`${devices.server.url}/job_applications`);
      const expectRows = async (expected: readonly (string | undefined)[]) => {
        const wanted = expected.join(' ');
        const shown = (ids: string) =>
          [...document.querySelectorAll('[data-testid="job-application-row"]')].map((row) => row.getAttribute('data-id')).join(' ') === ids;
        await page.waitForFunction(shown, wanted, { timeout: UI_TIMEOUT_MS });
      };
      await expectRows([architect, writer, developer]);
      const sort = page.getByTestId('job-applications-sort').getByRole('combobox');
      await sort.selectOption({ label: text('jobApplications.list.sort.titleAsc') });
      await expectRows([architect, developer, writer]);
      const titleHeader = page.getByRole('columnheader', { name: text('jobApplications.list.columnTitle') });
      expect(await titleHeader.getAttribute('aria-sort')).toBe('ascending');
      await sort.selectOption({ label: text('jobApplications.list.sort.titleDesc') });
      await expectRows([writer, developer, architect]);

      // A phone's cards follow the same order, and the tag filter narrows them.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.locator('li[data-testid="job-application-row"]').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await expectRows([writer, developer, architect]);
      await page.getByTestId('job-applications-tag-filter').getByRole('combobox').selectOption({ label: formattedText(locale, 'jobApplications.list.tagOption', { tag: 'remote', count: 1 }) });
      await expectRows([writer]);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'keeps two signed-in devices of one account in step live: creation, a new action, a new title and deletions',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const deviceA = await devices.signedInDevice(account);
      const deviceB = await devices.signedInDevice(account);
      // B stays on its pages from here on: a page reload would lose this mark.
      await waitForText(deviceB.getByTestId('job-applications-empty'), text('jobApplications.list.emptyTitle'));
      await markPage(deviceB);
      const notification = (id: string, values?: Readonly<Record<string, string>>) =>
        deviceB.getByTestId('live-notification').filter({ hasText: text(id, values) });

      // Created on A: the row appears in B's list, with a notification.
      const title = locale === 'fr-FR' ? 'Chargée de projet' : 'Project manager';
      const company = `Globex ${locale}`;
      const id = await createApplication(deviceA, devices.server.url, locale, { title, url: 'https://jobs.example.org/offers/7', newCompany: company });
      const rowOnB = deviceB.locator(`[data-testid="job-application-row"][data-id="${id}"]`);
      await waitForText(rowOnB, title);
      await waitForText(rowOnB, company);
      await waitForText(rowOnB, text('jobApplications.status.new'));
      await notification('notifications.createdJobApplication', { title }).first().waitFor({ timeout: UI_TIMEOUT_MS });

      // B opens it; an action added on A shows in B's Actions tab.
      await rowOnB.getByRole('link', { name: title }).click();
      await deviceB.waitForURL(`${devices.server.url}/job_applications/${id}`);
      await deviceB.getByTestId('actions-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      const actionTitle = locale === 'fr-FR' ? 'Visio avec la DRH' : 'Video call with HR';
      const moment = await nextWeekAt(deviceA, 15);
      const rowOnA = await addAction(deviceA, { typeLabel: text('actions.type.videoCall'), title: actionTitle, moment });
      const actionId = await rowOnA.getAttribute('data-id');
      const actionOnB = deviceB.locator(`[data-testid="action-row"][data-id="${actionId ?? ''}"]`);
      await waitForText(actionOnB.getByTestId('action-title'), actionTitle);
      await waitForText(actionOnB.getByTestId('action-type'), text('actions.type.videoCall'));
      expect(await actionOnB.getByTestId('action-date').getAttribute('datetime')).toBe(moment.iso);
      await notification('notifications.createdAction', { title: actionTitle }).first().waitFor({ timeout: UI_TIMEOUT_MS });

      // A new title saved on A shows on B.
      const newTitle = `${title} (senior)`;
      await deviceA.getByTestId('job-application-edit').click();
      await deviceA.getByTestId('job-application-title-input').fill(newTitle);
      await deviceA.getByTestId('job-application-save').click();
      await waitForText(deviceA.getByTestId('job-application-title'), newTitle);
      await waitForText(deviceB.getByTestId('job-application-title'), newTitle);
      await notification('notifications.updatedJobApplication', { title: newTitle }).first().waitFor({ timeout: UI_TIMEOUT_MS });

      // The action deleted on A leaves B's list.
      await confirmWith(deviceA, rowOnA.getByTestId('action-delete'), text('actions.deleteConfirm.title'), 'action-delete-confirm');
      await waitGone(actionOnB);
      await deviceB.getByTestId('actions-empty').waitFor({ timeout: UI_TIMEOUT_MS });
      await notification('notifications.deletedAction').first().waitFor({ timeout: UI_TIMEOUT_MS });

      // The application deleted on A: B's page says so, and B's list no longer holds it.
      await confirmWith(deviceA, deviceA.getByTestId('job-application-delete'), text('jobApplications.detail.deleteConfirmTitle'), 'job-application-delete-confirm');
      await waitForText(deviceB.getByTestId('job-application-deleted'), text('jobApplications.detail.deletedTitle'));
      await notification('notifications.deletedJobApplication').first().waitFor({ timeout: UI_TIMEOUT_MS });
      await deviceB.getByTestId('back-to-list').click();
      await deviceB.waitForURL(`${devices.server.url}/job_applications`);
      await waitForText(deviceB.getByTestId('job-applications-empty'), text('jobApplications.list.emptyTitle'));
      expect(await stillMarked(deviceB)).toBe(true);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'lists every action by the day it was added, and opens one by its own link from that list and from its calendar event',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const title = locale === 'fr-FR' ? 'Ingénieure données' : 'Data engineer';
      const company = `Umbrella ${locale}`;
      await createApplication(page, devices.server.url, locale, { title, url: 'https://jobs.example.org/offers/9', newCompany: company });
      const actionTitle = locale === 'fr-FR' ? 'Appel avec la recruteuse' : 'Call with the recruiter';
      const moment = await nextWeekAt(page, 11);
      const actionId = (await (await addAction(page, { typeLabel: text('actions.type.phoneCall'), title: actionTitle, moment })).getAttribute('data-id')) ?? '';

      // Another device opens every action: the creation dates, then the action asked for alone, with its
      // application named, under the day it was added.
      const other = await devices.signedInDevice(account);
      const requests = recordLiveRequests(other);
      await other.goto(`${devices.server.url}/actions`);
      const listed = other.locator(`[data-testid="all-actions-item"][data-id="${actionId}"]`);
      await waitForText(listed.getByTestId('all-actions-item-title'), actionTitle);
      await waitForText(listed.getByTestId('dated-action-application'), title);
      await waitForText(listed.getByTestId('all-actions-item-type'), text('actions.type.phoneCall'));
      const addedOn = text('actions.all.dayHeading', { date: '' }).trim();
      expect(await other.getByTestId('all-actions-day-heading').first().innerText()).toContain(addedOn);
      expect(requests.paramsOf('action.list_creation_dates')).toContainEqual({});
      expect(requests.paramsOf('action.get')).toContainEqual({ id: actionId });

      // Its own page, from the list: the action whole.
      await listed.getByTestId('all-actions-item-title').click();
      await other.waitForURL(`${devices.server.url}/actions/${actionId}`);
      await waitForText(other.getByTestId('dated-action-title'), actionTitle);
      await waitForText(other.getByTestId('dated-action-type'), text('actions.type.phoneCall'));
      expect(await other.getByTestId('dated-action-date').getAttribute('datetime')).toBe(moment.iso);
      await waitForText(other.getByTestId('dated-action-application'), title);

      // The calendar feed's event links to that page; opened there on a fresh load, the action is asked for alone.
      await followMenu(page, 'upcoming-events', text('app.menu.upcomingEvents'));
      const feedUrl = (await page.getByTestId('calendar-feed-url').textContent())?.trim() ?? '';
      const feed = (await (await page.request.get(feedUrl)).text()).replace(/\r\n[ \t]/g, '');
      const eventLink = /^URL;VALUE=URI:(\S+)$/m.exec(feed)?.[1];
      expect(eventLink === undefined ? undefined : new URL(eventLink).pathname).toBe(`/actions/${actionId}`);
      const asked = requests.paramsOf('action.get').length;
      await other.goto(`${devices.server.url}/actions/${actionId}`);
      await waitForText(other.getByTestId('dated-action-title'), actionTitle);
      expect(requests.paramsOf('action.get').slice(asked)).toContainEqual({ id: actionId });
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
