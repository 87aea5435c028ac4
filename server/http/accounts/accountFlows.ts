// Terms, sign-up, confirmation, sign-in and password reset, with their mail (sent by the job queue), abuse
// limits and purges.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { type AccountLimits, accountLimitsWith } from '../../domain/accounts/accountLimits';
import { createAccountMailJobHandler, createAccountMails } from '../../domain/accounts/accountMails';
import type { PasswordHashing } from '../../domain/accounts/passwords';
import type { CurrentTerms } from '../../domain/terms/termsCatalog';
import type { UserSocketServer } from '../../channels/liveChannel';
import { type BackgroundTasks, createBackgroundTasks } from '../../services/backgroundTasks';
import type { JobHandlers, JobQueue } from '../../services/jobs/jobQueue';
import { type CaptchaDifficulty, SIGN_IN_CAPTCHA_DIFFICULTY } from '../../services/captcha';
import { createMailer, createTokenSeal, type Mailer } from '../../services/mail';
import { scheduleMailedTokenPurge } from '../../jobs/mailedTokenPurge';
import { registerTermsRoute } from '../terms';
import { registerAccountRoutes } from './index';

export interface AccountFlowsOptions {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  readonly terms: CurrentTerms;
  readonly socketServer: UserSocketServer;
  readonly passwords: PasswordHashing;
  /** The caller's to close; SMTP (SMTP_URL) or the outbox folder by default. */
  readonly mailer?: Mailer;
  readonly accountLimits?: Partial<AccountLimits>;
  /** The sign-in captcha's difficulty (SIGN_IN_CAPTCHA_DIFFICULTY by default; tests lower it). */
  readonly signInCaptcha?: CaptchaDifficulty;
  /** Where the account mails wait to be sent. */
  readonly jobs: JobQueue;
  /** Work after the answer of the routes whose answer must tell nothing (which then queue the mail, if any). */
  readonly backgroundTasks?: BackgroundTasks;
  readonly clock: () => Date;
}

/** Registers the routes; answers the job that sends their mails, for the app's job queue to run. */
export function registerAccountFlows(app: FastifyInstance, options: AccountFlowsOptions): Pick<JobHandlers, 'send_account_mail'> {
  const { config, database, secret, terms, socketServer, jobs } = options;
  const mailer = options.mailer ?? createMailer(config, app.log);
  const background = options.backgroundTasks ?? createBackgroundTasks(app.log);
  const seal = createTokenSeal(secret);
  registerTermsRoute(app, terms);
  registerAccountRoutes(app, {
    db: database.db,
    secret,
    mails: createAccountMails({ db: database.db, jobs, seal }),
    passwords: options.passwords,
    currentTermsVersion: terms.version,
    signUpCredits: config.signUpCredits,
    limits: accountLimitsWith(options.accountLimits),
    signInCaptcha: options.signInCaptcha ?? SIGN_IN_CAPTCHA_DIFFICULTY,
    clock: options.clock,
    background,
    // The revoked tokens' sockets in every process (a failed publish is logged; each process re-checks its sockets).
    disconnectSessions: (tokenHashes) => void socketServer.revoke(tokenHashes),
  });

  let stopPurge: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopPurge = scheduleMailedTokenPurge(database.db, app.log);
    // Made now rather than at the first sign-in with an unknown email, which would otherwise take longer.
    await options.passwords.dummyHash();
  });
  app.addHook('onClose', async () => {
    stopPurge?.();
    // Work after an answer still under way queues its mail before the caller's database closes; the job queue
    // has stopped by now (its hook was added later, so runs first) and sends it at the next start.
    await background.drain();
    if (options.mailer === undefined) mailer.close();
  });
  return { send_account_mail: createAccountMailJobHandler({ mailer, publicUrl: config.publicUrl, seal }) };
}
