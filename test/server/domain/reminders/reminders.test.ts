// Reminders of dated actions, on each database, under a fake clock: the live requests queue a delayed
// `send_action_reminder`, which this test runs itself when the clock reaches its time (pg-boss runs delayed jobs by
// the database's clock, which a test cannot move), then the mail and push jobs it queued. One reminder per action
// and date, at the lead time before it; a new date moves it, a deletion or a date within the lead time sends
// nothing, a new lead time moves every future one, and the mail is in the account's language and time zone.
import pino from 'pino';
import { reminderPushMessageSchema } from '../../../../contract';
import type { ReminderJobHandlers } from '../../../../server/domain/reminders/reminderJobs';
import { createReminderJobHandlers } from '../../../../server/domain/reminders/reminderJobs';
import { savePushSubscription } from '../../../../server/domain/reminders/pushSubscriptions';
import type { JobPayloads } from '../../../../server/services/jobs/jobQueue';
import type { PushOutcome, PushSender, PushSubscriptionKeys } from '../../../../server/services/push';
import { createSignedInAccount } from '../../../support/accounts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../../support/databases';
import { createCapturingMailer } from '../../../support/mail';
import { prepareJobQueues, queuedJobTimes, takeQueuedJobs } from '../../../support/queuedJobs';
import { dataOf, minutesAfter, requestHarness, seedCompany, seedJobApplication } from '../jobApplications/seed';

/** Later than the machine's clock, so that jobs queued without delay (pg-boss dates them by the database) are due. */
const START = new Date('2031-03-10T08:00:00.000Z');
const PUBLIC_URL = 'https://tracker.example.test';

interface RecordingPushSender extends PushSender {
  readonly sent: { readonly endpoint: string; readonly payload: string }[];
  /** Endpoints answered 410. */
  readonly gone: Set<string>;
}

function recordingPushSender(): RecordingPushSender {
  const sent: { endpoint: string; payload: string }[] = [];
  const gone = new Set<string>();
  return {
    publicKey: 'test-key',
    sent,
    gone,
    checkEndpoint: () => Promise.resolve(),
    send(subscription: PushSubscriptionKeys, payload: string): Promise<PushOutcome> {
      if (gone.has(subscription.endpoint)) return Promise.resolve('gone');
      sent.push({ endpoint: subscription.endpoint, payload });
      return Promise.resolve('sent');
    },
    close() {
      // Nothing to release.
    },
  };
}

