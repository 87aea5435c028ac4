import { generatePath } from 'react-router';

// Every route of the spec (section 2), and the pages beyond it (every action by creation date, the page of one
// action, of one AI response, the insights), so links and the menu never spell a path twice.
export const paths = {
  home: '/',
  jobApplications: '/job_applications',
  jobApplication: '/job_applications/:id',
  board: '/board',
  companies: '/companies',
  insights: '/insights',
  company: '/companies/:id',
  csvImport: '/import',
  capture: '/capture',
  login: '/login',
  loginWithInfo: '/login/:loginInfo',
  signUp: '/sign_up',
  signUpConfirmation: '/sign_up_confirmation',
  signUpConfirmed: '/sign_up_confirmation/:token',
  termsReview: '/terms_review',
  resetPassword: '/reset_password',
  resetPasswordConfirmation: '/reset_password_confirmation/:token',
  filesSelection: '/files_selection',
  newJobApplication: '/new_job_application',
  futureActions: '/actions/future',
  actions: '/actions',
  datedAction: '/actions/:id',
  files: '/files',
  aiHistory: '/ai_history',
  aiResponse: '/ai_history/:id',
  transactions: '/transactions',
  paymentOptions: '/payment_options',
  paymentSuccess: '/payment/success',
  paymentCanceled: '/payment_canceled',
  help: '/help',
  settings: '/settings',
  accountExport: '/account/export',
  accountDeletion: '/account/delete',
} as const;

/** The page of one application: every feature links to it, whichever shows the application. */
export function jobApplicationPath(id: string): string {
  return generatePath(paths.jobApplication, { id });
}

/** The page of one company: its applications' pages and the companies page link to it. */
export function companyPath(id: string): string {
  return generatePath(paths.company, { id });
}

/** The page of one action: the upcoming events, the calendar feed's events and the lists of actions link to it. */
export function datedActionPath(id: string): string {
  return generatePath(paths.datedAction, { id });
}

/** The page of one AI response, the address its "copy the link" button gives. */
export function aiResponsePath(id: string): string {
  return generatePath(paths.aiResponse, { id });
}
