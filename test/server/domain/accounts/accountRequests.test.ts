import crypto from 'node:crypto';
import pino from 'pino';
import { requestHandlers } from '../../../../server/requests/handlers';
import { type AccountPublisher, createRequestRouter } from '../../../../server/requests/requestRouter';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';

describe.each(databaseKinds)('account requests on %s', (kind) => {
  let database: TestDatabase;
  const answers: unknown[] = [];
  const publisher: AccountPublisher = {
    publishToAccount: (_accountId, event, payload) => {
      if (event === 'response') answers.push(payload);
      return Promise.resolve();
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    answers.length = 0;
  });

  async function ask(accountId: string, request: string, params: unknown): Promise<unknown> {
    const router = createRequestRouter({ db: database.handle.db, handlers: requestHandlers, publisher, logger: pino({ level: 'silent' }) });
    const uuid = crypto.randomUUID();
    const ack = router.accept(accountId, { request, uuid, params });
    if (ack.status !== 'ok') throw new Error('refused');
    await ack.answered;
    return answers.at(-1);
  }

  it('account.get_credits answers the balance', async () => {
    const { account } = await createSignedInAccount(database.handle.db, { credits: 42 });
    expect(await ask(account.id, 'account.get_credits', {})).toMatchObject({ data: 42 });
  });

  it('account.update_locale stores the locale and answers success', async () => {
    const { account } = await createSignedInAccount(database.handle.db, { locale: 'en-US' });
    expect(await ask(account.id, 'account.update_locale', { locale: 'fr-FR' })).toMatchObject({ data: 'success' });
    const row = await database.handle.db.selectFrom('accounts').select('locale').where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('fr-FR');
  });

  it.each([{ locale: 'de-DE' }, {}, { locale: 'fr-FR', extra: 1 }])('account.update_locale refuses %p', async (params) => {
    const { account } = await createSignedInAccount(database.handle.db);
    expect(await ask(account.id, 'account.update_locale', params)).toMatchObject({ error: { code: 'invalid_params' } });
  });

  it('runs nothing and answers nothing for an account that does not exist', async () => {
    // The answer store refers to the account, so a request of a vanished account cannot even be claimed.
    await expect(ask(crypto.randomUUID(), 'account.get_credits', {})).resolves.toBeUndefined();
  });
});
