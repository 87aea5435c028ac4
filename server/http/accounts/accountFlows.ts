// Terms, sign-up, confirmation, sign-in and password reset, with their mail, abuse limits and purges.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { type AccountLimits, accountLimitsWith } from '../../domain/accounts/accountLimits';
import { createAccountMails } from '../../domain/accounts/accountMails';
import { argon2Passwords, dummyPasswordHash } from '../../domain/accounts/passwords';
import type { CurrentTerms } from '../../domain/terms/termsCatalog';
import type { UserSocketServer } from '../../channels/liveChannel';
import { type BackgroundTasks, createBackgroundTasks } from '../../services/backgroundTasks';
import { createMailer, type Mailer } from '../../services/mail';
import { scheduleMailedTokenPurge } from '../../services/mailedTokenPurge';
import { registerTermsRoute } from '../terms';
import { registerAccountRoutes } from './index';

export interface AccountFlowsOptions {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secret: Buffer;
  readonly terms: CurrentTerms;
  readonly socketServer: UserSocketServer;
  /** The caller's to close; SMTP (SMTP_URL) or the outbox folder by default. */
  readonly mailer?: Mailer;
  readonly accountLimits?: Partial<AccountLimits>;
  readonly backgroundTasks?: BackgroundTasks;
  readonly clock: () => Date;
}

export function registerAccountFlows(app: FastifyInstance, options: AccountFlowsOptions): void {
  const { config, database, secret, terms, socketServer } = options;
  const mailer = options.mailer ?? createMailer(config, app.log);
  const background = options.backgroundTasks ?? createBackgroundTasks(app.log);
  registerTermsRoute(app, terms);
  registerAccountRoutes(app, {
    db: database.db,
    secret,
    mails: createAccountMails(mailer, config.publicUrl),
    passwords: argon2Passwords,
    currentTermsVersion: terms.version,
    signUpCredits: config.signUpCredits,
    limits: accountLimitsWith(options.accountLimits),
    clock: options.clock,
    background,
    // The revoked tokens' sockets in every process (a failed publish is logged; each process re-checks its sockets).
    disconnectSessions: (tokenHashes) => void socketServer.revoke(tokenHashes),
  });

  let stopPurge: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopPurge = scheduleMailedTokenPurge(database.db, app.log);
    // Made now rather than at the first sign-in with an unknown email, which would otherwise take longer.
    await dummyPasswordHash();
  });
  app.addHook('onClose', async () => {
    stopPurge?.();
    // Mail still being sent goes out before the transport (and the caller's database) closes.
    await background.drain();
    if (options.mailer === undefined) mailer.close();
  });
}
