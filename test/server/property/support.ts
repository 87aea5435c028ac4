// What both property tests start from: the real app on a fresh SQLite file, an account with a row of every
// kind (company, application, action, file, checkout), another account with its own rows, and the ids of both.
import type { FastifyInstance } from 'fastify';
import { uploadFileResponseSchema } from '../../../contract';
import { createSignedInAccount, type SignedInAccount } from '../../support/accounts';
import { fetchPageCsrf, startTestApp, type TestApp } from '../../support/testApp';
import { samplePdf } from '../fixtures/sampleFiles';
import { seedAction, seedCompany, seedJobApplication } from '../domain/jobApplications/seed';

const BOUNDARY = '----property-test-boundary';

/** The app with the socket's rate bound lifted: the property runs send hundreds of requests a second. */
export function startPropertyApp(): Promise<TestApp> {
  return startTestApp({}, { realtimeLimits: { maxEventsPerSecond: 1_000_000 }, jobPollIntervalMs: 50 });
}

async function uploadPdf(app: FastifyInstance, token: string, jobApplicationId: string): Promise<string> {
  const { token: csrf, cookie } = await fetchPageCsrf(app);
  const fields = { description: 'My resume 2026', type: 'resume', filename: 'resume.pdf', job_application_id: jobApplicationId };
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    samplePdf(),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { 'x-csrf-token': csrf, cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` },
    payload: Buffer.concat(parts),
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${String(response.statusCode)} ${response.body}`);
  return uploadFileResponseSchema.parse(response.json()).data.id;
}

/** One fresh row of every kind for the account (an earlier run may have deleted the last ones); answers their ids. */
export async function seedRows(testApp: TestApp, account: SignedInAccount): Promise<string[]> {
  const db = testApp.database.db;
  const company = await seedCompany(db, account.account.id);
  const application = await seedJobApplication(db, account.account.id, { company_id: company.id });
  const action = await seedAction(db, account.account.id, application.id, { date: '2026-12-01T09:00:00.000Z' });
  const file = await uploadPdf(testApp.app, account.token, application.id);
  return [company.id, application.id, action.id, file];
}

export interface PropertyAccounts {
  /** The account the generated requests act as. */
  readonly mine: SignedInAccount;
  /** Ids of another account's rows (and the account itself), to be answered as unknown. */
  readonly others: readonly string[];
}

export async function seedPropertyAccounts(testApp: TestApp): Promise<PropertyAccounts> {
  const mine = await createSignedInAccount(testApp.database.db, { credits: 10 });
  const theirs = await createSignedInAccount(testApp.database.db, { credits: 10 });
  const others = await seedRows(testApp, theirs);
  return { mine, others: [...others, theirs.account.id] };
}
