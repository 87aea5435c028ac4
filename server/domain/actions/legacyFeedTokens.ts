// Feed tokens stored readable by the versions before migration 0140, whose addresses people have subscribed
// to. The migration could only add their digests (it has no key), so their addresses kept working; the server
// seals them when it starts, where the key is known, and erases the readable copy. Run at every start: once
// none is left it reads nothing, and two processes starting at once each seal a row at most once (the update
// applies only while the row still holds that readable token).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarFeedSeal } from './calendarFeedSeal';

/** Rows sealed per transaction: one commit for many rows, and row locks held briefly on PostgreSQL. */
const BATCH = 200;

/** Seals every readable feed token left; answers how many this call sealed. */
export async function sealPlainFeedTokens(db: Kysely<Database>, seal: CalendarFeedSeal): Promise<number> {
  let sealed = 0;
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('calendar_feeds')
      .select(['account_id', 'plain_token'])
      .where('plain_token', 'is not', null)
      .where('account_id', '>', after)
      .orderBy('account_id')
      .limit(BATCH)
      .execute();
    const last = rows.at(-1);
    if (last === undefined) return sealed;
    after = last.account_id;
    sealed += await db.transaction().execute(async (trx) => {
      let count = 0;
      for (const { account_id: accountId, plain_token: token } of rows) {
        if (token === null) continue;
        const result = await trx
          .updateTable('calendar_feeds')
          .set({ sealed_token: seal.seal(token, accountId), plain_token: null })
          .where('account_id', '=', accountId)
          .where('plain_token', '=', token)
          .executeTakeFirst();
        count += Number(result.numUpdatedRows);
      }
      return count;
    });
  }
}
