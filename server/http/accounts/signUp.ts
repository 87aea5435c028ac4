// POST /api/sign_up {email, password, accepted_terms, captcha, locale}: "success" once the account exists and
// its confirmation mail is sent.
import type { FastifyInstance } from 'fastify';
import { API_PATHS, errorCodeOfIssues, signUpBodySchema } from '../../../contract';
import { signUp } from '../../domain/accounts/signUp';
import { verifyCaptcha } from '../../services/captcha';
import { sendHttpError, sendSuccess } from '../httpErrors';
import { perIpLimit } from '../rateLimits';
import type { AccountRouteOptions } from './accountRouteOptions';

export function registerSignUpRoute(app: FastifyInstance, options: AccountRouteOptions): void {
  const { db, secret } = options;
  app.post(API_PATHS.signUp, { config: { rateLimit: perIpLimit(options.limits.signUpPerIp, 'rate_limited') } }, async (request, reply) => {
    const body = signUpBodySchema.safeParse(request.body);
    // The field schemas carry the contract's codes (email_rejected, password_too_weak...).
    if (!body.success) return sendHttpError(reply, errorCodeOfIssues(body.error));
    const now = options.clock();
    const result = await signUp(
      {
        db,
        passwords: options.passwords,
        mails: options.mails,
        currentTermsVersion: options.currentTermsVersion,
        verifyCaptcha: (payload) => verifyCaptcha(payload, { db, secret, now }),
        now,
      },
      body.data,
    );
    if (!result.ok) return sendHttpError(reply, result.error);
    return sendSuccess(reply);
  });
}
