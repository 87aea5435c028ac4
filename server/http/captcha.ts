// GET /api/captcha: a fresh ALTCHA challenge for the sign-up and password-reset forms; with
// `?purpose=sign_in`, the harder one a sign-in needs once its email has failed too often.
import type { FastifyInstance } from 'fastify';
import { captchaQuerySchema } from '../../contract';
import { type CaptchaDifficulty, createCaptchaChallenge, createSignInCaptchaChallenge, SIGN_IN_CAPTCHA_DIFFICULTY } from '../services/captcha';
import { sendHttpError } from './httpErrors';

export interface CaptchaRouteOptions {
  readonly secret: Buffer;
  /** The sign-in challenge's difficulty; the same as the sign-in route requires (tests lower both). */
  readonly signInDifficulty?: CaptchaDifficulty;
}

export function registerCaptchaRoutes(app: FastifyInstance, { secret, signInDifficulty = SIGN_IN_CAPTCHA_DIFFICULTY }: CaptchaRouteOptions): void {
  app.get('/api/captcha', async (request, reply) => {
    const query = captchaQuerySchema.safeParse(request.query);
    if (!query.success) return sendHttpError(reply, 'invalid_params');
    const challenge =
      query.data.purpose === 'sign_in'
        ? await createSignInCaptchaChallenge(secret, signInDifficulty)
        : await createCaptchaChallenge(secret);
    // Each challenge is single use: a cached one would be refused on its second submission.
    return reply.header('cache-control', 'no-store').send(challenge);
  });
}
