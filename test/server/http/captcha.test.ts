import crypto from 'node:crypto';
import type { Challenge } from 'altcha-lib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCaptchaRoutes } from '../../../server/http/captcha';
import { CAPTCHA_ALGORITHM, CAPTCHA_TTL_MS, verifyCaptcha } from '../../../server/services/captcha';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../support/databases';
import { solvedPayload } from '../services/captcha/solveCaptcha';

jest.setTimeout(30_000);

describe.each(databaseKinds)('GET /api/captcha on %s', (kind) => {
  const secret = crypto.randomBytes(32);
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = Fastify({ logger: false });
    registerCaptchaRoutes(app, { secret });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const fetchChallenge = async (): Promise<Challenge> => {
    const response = await app.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    return response.json<Challenge>();
  };

  it('answers a fresh, signed challenge that no cache may keep', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<Challenge>();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe(CAPTCHA_ALGORITHM);
    const expiresInMs = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(CAPTCHA_TTL_MS - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(CAPTCHA_TTL_MS);
    expect((await fetchChallenge()).signature).not.toBe(challenge.signature);
  });

  it('serves challenges that verifyCaptcha accepts once, with the same secret only', async () => {
    const payload = await solvedPayload(await fetchChallenge());
    const db = database.handle.db;
    expect(await verifyCaptcha(payload, { db, secret: crypto.randomBytes(32) })).toEqual({ ok: false, error: 'captcha_invalid' });
    expect(await verifyCaptcha(payload, { db, secret })).toEqual({ ok: true });
    expect(await verifyCaptcha(payload, { db, secret })).toEqual({ ok: false, error: 'captcha_invalid' });
  });
});
