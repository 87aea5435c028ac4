// The ai_responses table and its links to the applications and files a response was made from: every query
// that reads or writes them lives here. A link goes when its application or file is deleted, even while the
// response is written; the response stays.
import type { Kysely } from 'kysely';
import type { AiProductName, AiResponse, Locale } from '../../../contract';
import type { Database } from '../../db/schema';

export interface NewAiResponse {
  readonly id: string;
  readonly aiProductName: AiProductName;
  readonly text: string;
  readonly locale: Locale;
  readonly creditsSpent: number;
  readonly jobApplicationIds: readonly string[];
  readonly fileIds: readonly string[];
}

/**
 * Stores a response with its links to those of its applications and files the account still has: one deleted
 * while the response was written (a minute can pass) is left out, rather than failing the response it paid for.
 * Each link is written by one statement that reads the row it names, so no deletion can slip in between.
 */
export async function insertAiResponse(db: Kysely<Database>, accountId: string, response: NewAiResponse, now: Date): Promise<AiResponse> {
  const created = now.toISOString();
  await db
    .insertInto('ai_responses')
    .values({
      id: response.id,
      account_id: accountId,
      ai_product_name: response.aiProductName,
      text: response.text,
      locale: response.locale,
      credits_spent: response.creditsSpent,
      created,
    })
    .execute();
  const linkedApplications =
    response.jobApplicationIds.length === 0
      ? []
      : await db
          .insertInto('ai_response_job_applications')
          .columns(['ai_response_id', 'job_application_id', 'account_id'])
          .expression((eb) =>
            eb
              .selectFrom('job_applications')
              .select([eb.cast<string>(eb.val(response.id), 'text').as('ai_response_id'), 'id', 'account_id'])
              .where('account_id', '=', accountId)
              .where('id', 'in', response.jobApplicationIds),
          )
          .returning('job_application_id as id')
          .execute();
  const linkedFiles =
    response.fileIds.length === 0
      ? []
      : await db
          .insertInto('ai_response_files')
          .columns(['ai_response_id', 'file_id', 'account_id'])
          .expression((eb) =>
            eb
              .selectFrom('files')
              .select([eb.cast<string>(eb.val(response.id), 'text').as('ai_response_id'), 'id', 'account_id'])
              .where('account_id', '=', accountId)
              .where('id', 'in', response.fileIds),
          )
          .returning('file_id as id')
          .execute();
  const kept = (ids: readonly string[], linked: readonly { id: string }[]) => ids.filter((id) => linked.some((link) => link.id === id)).map((id) => ({ id }));
  return {
    id: response.id,
    ai_product_name: response.aiProductName,
    text: response.text,
    created,
    job_applications: kept(response.jobApplicationIds, linkedApplications),
    files: kept(response.fileIds, linkedFiles),
    credits_spent: response.creditsSpent,
    locale: response.locale,
  };
}

type ResponseFilter =
  | { readonly kind: 'all' }
  | { readonly kind: 'id'; readonly id: string }
  | { readonly kind: 'job_application'; readonly id: string }
  | { readonly kind: 'file'; readonly id: string };

/** The account's responses that match, newest first, each with its links. */
export async function listAiResponses(db: Kysely<Database>, accountId: string, filter: ResponseFilter = { kind: 'all' }): Promise<AiResponse[]> {
  let query = db.selectFrom('ai_responses').selectAll('ai_responses').where('ai_responses.account_id', '=', accountId);
  if (filter.kind === 'id') query = query.where('ai_responses.id', '=', filter.id);
  if (filter.kind === 'job_application') {
    const linked = db.selectFrom('ai_response_job_applications').select('ai_response_id').where('job_application_id', '=', filter.id);
    query = query.where('ai_responses.id', 'in', linked);
  }
  if (filter.kind === 'file') {
    const linked = db.selectFrom('ai_response_files').select('ai_response_id').where('file_id', '=', filter.id);
    query = query.where('ai_responses.id', 'in', linked);
  }
  const rows = await query.orderBy('ai_responses.created', 'desc').orderBy('ai_responses.id').execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [applications, files] = await Promise.all([
    db.selectFrom('ai_response_job_applications').select(['ai_response_id', 'job_application_id']).where('account_id', '=', accountId).where('ai_response_id', 'in', ids).execute(),
    db.selectFrom('ai_response_files').select(['ai_response_id', 'file_id']).where('account_id', '=', accountId).where('ai_response_id', 'in', ids).execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    ai_product_name: row.ai_product_name as AiProductName,
    text: row.text,
    created: row.created,
    job_applications: applications.filter((link) => link.ai_response_id === row.id).map((link) => ({ id: link.job_application_id })),
    files: files.filter((link) => link.ai_response_id === row.id).map((link) => ({ id: link.file_id })),
    credits_spent: row.credits_spent,
    locale: row.locale as Locale,
  }));
}
