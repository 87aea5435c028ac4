// Every setting of the server, read from the environment and validated once. A bad value stops the process
// with a message that names the setting.
import path from 'node:path';
import { z } from 'zod';

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

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
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
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute path of the folder that holds the SQLite file, stored files and the mail outbox. */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly redisUrl: string | undefined;
  /** Origin used in links sent by mail, without a trailing slash. */
  readonly publicUrl: string;
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
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(valueAt(env, issue.path))})`),
    );
  }
  const settings = parsed.data;
  const displayHost = settings.HOST === '0.0.0.0' || settings.HOST === '::' ? 'localhost' : settings.HOST;
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: path.resolve(cwd, settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    redisUrl: settings.REDIS_URL,
    publicUrl: (settings.PUBLIC_URL ?? `http://${displayHost}:${settings.PORT}`).replace(/\/+$/, ''),
    smtpUrl: settings.SMTP_URL,
    logLevel: settings.LOG_LEVEL,
    secretKey: settings.SECRET_KEY === '' ? undefined : settings.SECRET_KEY,
    staticDir: path.resolve(cwd, settings.STATIC_DIR),
    trustProxy: settings.TRUST_PROXY,
  };
}

function valueAt(env: NodeJS.ProcessEnv, issuePath: readonly PropertyKey[]): unknown {
  const key = issuePath[0];
  return typeof key === 'string' ? env[key] : undefined;
}
