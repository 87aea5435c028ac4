// The status each application keeps on its row (job_applications.status and status_date, kept by the
// database's triggers on actions) against the status derived from every action, through every path that
// writes actions or applications, and job_application.list_statuses against statusOfActions at its clock.
import type { Kysely } from 'kysely';
import { ACTION_TYPES, type ActionType, statusOfActions, unansweredSubmitDate } from '../../../../contract';
import type { Database } from '../../../../server/db/schema';
import { deleteAccount } from '../../../../server/domain/accounts/accountQueries';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { prepareJobQueues } from '../../../support/queuedJobs';
import { dataOf, minutesAfter, requestHarness, SEEDED_AT, seedAction, seedJobApplication } from './seed';
import { randomSource } from '../../../support/seededRandom';

/** After every seeded action date, so that the stored status is the current one. */
const FAR_FUTURE = new Date('2100-01-01T00:00:00.000Z');
/** The router's clock: some seeded actions are before it, some after. */
const NOW = new Date('2026-11-15T00:00:00.000Z');

describe.each(databaseKinds)('the status kept on each application on %s', (kind) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Future interviews queue reminder jobs: on PostgreSQL, pg-boss's queues must exist.
    await prepareJobQueues(database.handle);
  });
  afterAll(async () => {
    await database.close();
  });

  interface StoredAndDerived {
    readonly id: string;
    readonly status: string;
    readonly status_date: string | null;
  }

  /** Each application of the account with the status stored on its row and the one derived from all its actions. */
  async function storedAndDerived(handle: Kysely<Database>, accountId: string) {
    const applications = await handle
      .selectFrom('job_applications')
      .select(['id', 'status', 'status_date'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    // Ties broken as the triggers break them: the latest by date, then creation, then id.
    const actions = await handle
      .selectFrom('actions')
      .select(['job_application_id', 'type', 'date'])
      .where('account_id', '=', accountId)
      .orderBy('date')
      .orderBy('created')
      .orderBy('id')
      .execute();
    const derived: StoredAndDerived[] = applications.map(({ id }) => {
      const own = actions.filter((action) => action.job_application_id === id).map((action) => ({ ...action, type: action.type as ActionType }));
      const status = statusOfActions(own, FAR_FUTURE);
      const moving = own.filter((action) => statusOfActions([action], FAR_FUTURE) !== 'new');
      return { id, status, status_date: moving.at(-1)?.date ?? null };
    });
    return { stored: applications, derived };
  }

  async function expectStoredStatusesRight(accountId: string) {
    const { stored, derived } = await storedAndDerived(db(), accountId);
    expect(stored).toEqual(derived);
    return stored;
  }

  it('stores the status of each action type as the contract maps it, and its date', async () => {
    const { account } = await createSignedInAccount(db());
    for (const type of ACTION_TYPES) {
      const application = await seedJobApplication(db(), account.id, { title: `Role for ${type}` });
      await seedAction(db(), account.id, application.id, { type, date: '2026-11-10T09:00:00.000Z' });
    }
    const stored = await expectStoredStatusesRight(account.id);
    // Not vacuous: every status but 'new' is stored somewhere.
    expect(new Set(stored.map(({ status }) => status))).toEqual(
      new Set(['new', 'submitted', 'interviewing', 'offer', 'accepted', 'refused']),
    );
  });

  it('stays right through action.create, action.update, action.delete and job_application.delete', async () => {
    const harness = requestHarness(db(), { clock: () => NOW });
    const { account } = await createSignedInAccount(db());
    const random = randomSource(7);
    const pick = <T,>(items: readonly T[]): T => {
      const item = items[Math.floor(random() * items.length)];
      if (item === undefined) throw new Error('nothing to pick from');
      return item;
    };
    const randomDate = () => minutesAfter(new Date('2026-11-01T00:00:00.000Z'), Math.floor(random() * 60 * 24 * 30)).toISOString();
    const applicationIds: string[] = [];
    const actionIds: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      applicationIds.push((await seedJobApplication(db(), account.id, {}, minutesAfter(SEEDED_AT, index))).id);
    }
    await expectStoredStatusesRight(account.id);
    // The list answers the status at the router's clock, for applications whose latest step is still to come too.
    const expectListedStatusesRight = async () => {
      const actions = await db().selectFrom('actions').select(['job_application_id', 'type', 'date', 'created', 'id']).where('account_id', '=', account.id).orderBy('date').orderBy('created').orderBy('id').execute();
      const statuses = dataOf('job_application.list_statuses', (await harness.ask(account.id, 'job_application.list_statuses', {})).answer);
      expect(statuses).toEqual(
        expect.arrayContaining(
          applicationIds.map((id) => {
            const own = actions.filter((action) => action.job_application_id === id).map((action) => ({ ...action, type: action.type as ActionType }));
            return { id, status: statusOfActions(own, NOW), unanswered_submit_date: unansweredSubmitDate(own) };
          }),
        ),
      );
      expect(statuses).toHaveLength(applicationIds.length);
    };
    const seen = new Set<string>();

    for (let step = 0; step < 150; step += 1) {
      const roll = random();
      if (roll < 0.45 || actionIds.length === 0) {
        const { answer } = await harness.ask(account.id, 'action.create', {
          job_application_id: pick(applicationIds),
          type: pick(ACTION_TYPES),
          title: 'Step',
          // Some share a date, so ties count.
          date: random() < 0.2 ? '2026-11-10T09:00:00.000Z' : randomDate(),
        });
        actionIds.push(dataOf('action.create', answer).id);
      } else if (roll < 0.8) {
        const changes = random() < 0.5 ? { type: pick(ACTION_TYPES) } : random() < 0.5 ? { date: randomDate() } : { title: 'Renamed' };
        dataOf('action.update', (await harness.ask(account.id, 'action.update', { id: pick(actionIds), ...changes })).answer);
      } else if (roll < 0.97) {
        const id = pick(actionIds);
        dataOf('action.delete', (await harness.ask(account.id, 'action.delete', { id })).answer);
        actionIds.splice(actionIds.indexOf(id), 1);
      } else {
        const id = pick(applicationIds);
        dataOf('job_application.delete', (await harness.ask(account.id, 'job_application.delete', { id })).answer);
        applicationIds.splice(applicationIds.indexOf(id), 1);
        const remaining = await db().selectFrom('actions').select('id').where('account_id', '=', account.id).execute();
        actionIds.splice(0, actionIds.length, ...remaining.map(({ id: actionId }) => actionId));
      }
      const stored = await expectStoredStatusesRight(account.id);
      if (stored.some(({ status_date }) => status_date !== null && status_date > NOW.toISOString())) seen.add('still to come');
      if (stored.some(({ status_date }) => status_date !== null && status_date <= NOW.toISOString())) seen.add('in force');
      if (step % 10 === 9) await expectListedStatusesRight();
    }

    await expectListedStatusesRight();
    // Not vacuous: on the way, stored statuses were still to come at the clock, and others already in force.
    expect(seen).toEqual(new Set(['still to come', 'in force']));
    // 150 requests, each followed by two reads, and the list every tenth: seconds on a busy machine.
  }, 30_000);

  it('follows an action moved to another application, and survives the account’s deletion', async () => {
    const { account } = await createSignedInAccount(db());
    const first = await seedJobApplication(db(), account.id);
    const second = await seedJobApplication(db(), account.id);
    const offer = await seedAction(db(), account.id, first.id, { type: 'negotiation', date: '2026-11-10T09:00:00.000Z' });
    await seedAction(db(), account.id, second.id, { type: 'submit', date: '2026-11-02T09:00:00.000Z' });
    await db().updateTable('actions').set({ job_application_id: second.id }).where('id', '=', offer.id).execute();
    expect(await expectStoredStatusesRight(account.id)).toEqual(
      expect.arrayContaining([
        { id: first.id, status: 'new', status_date: null },
        { id: second.id, status: 'offer', status_date: '2026-11-10T09:00:00.000Z' },
      ]),
    );
    await deleteAccount(db(), account.id);
    expect(await db().selectFrom('job_applications').select('id').where('account_id', '=', account.id).execute()).toEqual([]);
  });

  it('stays right when many actions are added to one application at once', async () => {
    const harness = requestHarness(db(), { clock: () => NOW });
    const { account } = await createSignedInAccount(db());
    const application = await seedJobApplication(db(), account.id);
    const types = ['submit', 'interview', 'negotiation', 'refused', 'accepted'] as const;
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        harness.ask(account.id, 'action.create', {
          job_application_id: application.id,
          type: types[index % types.length],
          title: 'Step',
          date: minutesAfter(new Date('2026-11-01T00:00:00.000Z'), index * 7).toISOString(),
        }),
      ),
    );
    const [stored] = await expectStoredStatusesRight(account.id);
    // The 30th action (index 29) is the latest: 29 % 5 is 'accepted'.
    expect(stored).toEqual({ id: application.id, status: 'accepted', status_date: minutesAfter(new Date('2026-11-01T00:00:00.000Z'), 29 * 7).toISOString() });
  });
});
