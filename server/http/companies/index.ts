// The company routes that carry bytes: its logo. (Creating a company is a job-search route; the rest of a
// company's life goes over the live channel.)
export { registerCompanyLogoRoutes } from './companyLogoRoutes';
export type { CompanyLogoRouteOptions } from './companyLogoRouteOptions';
