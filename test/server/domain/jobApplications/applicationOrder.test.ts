// job_application.list_order and job_application.list_tags on both databases: every order either way over the
// whole account, ties broken newest first, nulls last, the tag and company filters, and another account's rows
// never seen.
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, minutesAfter, requestHarness, SEEDED_AT, seedAction, seedCompany, seedJobApplication } from './seed';

const NOW = new Date('2026-11-22T12:00:00.000Z');

describe.each(databaseKinds)('the list’s order and tags on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = requestHarness(database.handle.db, { clock: () => NOW });
  });
  afterAll(async () => {
    await database.close();
  });

  const db = () => database.handle.db;

  /** Four applications of mine, seeded so that each order gives a different sequence, and one of another account. */
  async function seeded() {
    const { account: mine } = await createSignedInAccount(db());
    const { account: theirs } = await createSignedInAccount(db());
    const zeta = await seedCompany(db(), mine.id, 'Zeta');
    const eclair = await seedCompany(db(), mine.id, 'Éclair');
    const alpha = await seedCompany(db(), mine.id, 'alpha');
    // Created in this order, a minute apart: newest first is d, c, b, a.
    const a = await seedJobApplication(db(), mine.id, { title: 'Engineer 10', company_id: zeta.id, deadline: '2099-03-01', tags: ['remote', 'dream'] }, SEEDED_AT);
    const b = await seedJobApplication(db(), mine.id, { title: 'engineer 2', company_id: eclair.id, tags: ['remote'] }, minutesAfter(SEEDED_AT, 1));
    const c = await seedJobApplication(db(), mine.id, { title: 'Écrivain', company_id: alpha.id, deadline: '2099-01-15' }, minutesAfter(SEEDED_AT, 2));
    const d = await seedJobApplication(db(), mine.id, { title: 'Analyst', archived: true, tags: ['dream'] }, minutesAfter(SEEDED_AT, 3));
    await seedAction(db(), mine.id, a.id, { type: 'submit', date: '2026-11-02T09:00:00.000Z' });
    await seedAction(db(), mine.id, c.id, { type: 'accepted', date: '2026-11-03T09:00:00.000Z' });
    // Planned after NOW: b stays new until then.
    await seedAction(db(), mine.id, b.id, { type: 'interview', date: '2026-12-01T09:00:00.000Z' });
    await seedJobApplication(db(), theirs.id, { title: 'Aardvark keeper', tags: ['remote'] }, minutesAfter(SEEDED_AT, 4));
    return { mine, theirs, a, b, c, d };
  }

  async function order(accountId: string, params: Record<string, unknown>) {
    return dataOf('job_application.list_order', (await harness.ask(accountId, 'job_application.list_order', { locale: 'en-US', ...params })).answer);
  }

  it('orders every application of the account by each key, either way, archived ones included', async () => {
    const { mine, a, b, c, d } = await seeded();
    // Titles by the reader's alphabet: case and accents aside (É beside E), numbers by value (2 before 10).
    expect(await order(mine.id, { sort: 'title', direction: 'asc' })).toEqual([d.id, c.id, b.id, a.id]);
    expect(await order(mine.id, { sort: 'title', direction: 'desc' })).toEqual([a.id, b.id, c.id, d.id]);
    // No company goes last either way.
    expect(await order(mine.id, { sort: 'company', direction: 'asc' })).toEqual([c.id, b.id, a.id, d.id]);
    expect(await order(mine.id, { sort: 'company', direction: 'desc' })).toEqual([a.id, b.id, c.id, d.id]);
    // new (b, d; newest first), submitted (a), accepted (c).
    expect(await order(mine.id, { sort: 'status', direction: 'asc' })).toEqual([d.id, b.id, a.id, c.id]);
    expect(await order(mine.id, { sort: 'status', direction: 'desc' })).toEqual([c.id, a.id, d.id, b.id]);
    expect(await order(mine.id, { sort: 'created', direction: 'desc' })).toEqual([d.id, c.id, b.id, a.id]);
    expect(await order(mine.id, { sort: 'created', direction: 'asc' })).toEqual([a.id, b.id, c.id, d.id]);
    expect(await order(mine.id, { sort: 'deadline', direction: 'asc' })).toEqual([c.id, a.id, d.id, b.id]);
    expect(await order(mine.id, { sort: 'deadline', direction: 'desc' })).toEqual([a.id, c.id, d.id, b.id]);
  });

  it('orders by the last change, which an update moves', async () => {
    const { mine, a, b, c, d } = await seeded();
    const later = requestHarness(db(), { clock: () => minutesAfter(NOW, 5) });
    await later.ask(mine.id, 'job_application.update', { id: b.id, title: 'Engineer 2' });
    expect(await order(mine.id, { sort: 'updated', direction: 'desc' })).toEqual([b.id, d.id, c.id, a.id]);
    expect(await order(mine.id, { sort: 'updated', direction: 'asc' })).toEqual([a.id, c.id, d.id, b.id]);
  });

  it('sorts French titles as a French reader does', async () => {
    const { account: mine } = await createSignedInAccount(db());
    const cote = await seedJobApplication(db(), mine.id, { title: 'côté' }, SEEDED_AT);
    const cotes = await seedJobApplication(db(), mine.id, { title: 'Cotes' }, minutesAfter(SEEDED_AT, 1));
    const zebre = await seedJobApplication(db(), mine.id, { title: 'zèbre' }, minutesAfter(SEEDED_AT, 2));
    expect(await order(mine.id, { sort: 'title', direction: 'asc', locale: 'fr-FR' })).toEqual([cote.id, cotes.id, zebre.id]);
  });

  it('keeps the applications holding every tag given', async () => {
    const { mine, a, b, d } = await seeded();
    expect(await order(mine.id, { sort: 'created', direction: 'desc', tags: ['remote'] })).toEqual([b.id, a.id]);
    expect(await order(mine.id, { sort: 'title', direction: 'asc', tags: ['dream'] })).toEqual([d.id, a.id]);
    expect(await order(mine.id, { sort: 'title', direction: 'asc', tags: ['remote', 'dream'] })).toEqual([a.id]);
    expect(await order(mine.id, { sort: 'title', direction: 'asc', tags: ['unknown'] })).toEqual([]);
    expect(await order(mine.id, { sort: 'title', direction: 'asc', tags: [] })).toHaveLength(4);
  });

  it('keeps a company’s applications, and none for another account’s company', async () => {
    const { mine, theirs, a } = await seeded();
    const [zeta] = await db().selectFrom('companies').select('id').where('account_id', '=', mine.id).where('name', '=', 'Zeta').execute();
    const again = await seedJobApplication(db(), mine.id, { title: 'Engineer 11', company_id: zeta?.id ?? null }, minutesAfter(SEEDED_AT, 9));
    expect(await order(mine.id, { sort: 'created', direction: 'desc', company_id: zeta?.id })).toEqual([again.id, a.id]);
    expect(await order(theirs.id, { sort: 'created', direction: 'desc', company_id: zeta?.id })).toEqual([]);
  });

  it('answers the tags the account uses with their counts, never another account’s', async () => {
    const { mine } = await seeded();
    const { answer, pushes } = await harness.ask(mine.id, 'job_application.list_tags', {});
    expect(dataOf('job_application.list_tags', answer)).toEqual([
      { tag: 'dream', count: 2 },
      { tag: 'remote', count: 2 },
    ]);
    expect(pushes).toEqual([]);
  });

  it('answers nothing for an account without applications, and nothing of another account', async () => {
    const { theirs } = await seeded();
    const { account: empty } = await createSignedInAccount(db());
    expect(await order(empty.id, { sort: 'title', direction: 'asc' })).toEqual([]);
    expect(dataOf('job_application.list_tags', (await harness.ask(empty.id, 'job_application.list_tags', {})).answer)).toEqual([]);
    // The other account sees its own application alone.
    expect(await order(theirs.id, { sort: 'title', direction: 'asc', tags: ['remote'] })).toHaveLength(1);
  });

  it.each([
    ['an unknown key', { sort: 'salary', direction: 'asc', locale: 'en-US' }],
    ['an unknown direction', { sort: 'title', direction: 'up', locale: 'en-US' }],
    ['no locale', { sort: 'title', direction: 'asc' }],
    ['a tag too long', { sort: 'title', direction: 'asc', locale: 'en-US', tags: ['x'.repeat(41)] }],
    ['an unknown param', { sort: 'title', direction: 'asc', locale: 'en-US', limit: 10 }],
  ])('refuses %s as invalid_params', async (_case, params) => {
    const { account } = await createSignedInAccount(db());
    expect((await harness.ask(account.id, 'job_application.list_order', params)).answer.error?.code).toBe('invalid_params');
  });

  it('refuses params for list_tags', async () => {
    const { account } = await createSignedInAccount(db());
    expect((await harness.ask(account.id, 'job_application.list_tags', { tag: 'x' })).answer.error?.code).toBe('invalid_params');
  });
});
