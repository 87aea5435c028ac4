// Contacts over the live channel: the account's list loaded once a page shows contacts (and again after a
// rejoin), each change sent as its request, and the cache following `created_contact`, `updated_contact` and
// `deleted_contact` in every tab. A change's own answer updates nothing here: its push, which this tab hears
// too, does (a creation's answer is the contact, cached at once so the form's tab shows it before the push).
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { loadList } from '../../common/listLoadSaga';
import { channelRejoined, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
import {
  contactCreateRequested,
  contactDeleteRequested,
  contactListFailed,
  contactListLoaded,
  contactListStarted,
  contactOperationFailed,
  contactOperationKeys,
  contactOperationStarted,
  contactOperationSucceeded,
  contactRemoved,
  contactSaved,
  contactsLinkRequested,
  contactsNeeded,
  contactUnlinkRequested,
  contactUpdateRequested,
  selectContactListState,
} from './contactsSlice';

function* loadContacts() {
  yield* loadList({
    started: contactListStarted,
    loaded: contactListLoaded,
    failed: contactListFailed,
    request: () => liveRequest('contact.list', {}),
    errorOf: requestErrorOf,
  });
}

export function* contactsNeededSaga() {
  const list = yield* select(selectContactListState);
  if (list.status === 'loading' || list.status === 'loaded') return;
  yield* call(loadContacts);
}

/** After a rejoin: the list again, if one was loaded (contacts changed elsewhere meanwhile). */
export function* refreshContactsSaga() {
  const list = yield* select(selectContactListState);
  if (list.lastUpdated !== null) yield* call(loadContacts);
}

/** Runs one change as the operation `key`: started, then succeeded or failed with the request's message. */
function* asOperation(key: string, change: () => Generator) {
  yield* put(contactOperationStarted({ key }));
  try {
    yield* call(change);
    yield* put(contactOperationSucceeded({ key }));
  } catch (error) {
    yield* put(contactOperationFailed({ key, error: requestErrorOf(error) }));
  }
}

export function* createContactSaga(action: ReturnType<typeof contactCreateRequested>) {
  const { scope, contact, jobApplicationIds } = action.payload;
  yield* call(asOperation, contactOperationKeys.create(scope), function* create() {
    const created = yield* liveRequest('contact.create', { ...contact, ...(jobApplicationIds.length === 0 ? {} : { job_application_ids: [...jobApplicationIds] }) });
    yield* put(contactSaved(created));
  });
}

export function* updateContactSaga(action: ReturnType<typeof contactUpdateRequested>) {
  const { id, changes } = action.payload;
  yield* call(asOperation, contactOperationKeys.update(id), function* update() {
    yield* liveRequest('contact.update', { id, ...changes });
  });
}

export function* deleteContactSaga(action: ReturnType<typeof contactDeleteRequested>) {
  const { id } = action.payload;
  yield* call(asOperation, contactOperationKeys.delete(id), function* remove() {
    yield* liveRequest('contact.delete', { id });
    yield* put(contactRemoved({ id }));
  });
}

export function* linkContactsSaga(action: ReturnType<typeof contactsLinkRequested>) {
  const { jobApplicationId, contactIds } = action.payload;
  yield* call(asOperation, contactOperationKeys.link(jobApplicationId), function* link() {
    yield* liveRequest('contact.link_to_application', { job_application_id: jobApplicationId, contact_ids: [...contactIds] });
  });
}

export function* unlinkContactSaga(action: ReturnType<typeof contactUnlinkRequested>) {
  const { jobApplicationId, id } = action.payload;
  yield* call(asOperation, contactOperationKeys.unlink(jobApplicationId, id), function* unlink() {
    yield* liveRequest('contact.unlink_from_application', { job_application_id: jobApplicationId, contact_ids: [id] });
  });
}

export function* applyContactPushSaga(action: PushAction<'created_contact' | 'updated_contact'>) {
  yield* put(contactSaved(action.payload.payload.data));
}

export function* applyContactDeletedPushSaga(action: PushAction<'deleted_contact'>) {
  yield* put(contactRemoved({ id: action.payload.payload.id }));
}

/** Root saga of the feature. */
export function* watchContacts() {
  yield* takeLeading(contactsNeeded.match, contactsNeededSaga);
  yield* takeEvery(contactCreateRequested.match, createContactSaga);
  yield* takeEvery(contactUpdateRequested.match, updateContactSaga);
  yield* takeEvery(contactDeleteRequested.match, deleteContactSaga);
  yield* takeEvery(contactsLinkRequested.match, linkContactsSaga);
  yield* takeEvery(contactUnlinkRequested.match, unlinkContactSaga);
  yield* takeEvery(pushOf('created_contact', 'updated_contact'), applyContactPushSaga);
  yield* takeEvery(pushOf('deleted_contact'), applyContactDeletedPushSaga);
  yield* takeLatest(channelRejoined.match, refreshContactsSaga);
}
