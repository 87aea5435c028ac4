// Every setting of the server, read from the environment and validated once. A bad value stops the process
// with a message that names the setting.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../contract';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional()
    .refine((value) => value === undefined || hasProtocol(value, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** TRUST_PROXY: unset or "false", "true", a number of proxy hops, or a comma-separated list of proxy addresses. */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value): TrustProxy => {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((address) => address.trim()).filter((address) => address !== '');
  })
  .refine((value) => typeof value !== 'object' || value.every((address) => /^[\d.:a-fA-F/]+$/.test(address)), {
    message: 'must be true, false, a number of proxy hops, or comma-separated proxy addresses (CIDR ranges allowed)',
  });

/** Which proxies' X-Forwarded-For the server believes: none, all, the nearest N, or these addresses. */
export type TrustProxy = boolean | number | readonly string[];

/** ALLOWED_ORIGINS: comma-separated origins (scheme, host and port, no path), kept as browsers send them. */
const originListSchema = z
  .string()
  .optional()
  .transform((value) => (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== ''))
  .refine((entries) => entries.every((entry) => originOf(entry) === entry.replace(/\/$/, '').toLowerCase()), {
    message: 'must be comma-separated origins such as https://app.example or http://127.0.0.1:8080 (no path)',
  })
  .transform((entries) => entries.map((entry) => originOf(entry) ?? entry));

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

// Per-account bounds. Their defaults live here with the settings that change them, below the domain that enforces
// them (server/domain/accountQuotas/), so that the settings import nothing of the application.
// How many rows of each kind one account may keep: generous enough that nobody tracking a real job search meets
// them (years of daily applications stay far below), small enough that one account cannot fill the database or
// make its lists, searches and feed slow for the server as a whole.

/** The kinds of rows bounded per account (files have their own quota, in count and bytes: FileLimits). */
export type AccountRowKind = 'applications' | 'actions' | 'companies' | 'contacts';

export type AccountRowLimits = { readonly [K in AccountRowKind]: number };

export const DEFAULT_ACCOUNT_ROW_LIMITS: AccountRowLimits = {
  applications: 10_000,
  actions: 50_000,
  companies: 10_000,
  contacts: 10_000,
};

/**
 * 100 MiB of titles, notes and job descriptions: a job search of thousands of applications with long job
 * descriptions stays far below it, while one account can no longer fill the disk with text.
 */
export const DEFAULT_ACCOUNT_TEXT_BYTES = 100 * 1024 * 1024;

/**
 * AI generations one account may start in an hour (AI_MAX_PER_HOUR): a person comparing a few cover letters and
 * question lists stays well below it, while a script cannot spend the operator's provider budget.
 */
export const DEFAULT_AI_MAX_PER_HOUR = 30;

/**
 * A render process's memory: 130 MB to start and draw a text page, about 16 bytes a pixel for a PDF's image
 * (pdf.js decodes it, converts it to RGBA, and composes it on a canvas), so that an image of up to the 50
 * megapixels pdf.js is allowed to draw fits.
 */
