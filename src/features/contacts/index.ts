// Contacts: the people met along the search (recruiters, hiring managers, referrers), kept for the account and
// linked to applications and companies. The application page's Contacts tab and a company's page show them.
export { ContactsSection, type ContactsSectionProps } from './ContactsSection';
export { watchContacts } from './contactsSaga';
export { contactsSlice, type ContactScope } from './contactsSlice';
