// What a person does on the job search pages, step by step in the browser: choose in antd selects, create an
// application, add an action with the date typed into the picker, answer a confirmation. Every wait is a
// locator wait, bounded by UI_TIMEOUT_MS.
import type { Locator, Page } from 'playwright-core';
import type { Locale } from './accountApi';
import { messageText } from './catalogs';

/** Bound of every wait for the interface (live answers and pushes included). */
export const UI_TIMEOUT_MS = 15_000;

/** The longest wait for animations to end (antd's last about 0.3 s). */
const SETTLE_BOUND_MS = 3_000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Waits until `locator` shows `text` (whitespace normalized, as a person reads it). When it never does, the
 * error says what the locator showed instead (another message, an error of another kind), not only that the
 * wait ran out.
 */
export async function waitForText(locator: Locator, text: string, timeoutMs: number = UI_TIMEOUT_MS): Promise<void> {
  try {
    await locator.filter({ hasText: text }).first().waitFor({ timeout: timeoutMs });
  } catch (error) {
    const shown = await locator.allInnerTexts().catch(() => []);
    throw new Error(`waited ${String(timeoutMs)} ms for ${JSON.stringify(text)}; shown instead: ${JSON.stringify(shown)}`, { cause: error });
  }
}

export async function waitGone(locator: Locator, timeoutMs: number = UI_TIMEOUT_MS): Promise<void> {
  await locator.waitFor({ state: 'detached', timeout: timeoutMs });
}

/**
 * Waits for the page's finite animations (a dialog zooming in, a dropdown sliding down) to end. A click while
 * they run may press one element and release over another, which is no click at all for antd.
 *
 * The click wave antd draws around a pressed button is not waited for: a ring that fades for 2 s in a layer
 * with no pointer events, moving nothing, so it cannot take a click. Waiting for it cost 2 s after every click
 * on an antd button.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    (boundMs) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .filter((animation) => {
              const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
              return !(target instanceof HTMLElement && target.classList.contains('ant-wave'));
            })
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        // A paused animation never finishes: the click is tried anyway after a while.
        new Promise((resolve) => setTimeout(resolve, boundMs)),
      ]),
    SETTLE_BOUND_MS,
  );
}

/** Opens the antd select of `testId` and picks the option whose text is `label`. */
export async function chooseOption(page: Page, testId: string, label: string): Promise<void> {
  await settled(page);
  await page.getByTestId(testId).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label });
  await option.first().waitFor({ timeout: UI_TIMEOUT_MS });
  await settled(page);
  await option.first().click();
  await waitForText(page.getByTestId(testId), label);
}

export interface NewApplication {
  readonly title: string;
  readonly url: string;
  readonly newCompany: string;
}

/**
 * Fills /new_job_application with a company created on the way ("New company…", then its name), submits it,
 * and answers the new application's id once its page is open.
 */
export async function createApplication(page: Page, baseUrl: string, locale: Locale, application: NewApplication): Promise<string> {
  await page.goto(`${baseUrl}/new_job_application`);
  await page.getByTestId('new-job-application-title').fill(application.title);
  await page.getByTestId('new-job-application-url').fill(application.url);
  await chooseOption(page, 'new-job-application-company', messageText(locale, 'companies.select.newCompany'));
  await page.getByTestId('new-job-application-new-company-name').fill(application.newCompany);
  await page.getByTestId('new-job-application-submit').click();
  await page.waitForURL(new RegExp(`^${baseUrl}/job_applications/${UUID}$`), { timeout: UI_TIMEOUT_MS });
  await waitForText(page.getByTestId('job-application-title'), application.title);
  const id = new URL(page.url()).pathname.split('/').at(-1);
  if (id === undefined) throw new Error(`no application id in ${page.url()}`);
  return id;
}

/** A moment next week at `hour` o'clock in the browser's time zone: as typed in the picker, and as UTC ISO. */
export interface PickedMoment {
  readonly typed: string;
  readonly iso: string;
}

export async function nextWeekAt(page: Page, hour: number): Promise<PickedMoment> {
  return page.evaluate((atHour) => {
    const moment = new Date();
    moment.setDate(moment.getDate() + 7);
    moment.setHours(atHour, 0, 0, 0);
    // No helper function in here: a bundler's name-keeping wrapper would not exist in the page.
    const [month, day, hours] = [moment.getMonth() + 1, moment.getDate(), atHour].map((value) => String(value).padStart(2, '0'));
    return { typed: `${String(moment.getFullYear())}-${month ?? ''}-${day ?? ''} ${hours ?? ''}:00`, iso: moment.toISOString() };
  }, hour);
}

