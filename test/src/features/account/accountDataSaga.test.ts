// The calls of "Export my data" and "Delete my account": what each sends, and what the page's state becomes.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { AccountExport } from '../../../../contract';
import { apiGet, apiPost } from '../../../../src/api/httpClient';
import {
  deleteAccount,
  downloadAccountExport,
  loadAccountExport,
  requestAccountExport,
  startDownload,
} from '../../../../src/features/account/accountDataSaga';
import {
  accountDataSlice,
  accountDeleted,
  accountDeletionFailed,
  accountDeletionSubmitted,
  accountExportDownloadStarted,
  initialAccountDataState,
} from '../../../../src/features/account/accountDataSlice';
import { signedOut, signOutRequested } from '../../../../src/features/session/sessionSlice';
import { apiError, connectedState, networkFailures } from '../../testUtils/accountSagaSupport';
import { connectedSessionState } from '../../testUtils/fixtures';
import { pushed } from '../../testUtils/pushes';
import { sessionSlice } from '../../../../src/features/session/sessionSlice';

const reducer = combineReducers({ session: sessionSlice.reducer, accountData: accountDataSlice.reducer });
const state = () => ({ session: connectedState().session, accountData: initialAccountDataState });
const token = { token: connectedSessionState.token };

const pending: AccountExport = { id: '0b7c2a36-3b1e-4a43-9f5c-4b1c5d2b1e01', status: 'pending', created: '2026-11-25T09:00:00.000Z', size: null, expires_at: null };
const ready: AccountExport = { ...pending, status: 'ready', size: 123_456, expires_at: '2026-11-26T09:00:00.000Z' };

describe('the export calls', () => {
  it('loads the latest export with the session token', async () => {
    const { storeState } = await expectSaga(loadAccountExport)
      .withReducer(reducer, state())
      .provide([[matchers.call(apiGet, '/account/export', token), { data: ready }]])
      .run();
    expect(storeState.accountData.export).toEqual({ current: ready, busy: false, error: null });
  });

  it('asks for an export and shows it pending', async () => {
    const { storeState } = await expectSaga(requestAccountExport)
      .withReducer(reducer, state())
      .provide([[matchers.call(apiPost, '/account/export', {}, token), { data: pending }]])
      .run();
    expect(storeState.accountData.export).toEqual({ current: pending, busy: false, error: null });
  });

  it('takes the push that says the export is ready, even when it came before the answer that asked for it', async () => {
    const afterPush = reducer(state(), pushed('updated_account_export', { data: ready }));
    expect(afterPush.accountData.export.current).toEqual(ready);
    const { storeState } = await expectSaga(requestAccountExport)
      .withReducer(reducer, afterPush)
      .provide([[matchers.call(apiPost, '/account/export', {}, token), { data: pending }]])
      .run();
    expect(storeState.accountData.export.current).toEqual(ready);
  });

  it('gets a one-time link when Download is pressed, follows it, and then reads the export as downloaded', async () => {
    const path = '/api/account/export/download?token=abc';
    const { storeState } = await expectSaga(downloadAccountExport)
      .withReducer(reducer, { ...state(), accountData: { ...initialAccountDataState, export: { current: ready, busy: false, error: null } } })
      .provide([
        [matchers.call(apiPost, '/account/export/link', {}, token), { data: { download_path: path } }],
        [matchers.call(startDownload, path), undefined],
      ])
      .call(startDownload, path)
      .put(accountExportDownloadStarted())
      .run();
    expect(storeState.accountData.export.current?.status).toBe('downloaded');
  });

  it('says the export is gone when no link can be given, and reads it again', async () => {
    const { storeState } = await expectSaga(downloadAccountExport)
      .withReducer(reducer, state())
      .provide([
        [matchers.call.fn(apiPost), throwError(apiError('not_found', 404))],
        [matchers.call(apiGet, '/account/export', token), { data: { ...ready, status: 'expired' } }],
      ])
      .run();
    expect(storeState.accountData.export.error).toBe('not_found');
    expect(storeState.accountData.export.current?.status).toBe('expired');
  });
});

describe('the deletion call', () => {
  it('posts the password, notes the deletion, and signs out; the notice outlives the sign-out', async () => {
    const { storeState } = await expectSaga(deleteAccount, accountDeletionSubmitted({ password: 'Correct-Horse-9' }))
      .withReducer(reducer, state())
      .provide([[matchers.call(apiPost, '/account/delete', { password: 'Correct-Horse-9' }, token), undefined]])
      .put(accountDeleted())
      .put(signOutRequested())
      .dispatch(signedOut())
      .run();
    expect(storeState.accountData.deletion).toEqual({ status: 'deleted', error: null });
  });

  it('keeps the session and says why when the password is wrong', async () => {
    const { storeState } = await expectSaga(deleteAccount, accountDeletionSubmitted({ password: 'nope' }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(apiPost), throwError(apiError('invalid_credentials', 401))]])
      .put(accountDeletionFailed('invalid_credentials'))
      .not.put(signOutRequested())
      .run();
    expect(storeState.accountData.deletion).toEqual({ status: 'failed', error: 'invalid_credentials' });
    expect(storeState.session.token).toBe(connectedSessionState.token);
  });

  it('fails with network_error when no answer came', async () => {
    await expectSaga(deleteAccount, accountDeletionSubmitted({ password: 'x' }))
      .withReducer(reducer, state())
      .provide([[matchers.call.fn(apiPost), throwError(networkFailures[1][1])]])
      .put(accountDeletionFailed('network_error'))
      .run();
  });
});
