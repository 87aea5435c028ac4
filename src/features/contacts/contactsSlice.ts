// The account's contacts: every one of them (`contact.list`, asked for once a page shows contacts), kept by id
// and sorted by name, so that an application's Contacts tab and a company's page each show theirs from the same
// cache, and the picker that links an existing contact has them all. The server's pushes keep it current in
// every tab. Where each change a page asked for stands, by key.
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Contact } from '../../../contract';
import { uninitializedList, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { madeOnFirstUse } from '../../common/madeOnFirstUse';
import { dismissOperation, keyedOperationReducers, type OperationsByKey } from '../../common/operationState';
import type { RequestError } from '../../common/requestError';
import { companyRemoved } from '../companies';
import { joinRefused, pushOf } from '../connection';
import { accountChanged, signedOut } from '../session';

export interface ContactsState {
  readonly items: Readonly<Record<string, Contact>>;
  /** Contact ids, by name. */
  readonly list: ListState<readonly string[]>;
  /** By key: `create/{scope}`, `update/{id}`, `delete/{id}`, `link/{application id}`, `unlink/{application id}/{id}`. */
  readonly operations: OperationsByKey;
}

export const initialContactsState: ContactsState = { items: {}, list: uninitializedList(), operations: {} };

export const contactOperationKeys = {
  /** A creation from an application's tab or a company's page. */
  create: (scope: string) => `create/${scope}`,
  update: (id: string) => `update/${id}`,
  delete: (id: string) => `delete/${id}`,
  link: (applicationId: string) => `link/${applicationId}`,
  unlink: (applicationId: string, id: string) => `unlink/${applicationId}/${id}`,
} as const;

const byName = madeOnFirstUse(() => new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

function sortedIds(items: Readonly<Record<string, Contact>>, ids: Iterable<string>): string[] {
  const nameOf = (id: string) => items[id]?.name ?? '';
  return [...new Set(ids)].filter((id) => id in items).sort((a, b) => byName().compare(nameOf(a), nameOf(b)) || (a < b ? -1 : 1));
}

export const contactsSlice = createSlice({
  name: 'contacts',
  initialState: initialContactsState,
  reducers: {
    ...listLoadReducersFor<ContactsState>().list('contactList', 'list', (data: readonly Contact[], state) => {
      state.items = Object.fromEntries(data.map((contact) => [contact.id, contact]));
      return sortedIds(state.items, data.map((contact) => contact.id));
    }),
    /** A contact created, changed, linked or unlinked: here, or in another tab (`created_contact`, `updated_contact`). */
    contactSaved(state, action: PayloadAction<Contact>) {
      const contact = action.payload;
      state.items[contact.id] = contact;
      if (state.list.data !== null) state.list.data = sortedIds(state.items, [...state.list.data, contact.id]);
    },
    contactRemoved(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      delete state.items[id];
      if (state.list.data !== null) state.list.data = state.list.data.filter((listed) => listed !== id);
    },
    ...keyedOperationReducers<RequestError>(),
    contactOperationDismissed(state, action: PayloadAction<{ key: string }>) {
      dismissOperation(state, action.payload.key);
    },
  },
  extraReducers: (builder) => {
    // Another account's data must never outlive its session.
    builder.addCase(signedOut, () => initialContactsState).addCase(joinRefused, () => initialContactsState);
    builder.addCase(accountChanged, () => initialContactsState);
    // A deleted company's contacts stay, without a company (the server's deletion did the same).
    builder.addCase(companyRemoved, (state, action) => {
      for (const contact of Object.values(state.items)) if (contact.company_id === action.payload.id) contact.company_id = null;
    });
    // A deleted application's links went with it.
    builder.addMatcher(pushOf('deleted_job_application'), (state, action) => {
      const { id } = action.payload.payload;
      for (const contact of Object.values(state.items)) {
        if (contact.job_application_ids.includes(id)) contact.job_application_ids = contact.job_application_ids.filter((linked) => linked !== id);
      }
    });
  },
  selectors: {
    selectContactListState: (state) => state.list,
    selectContactOperations: (state) => state.operations,
  },
});

export const {
  contactListStarted,
  contactListLoaded,
  contactListFailed,
  contactSaved,
  contactRemoved,
  operationStarted: contactOperationStarted,
  operationSucceeded: contactOperationSucceeded,
  operationFailed: contactOperationFailed,
  contactOperationDismissed,
} = contactsSlice.actions;

export const { selectContactListState, selectContactOperations } = contactsSlice.selectors;

const selectContactsState = (state: { readonly contacts: ContactsState }) => state.contacts;

/** Every contact of the account, by name (empty until the list is loaded). */
export const selectContacts = createSelector([selectContactsState], (state): Contact[] =>
  (state.list.data ?? []).flatMap((id) => {
    const contact = state.items[id];
    return contact === undefined ? [] : [contact];
  }),
);

/** What a list of contacts belongs to: an application (its Contacts tab) or a company (its page). */
export type ContactScope = { readonly kind: 'application'; readonly id: string; readonly companyId: string | null } | { readonly kind: 'company'; readonly id: string };

export function contactsOf(contacts: readonly Contact[], scope: ContactScope): Contact[] {
  return contacts.filter((contact) => (scope.kind === 'application' ? contact.job_application_ids.includes(scope.id) : contact.company_id === scope.id));
}

// Events the pages dispatch.

/** A page shows contacts: the account's list is loaded unless it is loaded or loading. */
export const contactsNeeded = createAction('contacts/needed');
/** The contact form was sent: a new contact, linked to the application it was created from. */
export const contactCreateRequested = createAction<{ scope: string; contact: ContactFields; jobApplicationIds: readonly string[] }>('contacts/createRequested');
/** The contact form was sent for an existing contact: only what changed. */
export const contactUpdateRequested = createAction<{ id: string; changes: Partial<ContactFields> }>('contacts/updateRequested');
/** Deleting the contact was confirmed. */
export const contactDeleteRequested = createAction<{ id: string }>('contacts/deleteRequested');
/** Existing contacts chosen for an application. */
export const contactsLinkRequested = createAction<{ jobApplicationId: string; contactIds: readonly string[] }>('contacts/linkRequested');
/** A contact taken off an application (it stays in the account). */
export const contactUnlinkRequested = createAction<{ jobApplicationId: string; id: string }>('contacts/unlinkRequested');

/** A contact's fields as the form sends them: every one but the name null when empty. */
export interface ContactFields {
  readonly name: string;
  readonly role: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly url: string | null;
  readonly notes: string | null;
  readonly company_id: string | null;
}