export const DEFAULT_RENDER_MEMORY_MB = 1024;

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w.:-]*$/, 'letters, digits and . _ : - only')
    .optional(),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  ALLOWED_ORIGINS: originListSchema,
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SECRET_KEY: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || value.length >= 32, {
      message: 'must be at least 32 characters (or unset, to keep a generated key in DATA_DIR)',
    }),
  STATIC_DIR: z.string().trim().min(1).default('./dist/public'),
  TRUST_PROXY: trustProxySchema,
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1).default(DEFAULT_MAX_UPLOAD_BYTES),
  STORAGE_QUOTA_BYTES: z.coerce.number().int().min(1).default(500 * 1024 * 1024),
  STORAGE_QUOTA_FILES: z.coerce.number().int().min(1).default(500),
  // Below 128 MB Node and the rendering libraries do not even load: every file would be killed.
  RENDER_MEMORY_MB: z.coerce.number().int().min(128).default(DEFAULT_RENDER_MEMORY_MB),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).default(1),
  ACCOUNT_MAX_APPLICATIONS: z.coerce.number().int().min(1).default(DEFAULT_ACCOUNT_ROW_LIMITS.applications),
  ACCOUNT_MAX_ACTIONS: z.coerce.number().int().min(1).default(DEFAULT_ACCOUNT_ROW_LIMITS.actions),
  ACCOUNT_MAX_COMPANIES: z.coerce.number().int().min(1).default(DEFAULT_ACCOUNT_ROW_LIMITS.companies),
  ACCOUNT_MAX_CONTACTS: z.coerce.number().int().min(1).default(DEFAULT_ACCOUNT_ROW_LIMITS.contacts),
  ACCOUNT_MAX_TEXT_BYTES: z.coerce.number().int().min(1).default(DEFAULT_ACCOUNT_TEXT_BYTES),
  S3_BUCKET: z.string().trim().optional(),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '']).optional(),
  SIGN_UP_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(3),
  PAYMENTS: z.enum(['on', 'off', 'sandbox', ''], { message: 'must be on, off or sandbox' }).optional(),
  PAYMENT_OPTIONS_FILE: z.string().trim().optional(),
  PAYMENT_CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { message: 'must be a three-letter ISO 4217 currency code, such as eur or usd' })
    .optional()
    .or(z.literal('')),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_API_BASE: optionalUrl(['http:', 'https:']),
  AI_BASE_URL: optionalUrl(['http:', 'https:']),
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().optional(),
  ANTHROPIC_API_KEY: z.string().trim().optional(),
  ANTHROPIC_BASE_URL: optionalUrl(['http:', 'https:']),
  OLLAMA_URL: optionalUrl(['http:', 'https:']),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  AI_MAX_PER_HOUR: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).default(DEFAULT_AI_MAX_PER_HOUR)),
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || z.email().safeParse(value).success, {
      message: 'must be an email address',
    }),
  TEST_ONLY_FAST_PASSWORD_HASHING: z.enum(['true', 'false', '']).optional(),
  CAPTURE_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false', '']).optional(),
  VAPID_PUBLIC_KEY: base64UrlKey(65, 'an uncompressed P-256 public key (65 bytes, base64url), as `npx web-push generate-vapid-keys` prints it'),
  VAPID_PRIVATE_KEY: base64UrlKey(32, 'a P-256 private key (32 bytes, base64url), as `npx web-push generate-vapid-keys` prints it'),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || /^(mailto:|https:\/\/)\S+$/.test(value), {
      message: 'must be a mailto: address or an https: URL',
    }),
  PUSH_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false', '']).optional(),
});

/** A key given in base64url (padding allowed), of exactly `bytes` bytes once decoded; empty reads as unset. */
function base64UrlKey(bytes: number, what: string) {
  return z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || (/^[A-Za-z0-9_-]+=*$/.test(value) && Buffer.from(value, 'base64url').length === bytes), {
      message: `must be ${what}`,
    });
}

export type LogLevel = (typeof LOG_LEVELS)[number];

/** The file renderer's bounds (server/services/fileRendering): a render process past them is killed. */
export interface RenderSettings {
  /** Resident memory of the render process and the processes it starts, together. */
  readonly maxMemoryMb: number;
  /** Render processes one server process runs at once: their memory adds up to this many bounds. */
  readonly concurrency: number;
}

/** Limits of uploaded files (docs/features.md, "Files"). */
export interface FileLimits {
  readonly maxUploadBytes: number;
  /** Per account: the sum of its files' sizes, and their number. */
  readonly quotaBytes: number;
  readonly quotaFiles: number;
}

/** An S3-compatible bucket for the files' bytes; credentials default to the SDK's own chain when unset. */
export interface S3Settings {
  readonly bucket: string;
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
  /** Most S3-compatible servers other than AWS want `endpoint/bucket/key` addresses. */
  readonly forcePathStyle: boolean;
}

/** Stripe's keys, and where its API is (another host in tests). */
export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly apiBase: string | undefined;
}