/** `date` (ISO) as the browser formats it in `locale`, as react-intl's formatDate does. */
export async function formattedInBrowser(page: Page, locale: Locale, date: string, options: Intl.DateTimeFormatOptions): Promise<string> {
  return page.evaluate(
    ({ at, language, format }) => new Intl.DateTimeFormat(language, format).format(new Date(at)),
    { at: date, language: locale, format: options },
  );
}

export interface NewDatedAction {
  /** The action type's label in the interface language. */
  readonly typeLabel: string;
  readonly title: string;
  readonly moment: PickedMoment;
}

/** Adds an action from the Actions tab of an open application page, and answers its row once listed. */
/** `answerTimeoutMs`: how long the saved action may take to be answered (longer across a server restart). */
export async function addAction(page: Page, action: NewDatedAction, answerTimeoutMs: number = UI_TIMEOUT_MS): Promise<Locator> {
  await page.getByTestId('action-add').click();
  const form = page.getByTestId('action-form');
  await form.waitFor({ timeout: UI_TIMEOUT_MS });
  await settled(page);
  await chooseOption(page, 'action-form-type', action.typeLabel);
  await page.getByTestId('action-form-title').fill(action.title);
  const date = page.getByTestId('action-form-date');
  await date.click();
  await date.fill(action.moment.typed);
  // Tab takes the typed moment and moves on to the notes, as a keyboard user does (Enter would take it too,
  // and submit the dialog with it).
  await date.press('Tab');
  await waitGone(page.locator('.ant-picker-dropdown:visible'));
  const shown = await date.inputValue();
  if (shown !== action.moment.typed) throw new Error(`the picker shows "${shown}" after "${action.moment.typed}" was typed and confirmed`);
  await page.getByTestId('action-form-submit').click();
  await waitGone(form, answerTimeoutMs);
  const row = page.getByTestId('action-row').filter({ hasText: action.title });
  await row.waitFor({ timeout: answerTimeoutMs });
  return row;
}

/** Presses `trigger`, waits for the confirmation asking `question`, and confirms with `confirmTestId`. */
export async function confirmWith(page: Page, trigger: Locator, question: string, confirmTestId: string): Promise<void> {
  await trigger.click();
  const popconfirm = page.locator('.ant-popconfirm:visible').filter({ hasText: question });
  await popconfirm.waitFor({ timeout: UI_TIMEOUT_MS });
  await settled(page);
  await popconfirm.getByTestId(confirmTestId).click();
}

/** Opens the drawer menu and follows its entry `menu-item-<id>`, named `label` in the interface language. */
export async function followMenu(page: Page, id: string, label: string): Promise<void> {
  await page.getByTestId('menu-toggle').click();
  const entry = page.getByTestId('drawer-menu').getByTestId(`menu-item-${id}`);
  await waitForText(entry, label);
  await settled(page);
  await entry.click();
}

/** A mark left in the page's window: still there later, the page was not reloaded meanwhile. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMark?: boolean }).e2eMark = true;
  });
}

export async function stillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
}

/**
 * Creates applications through POST /api/job_applications from the signed-in page (its bearer token and CSRF
 * token), one after the other, for tests whose subject is not the form; answers their ids in that order.
 */
export async function postApplications(page: Page, bodies: readonly Readonly<Record<string, unknown>>[]): Promise<string[]> {
  return postCreations(page, '/api/job_applications', bodies);
}

/** Creates companies over HTTP with the page's session, as postApplications does applications; answers their ids. */
export async function postCompanies(page: Page, bodies: readonly Readonly<Record<string, unknown>>[]): Promise<string[]> {
  return postCreations(page, '/api/companies', bodies);
}

async function postCreations(page: Page, path: string, bodies: readonly Readonly<Record<string, unknown>>[]): Promise<string[]> {
  return page.evaluate(
    async ({ target, toCreate }) => {
      const token = window.localStorage.getItem('user_token') ?? '';
      const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      const created: string[] = [];
      for (const body of toCreate) {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-csrf-token': csrf },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`POST ${target} answered ${String(response.status)}: ${await response.text()}`);
        created.push(((await response.json()) as { data: { id: string } }).data.id);
      }
      return created;
    },
    { target: path, toCreate: bodies },
  );
}
