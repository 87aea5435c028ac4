// The settings kept in step with the server (every join, every `updated_settings`), changed one at a time, and
// push reminders turned on (permission, subscription, then the setting) or off on this browser.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from '../../../../contract';
import { apiGet, apiPost, apiRequest } from '../../../../src/api/httpClient';
import { channelStateChanged } from '../../../../src/features/connection/connectionSlice';
import { isKeptWhileOffline } from '../../../../src/features/connection/requests/keptWhileOffline';
import { sendRequest } from '../../../../src/features/connection/requests/requestsSaga';
import { sessionSlice } from '../../../../src/features/session/sessionSlice';
import {
  activeRegistration,
  askNotificationPermission,
  pushSupported,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../../../src/features/settings/browserPush';
import { settingsMessages } from '../../../../src/features/settings/messages';
import {
  applySettingsPushSaga,
  changeSettingSaga,
  publicKeyOf,
  togglePushRemindersSaga,
  watchSettings,
} from '../../../../src/features/settings/settingsSaga';
import {
  pushRemindersToggled,
  settingChanged,
  settingsChangeFailed,
  settingsChangeSaved,
  settingsLoaded,
  settingsSlice,
  type SettingsState,
} from '../../../../src/features/settings/settingsSlice';
import { connectedSessionState } from '../../testUtils/fixtures';
import { pushed } from '../../testUtils/pushes';
import { requestFailure } from '../jobApplications/jobSearchSupport';

const reducer = combineReducers({ session: sessionSlice.reducer, settings: settingsSlice.reducer });
const saved: AccountSettings = { ...DEFAULT_ACCOUNT_SETTINGS, time_zone: 'Europe/Paris' };
const loadedSettings: SettingsState = {
  settings: { status: 'loaded', data: saved, lastUpdated: 1, error: null },
  pending: {},
  operations: {},
};
const state = { session: connectedSessionState, settings: loadedSettings };
const subscription = { endpoint: 'https://push.example.test/send/abc', keys: { p256dh: 'BPk', auth: 'c2Vj' } };
const registration = {} as ServiceWorkerRegistration;
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

describe('settings saga', () => {
  it('asks for the settings on every join of the live channel and keeps them', async () => {
    const { storeState } = await expectSaga(watchSettings)
      .withReducer(reducer, { session: connectedSessionState, settings: settingsSlice.getInitialState() })
      .provide([[matchers.call(sendRequest, 'account.get_settings', {}), saved]])
      .dispatch(channelStateChanged('joined'))
      .put.actionType(settingsLoaded.type)
      .silentRun(50);
    expect(storeState.settings.settings.data).toEqual(saved);
  });

  it('takes the settings an updated_settings push tells, made on another device', async () => {
    const other = { ...saved, follow_up_days: 3, reminder_email: false };
    const { storeState } = await expectSaga(applySettingsPushSaga, pushed('updated_settings', { data: other }))
      .withReducer(reducer, state)
      .run();
    expect(storeState.settings.settings.data).toEqual(other);
  });

  it('saves one setting, shows it while saving and says it is saved', async () => {
    const { storeState } = await expectSaga(changeSettingSaga, settingChanged({ follow_up_days: 14 }))
      .withReducer(reducer, state)
      .provide([[matchers.call(sendRequest, 'account.update_settings', { follow_up_days: 14 }), 'success']])
      .put(settingsChangeSaved({ follow_up_days: 14 }))
      .run();
    expect(storeState.settings.settings.data?.follow_up_days).toBe(14);
    expect(storeState.settings.operations.follow_up_days).toEqual({ status: 'succeeded', error: null });
    expect(storeState.settings.pending).toEqual({});
  });

  it('goes back to the saved value when the change fails, with the request’s message', async () => {
    const { storeState } = await expectSaga(changeSettingSaga, settingChanged({ time_zone: 'Asia/Tokyo' }))
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(sendRequest), throwError(requestFailure('account.update_settings'))]])
      .put.actionType(settingsChangeFailed.type)
      .run();
    expect(storeState.settings.settings.data?.time_zone).toBe('Europe/Paris');
    expect(storeState.settings.operations.time_zone?.status).toBe('failed');
  });

  it('keeps a change made offline shown, as it is sent when the channel is back', async () => {
    const { storeState } = await expectSaga(changeSettingSaga, settingChanged({ reminder_email: false }))
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(sendRequest), throwError(requestFailure('account.update_settings', {}, 'kept_offline'))]])
      .run();
    expect(storeState.settings.settings.data?.reminder_email).toBe(false);
    expect(storeState.settings.operations.reminder_email?.error?.code).toBe('kept_offline');
  });

  it('turns push reminders on: the permission, the server’s key, the subscription given to the server, then the setting', async () => {
    const { storeState } = await expectSaga(togglePushRemindersSaga, pushRemindersToggled({ on: true }))
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(pushSupported), true],
        [matchers.call.fn(askNotificationPermission), 'granted'],
        [matchers.call.fn(activeRegistration), registration],
        [matchers.call(apiGet, '/push/public_key', { token: connectedSessionState.token }), { data: KEY }],
        [matchers.call(subscribeToPush, registration, KEY), subscription],
        [matchers.call(apiPost, '/push/subscriptions', subscription, { token: connectedSessionState.token }), undefined],
        [matchers.call(sendRequest, 'account.update_settings', { reminder_push: true }), 'success'],
      ])
      .call(apiPost, '/push/subscriptions', subscription, { token: connectedSessionState.token })
      .put(settingsChangeSaved({ reminder_push: true }))
      .run();
    expect(storeState.settings.settings.data?.reminder_push).toBe(true);
  });

  it.each([
    ['the permission is refused', 'denied', registration, settingsMessages.pushDenied],
    ['the app runs without its service worker', 'granted', undefined, settingsMessages.pushUnsupported],
  ] as const)('leaves push reminders off, with a message, when %s', async (_case, permission, worker, message) => {
    const { storeState } = await expectSaga(togglePushRemindersSaga, pushRemindersToggled({ on: true }))
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(pushSupported), true],
        [matchers.call.fn(askNotificationPermission), permission],
        [matchers.call.fn(activeRegistration), worker],
      ])
      .not.call.fn(apiPost)
      .not.call.fn(sendRequest)
      .run();
    expect(storeState.settings.settings.data?.reminder_push).toBe(false);
    expect(storeState.settings.pending).toEqual({});
    expect(storeState.settings.operations.reminder_push?.error?.descriptor).toEqual(message);
  });

  it('leaves push reminders off in a browser without the Push API, without asking anything', async () => {
    const { storeState } = await expectSaga(togglePushRemindersSaga, pushRemindersToggled({ on: true }))
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(pushSupported), false]])
      .not.call.fn(askNotificationPermission)
      .run();
    expect(storeState.settings.operations.reminder_push?.error?.descriptor).toEqual(settingsMessages.pushUnsupported);
  });

  it('leaves push reminders off when the server refuses the subscription', async () => {
    const { storeState } = await expectSaga(togglePushRemindersSaga, pushRemindersToggled({ on: true }))
      .withReducer(reducer, state)
      .provide([
        [matchers.call.fn(pushSupported), true],
        [matchers.call.fn(askNotificationPermission), 'granted'],
        [matchers.call.fn(activeRegistration), registration],
        [matchers.call.fn(apiGet), { data: KEY }],
        [matchers.call.fn(subscribeToPush), subscription],
        [matchers.call.fn(apiPost), throwError(new Error('refused'))],
      ])
      .not.call.fn(sendRequest)
      .run();
    expect(storeState.settings.settings.data?.reminder_push).toBe(false);
    expect(storeState.settings.operations.reminder_push?.status).toBe('failed');
  });

  it('turns push reminders off: this browser unsubscribed, its subscription deleted on the server, then the setting', async () => {
    const on = { ...state, settings: { ...loadedSettings, settings: { ...loadedSettings.settings, data: { ...saved, reminder_push: true } } } };
    const { storeState } = await expectSaga(togglePushRemindersSaga, pushRemindersToggled({ on: false }))
      .withReducer(reducer, on)
      .provide([
        [matchers.call.fn(unsubscribeFromPush), subscription.endpoint],
        [matchers.call.fn(apiRequest), undefined],
        [matchers.call(sendRequest, 'account.update_settings', { reminder_push: false }), 'success'],
      ])
      .call(apiRequest, {
        method: 'DELETE',
        path: '/push/subscriptions',
        body: { endpoint: subscription.endpoint },
        token: connectedSessionState.token,
      })
      .put(settingsChangeSaved({ reminder_push: false }))
      .run();
    expect(storeState.settings.settings.data?.reminder_push).toBe(false);
  });

  it('reads the server’s public key by hand, and refuses an answer without one', () => {
    expect(publicKeyOf({ data: KEY })).toBe(KEY);
    expect(() => publicKeyOf({ data: 'not a key!' })).toThrow();
    expect(() => publicKeyOf(null)).toThrow();
  });
});

describe('a setting changed offline', () => {
  it('is kept on the device and sent when the channel is back, as an edit of an application is', () => {
    expect(isKeptWhileOffline('account.update_settings')).toBe(true);
    expect(isKeptWhileOffline('account.get_settings')).toBe(false);
  });
});