/** How credits are bought (docs/features.md, "Credits and payments"). */
export interface PaymentSettings {
  /**
   * Stripe (PAYMENTS=on with its keys), the built-in sandbox where no money moves (PAYMENTS=sandbox, or on with no
   * keys while PUBLIC_URL is a loopback address), or `off`: no buying (PAYMENTS=off, or on with no keys elsewhere).
   */
  readonly provider: 'sandbox' | 'stripe' | 'off';
  /** Why `provider` is what it is: the server says it once when it starts. */
  readonly decision: PaymentDecision;
  /** Lower-case ISO 4217 code of every option's price. */
  readonly currency: string;
  /** Absolute path of the JSON list of options; the defaults when unset. */
  readonly optionsFile: string | undefined;
  readonly stripe: StripeSettings | undefined;
}

/** The sentence that says why credits are bought as they are; a warning when the settings may not mean it. */
export interface PaymentDecision {
  readonly reason: string;
  readonly warn: boolean;
}

/**
 * Where the AI products are generated (docs/features.md, "AI products"): an OpenAI-compatible chat completions
 * endpoint, Anthropic's messages API, or an Ollama found on this machine; none, and AI is unavailable.
 */
export type AiSettings =
  | { readonly kind: 'openai'; readonly baseUrl: string; readonly apiKey: string | undefined; readonly model: string; readonly timeoutMs: number }
  | { readonly kind: 'anthropic'; readonly apiKey: string; readonly baseUrl: string | undefined; readonly model: string; readonly timeoutMs: number }
  | { readonly kind: 'ollama'; readonly baseUrl: string; readonly model: string | undefined; readonly timeoutMs: number };

/** Where an Ollama is looked for when no provider is configured. */
export const DEFAULT_OLLAMA_URL = 'http://127.0.0.1:11434';

/** Anthropic's model when AI_MODEL is unset. */
export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5-5';

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path of the folder that holds the SQLite file, stored files and the mail outbox. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /** Prefix of this app's Redis keys and channels, so several apps (or test runs) can share one Redis; main.ts defaults it. */
  readonly redisKeyPrefix: string | undefined;
  /** Origin used in links sent by mail, without a trailing slash. */
  readonly publicUrl: string;
  /** Origins whose pages may open the live socket: PUBLIC_URL's, then ALLOWED_ORIGINS. */
  readonly allowedOrigins: readonly string[];
  /** PUBLIC_URL unset (local development): pages on any loopback port may open it too (the webpack dev server). */
  readonly allowLoopbackOrigins: boolean;
  readonly smtpUrl: string | undefined;
  readonly logLevel: LogLevel;
  /** Signs CSRF and LongPoll tokens; when unset a key is generated once and kept in DATA_DIR. */
  readonly secretKey: string | undefined;
  /** Absolute path of the built browser app. */
  readonly staticDir: string;
  /**
   * Behind a reverse proxy, the client address (per-IP limits, logs) is read from X-Forwarded-For as far as
   * these proxies are trusted; by default the connection's own address counts.
   */
  readonly trustProxy: TrustProxy;
  readonly files: FileLimits;
  readonly rendering: RenderSettings;
  /** How many applications, actions and companies one account keeps (409/channel account_limit_reached past them). */
  readonly accountRows: AccountRowLimits;
  /** The most UTF-8 bytes of titles, notes and job descriptions one account keeps (account_limit_reached past it). */
  readonly accountTextBytes: number;
  /** Set when S3_BUCKET is: files go to that bucket instead of DATA_DIR/files. */
  readonly s3: S3Settings | undefined;
  /** Credits granted when an account's address is confirmed. */
  readonly signUpCredits: number;
  readonly payments: PaymentSettings;
  /** How to reach the server's operator, shown on the help page; unset, no contact is shown. */
  readonly supportEmail: string | undefined;
  readonly ai: AiSettings;
  /** AI generations one account may start in an hour (rate_limited past it). */
  readonly aiMaxPerHour: number;
  /**
   * TEST_ONLY_FAST_PASSWORD_HASHING=true, for spawned test servers: passwords hashed at a cost that protects
   * nothing. Refused unless NODE_ENV=test, and logged as a warning when the app starts.
   */
  readonly testOnlyFastPasswordHashing: boolean;
  /**
   * CAPTURE_ALLOW_PRIVATE_ADDRESSES=true, for tests only: the posting capture may fetch pages on loopback and
   * private addresses (a test's own page server). Refused unless NODE_ENV=test, and logged when the app starts.
   */
  readonly captureAllowPrivateAddresses: boolean;
  readonly push: PushSettings;
}

