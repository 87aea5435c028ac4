// The account routes of the api contract: sign-in, sign-up and its confirmation, password reset.
import type { FastifyInstance } from 'fastify';
import type { AccountRouteOptions } from './accountRouteOptions';
import { registerLoginRoute } from './login';
import { registerResendConfirmationRoute } from './resendConfirmation';
import { registerResetPasswordRoute } from './resetPassword';
import { registerResetPasswordRequestRoute } from './resetPasswordRequest';
import { registerSignUpRoute } from './signUp';
import { registerSignUpConfirmationRoute } from './signUpConfirmation';

export type { AccountRouteOptions } from './accountRouteOptions';

/** Call after registerRateLimiting: the per-IP limits are route options of its plugin. */
// Export my data and Delete my account need the storage and the job queue: app.ts registers them beside the files.
export { registerAccountData, type AccountDataOptions } from './accountData';
export function registerAccountRoutes(app: FastifyInstance, options: AccountRouteOptions): void {
  registerLoginRoute(app, options);
  registerSignUpRoute(app, options);
  registerSignUpConfirmationRoute(app, options);
  registerResendConfirmationRoute(app, options);
  registerResetPasswordRequestRoute(app, options);
  registerResetPasswordRoute(app, options);
}
