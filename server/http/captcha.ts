// GET /api/captcha: a fresh ALTCHA challenge for the sign-up and password-reset forms.
import type { FastifyInstance } from 'fastify';
import { createCaptchaChallenge } from '../services/captcha';

export interface CaptchaRouteOptions {
  readonly secret: Buffer;
}

export function registerCaptchaRoutes(app: FastifyInstance, { secret }: CaptchaRouteOptions): void {
  app.get('/api/captcha', async (_request, reply) => {
    const challenge = await createCaptchaChallenge(secret);
    // Each challenge is single use: a cached one would be refused on its second submission.
    return reply.header('cache-control', 'no-store').send(challenge);
  });
}
