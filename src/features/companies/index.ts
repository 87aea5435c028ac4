// Companies: their cache, the picker the application forms share, and finding or creating one by name.
export { CompanySelect, companyNameRules, NEW_COMPANY, type CompanySelectProps } from './CompanySelect';
export { companyForName, watchCompanies } from './companiesSaga';
export { companiesSlice, companyNeeded, selectCompany } from './companiesSlice';
export { companyMessages } from './messages';
