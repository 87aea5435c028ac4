// The insights page in Chromium against the real server, in English and in French: an account whose figures are
// known by construction (six applications made through the server, five from LinkedIn and one without a source,
// and their actions sent over the live channel), its funnel, week and sources read from the page's tables, the
// percentages each with its counts, the median, and a change made meanwhile shown once it has passed. Screenshots
// of the page at 360 and 1280 px go to INSIGHTS_SCREENS_DIR when it is set.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { ActionType } from '../contract';
import { BenchClient } from '../bench/support/liveClient';
import { logIn } from './support/accountApi';
import { signUpConfirmedAccount } from './support/accountApi';
import { formattedText, messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { followMenu, postApplications, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';
import { contentReady } from './support/pageReady';

const JOURNEY_TIMEOUT_MS = 120_000;
const SCREENS_DIR = process.env.INSIGHTS_SCREENS_DIR;
const DAY_MS = 86_400_000;
/** The submissions' date; each response a whole number of days after it. */
const SUBMITTED = Date.parse('2026-11-02T09:00:00.000Z');

/** Each application's actions: a type and the days after the submission date. */
const FIXTURE: readonly { readonly source: string | null; readonly actions: readonly (readonly [ActionType, number])[] }[] = [
  { source: 'LinkedIn', actions: [['submit', 0], ['email', 2]] },
  { source: 'LinkedIn', actions: [['submit', 0], ['interview', 4]] },
  { source: 'LinkedIn', actions: [['submit', 0], ['negotiation', 1], ['accepted', 3]] },
  // A reminder is no response.
  { source: 'LinkedIn', actions: [['submit', 0], ['reminder', 1]] },
  { source: 'LinkedIn', actions: [] },
  { source: null, actions: [['submit', 0], ['refused', 6]] },
];

/** The text of every cell of a table's rows, spaces of every kind read as one. */
async function tableRows(table: Locator): Promise<string[][]> {
  await table.waitFor({ timeout: UI_TIMEOUT_MS });
  return table.evaluate((element) =>
    Array.from(element.querySelectorAll('tr')).map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent.replace(/\s+/g, ' ').trim()),
    ),
  );
}

const spaced = (text: string): string => text.replace(/\s+/g, ' ').trim();

async function screenshot(page: Page, name: string): Promise<void> {
  if (SCREENS_DIR === undefined) return;
  await contentReady(page);
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

describe.each(['en-US', 'fr-FR'] as const)('insights in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale);
  const text = (id: string) => messageText(locale, id);
  const share = (count: number, total: number) => spaced(formattedText(locale, 'insights.share', { percent: count / total, count: String(count), total: String(total) }));

  it(
    'shows the funnel, the week and the sources of an account whose counts are known, and follows a change',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const page = await devices.signedInDevice(account);
      const ids = await postApplications(
        page,
        FIXTURE.map(({ source }, index) => ({ title: `Platform engineer ${String(index + 1)}`, url: `https://jobs.example.org/${String(index + 1)}`, ...(source === null ? {} : { source }) })),
      );
      const session = await logIn(devices.server, account);
      const client = new BenchClient('websocket', devices.server.url, session.user_id, session.token);
      await client.open();
      try {
        for (const [index, { actions }] of FIXTURE.entries()) {
          for (const [type, days] of actions) {
            await client.request('action.create', {
              job_application_id: ids[index] ?? '',
              type,
              title: type,
              date: new Date(SUBMITTED + days * DAY_MS).toISOString(),
            });
          }
        }

        await followMenu(page, 'insights', text('app.menu.insights'));
        await waitForText(page.getByTestId('page-title'), text('insights.page.title'));
        const stage = (name: string) => text(`insights.stage.${name}`);
        expect(await tableRows(page.getByTestId('insights-funnel-table'))).toEqual([
          [text('insights.funnel.stage'), text('insights.column.applications'), text('insights.funnel.share')],
          [stage('applied'), '5', share(5, 6)],
          [stage('responded'), '4', share(4, 6)],
          [stage('interview'), '2', share(2, 6)],
          [stage('offer'), '1', share(1, 6)],
          [stage('accepted'), '1', share(1, 6)],
        ]);
        expect(await tableRows(page.getByTestId('insights-sources-table'))).toEqual([
          [text('insights.sources.source'), text('insights.column.applications'), text('insights.column.responses'), text('insights.column.interviews'), text('insights.column.offers')],
          ['LinkedIn', '5', share(3, 5), share(2, 5), share(1, 5)],
          [text('insights.sources.none'), '1', '1', '0', '0'],
        ]);
        // Every application and action was made this week: the last week of the twelve.
        const weeks = await tableRows(page.getByTestId('insights-weekly-table'));
        expect(weeks).toHaveLength(13);
        expect(weeks.at(-1)?.slice(1)).toEqual(['6', '11']);
        expect(weeks.slice(1, -1).every((week) => week[1] === '0' && week[2] === '0')).toBe(true);
        // 1, 2, 4 and 6 days: 3.
        expect(spaced(await page.getByTestId('insights-median').innerText())).toBe(spaced(formattedText(locale, 'insights.median', { days: 3 })));
        expect(spaced(await page.getByTestId('insights-summary').innerText())).toContain(spaced(formattedText(locale, 'insights.summary', { count: 6, weeks: 12 })));

        await screenshot(page, `insights-${locale}-1280`);
        await page.setViewportSize({ width: 360, height: 740 });
        await screenshot(page, `insights-${locale}-360`);
        await page.setViewportSize({ width: 1280, height: 800 });

        // A response recorded meanwhile (here from another client) shows once the burst of changes has passed.
        await client.request('action.create', { job_application_id: ids[3] ?? '', type: 'phone_call', title: 'Call', date: new Date(SUBMITTED + 5 * DAY_MS).toISOString() });
        await waitForText(page.getByTestId('insights-funnel-responded'), share(5, 6));
      } finally {
        await client.close();
      }
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
