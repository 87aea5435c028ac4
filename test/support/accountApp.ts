// The real app set up for tests of the account routes: mail captured, background work (the tasks after an
// answer and the mail jobs they queue) awaitable, a failed mail retried at once, a clock the test moves, and
// limits high enough to stay out of the way unless a test sets its own.
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import type { AccountLimits, WindowLimit } from '../../server/domain/accounts/accountLimits';
import { type BackgroundTasks, createBackgroundTasks } from '../../server/services/backgroundTasks';
import { CURRENT_TEST_TERMS } from './accounts';
import { quickCaptcha } from './captcha';
import type { DatabaseKind } from './databases';
import { type CapturingMailer, createCapturingMailer, mailsTo, tokenInMail } from './mail';
import { postJson, startTestApp, type TestApp, type TestAppOptions } from './testApp';

export const TEST_PASSWORD = 'Correct-Horse-9';

const OUT_OF_THE_WAY: WindowLimit = { max: 10_000, windowMs: 60_000 };

export const RELAXED_LIMITS: AccountLimits = {
  signInPerIp: OUT_OF_THE_WAY,
  signInFailuresPerEmailAndIp: OUT_OF_THE_WAY,
  signInFailuresPerEmail: OUT_OF_THE_WAY,
  sessionOwnerPerIp: OUT_OF_THE_WAY,
  signUpPerIp: OUT_OF_THE_WAY,
  resendConfirmationPerIp: OUT_OF_THE_WAY,
  resetRequestPerIp: OUT_OF_THE_WAY,
  tokenUsePerIp: OUT_OF_THE_WAY,
  mailsPerAccount: { max: 10_000, windowMs: 60 * 60 * 1000 },
};

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

/** Real time, plus whatever the test has moved it by. */
export function createTestClock(): TestClock {
  let offset = 0;
  const clock = (): Date => new Date(Date.now() + offset);
  return Object.assign(clock, {
    advance(ms: number) {
      offset += ms;
    },
  });
}

export interface AccountTestApp extends TestApp {
  readonly mailer: CapturingMailer;
  readonly background: BackgroundTasks;
  readonly clock: TestClock;
  /** Resolves once the work after the answers is done and the job queue has sent the mails it was given. */
  settle(): Promise<void>;
  post(url: string, payload: unknown, options?: { headers?: Record<string, string>; remoteAddress?: string }): Promise<LightMyRequestResponse>;
}

export async function startAccountApp(
  kind: DatabaseKind = 'sqlite',
  options: Omit<TestAppOptions, 'databaseKind' | 'accountLimits'> & { accountLimits?: Partial<AccountLimits> } = {},
  environment: NodeJS.ProcessEnv = {},
): Promise<AccountTestApp> {
  const mailer = createCapturingMailer();
  const background = options.backgroundTasks ?? createBackgroundTasks(pino({ level: 'silent' }));
  const clock = createTestClock();
  const testApp = await startTestApp(environment, {
    mailer,
    backgroundTasks: background,
    clock,
    jobRetryDelaySeconds: 0,
    ...options,
    accountLimits: { ...RELAXED_LIMITS, ...options.accountLimits },
    databaseKind: kind,
  });
  return {
    ...testApp,
    mailer,
    background,
    clock,
    async settle() {
      await background.drain();
      await testApp.app.backgroundJobs.idle();
    },
    post: (url, payload, postOptions) => postJson(testApp.app, url, payload, postOptions),
  };
}

export function newEmail(): string {
  return `seeker-${crypto.randomBytes(5).toString('hex')}@example.test`;
}

export interface SignUpFields {
  email?: string;
  password?: string;
  accepted_terms?: string;
  captcha?: string;
  locale?: string;
  /** The browser's IANA time zone; left out unless given. */
  time_zone?: string;
}

/**
 * POST /api/sign_up with valid fields unless told otherwise (a fresh, solved captcha included); answers once
 * the mail it queued, if any, has been sent.
 */
export async function signUpVia(testApp: AccountTestApp, fields: SignUpFields = {}): Promise<LightMyRequestResponse> {
  const response = await testApp.post('/api/sign_up', {
    email: fields.email ?? newEmail(),
    password: fields.password ?? TEST_PASSWORD,
    accepted_terms: fields.accepted_terms ?? CURRENT_TEST_TERMS,
    captcha: fields.captcha ?? (await quickCaptcha(testApp.secret)),
    locale: fields.locale ?? 'en-US',
    ...(fields.time_zone === undefined ? {} : { time_zone: fields.time_zone }),
  });
  await testApp.settle();
  return response;
}

/** Signs up and answers the token of the confirmation mail. */
export async function signedUp(testApp: AccountTestApp, fields: SignUpFields & { email: string }): Promise<string> {
  const response = await signUpVia(testApp, fields);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return tokenInMail(mailsTo(testApp.mailer, fields.email.trim().toLowerCase()).at(-1), '/sign_up_confirmation/');
}

/** Signs up and follows the confirmation link: an account that can sign in. */
export async function confirmedAccount(testApp: AccountTestApp, fields: SignUpFields & { email: string }): Promise<void> {
  const token = await signedUp(testApp, fields);
  const response = await testApp.post('/api/sign_up_confirmation', { token });
  if (response.statusCode !== 200) throw new Error(`confirmation failed: ${response.body}`);
}

export function login(testApp: AccountTestApp, email: string, password: string = TEST_PASSWORD, remoteAddress?: string) {
  return testApp.post('/api/login', { email, password }, remoteAddress === undefined ? {} : { remoteAddress });
}
