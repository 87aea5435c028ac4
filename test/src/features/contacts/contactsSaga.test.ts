// The contacts' cache and sagas: the account's list loaded once and kept by name, an application's and a
// company's contacts read from it, every push applied, a deleted company or application taken off its contacts,
// and each change sent as its request with its outcome kept for the page.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { Contact } from '../../../../contract';
import { companiesSlice, companyRemoved } from '../../../../src/features/companies/companiesSlice';
import { applyContactDeletedPushSaga, applyContactPushSaga, contactsNeededSaga, createContactSaga, unlinkContactSaga } from '../../../../src/features/contacts/contactsSaga';
import {
  contactCreateRequested,
  contactListLoaded,
  contactOperationKeys,
  contactsOf,
  contactsSlice,
  contactUnlinkRequested,
  selectContactOperations,
  selectContacts,
} from '../../../../src/features/contacts/contactsSlice';
import { pushed } from '../../testUtils/pushes';
import { ids, liveAnswers, requestFailure, type SentRequest } from '../jobApplications/jobSearchSupport';

const reducer = combineReducers({ contacts: contactsSlice.reducer, companies: companiesSlice.reducer });
type State = ReturnType<typeof reducer>;
const initial = (): State => reducer(undefined, { type: 'test/init' });

const APPLICATION = '44444444-4444-4444-8444-000000000001';
const OTHER_APPLICATION = '44444444-4444-4444-8444-000000000002';

function contact(id: string, name: string, overrides: Partial<Contact> = {}): Contact {
  return { id, name, role: null, email: null, phone: null, url: null, notes: null, company_id: null, job_application_ids: [], created: '2026-11-20T08:00:00.000Z', ...overrides };
}

const zoe = contact('55555555-5555-4555-8555-000000000001', 'Zoé', { company_id: ids.company1, job_application_ids: [APPLICATION] });
const adam = contact('55555555-5555-4555-8555-000000000002', 'adam', { job_application_ids: [APPLICATION, OTHER_APPLICATION] });
const eve = contact('55555555-5555-4555-8555-000000000003', 'Ève', { company_id: ids.company1 });

const loaded = () => reducer(initial(), contactListLoaded({ data: [zoe, adam, eve], lastUpdated: 1 }));
const stateOf = (result: { readonly storeState: unknown }) => result.storeState as State;

describe('the contacts’ list', () => {
  it('is loaded once, by name, and gives each application and company theirs', async () => {
    const result = await expectSaga(contactsNeededSaga).withReducer(reducer, initial()).provide(liveAnswers({ 'contact.list': [zoe, eve, adam] })).run();
    const all = selectContacts(stateOf(result));
    expect(all.map((item) => item.name)).toEqual(['adam', 'Ève', 'Zoé']);
    expect(contactsOf(all, { kind: 'application', id: APPLICATION, companyId: null }).map((item) => item.name)).toEqual(['adam', 'Zoé']);
    expect(contactsOf(all, { kind: 'company', id: ids.company1 }).map((item) => item.name)).toEqual(['Ève', 'Zoé']);
    const sent: SentRequest[] = [];
    await expectSaga(contactsNeededSaga).withReducer(reducer, stateOf(result)).provide(liveAnswers({}, sent)).run();
    expect(sent).toEqual([]);
  });
});

describe('the contacts’ pushes', () => {
  it('adds a created contact in its place, replaces a changed one, and removes a deleted one', async () => {
    const bob = contact('55555555-5555-4555-8555-000000000004', 'Bob');
    let state = stateOf(await expectSaga(applyContactPushSaga, pushed('created_contact', { data: bob })).withReducer(reducer, loaded()).run());
    expect(selectContacts(state).map((item) => item.name)).toEqual(['adam', 'Bob', 'Ève', 'Zoé']);
    state = stateOf(await expectSaga(applyContactPushSaga, pushed('updated_contact', { data: { ...adam, name: 'Adam Smith', role: 'Recruiter' } })).withReducer(reducer, state).run());
    expect(selectContacts(state).find((item) => item.id === adam.id)).toMatchObject({ name: 'Adam Smith', role: 'Recruiter' });
    state = stateOf(await expectSaga(applyContactDeletedPushSaga, pushed('deleted_contact', { id: zoe.id })).withReducer(reducer, state).run());
    expect(selectContacts(state).map((item) => item.name)).toEqual(['Adam Smith', 'Bob', 'Ève']);
  });

  it('keeps the contacts of a deleted company, without it, and drops a deleted application from their links', () => {
    let state = reducer(loaded(), companyRemoved({ id: ids.company1 }));
    expect(selectContacts(state).map((item) => item.company_id)).toEqual([null, null, null]);
    state = reducer(state, pushed('deleted_job_application', { id: APPLICATION }));
    expect(selectContacts(state).map((item) => item.job_application_ids)).toEqual([[OTHER_APPLICATION], [], []]);
  });
});

describe('the contacts’ changes', () => {
  const fields = { name: 'Grace', role: 'Hiring manager', email: 'grace@example.org', phone: null, url: null, notes: null, company_id: ids.company1 };

  it('creates a contact linked to the application it was added from, and shows it at once', async () => {
    const sent: SentRequest[] = [];
    const created = contact('55555555-5555-4555-8555-000000000005', 'Grace', { role: 'Hiring manager', email: 'grace@example.org', company_id: ids.company1, job_application_ids: [APPLICATION] });
    const result = await expectSaga(createContactSaga, contactCreateRequested({ scope: `application/${APPLICATION}`, contact: fields, jobApplicationIds: [APPLICATION] }))
      .withReducer(reducer, loaded())
      .provide(liveAnswers({ 'contact.create': created }, sent))
      .run();
    expect(sent).toEqual([{ request: 'contact.create', params: { ...fields, job_application_ids: [APPLICATION] } }]);
    expect(selectContacts(stateOf(result)).map((item) => item.name)).toContain('Grace');
    expect(selectContactOperations(stateOf(result))[contactOperationKeys.create(`application/${APPLICATION}`)]?.status).toBe('succeeded');
  });

  it('keeps a refused unlink’s message for the card that asked', async () => {
    const result = await expectSaga(unlinkContactSaga, contactUnlinkRequested({ jobApplicationId: APPLICATION, id: adam.id }))
      .withReducer(reducer, loaded())
      .provide(liveAnswers({ 'contact.unlink_from_application': requestFailure('contact.unlink_from_application', {}, 'not_found') }))
      .run();
    const operation = selectContactOperations(stateOf(result))[contactOperationKeys.unlink(APPLICATION, adam.id)];
    expect(operation?.status).toBe('failed');
    expect(operation?.error?.code).toBe('not_found');
  });
});
