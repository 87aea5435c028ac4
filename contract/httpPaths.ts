// The HTTP API's paths and headers, and the browser pages that links point at (docs/api.md). Kept
// apart from the bodies' schemas (http.ts) so that the browser's boot code, which calls these paths, needs no zod.
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_META_NAME = 'csrf-token';
export const TERMS_VERSION_HEADER = 'x-terms-version';

/**
 * The service worker's script, at the root so that its scope is the whole app. The server sends it with
 * `cache-control: no-cache` (docs/decisions.md, "Installable app and updates").
 */
export const SERVICE_WORKER_PATH = '/sw.js';

export const API_PATHS = {
  captcha: '/api/captcha',
  login: '/api/login',
  sessionOwner: '/api/session/owner',
  signUp: '/api/sign_up',
  signUpConfirmation: '/api/sign_up_confirmation',
  resendConfirmation: '/api/sign_up_confirmation/resend',
  resetPasswordRequest: '/api/reset_password_request',
  resetPassword: '/api/reset_password',
  logout: '/api/logout',
  accountExport: '/api/account/export',
  accountExportLink: '/api/account/export/link',
  accountExportDownload: '/api/account/export/download',
  deleteAccount: '/api/account/delete',
  currentTerms: '/api/terms/current',
  companies: '/api/companies',
  jobApplications: '/api/job_applications',
  jobApplicationsExport: '/api/job_applications/export.csv',
  jobApplicationsImport: '/api/job_applications/import',
  postingsExtract: '/api/postings/extract',
  files: '/api/files',
  settings: '/api/settings',
  pushPublicKey: '/api/push/public_key',
  pushSubscriptions: '/api/push/subscriptions',
  stripeWebhook: '/api/payments/stripe/webhook',
} as const;

/**
 * Where `account.use_payment_option` sends the browser: the built-in sandbox's page, or our route that opens
 * the Stripe Checkout Session and redirects to it (so no provider call runs inside the request's transaction).
 */
export function checkoutPagePath(provider: 'sandbox' | 'stripe', checkoutId: string): string {
  return `/api/payments/${provider}/${encodeURIComponent(checkoutId)}`;
}

/** The browser pages a checkout returns to (routes of the app, not API calls). */
export function paymentSuccessPagePath(checkoutId: string): string {
  return `/payment/success?checkout_id=${encodeURIComponent(checkoutId)}`;
}

export function paymentCanceledPagePath(checkoutId: string): string {
  return `/payment_canceled?checkout_id=${encodeURIComponent(checkoutId)}`;
}

/** How credits are bought on this server: the built-in sandbox, Stripe Checkout, or not at all (`PAYMENTS=off`). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'off'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export function fileDownloadPath(fileId: string): string {
  return `/api/files/download/${encodeURIComponent(fileId)}`;
}

export function fileThumbnailPath(fileId: string, size: string): string {
  return `/api/files/${encodeURIComponent(fileId)}/thumbnail/${encodeURIComponent(size)}`;
}

/** A company's logo (POST replaces it, DELETE removes it). */
export function companyLogoPath(companyId: string): string {
  return `${API_PATHS.companies}/${encodeURIComponent(companyId)}/logo`;
}

/** A company's logo as a PNG of that size (GET, bearer). */
export function companyLogoImagePath(companyId: string, size: string): string {
  return `${companyLogoPath(companyId)}/${encodeURIComponent(size)}`;
}

/** The page of one action, where each event of the calendar feed links (a browser route, not an API call). */
export function actionPagePath(actionId: string): string {
  return `/actions/${encodeURIComponent(actionId)}`;
}

/** The page of one application, where a reminder's mail and push lead (a browser route, not an API call). */
export function jobApplicationPagePath(applicationId: string): string {
  return `/job_applications/${encodeURIComponent(applicationId)}`;
}

/** Pages the mails link to (browser routes, not API calls). */
export function signUpConfirmationPagePath(token: string): string {
  return `/sign_up_confirmation/${encodeURIComponent(token)}`;
}

export function resetPasswordPagePath(token: string): string {
  return `/reset_password_confirmation/${encodeURIComponent(token)}`;
}

/** The one-time download of an export's zip (a browser link, so the token is its only credential). */
export function accountExportDownloadPath(token: string): string {
  return `${API_PATHS.accountExportDownload}?${new URLSearchParams({ token }).toString()}`;
}