/** Web Push of reminders (docs/configuration.md, "Reminders"). */
export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither; unset, a pair is made once and kept in DATA_DIR. */
  readonly vapidKeys: { readonly publicKey: string; readonly privateKey: string } | undefined;
  /** VAPID_SUBJECT; unset, PUBLIC_URL when it is https, else the sender address of the mails. */
  readonly subject: string | undefined;
  /**
   * PUSH_ALLOW_PRIVATE_ADDRESSES=true, for tests only: push endpoints on loopback and private addresses (a test's
   * stand-in of a push service). Refused unless NODE_ENV=test.
   */
  readonly allowPrivateAddresses: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the settings from `env` (process.env by default); throws ConfigError naming every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message} (${shownValue(issue.path, valueAt(env, issue.path))})`),
    );
  }
  const settings = parsed.data;
  const displayHost = settings.HOST === '0.0.0.0' || settings.HOST === '::' ? 'localhost' : settings.HOST;
  const publicUrl = (settings.PUBLIC_URL ?? `http://${displayHost}:${settings.PORT}`).replace(/\/+$/, '');
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: path.resolve(cwd, settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    redisUrl: settings.REDIS_URL,
    redisKeyPrefix: settings.REDIS_KEY_PREFIX === '' ? undefined : settings.REDIS_KEY_PREFIX,
    publicUrl,
    allowedOrigins: [new URL(publicUrl).origin, ...settings.ALLOWED_ORIGINS],
    allowLoopbackOrigins: settings.PUBLIC_URL === undefined,
    smtpUrl: settings.SMTP_URL,
    logLevel: settings.LOG_LEVEL,
    secretKey: settings.SECRET_KEY === '' ? undefined : settings.SECRET_KEY,
    staticDir: path.resolve(cwd, settings.STATIC_DIR),
    trustProxy: settings.TRUST_PROXY,
    files: {
      maxUploadBytes: settings.MAX_UPLOAD_BYTES,
      quotaBytes: settings.STORAGE_QUOTA_BYTES,
      quotaFiles: settings.STORAGE_QUOTA_FILES,
    },
    rendering: { maxMemoryMb: settings.RENDER_MEMORY_MB, concurrency: settings.RENDER_CONCURRENCY },
    accountRows: {
      applications: settings.ACCOUNT_MAX_APPLICATIONS,
      actions: settings.ACCOUNT_MAX_ACTIONS,
      companies: settings.ACCOUNT_MAX_COMPANIES,
      contacts: settings.ACCOUNT_MAX_CONTACTS,
    },
    accountTextBytes: settings.ACCOUNT_MAX_TEXT_BYTES,
    s3: s3SettingsOf(settings),
    signUpCredits: settings.SIGN_UP_CREDITS,
    payments: paymentSettingsOf(settings, cwd, settings.PUBLIC_URL === undefined ? settings.HOST : new URL(settings.PUBLIC_URL).hostname),
    supportEmail: settings.SUPPORT_EMAIL === '' ? undefined : settings.SUPPORT_EMAIL,
    ai: aiSettingsOf(settings),
    aiMaxPerHour: settings.AI_MAX_PER_HOUR,
    testOnlyFastPasswordHashing: testOnlyFastPasswordHashingOf(settings, env),
    captureAllowPrivateAddresses: captureAllowPrivateAddressesOf(settings, env),
    push: pushSettingsOf(settings, env),
  };
}

function pushSettingsOf(settings: z.infer<typeof environmentSchema>, env: NodeJS.ProcessEnv): PushSettings {
  const publicKey = settings.VAPID_PUBLIC_KEY === '' ? undefined : settings.VAPID_PUBLIC_KEY;
  const privateKey = settings.VAPID_PRIVATE_KEY === '' ? undefined : settings.VAPID_PRIVATE_KEY;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither to have a pair made and kept in DATA_DIR']);
  }
  const allowPrivateAddresses = settings.PUSH_ALLOW_PRIVATE_ADDRESSES === 'true';
  if (allowPrivateAddresses && env.NODE_ENV !== 'test') {
    throw new ConfigError(['PUSH_ALLOW_PRIVATE_ADDRESSES: refused unless NODE_ENV=test (it lets any user make the server connect to its own network)']);
  }
  return {
    vapidKeys: publicKey === undefined || privateKey === undefined ? undefined : { publicKey, privateKey },
    subject: settings.VAPID_SUBJECT === '' ? undefined : settings.VAPID_SUBJECT,
    allowPrivateAddresses,
  };
}

