import { defineMessage, defineMessages } from 'react-intl';

export const companiesFailureMessages = defineMessages({
  create: {
    id: 'companies.failed.create',
    defaultMessage: 'Unable to create the company',
    description: 'Error shown when the server did not create the company typed in a form',
  },
  logo: {
    id: 'companies.failed.logo',
    defaultMessage: 'Unable to change the logo',
    description: 'Error shown when a company’s logo could not be sent or removed',
  },
  logoType: {
    id: 'companies.failed.logoType',
    defaultMessage: 'The logo must be a PNG or JPEG image.',
    description: 'Error shown when the chosen logo is not a PNG or JPEG image',
  },
  logoSize: {
    id: 'companies.failed.logoSize',
    defaultMessage: 'The logo must weigh at most 2 MB.',
    description: 'Error shown when the chosen logo is larger than 2 MiB',
  },
});

export const companyMessages = defineMessages({
  placeholder: {
    id: 'companies.select.placeholder',
    defaultMessage: 'Choose a company',
    description: 'Placeholder of the field choosing the company of a job application',
  },
  newCompanyOption: {
    id: 'companies.select.newCompany',
    defaultMessage: 'New company…',
    description: 'Option of the company field that lets the user type the name of a company to create',
  },
  noCompanies: {
    id: 'companies.select.empty',
    defaultMessage: 'No company recorded yet',
    description: 'Shown in the company field when the account has no company yet',
  },
  newCompanyName: {
    id: 'companies.newName.label',
    defaultMessage: 'Name of the new company',
    description: 'Label of the field where the user types the name of a company to create',
  },
  retry: {
    id: 'companies.retry',
    defaultMessage: 'Retry',
    description: 'Button that loads the list of companies again after a failure',
  },
  newCompanyNameRequired: {
    id: 'companies.newName.required',
    defaultMessage: 'Enter the name of the company',
    description: 'Validation message when the name of a new company is empty',
  },
});

export const companyNameTooLongMessage = defineMessage<{ max: number }>({
  id: 'companies.newName.tooLong',
  defaultMessage: 'The name must have at most {max} characters',
  description: 'Validation message when the name of a new company is too long; {max} is 200',
});
