// The board in Chromium against the real server and its SQLite storage, in English and in French: a card
// dragged with the mouse to another column records the action that yields that status, and a second device of
// the account sees the card move without a reload; then the same from the keyboard on the card's handle, and a
// phone's one column at a time with its "Move to" select.
import { signUpConfirmedAccount } from './support/accountApi';
import { formattedText, messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { postApplications, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';
import type { Locator, Page } from 'playwright-core';

const JOURNEY_TIMEOUT_MS = 120_000;

describe.each(['en-US', 'fr-FR'] as const)('the board in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale);
  const text = (id: string) => messageText(locale, id);

  const column = (page: Page, status: string): Locator => page.locator(`[data-testid="board-column"][data-status="${status}"]`);
  const cardIn = (page: Page, status: string, id: string): Locator => column(page, status).locator(`[data-testid="board-card"][data-id="${id}"]`);

  /** Drags the card's handle onto the column with the mouse, in steps, as a hand would. */
  async function dragTo(page: Page, card: Locator, target: Locator): Promise<void> {
    const from = await card.getByTestId('board-card-handle').boundingBox();
    const to = await target.boundingBox();
    if (from === null || to === null) throw new Error('the card or the column is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 2 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 8 });
    await page.mouse.up();
  }

  it(
    'moves a card by dragging it and from the keyboard, and a second device sees it move',
    async () => {
      const account = await signUpConfirmedAccount(devices.server, locale);
      const deviceA = await devices.signedInDevice(account);
      const title = locale === 'fr-FR' ? 'Chargée de recrutement' : 'Recruiter';
      const [id] = await postApplications(deviceA, [{ title, url: 'https://jobs.example.org/offers/11' }]);
      if (id === undefined) throw new Error('no application created');
      const deviceB = await devices.signedInDevice(account);
      for (const page of [deviceA, deviceB]) {
        await page.goto(`${devices.server.url}/board`);
        await waitForText(page.getByTestId('page-title'), text('board.title'));
        await waitForText(cardIn(page, 'new', id), title);
      }

      // Dragged on A from New to Interviewing: recorded, and B's card moves too.
      await dragTo(deviceA, cardIn(deviceA, 'new', id), column(deviceA, 'interviewing'));
      await waitForText(cardIn(deviceA, 'interviewing', id), title);
      await waitForText(cardIn(deviceB, 'interviewing', id), title);
      await waitForText(column(deviceB, 'interviewing').getByTestId('board-column-count'), formattedText(locale, 'board.count', { count: 1 }));

      // From the keyboard: the handle picked up with Space, one column to the right, dropped with Space, each
      // key once the board has answered the one before, as a person waits to hear it.
      const handle = cardIn(deviceA, 'interviewing', id).getByTestId('board-card-handle');
      await handle.focus();
      await deviceA.keyboard.press('Space');
      await deviceA.locator('[data-testid="board-card-handle"][aria-pressed="true"]').waitFor({ timeout: UI_TIMEOUT_MS });
      await deviceA.keyboard.press('ArrowRight');
      await deviceA.locator('[data-testid="board-column"][data-status="offer"].app-board-column-over').waitFor({ timeout: UI_TIMEOUT_MS });
      await deviceA.keyboard.press('Space');
      await waitForText(cardIn(deviceA, 'offer', id), title);
      await waitForText(cardIn(deviceB, 'offer', id), title);

      // Each move is an action of the application, titled in the interface's language.
      await deviceA.goto(`${devices.server.url}/job_applications/${id}`);
      const statusName = (status: string) => text(`jobApplications.status.${status}`);
      for (const status of ['interviewing', 'offer']) {
        await waitForText(deviceA.getByTestId('actions-list'), formattedText(locale, 'board.movedActionTitle', { status: statusName(status) }));
      }
      await waitForText(deviceA.getByTestId('job-application-status'), statusName('offer'));

      // A phone: one column at a time, picked with a select, and the card's "Move to" select.
      await deviceB.setViewportSize({ width: 360, height: 740 });
      const picker = deviceB.getByTestId('board-column-picker').getByRole('combobox');
      await picker.selectOption('offer');
      const phoneCard = cardIn(deviceB, 'offer', id);
      await waitForText(phoneCard, title);
      await phoneCard.getByTestId('board-card-move').getByRole('combobox').selectOption({ label: statusName('accepted') });
      await picker.selectOption('accepted');
      await waitForText(cardIn(deviceB, 'accepted', id), title);
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