/** The capture's fetches reach the server's own network only in tests: anywhere else the setting stops the process. */
function captureAllowPrivateAddressesOf(settings: z.infer<typeof environmentSchema>, env: NodeJS.ProcessEnv): boolean {
  if (settings.CAPTURE_ALLOW_PRIVATE_ADDRESSES !== 'true') return false;
  if (env.NODE_ENV !== 'test') {
    throw new ConfigError(['CAPTURE_ALLOW_PRIVATE_ADDRESSES: refused unless NODE_ENV=test (it lets any user make the server fetch its own network)']);
  }
  return true;
}

/** Fast hashing is for test servers only: anywhere else the setting stops the process rather than weaken passwords. */
function testOnlyFastPasswordHashingOf(settings: z.infer<typeof environmentSchema>, env: NodeJS.ProcessEnv): boolean {
  if (settings.TEST_ONLY_FAST_PASSWORD_HASHING !== 'true') return false;
  if (env.NODE_ENV !== 'test') {
    throw new ConfigError(['TEST_ONLY_FAST_PASSWORD_HASHING: refused unless NODE_ENV=test (it hashes passwords at a cost that protects nothing)']);
  }
  return true;
}

function aiSettingsOf(settings: z.infer<typeof environmentSchema>): AiSettings {
  const blank = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  const model = blank(settings.AI_MODEL);
  const timeoutMs = settings.AI_TIMEOUT_MS;
  if (settings.AI_BASE_URL !== undefined) {
    if (model === undefined) throw new ConfigError(['AI_MODEL: set it with AI_BASE_URL (the model the endpoint serves)']);
    return { kind: 'openai', baseUrl: settings.AI_BASE_URL, apiKey: blank(settings.AI_API_KEY), model, timeoutMs };
  }
  const anthropicKey = blank(settings.ANTHROPIC_API_KEY);
  if (anthropicKey !== undefined) {
    return { kind: 'anthropic', apiKey: anthropicKey, baseUrl: settings.ANTHROPIC_BASE_URL, model: model ?? DEFAULT_ANTHROPIC_MODEL, timeoutMs };
  }
  return { kind: 'ollama', baseUrl: settings.OLLAMA_URL ?? DEFAULT_OLLAMA_URL, model, timeoutMs };
}

/**
 * `reachedAt` is the host people reach the server at: PUBLIC_URL's, or while it is unset the interface it listens
 * on (HOST=0.0.0.0 listens on every one, so it is not loopback, whatever the links in mail say).
 */
function paymentSettingsOf(settings: z.infer<typeof environmentSchema>, cwd: string, reachedAt: string): PaymentSettings {
  const secretKey = settings.STRIPE_SECRET_KEY === '' ? undefined : settings.STRIPE_SECRET_KEY;
  const webhookSecret = settings.STRIPE_WEBHOOK_SECRET === '' ? undefined : settings.STRIPE_WEBHOOK_SECRET;
  // Half of Stripe's settings would take money without ever hearing that it was paid, or the reverse.
  if ((secretKey === undefined) !== (webhookSecret === undefined)) {
    throw new ConfigError(['STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither']);
  }
  const stripe = secretKey === undefined || webhookSecret === undefined ? undefined : { secretKey, webhookSecret, apiBase: settings.STRIPE_API_BASE };
  const optionsFile = settings.PAYMENT_OPTIONS_FILE === undefined || settings.PAYMENT_OPTIONS_FILE === '' ? undefined : settings.PAYMENT_OPTIONS_FILE;
  const { provider, decision } = paymentModeOf(settings.PAYMENTS === undefined || settings.PAYMENTS === '' ? 'on' : settings.PAYMENTS, stripe !== undefined, reachedAt);
  return {
    provider,
    decision,
    currency: (settings.PAYMENT_CURRENCY === undefined || settings.PAYMENT_CURRENCY === '' ? 'eur' : settings.PAYMENT_CURRENCY).toLowerCase(),
    optionsFile: optionsFile === undefined ? undefined : path.resolve(cwd, optionsFile),
    stripe,
  };
}

