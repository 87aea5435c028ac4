// Texts of the contacts: the Contacts tab of an application, the contacts of a company's page, and the form.
import { defineMessage, defineMessages } from 'react-intl';

export const contactsMessages = defineMessages({
  title: { id: 'contacts.title', defaultMessage: 'Contacts', description: 'Heading of the contacts of an application or a company' },
  add: { id: 'contacts.add', defaultMessage: 'Add a contact', description: 'Button opening the form that creates a contact' },
  linkLabel: { id: 'contacts.link.label', defaultMessage: 'Link existing contacts', description: 'Label of the field choosing contacts of the account to link to the application' },
  linkPlaceholder: { id: 'contacts.link.placeholder', defaultMessage: 'Choose contacts', description: 'Placeholder of the field choosing contacts to link' },
  linkSubmit: { id: 'contacts.link.submit', defaultMessage: 'Link', description: 'Button linking the chosen contacts to the application' },
  emptyApplication: { id: 'contacts.empty.application', defaultMessage: 'No contact for this application yet.', description: 'Shown when an application has no contact' },
  emptyCompany: { id: 'contacts.empty.company', defaultMessage: 'No contact at this company yet.', description: 'Shown when a company has no contact' },
  loading: { id: 'contacts.loading', defaultMessage: 'Loading contacts', description: 'Accessible name of the placeholder shown while the contacts load' },
  edit: { id: 'contacts.edit', defaultMessage: 'Edit', description: 'Button opening the form of a contact' },
  editTitle: { id: 'contacts.editTitle', defaultMessage: 'Edit the contact', description: 'Title of the form changing a contact' },
  unlink: { id: 'contacts.unlink', defaultMessage: 'Unlink', description: 'Button taking a contact off the application; the contact stays in the account' },
  delete: { id: 'contacts.delete', defaultMessage: 'Delete', description: 'Button deleting a contact, after a confirmation' },
  cancel: { id: 'contacts.cancel', defaultMessage: 'Cancel', description: 'Button closing a contact form or confirmation without a change' },
  noCompany: { id: 'contacts.noCompany', defaultMessage: 'No company', description: 'Option of the contact form for a contact of no company' },
});

export const contactFieldMessages = defineMessages({
  name: { id: 'contacts.form.name', defaultMessage: 'Name', description: 'Label of a contact’s name field' },
  role: { id: 'contacts.form.role', defaultMessage: 'Role', description: 'Label of a contact’s role field (recruiter, hiring manager...)' },
  email: { id: 'contacts.form.email', defaultMessage: 'Email', description: 'Label of a contact’s email address field' },
  phone: { id: 'contacts.form.phone', defaultMessage: 'Phone', description: 'Label of a contact’s phone number field' },
  url: { id: 'contacts.form.url', defaultMessage: 'Profile or website', description: 'Label of a contact’s web address field (a profile page)' },
  company: { id: 'contacts.form.company', defaultMessage: 'Company', description: 'Label of the field choosing a contact’s company' },
  notes: { id: 'contacts.form.notes', defaultMessage: 'Notes', description: 'Label of a contact’s notes field' },
  create: { id: 'contacts.form.create', defaultMessage: 'Add', description: 'Button creating the contact typed in the form' },
  save: { id: 'contacts.form.save', defaultMessage: 'Save', description: 'Button saving a contact’s changes' },
  nameRequired: { id: 'contacts.form.nameRequired', defaultMessage: 'Enter the contact’s name', description: 'Validation message when a contact’s name is empty' },
  emailInvalid: {
    id: 'contacts.form.emailInvalid',
    defaultMessage: 'Enter an email address such as name@example.com',
    description: 'Validation message of a contact’s email address that is not one',
  },
  phoneInvalid: {
    id: 'contacts.form.phoneInvalid',
    defaultMessage: 'Enter a phone number: digits, spaces and + ( ) - . /',
    description: 'Validation message of a contact’s phone number with other characters',
  },
  urlInvalid: {
    id: 'contacts.form.urlInvalid',
    defaultMessage: 'Enter an address starting with http:// or https://',
    description: 'Validation message of a contact’s web address that is not an http or https address',
  },
});

export const contactTooLongMessage = defineMessage<{ max: number }>({
  id: 'contacts.form.tooLong',
  defaultMessage: 'At most {max} characters',
  description: 'Validation message when a contact’s field is too long; {max} is its limit',
});

export const contactDeleteConfirmMessage = defineMessage<{ name: string }>({
  id: 'contacts.deleteConfirm',
  defaultMessage: 'Delete {name}? The contact goes from every application.',
  description: 'Confirmation asked before deleting a contact; {name} is its name',
});

export const contactEmailLinkMessage = defineMessage<{ name: string; email: string }>({
  id: 'contacts.emailLink',
  defaultMessage: 'Email {name} at {email}',
  description: 'Accessible name of the link writing an email to a contact',
});

export const contactPhoneLinkMessage = defineMessage<{ name: string; phone: string }>({
  id: 'contacts.phoneLink',
  defaultMessage: 'Call {name} at {phone}',
  description: 'Accessible name of the link calling a contact',
});
