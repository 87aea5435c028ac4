// A list of actions cannot grow into an answer of 100 MB (issue 15): `action.list_for_application` and
// `action.list_future` answer, in their order, the actions that fit in ACTION_LIST_TEXT_BUDGET_BYTES of titles and
// notes, and ACTION_LIST_ROWS_LIMIT of them at most. Held by sizes, never by timing.
import {
  ACTION_LIST_ROWS_LIMIT,
  ACTION_LIST_TEXT_BUDGET_BYTES,
  rowsWithinTextBudget,
} from '../../../../server/domain/actions/actionQueries';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, minutesAfter, requestHarness, SEEDED_AT, seedAction, seedJobApplication } from '../jobApplications/seed';

const NOW = new Date('2026-11-22T09:30:00.000Z');
/** The most the contract lets one action's notes hold, in characters of two UTF-8 bytes each. */
const HUGE_NOTES = 'é'.repeat(100_000);
const TITLE = 'Interview';
const HUGE_ACTION_BYTES = Buffer.byteLength(HUGE_NOTES) + Buffer.byteLength(TITLE);

describe('rowsWithinTextBudget', () => {
  it('counts the rows whose running sum of sizes stays within the budget', () => {
    expect(rowsWithinTextBudget([{ text_bytes: 4 }, { text_bytes: 6 }, { text_bytes: 1 }], 10)).toBe(2);
    expect(rowsWithinTextBudget([{ text_bytes: 4 }, { text_bytes: 6 }], 9)).toBe(1);
    expect(rowsWithinTextBudget([{ text_bytes: '3' }, { text_bytes: '3' }], 6)).toBe(2);
    expect(rowsWithinTextBudget([], 10)).toBe(0);
  });

  it('keeps the first row even when it alone is larger than the budget', () => {
    expect(rowsWithinTextBudget([{ text_bytes: 50 }, { text_bytes: 1 }], 10)).toBe(1);
  });
});

describe.each(databaseKinds)('bounded action lists on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;
  const db = () => database.handle.db;
  /** As many actions of HUGE_NOTES as fit in the budget, then a few more. */
  const fittingHugeActions = Math.floor(ACTION_LIST_TEXT_BUDGET_BYTES / HUGE_ACTION_BYTES);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = requestHarness(database.handle.db, { clock: () => NOW });
  });
  afterAll(async () => {
    await database.close();
  });

  async function applicationWithHugeActions(count: number, dateOf: (index: number) => Date) {
    const { account } = await createSignedInAccount(db());
    const application = await seedJobApplication(db(), account.id);
    const actions = [];
    for (let index = 0; index < count; index += 1) {
      actions.push(
        await seedAction(db(), account.id, application.id, { title: TITLE, notes: HUGE_NOTES, date: dateOf(index).toISOString() }, minutesAfter(SEEDED_AT, index)),
      );
    }
    return { accountId: account.id, applicationId: application.id, actions };
  }

  it('action.list_for_application answers the latest actions by date that fit in the text budget, oldest first', async () => {
    // Seeded in reverse date order, so that the answer's order is the dates', not the creations'.
    const count = fittingHugeActions + 5;
    const { accountId, applicationId, actions } = await applicationWithHugeActions(count, (index) => minutesAfter(NOW, count - index));
    const { answer } = await harness.ask(accountId, 'action.list_for_application', { id: applicationId });
    const listed = dataOf('action.list_for_application', answer);
    const byDate = actions.map(({ id }) => id).reverse();
    expect(listed.map(({ id }) => id)).toEqual(byDate.slice(-fittingHugeActions));
    expect(listed.every(({ notes }) => notes === HUGE_NOTES)).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThan(ACTION_LIST_TEXT_BUDGET_BYTES + 100_000);
  });

  it('action.list_future answers the soonest actions that fit in the text budget', async () => {
    const count = fittingHugeActions + 5;
    const { accountId, actions } = await applicationWithHugeActions(count, (index) => minutesAfter(NOW, 60 + index));
    const { answer } = await harness.ask(accountId, 'action.list_future', {});
    const listed = dataOf('action.list_future', answer);
    expect(listed.map(({ action }) => action.id)).toEqual(actions.map(({ id }) => id).slice(0, fittingHugeActions));
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThan(ACTION_LIST_TEXT_BUDGET_BYTES + 100_000);
  });

  it('action.list_for_application answers the latest ACTION_LIST_ROWS_LIMIT small actions at most, and all of fewer', async () => {
    const { account } = await createSignedInAccount(db());
    const application = await seedJobApplication(db(), account.id);
    const rows = Array.from({ length: ACTION_LIST_ROWS_LIMIT + 3 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      account_id: account.id,
      job_application_id: application.id,
      type: 'reminder',
      title: `Reminder ${String(index)}`,
      notes: 'Short',
      date: minutesAfter(NOW, index).toISOString(),
      created: SEEDED_AT.toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 200) await db().insertInto('actions').values(rows.slice(start, start + 200)).execute();
    const { answer } = await harness.ask(account.id, 'action.list_for_application', { id: application.id });
    const listed = dataOf('action.list_for_application', answer);
    expect(listed).toHaveLength(ACTION_LIST_ROWS_LIMIT);
    expect(listed.map(({ id }) => id)).toEqual(rows.slice(-ACTION_LIST_ROWS_LIMIT).map(({ id }) => id));

    await db().deleteFrom('actions').where('job_application_id', '=', application.id).where('date', '>', minutesAfter(NOW, 9).toISOString()).execute();
    const { answer: fewer } = await harness.ask(account.id, 'action.list_for_application', { id: application.id });
    expect(dataOf('action.list_for_application', fewer)).toHaveLength(10);
  });
});