/**
 * Which way credits are bought. The sandbox grants credits for nothing, so it never serves by accident: only when
 * asked for by name, or by default on a server that only its own machine reaches.
 */
function paymentModeOf(
  requested: 'on' | 'off' | 'sandbox',
  stripeKeys: boolean,
  reachedAt: string,
): Pick<PaymentSettings, 'provider' | 'decision'> {
  const keysUnused = stripeKeys ? '; the Stripe keys are set but not used' : '';
  if (requested === 'off') return { provider: 'off', decision: { reason: `buying credits is off: PAYMENTS=off${keysUnused}`, warn: false } };
  if (requested === 'sandbox') {
    const reason = `the built-in sandbox checkout serves, where no money moves: PAYMENTS=sandbox${keysUnused}`;
    return { provider: 'sandbox', decision: { reason, warn: stripeKeys } };
  }
  if (stripeKeys) return { provider: 'stripe', decision: { reason: 'credits are bought through Stripe Checkout: PAYMENTS=on with Stripe keys', warn: false } };
  if (isLoopbackHost(reachedAt)) {
    const reason = `the built-in sandbox checkout serves, where no money moves: no Stripe keys, and ${reachedAt} is a loopback address`;
    return { provider: 'sandbox', decision: { reason, warn: false } };
  }
  const reason =
    `buying credits is off: no Stripe keys, and ${reachedAt} is not a loopback address (set STRIPE_SECRET_KEY and ` +
    'STRIPE_WEBHOOK_SECRET to sell, or PAYMENTS=sandbox for a test checkout that grants credits for nothing)';
  return { provider: 'off', decision: { reason, warn: true } };
}

/** localhost (and names under it), 127.0.0.0/8 and ::1, bracketed as in a URL or not. */
function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '[::1]' || name === '::1';
}

function s3SettingsOf(settings: z.infer<typeof environmentSchema>): S3Settings | undefined {
  if (settings.S3_BUCKET === undefined || settings.S3_BUCKET === '') return undefined;
  const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);
  return {
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: blankToUndefined(settings.S3_REGION) ?? 'us-east-1',
    accessKeyId: blankToUndefined(settings.S3_ACCESS_KEY_ID),
    secretAccessKey: blankToUndefined(settings.S3_SECRET_ACCESS_KEY),
    // By default, path-style addresses with an endpoint of one's own (MinIO, Garage, Ceph and the like).
    forcePathStyle:
      blankToUndefined(settings.S3_FORCE_PATH_STYLE) === undefined
        ? settings.S3_ENDPOINT !== undefined
        : settings.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Settings whose value is a secret, by name: keys, tokens, passwords. */
const SECRET_SETTING = /SECRET|PASSWORD|TOKEN|_KEY$|_KEY_ID$/;

/**
 * What an error message may say of a bad setting's value, for the person to see what was read: never a
 * secret's value, and of a URL only its scheme and host (a URL may carry a password, as in
 * postgres://user:password@host/db, or a token in its path or query); a URL too broken to take apart, nothing.
 */
function shownValue(issuePath: readonly PropertyKey[], value: unknown): string {
  const name = typeof issuePath[0] === 'string' ? issuePath[0] : '';
  if (typeof value !== 'string') return `got ${JSON.stringify(value)}`;
  if (SECRET_SETTING.test(name)) return 'value not shown: a secret';
  if (!value.includes('://') && !value.includes('@')) return `got ${JSON.stringify(value)}`;
  try {
    const url = new URL(value.trim());
    const rest = url.username !== '' || url.password !== '' || url.pathname.length > 1 || url.search !== '' || url.hash !== '';
    return `got ${JSON.stringify(`${url.protocol}//${url.host}`)}${rest ? ' and more, not shown' : ''}`;
  } catch {
    return 'value not shown: it may hold credentials';
  }
}

function valueAt(env: NodeJS.ProcessEnv, issuePath: readonly PropertyKey[]): unknown {
  const key = issuePath[0];
  return typeof key === 'string' ? env[key] : undefined;
}
