// The file.* live requests on SQLite and PostgreSQL: answers, pushes, bad params, unknown ids and another
// account's ids (answered exactly like unknown ones).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { Database } from '../../../../server/db/schema';
import { linkFiles } from '../../../../server/domain/files/fileLinkQueries';
import { findFile, insertFile, recordFileRendering } from '../../../../server/domain/files/fileQueries';
import { createJobQueue, type JobQueue } from '../../../../server/services/jobs/jobQueue';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { dataOf, minutesAfter, payloadOf, requestHarness, SEEDED_AT, seedJobApplication, unknownId } from '../jobApplications/seed';

const NOW = new Date('2026-11-22T09:30:00.000Z');

async function seedFile(db: Kysely<Database>, accountId: string, options: { created?: Date; description?: string } = {}) {
  const id = crypto.randomUUID();
  await insertFile(
    db,
    accountId,
    {
      id,
      storageKey: crypto.randomUUID(),
      description: options.description ?? 'My resume 2026',
      type: 'resume',
      filename: 'resume.pdf',
      contentType: 'application/pdf',
      size: 1234,
    },
    options.created ?? SEEDED_AT,
  );
  const file = await findFile(db, accountId, id);
  if (file === undefined) throw new Error('seeded file not found');
  return file;
}

describe.each(databaseKinds)('file requests on %s', (kind) => {
  let database: TestDatabase;
  let harness: ReturnType<typeof requestHarness>;
  // The database's own queue (a table on SQLite, pg-boss on PostgreSQL), with a worker noting the removals.
  let jobs: JobQueue;
  const removals: (readonly string[])[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    harness = requestHarness(database.handle.db, { clock: () => NOW });
    jobs = createJobQueue({ database: database.handle, logger: pino({ level: 'silent' }), pollIntervalMs: 50 });
    await jobs.start({
      build_account_export: () => Promise.resolve(),
      send_action_reminder: () => Promise.resolve(),
      reschedule_reminders: () => Promise.resolve(),
      send_reminder_mail: () => Promise.resolve(),
      send_reminder_push: () => Promise.resolve(),
      render_file: () => Promise.resolve(),
      remove_stored_objects: ({ keys }) => {
        removals.push(keys);
        return Promise.resolve();
      },
      send_account_mail: () => Promise.resolve(),
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  const db = () => database.handle.db;

  async function twoAccounts() {
    const { account: mine } = await createSignedInAccount(db());
    const { account: theirs } = await createSignedInAccount(db());
    return { mine, theirs };
  }

  describe('file.get_multiple', () => {
    it('answers only the account’s files among the ids, with their links and thumbnails', async () => {
      const { mine, theirs } = await twoAccounts();
      const file = await seedFile(db(), mine.id);
      const application = await seedJobApplication(db(), mine.id);
      await linkFiles(db(), mine.id, application.id, [file.id], SEEDED_AT);
      await recordFileRendering(db(), mine.id, file.id, { thumbnailSizes: ['72', '144'], text: 'text' });
      const theirFile = await seedFile(db(), theirs.id);

      const { answer } = await harness.ask(mine.id, 'file.get_multiple', { ids: [file.id, theirFile.id, unknownId()] });
      expect(dataOf('file.get_multiple', answer)).toEqual([
        {
          id: file.id,
          created: SEEDED_AT.toISOString(),
          description: 'My resume 2026',
          type: 'resume',
          filename: 'resume.pdf',
          content_type: 'application/pdf',
          size: 1234,
          thumbnails: { '72': [`/api/files/${file.id}/thumbnail/72`], '144': [`/api/files/${file.id}/thumbnail/144`] },
          job_application_ids: [application.id],
        },
      ]);
    });

    it('refuses ids that are not UUIDs', async () => {
      const { mine } = await twoAccounts();
      const { answer } = await harness.ask(mine.id, 'file.get_multiple', { ids: ['nope'] });
      expect(answer.error?.code).toBe('invalid_params');
    });
  });

  describe('file.list_recent', () => {
    it('answers the account’s files, newest first, and none of another account', async () => {
      const { mine, theirs } = await twoAccounts();
      const older = await seedFile(db(), mine.id, { created: SEEDED_AT });
      const newer = await seedFile(db(), mine.id, { created: minutesAfter(SEEDED_AT, 5) });
      await seedFile(db(), theirs.id);
      const { answer } = await harness.ask(mine.id, 'file.list_recent', {});
      expect(dataOf('file.list_recent', answer).map((file) => file.id)).toEqual([newer.id, older.id]);
    });
  });

  describe('file.list_for_application', () => {
    it('answers the files linked to the application', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const linked = await seedFile(db(), mine.id);
      await seedFile(db(), mine.id);
      await linkFiles(db(), mine.id, application.id, [linked.id], SEEDED_AT);
      const { answer } = await harness.ask(mine.id, 'file.list_for_application', { id: application.id });
      expect(dataOf('file.list_for_application', answer).map((file) => file.id)).toEqual([linked.id]);
    });

    it('answers another account’s application exactly like an unknown one', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirApplication = await seedJobApplication(db(), theirs.id);
      const unknown = await harness.ask(mine.id, 'file.list_for_application', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'file.list_for_application', { id: theirApplication.id });
      expect(unknown.answer.error?.code).toBe('not_found');
      expect(foreign.answer.error).toEqual(unknown.answer.error);
    });
  });

  describe('file.update', () => {
    it('changes the given fields and pushes updated_file', async () => {
      const { mine } = await twoAccounts();
      const file = await seedFile(db(), mine.id);
      const { answer, pushes } = await harness.ask(mine.id, 'file.update', { id: file.id, description: 'Resume, English', filename: 'cv.pdf' });
      expect(dataOf('file.update', answer)).toBe('success');
      const updated = { ...file, description: 'Resume, English', filename: 'cv.pdf' };
      expect(pushes).toEqual([{ accountId: mine.id, event: 'updated_file', payload: { data: updated } }]);
      expect(await findFile(db(), mine.id, file.id)).toEqual(updated);
    });

    it.each([
      ['a description under 5 characters', { description: 'abcd' }],
      ['an empty filename', { filename: '' }],
      ['a filename over 255 characters', { filename: 'x'.repeat(256) }],
      ['an unknown type', { type: 'logo' }],
    ])('refuses %s with invalid_params and changes nothing', async (_case, changes) => {
      const { mine } = await twoAccounts();
      const file = await seedFile(db(), mine.id);
      const { answer, pushes } = await harness.ask(mine.id, 'file.update', { id: file.id, ...changes });
      expect(answer.error?.code).toBe('invalid_params');
      expect(pushes).toEqual([]);
      expect(await findFile(db(), mine.id, file.id)).toEqual(file);
    });

    it('leaves another account’s file alone, answering not_found', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirFile = await seedFile(db(), theirs.id);
      const { answer, pushes } = await harness.ask(mine.id, 'file.update', { id: theirFile.id, description: 'Mine now' });
      expect(answer.error?.code).toBe('not_found');
      expect(pushes).toEqual([]);
      expect(await findFile(db(), theirs.id, theirFile.id)).toEqual(theirFile);
    });
  });

  describe('file.delete', () => {
    it('removes the row and its links, queues the removal of its objects, and pushes deleted_file', async () => {
      const { mine } = await twoAccounts();
      const file = await seedFile(db(), mine.id);
      const application = await seedJobApplication(db(), mine.id);
      await linkFiles(db(), mine.id, application.id, [file.id], SEEDED_AT);
      await recordFileRendering(db(), mine.id, file.id, { thumbnailSizes: ['72'], text: '' });
      await jobs.idle();
      const removalsBefore = removals.length;

      const { answer, pushes } = await harness.ask(mine.id, 'file.delete', { id: file.id });
      expect(dataOf('file.delete', answer)).toBe('success');
      expect(pushes).toEqual([{ accountId: mine.id, event: 'deleted_file', payload: { id: file.id } }]);
      expect(await findFile(db(), mine.id, file.id)).toBeUndefined();
      expect(await db().selectFrom('file_links').selectAll().where('file_id', '=', file.id).execute()).toEqual([]);
      await jobs.idle();
      expect(removals.length).toBe(removalsBefore + 1);
    });

    it('answers another account’s file exactly like an unknown one, and keeps it', async () => {
      const { mine, theirs } = await twoAccounts();
      const theirFile = await seedFile(db(), theirs.id);
      const unknown = await harness.ask(mine.id, 'file.delete', { id: unknownId() });
      const foreign = await harness.ask(mine.id, 'file.delete', { id: theirFile.id });
      expect(unknown.answer.error).toEqual({ code: 'not_found', message: 'file not found' });
      expect(foreign.answer.error).toEqual(unknown.answer.error);
      expect(foreign.pushes).toEqual([]);
      expect(await findFile(db(), theirs.id, theirFile.id)).toEqual(theirFile);
    });
  });

  describe('file.link_to_application and file.unlink_from_application', () => {
    it('links, pushing new_linked_files with the newly linked ids only; unlinks, pushing updated_file', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const first = await seedFile(db(), mine.id);
      const second = await seedFile(db(), mine.id);
      await linkFiles(db(), mine.id, application.id, [first.id], SEEDED_AT);

      const link = await harness.ask(mine.id, 'file.link_to_application', { job_application_id: application.id, file_ids: [first.id, second.id] });
      expect(dataOf('file.link_to_application', link.answer)).toBe('success');
      expect(link.pushes).toHaveLength(1);
      expect(payloadOf('new_linked_files', link.pushes[0])).toEqual({ job_application_id: application.id, file_ids: [second.id] });
      expect((await findFile(db(), mine.id, second.id))?.job_application_ids).toEqual([application.id]);

      const unlink = await harness.ask(mine.id, 'file.unlink_from_application', { job_application_id: application.id, file_ids: [first.id] });
      expect(dataOf('file.unlink_from_application', unlink.answer)).toBe('success');
      expect(unlink.pushes.map((push) => push.event)).toEqual(['updated_file']);
      expect(payloadOf('updated_file', unlink.pushes[0]).data).toMatchObject({ id: first.id, job_application_ids: [] });
    });

    it('refuses a file or an application of another account, linking nothing', async () => {
      const { mine, theirs } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const myFile = await seedFile(db(), mine.id);
      const theirFile = await seedFile(db(), theirs.id);
      const theirApplication = await seedJobApplication(db(), theirs.id);

      const foreignFile = await harness.ask(mine.id, 'file.link_to_application', { job_application_id: application.id, file_ids: [myFile.id, theirFile.id] });
      expect(foreignFile.answer.error?.code).toBe('not_found');
      const foreignApplication = await harness.ask(mine.id, 'file.link_to_application', { job_application_id: theirApplication.id, file_ids: [myFile.id] });
      expect(foreignApplication.answer.error?.code).toBe('not_found');
      expect(await db().selectFrom('file_links').selectAll().where('file_id', 'in', [myFile.id, theirFile.id]).execute()).toEqual([]);
    });

    it('refuses an empty list of files', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const { answer } = await harness.ask(mine.id, 'file.link_to_application', { job_application_id: application.id, file_ids: [] });
      expect(answer.error?.code).toBe('invalid_params');
    });
  });

  describe('job_application.delete', () => {
    it('removes the application’s file links and keeps its files', async () => {
      const { mine } = await twoAccounts();
      const application = await seedJobApplication(db(), mine.id);
      const file = await seedFile(db(), mine.id);
      await linkFiles(db(), mine.id, application.id, [file.id], SEEDED_AT);
      const { answer } = await harness.ask(mine.id, 'job_application.delete', { id: application.id });
      expect(answer.data).toBe('success');
      expect(await findFile(db(), mine.id, file.id)).toEqual({ ...file, job_application_ids: [] });
    });
  });
});
