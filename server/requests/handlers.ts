// Every live-channel request the server answers, by name. Each area contributes its own handlers.
import { accountRequestHandlers } from '../domain/accounts/accountRequests';
import { actionRequestHandlers } from '../domain/actions/actionRequests';
import { companyRequestHandlers } from '../domain/companies/companyRequests';
import { fileRequestHandlers } from '../domain/files/fileRequests';
import { jobApplicationRequestHandlers } from '../domain/jobApplications/jobApplicationRequests';
import { createTermsRequestHandlers, type TermsRequestOptions } from '../domain/accounts/termsRequests';
import type { RequestHandlers } from './requestRouter';

export const requestHandlers: RequestHandlers = {
  ...accountRequestHandlers,
  ...companyRequestHandlers,
  ...jobApplicationRequestHandlers,
  ...actionRequestHandlers,
  ...fileRequestHandlers,
};

/** The handlers above and those that depend on the app's settings: accepting the terms needs their current version. */
export function createRequestHandlers(options: TermsRequestOptions): RequestHandlers {
  return { ...requestHandlers, ...createTermsRequestHandlers(options) };
}
