// The account routes of the api contract: sign-in, sign-up and its confirmation, password reset; and whose
// session a login link holds.
import type { FastifyInstance } from 'fastify';
import type { AccountRouteOptions } from './accountRouteOptions';
import { registerLoginRoute } from './login';
import { registerResendConfirmationRoute } from './resendConfirmation';
import { registerResetPasswordRoute } from './resetPassword';
import { registerResetPasswordRequestRoute } from './resetPasswordRequest';
import { registerSessionOwnerRoute } from './sessionOwner';
import { registerSignUpRoute } from './signUp';
import { registerSignUpConfirmationRoute } from './signUpConfirmation';

export type { AccountRouteOptions } from './accountRouteOptions';
// Export my data and Delete my account need the storage and the job queue: app.ts registers them beside the files.
export { registerAccountData, type AccountDataOptions } from './accountData';

/** Call after registerRateLimiting: the per-IP limits are route options of its plugin. */
export function registerAccountRoutes(app: FastifyInstance, options: AccountRouteOptions): void {
  registerLoginRoute(app, options);
  registerSignUpRoute(app, options);
  registerSignUpConfirmationRoute(app, options);
  registerResendConfirmationRoute(app, options);
  registerResetPasswordRequestRoute(app, options);
  registerResetPasswordRoute(app, options);
  registerSessionOwnerRoute(app, options);
}
