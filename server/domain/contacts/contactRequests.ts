// Live-channel requests about contacts (docs/decisions.md, "Contacts"). Unlike companies and applications,
// contacts are created over the channel too. Each change pushes what every tab needs to stay right:
// `created_contact` and `updated_contact` carry the contact as it now is, links included, so a link or an
// unlink is an `updated_contact` of each contact whose `job_application_ids` changed.
import type { RequestHandlers } from '../requests/requestHandlers';
import { notFound } from '../requests/requestErrors';
import { DEFAULT_ACCOUNT_ROW_LIMITS } from '../../config';
import { requireRoomFor } from '../accountQuotas/accountRowQuota';
import { requireOwnCompany } from '../companies/companyRules';
import { deleteLinksOfContact, linkContacts, linkNewContact, unlinkContacts } from './contactLinkQueries';
import { deleteContact, findContact, findContacts, insertContact, listContacts, updateContact } from './contactQueries';
import { requireOwnApplications, requireOwnContacts } from './contactRules';

/**
 * `contact.create`, refused with `account_limit_reached` once the account keeps `maxContacts`. A company or an
 * application the account does not have is `not_found`, checked first.
 */
export function createContactCreateHandler(maxContacts: number) {
  return {
    'contact.create': async ({ job_application_ids: applicationIds = [], ...fields }, { accountId, db, now, push }) => {
      if (typeof fields.company_id === 'string') await requireOwnCompany(db, accountId, fields.company_id);
      await requireOwnApplications(db, accountId, applicationIds);
      await requireRoomFor(db, accountId, 'contacts', maxContacts);
      const id = await insertContact(db, accountId, fields, now);
      await linkNewContact(db, accountId, id, applicationIds, now);
      const contact = await findContact(db, accountId, id);
      if (contact === undefined) throw new Error('the contact just written cannot be read back');
      push('created_contact', { data: contact });
      return contact;
    },
  } satisfies RequestHandlers;
}

export const contactRequestHandlers = {
  // With the default bound; the app's own comes from createContactCreateHandler (its settings).
  ...createContactCreateHandler(DEFAULT_ACCOUNT_ROW_LIMITS.contacts),

  'contact.update': async ({ id, ...changes }, { accountId, db, push }) => {
    if (typeof changes.company_id === 'string') await requireOwnCompany(db, accountId, changes.company_id);
    if (!(await updateContact(db, accountId, id, changes))) throw notFound('contact');
    const updated = await findContact(db, accountId, id);
    if (updated === undefined) throw notFound('contact');
    push('updated_contact', { data: updated });
    return 'success';
  },

  'contact.delete': async ({ id }, { accountId, db, push }) => {
    // The links first, explicitly rather than left to the foreign key, so the rule holds whatever the dialect.
    await deleteLinksOfContact(db, accountId, id);
    if (!(await deleteContact(db, accountId, id))) throw notFound('contact');
    push('deleted_contact', { id });
    return 'success';
  },

  'contact.list': (_params, { accountId, db }) => listContacts(db, accountId),

  'contact.list_for_application': async ({ id }, { accountId, db }) => {
    await requireOwnApplications(db, accountId, [id]);
    return listContacts(db, accountId, { applicationId: id });
  },

  'contact.link_to_application': async ({ job_application_id, contact_ids }, { accountId, db, now, push }) => {
    await requireOwnApplications(db, accountId, [job_application_id]);
    await requireOwnContacts(db, accountId, contact_ids);
    const added = await linkContacts(db, accountId, job_application_id, contact_ids, now);
    for (const contact of await findContacts(db, accountId, added)) push('updated_contact', { data: contact });
    return 'success';
  },

  'contact.unlink_from_application': async ({ job_application_id, contact_ids }, { accountId, db, push }) => {
    await requireOwnApplications(db, accountId, [job_application_id]);
    await requireOwnContacts(db, accountId, contact_ids);
    const removed = await unlinkContacts(db, accountId, job_application_id, contact_ids);
    for (const contact of await findContacts(db, accountId, removed)) push('updated_contact', { data: contact });
    return 'success';
  },
} satisfies RequestHandlers;
