// Every abuse limit of the account routes, in one place. Per-IP limits count every call to a route; the
// per-account ones count what can hurt one person: failed sign-ins on their email, and mails sent to them.
// Every window is short, and failed sign-ins block only the address they come from: past a number of failures
// from all addresses together, an email asks for a harder captcha instead of refusing everyone, so that nobody
// can keep a real user out by tripping a limit on purpose.

export interface WindowLimit {
  /** Calls (or failures, or mails) allowed within one window... */
  readonly max: number;
  /** ...of this many milliseconds, counted from the first one. */
  readonly windowMs: number;
}

export interface AccountLimits {
  /** POST /api/login per IP address (answered too_many_attempts). */
  readonly signInPerIp: WindowLimit;
  /**
   * Failed sign-ins per email address (known or not) and IP address (answered too_many_attempts). Keyed by
   * the pair, so someone failing on purpose from their address does not keep the owner out of theirs.
   */
  readonly signInFailuresPerEmailAndIp: WindowLimit;
  /**
   * Failed sign-ins per email address (known or not) from every IP address together. Past them, until the
   * window ends, a sign-in to that email needs a solved sign-in captcha (answered captcha_required without
   * one): guessing spread over many addresses gets slow, and the owner, who solves it, still gets in.
   */
  readonly signInFailuresPerEmail: WindowLimit;
  /** POST /api/session/owner per IP address (rate_limited): a login link's token cannot be guessed at speed. */
  readonly sessionOwnerPerIp: WindowLimit;
  /** POST /api/sign_up per IP address (rate_limited). */
  readonly signUpPerIp: WindowLimit;
  /** POST /api/sign_up_confirmation/resend per IP address (rate_limited). */
  readonly resendConfirmationPerIp: WindowLimit;
  /** POST /api/reset_password_request per IP address (rate_limited). */
  readonly resetRequestPerIp: WindowLimit;
  /** POST /api/sign_up_confirmation and POST /api/reset_password per IP address (rate_limited). */
  readonly tokenUsePerIp: WindowLimit;
  /**
   * Mails (confirmation and reset) per account. Over it a resend or reset request still answers 204 but sends
   * nothing. Counted from the mailed tokens, so the window must not exceed the shortest token lifetime (1 h).
   */
  readonly mailsPerAccount: WindowLimit;
}

const MINUTE = 60 * 1000;

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  signInPerIp: { max: 20, windowMs: 5 * MINUTE },
  signInFailuresPerEmailAndIp: { max: 10, windowMs: 15 * MINUTE },
  signInFailuresPerEmail: { max: 5, windowMs: 15 * MINUTE },
  sessionOwnerPerIp: { max: 30, windowMs: 5 * MINUTE },
  signUpPerIp: { max: 10, windowMs: 15 * MINUTE },
  resendConfirmationPerIp: { max: 5, windowMs: 15 * MINUTE },
  resetRequestPerIp: { max: 5, windowMs: 15 * MINUTE },
  tokenUsePerIp: { max: 30, windowMs: 15 * MINUTE },
  mailsPerAccount: { max: 5, windowMs: 60 * MINUTE },
};

/** The defaults with some limits replaced (tests use small numbers). */
export function accountLimitsWith(overrides: Partial<AccountLimits> = {}): AccountLimits {
  const limits = { ...DEFAULT_ACCOUNT_LIMITS, ...overrides };
  if (limits.mailsPerAccount.windowMs > 60 * MINUTE) {
    throw new Error('the per-account mail window cannot exceed 1 h, the lifetime of a reset token');
  }
  return limits;
}