describe.each(databaseKinds)('reminders on %s', (kind) => {
  let database: TestDatabase;
  let now = START;
  const clock = (): Date => now;
  let harness: ReturnType<typeof requestHarness>;
  let mailer: ReturnType<typeof createCapturingMailer>;
  let push: RecordingPushSender;
  let jobs: ReminderJobHandlers;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await prepareJobQueues(database.handle);
    harness = requestHarness(db(), { clock });
  });
  beforeEach(async () => {
    now = START;
    mailer = createCapturingMailer();
    push = recordingPushSender();
    jobs = createReminderJobHandlers({ db: db(), mailer, push, publicUrl: PUBLIC_URL, clock, logger: pino({ level: 'silent' }) });
    // Each test starts from an empty queue: what an earlier one left is not its to run.
    for (const jobKind of ['send_action_reminder', 'reschedule_reminders', 'send_reminder_mail', 'send_reminder_push']) await takeQueuedJobs(db(), jobKind);
  });
  afterAll(async () => {
    await database.close();
  });

  /** Moves the clock to `at` and runs every job due by then, as the queue would, until none is left. */
  async function runUntil(at: Date): Promise<void> {
    now = at;
    for (;;) {
      const reschedules = (await takeQueuedJobs(db(), 'reschedule_reminders')) as JobPayloads['reschedule_reminders'][];
      for (const payload of reschedules) await jobs.reschedule_reminders(payload);
      const reminders = (await takeQueuedJobs(db(), 'send_action_reminder', at)) as JobPayloads['send_action_reminder'][];
      for (const payload of reminders) await jobs.send_action_reminder(payload);
      const mails = (await takeQueuedJobs(db(), 'send_reminder_mail')) as JobPayloads['send_reminder_mail'][];
      for (const payload of mails) await jobs.send_reminder_mail(payload);
      const pushes = (await takeQueuedJobs(db(), 'send_reminder_push')) as JobPayloads['send_reminder_push'][];
      for (const payload of pushes) await jobs.send_reminder_push(payload);
      if (reschedules.length + reminders.length + mails.length + pushes.length === 0) return;
    }
  }

  async function anApplication(options: { locale?: string; timeZone?: string; company?: string | null } = {}) {
    const { account } = await createSignedInAccount(db(), { locale: options.locale ?? 'en-US' });
    if (options.timeZone !== undefined) await db().updateTable('accounts').set({ time_zone: options.timeZone }).where('id', '=', account.id).execute();
    const company = options.company === null ? undefined : await seedCompany(db(), account.id, options.company ?? 'Acme');
    const application = await seedJobApplication(db(), account.id, { title: 'Backend engineer', company_id: company?.id ?? null });
    return { account, application };
  }

  async function createAction(accountId: string, applicationId: string, date: Date, type = 'interview', title = 'Meet the team') {
    const { answer } = await harness.ask(accountId, 'action.create', { job_application_id: applicationId, type, title, date: date.toISOString() });
    return dataOf('action.create', answer);
  }

  it('mails one reminder at the lead time before an interview, with its title, application, company, date and link', async () => {
    const { account, application } = await anApplication();
    const date = new Date('2031-03-12T14:30:00.000Z');
    const action = await createAction(account.id, application.id, date);
    // Reminded 60 minutes ahead by default: the job waits for then.
    expect(await queuedJobTimes(db(), 'send_action_reminder')).toEqual([minutesAfter(date, -60)]);

    await runUntil(minutesAfter(date, -61));
    expect(mailer.sent).toEqual([]);
    await runUntil(minutesAfter(date, -60));
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail?.to).toBe(account.email);
    expect(mail?.subject).toBe('Reminder: Meet the team');
    expect(mail?.text).toContain('Interview: Meet the team');
    expect(mail?.text).toContain('Application: Backend engineer, at Acme');
    expect(mail?.text).toContain('Wednesday, March 12, 2031 at 2:30 PM UTC');
    expect(mail?.links).toEqual([`${PUBLIC_URL}/job_applications/${application.id}`]);
    expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/job_applications/${application.id}">`);
    expect(await db().selectFrom('sent_reminders').select(['action_id', 'action_date']).where('account_id', '=', account.id).execute()).toEqual([
      { action_id: action.id, action_date: action.date },
    ]);

    await runUntil(date);
    expect(mailer.sent).toHaveLength(1);
  });

  it('moves the reminder with a new date: the former date sends nothing, the new one sends once', async () => {
    const { account, application } = await anApplication();
    const first = new Date('2031-03-12T14:30:00.000Z');
    const action = await createAction(account.id, application.id, first);
    const later = new Date('2031-03-13T09:00:00.000Z');
    dataOf('action.update', (await harness.ask(account.id, 'action.update', { id: action.id, date: later.toISOString() })).answer);

    await runUntil(minutesAfter(first, -60));
    expect(mailer.sent).toEqual([]);
    await runUntil(minutesAfter(later, -60));
    expect(mailer.sent.map((mail) => mail.text.includes('Thursday, March 13, 2031 at 9:00 AM UTC'))).toEqual([true]);
  });

  it('sends nothing for a deleted action', async () => {
    const { account, application } = await anApplication();
    const date = new Date('2031-03-12T14:30:00.000Z');
    const action = await createAction(account.id, application.id, date);
    dataOf('action.delete', (await harness.ask(account.id, 'action.delete', { id: action.id })).answer);
    await runUntil(date);
    expect(mailer.sent).toEqual([]);
  });

  it('sends nothing for a date already within the lead time, nor for a type that is not reminded', async () => {
    const { account, application } = await anApplication();
    await createAction(account.id, application.id, minutesAfter(START, 30));
    await createAction(account.id, application.id, minutesAfter(START, 24 * 60), 'email');
    expect(await queuedJobTimes(db(), 'send_action_reminder')).toEqual([]);
    await runUntil(minutesAfter(START, 2 * 24 * 60));
    expect(mailer.sent).toEqual([]);
  });

  it('reminds of an action whose type becomes a reminded one', async () => {
    const { account, application } = await anApplication();
    const date = minutesAfter(START, 24 * 60);
    const action = await createAction(account.id, application.id, date, 'email');
    dataOf('action.update', (await harness.ask(account.id, 'action.update', { id: action.id, type: 'phone_call' })).answer);
    await runUntil(minutesAfter(date, -60));
    expect(mailer.sent.map((mail) => mail.text.includes('Phone call: Meet the team'))).toEqual([true]);
  });

  it('moves every future reminder when the lead time changes, earlier or later', async () => {
    const { account, application } = await anApplication();
    const date = new Date('2031-03-15T10:00:00.000Z');
    await createAction(account.id, application.id, date);
    // A day ahead: the reminder of the 60-minute lead is queued again a day before.
    dataOf('account.update_settings', (await harness.ask(account.id, 'account.update_settings', { reminder_lead_minutes: 24 * 60 })).answer);
    // The reschedule runs at once, after the change's commit.
    await runUntil(START);
    expect(await queuedJobTimes(db(), 'send_action_reminder')).toEqual([minutesAfter(date, -60), minutesAfter(date, -24 * 60)].sort((a, b) => a.getTime() - b.getTime()));
    await runUntil(minutesAfter(date, -24 * 60));
    expect(mailer.sent).toHaveLength(1);

    const other = new Date('2031-03-16T10:00:00.000Z');
    await createAction(account.id, application.id, other, 'video_call', 'Call with the CTO');
    // Now 15 minutes: the job queued a day ahead finds itself early and waits again.
    dataOf('account.update_settings', (await harness.ask(account.id, 'account.update_settings', { reminder_lead_minutes: 15 })).answer);
    await runUntil(START);
    await runUntil(minutesAfter(other, -24 * 60));
    expect(mailer.sent).toHaveLength(1);
    await runUntil(minutesAfter(other, -16));
    expect(mailer.sent).toHaveLength(1);
    await runUntil(minutesAfter(other, -15));
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Reminder: Meet the team', 'Reminder: Call with the CTO']);
  });

  it('sends once when the reminder job runs twice, at once or one after the other, and when its mail job runs twice', async () => {
    const { account, application } = await anApplication();
    const date = new Date('2031-03-12T14:30:00.000Z');
    const action = await createAction(account.id, application.id, date);
    now = minutesAfter(date, -60);
    const payload = { action_id: action.id, date: action.date };
    await Promise.all([jobs.send_action_reminder(payload), jobs.send_action_reminder(payload)]);
    await jobs.send_action_reminder(payload);
    const mails = (await takeQueuedJobs(db(), 'send_reminder_mail')) as JobPayloads['send_reminder_mail'][];
    expect(mails).toHaveLength(1);
    const [mailJob] = mails;
    if (mailJob === undefined) throw new Error('no mail job');
    await jobs.send_reminder_mail(mailJob);
    await jobs.send_reminder_mail(mailJob);
    expect(mailer.sent).toHaveLength(1);
  });

  it('mails in French in the account’s time zone, and without a company when the application has none', async () => {
    const { account, application } = await anApplication({ locale: 'fr-FR', timeZone: 'Europe/Paris', company: null });
    const date = new Date('2031-03-12T14:30:00.000Z');
    await createAction(account.id, application.id, date, 'interview', 'Rencontre avec l’équipe');
    await runUntil(minutesAfter(date, -60));
    const [mail] = mailer.sent;
    expect(mail?.subject).toBe('Rappel\u00a0: Rencontre avec l’équipe');
    expect(mail?.text).toContain('Entretien\u00a0: Rencontre avec l’équipe');
    // 14:30 UTC is 15:30 in Paris in March (UTC+1).
    expect(mail?.text).toContain('mercredi 12 mars 2031 à 15:30 UTC+1');
    expect(mail?.text).toContain('Candidature\u00a0: Backend engineer\n');
    expect(mail?.html).toContain('<html lang="fr-FR">');
  });

  it('sends nothing when neither mail nor push is on', async () => {
    const { account, application } = await anApplication();
    dataOf('account.update_settings', (await harness.ask(account.id, 'account.update_settings', { reminder_email: false })).answer);
    const date = new Date('2031-03-12T14:30:00.000Z');
    await createAction(account.id, application.id, date);
    await runUntil(date);
    expect(mailer.sent).toEqual([]);
    expect(push.sent).toEqual([]);
  });

  it('pushes the reminder to each subscription of the account, and forgets one that is gone', async () => {
    const { account, application } = await anApplication();
    dataOf('account.update_settings', (await harness.ask(account.id, 'account.update_settings', { reminder_email: false, reminder_push: true })).answer);
    const keys = { p256dh: 'BKey', auth: 'secret' };
    await savePushSubscription(db(), account.id, { endpoint: 'https://push.example.test/a', keys }, START);
    await savePushSubscription(db(), account.id, { endpoint: 'https://push.example.test/b', keys }, START);
    push.gone.add('https://push.example.test/b');
    const date = new Date('2031-03-12T14:30:00.000Z');
    const action = await createAction(account.id, application.id, date);
    await runUntil(minutesAfter(date, -60));

    expect(mailer.sent).toEqual([]);
    expect(push.sent.map((sent) => sent.endpoint)).toEqual(['https://push.example.test/a']);
    const message = reminderPushMessageSchema.parse(JSON.parse(push.sent[0]?.payload ?? '{}'));
    expect(message).toEqual({
      kind: 'action_reminder',
      action_id: action.id,
      title: 'Interview: Meet the team',
      body: 'Wednesday, March 12, 2031 at 2:30 PM UTC\nBackend engineer — Acme',
      path: `/job_applications/${application.id}`,
    });
    const left = await db().selectFrom('push_subscriptions').select('endpoint').where('account_id', '=', account.id).execute();
    expect(left).toEqual([{ endpoint: 'https://push.example.test/a' }]);
  });
});
