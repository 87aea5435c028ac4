// Texts of the companies page (/companies) and of one company's page (/companies/{id}).
import { defineMessage, defineMessages } from 'react-intl';

export const companiesPageMessages = defineMessages({
  title: { id: 'companies.page.title', defaultMessage: 'Companies', description: 'Title of the page listing the companies of the account' },
  newCompany: { id: 'companies.page.new', defaultMessage: 'New company', description: 'Button opening the form that creates a company' },
  loading: { id: 'companies.page.loading', defaultMessage: 'Loading companies', description: 'Accessible name of the placeholder shown while the companies load' },
  empty: {
    id: 'companies.page.empty',
    defaultMessage: 'No company yet. Companies are added when you record an application, or here.',
    description: 'Shown on the companies page when the account has no company',
  },
  filter: { id: 'companies.page.filter', defaultMessage: 'Filter by name', description: 'Label of the field that narrows the companies by name' },
  noMatch: { id: 'companies.page.noMatch', defaultMessage: 'No company matches', description: 'Shown when no company name matches the filter' },
  back: { id: 'companies.page.back', defaultMessage: 'All companies', description: 'Link from a company’s page back to the companies page' },
  notFound: {
    id: 'companies.page.notFound',
    defaultMessage: 'This company does not exist, or was deleted.',
    description: 'Shown on a company’s page when there is no such company in the account',
  },
  details: { id: 'companies.page.details', defaultMessage: 'Details', description: 'Heading of the company’s name, website and notes form' },
});

export const companyFormMessages = defineMessages({
  name: { id: 'companies.form.name', defaultMessage: 'Name', description: 'Label of a company’s name field' },
  url: { id: 'companies.form.url', defaultMessage: 'Website', description: 'Label of a company’s website address field' },
  urlInvalid: {
    id: 'companies.form.urlInvalid',
    defaultMessage: 'Enter an address starting with http:// or https://',
    description: 'Validation message of a company’s website that is not an http or https address',
  },
  notes: { id: 'companies.form.notes', defaultMessage: 'Notes', description: 'Label of a company’s notes field' },
  create: { id: 'companies.form.create', defaultMessage: 'Create', description: 'Button creating the company typed in the form' },
  cancel: { id: 'companies.form.cancel', defaultMessage: 'Cancel', description: 'Button closing a company form without saving' },
  save: { id: 'companies.form.save', defaultMessage: 'Save', description: 'Button saving the changes of a company’s form' },
  saved: { id: 'companies.form.saved', defaultMessage: 'Saved', description: 'Shown once a company’s changes are saved' },
});

export const notesTooLongMessage = defineMessage<{ max: number }>({
  id: 'companies.form.notesTooLong',
  defaultMessage: 'The notes must have at most {max} characters',
  description: 'Validation message when a company’s notes are too long; {max} is 100,000',
});

export const urlTooLongMessage = defineMessage<{ max: number }>({
  id: 'companies.form.urlTooLong',
  defaultMessage: 'The address must have at most {max} characters',
  description: 'Validation message when a company’s website address is too long',
});

export const companyLogoMessages = defineMessages({
  title: { id: 'companies.logo.title', defaultMessage: 'Logo', description: 'Heading of the company’s logo section' },
  upload: { id: 'companies.logo.upload', defaultMessage: 'Upload a logo', description: 'Button choosing an image as the company’s logo' },
  replace: { id: 'companies.logo.replace', defaultMessage: 'Replace the logo', description: 'Button choosing another image as the company’s logo' },
  remove: { id: 'companies.logo.remove', defaultMessage: 'Remove the logo', description: 'Button removing the company’s logo' },
  removeConfirm: { id: 'companies.logo.removeConfirm', defaultMessage: 'Remove this company’s logo?', description: 'Confirmation asked before removing a logo' },
  hint: { id: 'companies.logo.hint', defaultMessage: 'PNG or JPEG, at most 2 MB.', description: 'What images a logo may be' },
  none: { id: 'companies.logo.none', defaultMessage: 'No logo yet', description: 'Shown in place of a company’s logo when it has none' },
  uploading: { id: 'companies.logo.uploading', defaultMessage: 'Sending the logo', description: 'Accessible name of the logo upload’s progress bar' },
});

export const companyLogoAltMessage = defineMessage<{ name: string }>({
  id: 'companies.logo.alt',
  defaultMessage: 'Logo of {name}',
  description: 'Accessible name of a company’s logo image; {name} is the company’s name',
});

export const companyDeletionMessages = defineMessages({
  button: { id: 'companies.delete.button', defaultMessage: 'Delete the company', description: 'Button deleting a company, after a confirmation' },
  ok: { id: 'companies.delete.ok', defaultMessage: 'Delete', description: 'Confirming button of a company’s deletion' },
});

export const companyDeletionConfirmMessage = defineMessage<{ name: string }>({
  id: 'companies.delete.confirm',
  defaultMessage: 'Delete {name}? Its applications stay, without a company.',
  description: 'Confirmation asked before deleting a company; {name} is its name',
});

export const companyApplicationsMessages = defineMessages({
  title: { id: 'companies.applications.title', defaultMessage: 'Applications', description: 'Heading of the list of a company’s applications' },
  empty: { id: 'companies.applications.empty', defaultMessage: 'No application with this company', description: 'Shown when a company has no application' },
  loading: { id: 'companies.applications.loading', defaultMessage: 'Loading the applications', description: 'Accessible name of the placeholder of a company’s applications' },
});
