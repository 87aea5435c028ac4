// Companies: their cache, the picker the application forms share, finding or creating one by name, their logo
// as every list shows it, and the companies page.
export { CompanySelect, companyNameRules, NEW_COMPANY, type CompanySelectProps } from './CompanySelect';
export { companyForName, watchCompanies } from './companiesSaga';
export { CompanyLogo, CompanyWithLogo, type CompanyLogoProps } from './CompanyLogo';
export {
  companiesSlice,
  companyListNeeded,
  companyLoaded,
  companyNeeded,
  companyRemoved,
  selectCompany,
  selectCompanyList,
  selectCompanyNamed,
} from './companiesSlice';
export { companyMessages } from './messages';
