// What the account routes share: the database, mail, limits and clock of the app.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountLimits } from '../../domain/accounts/accountLimits';
import type { AccountMails } from '../../domain/accounts/accountMails';
import type { PasswordHashing } from '../../domain/accounts/passwords';
import type { CaptchaDifficulty } from '../../services/captcha';
import type { BackgroundTasks } from '../../services/backgroundTasks';

export interface AccountRouteOptions {
  readonly db: Kysely<Database>;
  /** The server's secret key, which the captcha's signatures and the calendar feed's seal derive from. */
  readonly secret: Buffer;
  readonly mails: AccountMails;
  readonly passwords: PasswordHashing;
  readonly currentTermsVersion: string;
  /** Credits granted when an address is first confirmed (SIGN_UP_CREDITS). */
  readonly signUpCredits: number;
  readonly limits: AccountLimits;
  /** The least difficulty of the captcha a sign-in needs after repeated failures (as GET /api/captcha?purpose=sign_in issues). */
  readonly signInCaptcha: CaptchaDifficulty;
  readonly clock: () => Date;
  readonly background: BackgroundTasks;
  /** Cuts this process's live sockets opened with the session tokens of these digests. */
  readonly disconnectSessions: (tokenHashes: ReadonlySet<string>) => void;
}
