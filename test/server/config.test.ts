import path from 'node:path';
import webPush from 'web-push';
import { ConfigError, loadConfig } from '../../server/config';

/** The message of the ConfigError that loading these settings throws. */
function configErrorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('the settings were accepted');
}

describe('loadConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      publicUrl: 'http://127.0.0.1:4000',
      allowedOrigins: ['http://127.0.0.1:4000'],
      allowLoopbackOrigins: true,
      smtpUrl: undefined,
      logLevel: 'info',
      secretKey: undefined,
      staticDir: path.resolve('/srv/app', 'dist/public'),
      trustProxy: false,
      files: { maxUploadBytes: 10 * 1024 * 1024, quotaBytes: 500 * 1024 * 1024, quotaFiles: 500 },
      rendering: { maxMemoryMb: 1024, concurrency: 1 },
      accountRows: { applications: 10_000, actions: 50_000, companies: 10_000, contacts: 10_000 },
      accountTextBytes: 100 * 1024 * 1024,
      s3: undefined,
      signUpCredits: 3,
      payments: {
        provider: 'sandbox',
        decision: { reason: 'the built-in sandbox checkout serves, where no money moves: no Stripe keys, and 127.0.0.1 is a loopback address', warn: false },
        currency: 'eur',
        optionsFile: undefined,
        stripe: undefined,
      },
      supportEmail: undefined,
      ai: { kind: 'ollama', baseUrl: 'http://127.0.0.1:11434', model: undefined, timeoutMs: 90_000 },
      aiMaxPerHour: 30,
      testOnlyFastPasswordHashing: false,
      captureAllowPrivateAddresses: false,
      push: { vapidKeys: undefined, subject: undefined, allowPrivateAddresses: false },
    });
  });

  it('reads the AI provider: an OpenAI-compatible endpoint first, then Anthropic, else Ollama', () => {
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8000/v1', AI_API_KEY: 'k', AI_MODEL: 'm', ANTHROPIC_API_KEY: 'a' }).ai).toEqual({
      kind: 'openai',
      baseUrl: 'http://127.0.0.1:8000/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 90_000,
    });
    expect(loadConfig({ ANTHROPIC_API_KEY: 'a', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9000', AI_TIMEOUT_MS: '5000' }).ai).toEqual({
      kind: 'anthropic',
      apiKey: 'a',
      baseUrl: 'http://127.0.0.1:9000',
      model: 'claude-sonnet-5-5',
      timeoutMs: 5000,
    });
    expect(loadConfig({ OLLAMA_URL: 'http://127.0.0.1:11500', AI_MODEL: 'llama3.2' }).ai).toEqual({
      kind: 'ollama',
      baseUrl: 'http://127.0.0.1:11500',
      model: 'llama3.2',
      timeoutMs: 90_000,
    });
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8000/v1' })).toThrow('AI_MODEL');
  });

  it('lets the posting capture reach private addresses only in tests', () => {
    expect(loadConfig({ CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true', NODE_ENV: 'test' }).captureAllowPrivateAddresses).toBe(true);
    expect(loadConfig({ CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'false', NODE_ENV: 'test' }).captureAllowPrivateAddresses).toBe(false);
    expect(configErrorOf({ CAPTURE_ALLOW_PRIVATE_ADDRESSES: 'true', NODE_ENV: 'production' })).toContain('CAPTURE_ALLOW_PRIVATE_ADDRESSES: refused unless NODE_ENV=test');
  });

  it('reads the Web Push settings: a VAPID pair both or neither, of the right sizes, and private endpoints only in tests', () => {
    const keys = webPush.generateVAPIDKeys();
    expect(loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@example.test' }).push).toEqual({
      vapidKeys: keys,
      subject: 'mailto:ops@example.test',
      allowPrivateAddresses: false,
    });
    expect(configErrorOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toContain('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both');
    const wrongSize = configErrorOf({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(wrongSize).toContain('VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key');
    // The private key is never repeated.
    expect(configErrorOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'short' })).not.toContain('short');
    expect(configErrorOf({ VAPID_SUBJECT: 'http://example.test' })).toContain('VAPID_SUBJECT: must be a mailto: address or an https: URL');
    expect(loadConfig({ PUSH_ALLOW_PRIVATE_ADDRESSES: 'true', NODE_ENV: 'test' }).push.allowPrivateAddresses).toBe(true);
    expect(configErrorOf({ PUSH_ALLOW_PRIVATE_ADDRESSES: 'true', NODE_ENV: 'production' })).toContain('PUSH_ALLOW_PRIVATE_ADDRESSES: refused unless NODE_ENV=test');
  });

  it('reads the credits, payment and help settings', () => {
    const config = loadConfig(
      {
        SIGN_UP_CREDITS: '0',
        PAYMENT_OPTIONS_FILE: 'packs.json',
        PAYMENT_CURRENCY: 'USD',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
        SUPPORT_EMAIL: 'help@example.org',
      },
      '/srv/app',
    );
    expect(config.signUpCredits).toBe(0);
    expect(config.payments).toEqual({
      provider: 'stripe',
      decision: { reason: 'credits are bought through Stripe Checkout: PAYMENTS=on with Stripe keys', warn: false },
      currency: 'usd',
      optionsFile: path.resolve('/srv/app', 'packs.json'),
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: 'http://127.0.0.1:12111' },
    });
    expect(config.supportEmail).toBe('help@example.org');
    expect(loadConfig({ PAYMENTS: 'off', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }).payments.provider).toBe('off');
  });

  const keys = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' };
  it.each([
    [{}, 'sandbox'],
    [{ PAYMENTS: '' }, 'sandbox'],
    [{ PUBLIC_URL: 'http://localhost:4000' }, 'sandbox'],
    [{ PUBLIC_URL: 'http://app.localhost:4000' }, 'sandbox'],
    [{ PUBLIC_URL: 'http://127.1.2.3:4000' }, 'sandbox'],
    [{ PUBLIC_URL: 'http://[::1]:4000' }, 'sandbox'],
    [{ PUBLIC_URL: 'https://jobs.example.org' }, 'off'],
    [{ PUBLIC_URL: 'http://192.168.1.20:4000' }, 'off'],
    [{ PUBLIC_URL: 'http://localhost.example.org' }, 'off'],
    [{ HOST: '0.0.0.0' }, 'off'],
    [{ PUBLIC_URL: 'https://jobs.example.org', ...keys }, 'stripe'],
    [{ PAYMENTS: 'on', ...keys }, 'stripe'],
    [{ PAYMENTS: 'sandbox', PUBLIC_URL: 'https://jobs.example.org' }, 'sandbox'],
    [{ PAYMENTS: 'sandbox', ...keys }, 'sandbox'],
    [{ PAYMENTS: 'off' }, 'off'],
    [{ PAYMENTS: 'off', ...keys }, 'off'],
  ])('PAYMENTS with %j buys through %s', (environment, provider) => {
    expect(loadConfig(environment).payments.provider).toBe(provider);
  });

  it('says why the payments run as they do, and warns when the settings may not mean it', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://jobs.example.org' }).payments.decision).toEqual({
      reason:
        'buying credits is off: no Stripe keys, and jobs.example.org is not a loopback address (set STRIPE_SECRET_KEY and ' +
        'STRIPE_WEBHOOK_SECRET to sell, or PAYMENTS=sandbox for a test checkout that grants credits for nothing)',
      warn: true,
    });
    expect(loadConfig({ PAYMENTS: 'sandbox', ...keys }).payments.decision).toEqual({
      reason: 'the built-in sandbox checkout serves, where no money moves: PAYMENTS=sandbox; the Stripe keys are set but not used',
      warn: true,
    });
    expect(loadConfig({ PAYMENTS: 'off', ...keys }).payments.decision).toEqual({
      reason: 'buying credits is off: PAYMENTS=off; the Stripe keys are set but not used',
      warn: false,
    });
  });

  it('refuses another PAYMENTS, naming the values it takes', () => {
    for (const value of ['stripe', 'ON', 'true', 'maybe']) {
      expect(configErrorOf({ PAYMENTS: value })).toContain(`PAYMENTS: must be on, off or sandbox (got "${value}")`);
    }
  });

  it.each([
    [{ SIGN_UP_CREDITS: '-1' }, 'SIGN_UP_CREDITS'],
    [{ PAYMENT_CURRENCY: 'euro' }, 'PAYMENT_CURRENCY'],
    [{ PAYMENTS: 'maybe' }, 'PAYMENTS'],
    [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_SECRET_KEY'],
  ])('refuses %j, naming %s', (environment, setting) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(setting);
  });

  it('reads the per-account bounds on applications, actions, companies and contacts, and refuses one below 1', () => {
    expect(
      loadConfig({ ACCOUNT_MAX_APPLICATIONS: '5', ACCOUNT_MAX_ACTIONS: '7', ACCOUNT_MAX_COMPANIES: '3', ACCOUNT_MAX_CONTACTS: '4' }).accountRows,
    ).toEqual({
      applications: 5,
      actions: 7,
      companies: 3,
      contacts: 4,
    });
    expect(() => loadConfig({ ACCOUNT_MAX_ACTIONS: '0' })).toThrow('ACCOUNT_MAX_ACTIONS');
    expect(() => loadConfig({ ACCOUNT_MAX_CONTACTS: '0' })).toThrow('ACCOUNT_MAX_CONTACTS');
  });

  it('reads the AI generations one account may start in an hour, and refuses anything but a whole number from 1', () => {
    expect(loadConfig({ AI_MAX_PER_HOUR: '5' }).aiMaxPerHour).toBe(5);
    expect(loadConfig({ AI_MAX_PER_HOUR: '' }).aiMaxPerHour).toBe(30);
    for (const value of ['0', '-1', '2.5', 'many']) expect(configErrorOf({ AI_MAX_PER_HOUR: value })).toContain('AI_MAX_PER_HOUR');
  });

  it('reads the per-account bound on bytes of text, and refuses one below 1', () => {
    expect(loadConfig({ ACCOUNT_MAX_TEXT_BYTES: '2048' }).accountTextBytes).toBe(2048);
    expect(() => loadConfig({ ACCOUNT_MAX_TEXT_BYTES: '0' })).toThrow('ACCOUNT_MAX_TEXT_BYTES');
  });

  it('reads the file limits and an S3 bucket', () => {
    const config = loadConfig({
      MAX_UPLOAD_BYTES: '2048',
      STORAGE_QUOTA_BYTES: '4096',
      STORAGE_QUOTA_FILES: '3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.files).toEqual({ maxUploadBytes: 2048, quotaBytes: 4096, quotaFiles: 3 });
    expect(config.s3).toEqual({
      bucket: 'files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'files', S3_REGION: 'eu-west-3' }).s3).toMatchObject({ region: 'eu-west-3', forcePathStyle: false });
    expect(() => loadConfig({ MAX_UPLOAD_BYTES: '0' })).toThrow(ConfigError);
  });

  it('reads the renderer’s memory bound and concurrency, and refuses a bound too small to start or no concurrency', () => {
    expect(loadConfig({ RENDER_MEMORY_MB: '2048', RENDER_CONCURRENCY: '3' }).rendering).toEqual({ maxMemoryMb: 2048, concurrency: 3 });
    expect(configErrorOf({ RENDER_CONCURRENCY: '0' })).toContain('RENDER_CONCURRENCY');
    expect(configErrorOf({ RENDER_CONCURRENCY: 'two' })).toContain('RENDER_CONCURRENCY');
    expect(configErrorOf({ RENDER_MEMORY_MB: '127' })).toContain('RENDER_MEMORY_MB');
    expect(configErrorOf({ RENDER_MEMORY_MB: '1.5' })).toContain('RENDER_MEMORY_MB');
  });

  it('reads every setting', () => {
    const config = loadConfig(
      {
        PORT: '8081',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/jobs',
        DATABASE_URL: 'postgres://user@db:5432/jobs',
        REDIS_URL: 'redis://cache:6379',
        PUBLIC_URL: 'https://jobs.example/',
        SMTP_URL: 'smtp://mail:25',
        LOG_LEVEL: 'warn',
        SECRET_KEY: 'k'.repeat(40),
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.2',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8081,
      host: '0.0.0.0',
      dataDir: '/var/lib/jobs',
      databaseUrl: 'postgres://user@db:5432/jobs',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://jobs.example',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      secretKey: 'k'.repeat(40),
      trustProxy: ['10.0.0.0/8', '192.168.1.2'],
    });
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['::1', ['::1']],
  ] as const)('reads TRUST_PROXY %p as %p', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('links to localhost when listening on every interface', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '5000' }).publicUrl).toBe('http://localhost:5000');
  });

  it.each([
    ['PORT', 'eighty', 'eighty'],
    ['PORT', '70000', '70000'],
    ['DATABASE_URL', 'mysql://db/jobs', 'mysql://db'],
    ['REDIS_URL', 'not a url', 'not a url'],
    ['PUBLIC_URL', 'ftp://files.example', 'ftp://files.example'],
    ['SMTP_URL', 'http://mail', 'http://mail'],
    ['LOG_LEVEL', 'loud', 'loud'],
    ['TRUST_PROXY', 'the load balancer', 'the load balancer'],
  ])('names %s when its value %p is bad, and shows what it read', (name, value, shown) => {
    const message = configErrorOf({ [name]: value });
    expect(message).toContain(name);
    expect(message).toContain(JSON.stringify(shown));
  });

  it.each([
    // A password in the URL, with a wrong scheme, a port that is no number, or no scheme's colon at all.
    ['DATABASE_URL', 'mysql://jobs:Pa55-w0rd-Zq@db.example:5432/jobs', 'got "mysql://db.example:5432" and more, not shown'],
    ['DATABASE_URL', 'postgres://jobs:Pa55-w0rd-Zq@db.example:port/jobs', 'value not shown: it may hold credentials'],
    ['DATABASE_URL', 'postgres//jobs:Pa55-w0rd-Zq@db.example/jobs', 'value not shown: it may hold credentials'],
    ['REDIS_URL', 'http://:Pa55-w0rd-Zq@cache.example:6379', 'got "http://cache.example:6379" and more, not shown'],
    ['SMTP_URL', 'https://mailer:Pa55-w0rd-Zq@smtp.example', 'got "https://smtp.example" and more, not shown'],
    ['PUBLIC_URL', 'ftp://jobs.example/?token=Pa55-w0rd-Zq', 'got "ftp://jobs.example" and more, not shown'],
    ['SECRET_KEY', 'Pa55-w0rd-Zq', 'value not shown: a secret'],
  ])('names %s but never prints the secret in its bad value', (name, value, shown) => {
    const message = configErrorOf({ [name]: value });
    expect(message).toContain(name);
    expect(message).toContain(shown);
    expect(message).not.toContain('Pa55-w0rd-Zq');
    expect(message).not.toContain('Pa55');
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '  ' }).databaseUrl).toBeUndefined();
  });
});
