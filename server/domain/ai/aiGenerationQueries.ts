// The ai_generations table, the journal of generations under way: written with the charge, closed with the
// response or the refund. A row still running long after any generation could have ended belongs to a process
// that stopped mid-way: its charge is given back.
import type { Kysely } from 'kysely';
import type { AiProductName } from '../../../contract';
import type { Database } from '../../db/schema';

export interface Generation {
  readonly id: string;
  readonly accountId: string;
  readonly requestUuid: string;
  readonly aiProductName: AiProductName;
  readonly credits: number;
}

export async function insertGeneration(db: Kysely<Database>, generation: Generation, now: Date): Promise<void> {
  await db
    .insertInto('ai_generations')
    .values({
      id: generation.id,
      account_id: generation.accountId,
      request_uuid: generation.requestUuid,
      ai_product_name: generation.aiProductName,
      credits: generation.credits,
      status: 'running',
      created: now.toISOString(),
    })
    .execute();
}

/** Closes a running generation; answers false when it was closed already (by the recovery, say). */
export async function finishGeneration(db: Kysely<Database>, id: string, status: 'done' | 'refunded', now: Date): Promise<boolean> {
  const result = await db
    .updateTable('ai_generations')
    .set({ status, finished_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface RecentGenerations {
  /** Generations started since `since`, whatever became of them. */
  readonly started: number;
  /** Those still running that started since `liveSince`: older ones belong to a process that stopped. */
  readonly running: number;
}

/** The account's recent generations, counted in the caller's transaction. */
export async function countRecentGenerations(db: Kysely<Database>, accountId: string, since: Date, liveSince: Date): Promise<RecentGenerations> {
  const sinceText = since.toISOString();
  const liveSinceText = liveSince.toISOString();
  const row = await db
    .selectFrom('ai_generations')
    .select((eb) => [
      eb.fn.sum<string | number | null>(eb.case().when('created', '>=', sinceText).then(1).else(0).end()).as('started'),
      eb.fn
        .sum<string | number | null>(
          eb
            .case()
            .when(eb.and([eb('status', '=', 'running'), eb('created', '>=', liveSinceText)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('running'),
    ])
    .where('account_id', '=', accountId)
    .where('created', '>=', sinceText < liveSinceText ? sinceText : liveSinceText)
    .executeTakeFirstOrThrow();
  return { started: Number(row.started ?? 0), running: Number(row.running ?? 0) };
}

/** Generations still running that started before `startedBefore`. */
export async function staleGenerations(db: Kysely<Database>, startedBefore: Date): Promise<Generation[]> {
  const rows = await db
    .selectFrom('ai_generations')
    .selectAll()
    .where('status', '=', 'running')
    .where('created', '<', startedBefore.toISOString())
    .orderBy('created')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    requestUuid: row.request_uuid,
    aiProductName: row.ai_product_name as AiProductName,
    credits: row.credits,
  }));
}
