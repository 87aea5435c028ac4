// The settings' I/O: read on every join of the live channel (the first and every rejoin, as pushes may have been
// missed meanwhile), replaced by `updated_settings`, and changed one setting at a time. Turning reminders by push
// on asks the browser's permission, subscribes this browser for the server's key and gives the server the
// subscription before saving `reminder_push: true`; turning them off ends this browser's subscription first.
import { all, call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { API_PATHS, type AccountSettingsUpdate } from '../../../contract';
import { API_BASE_PATH, apiGet, apiPost, apiRequest, type ApiRequest } from '../../api/httpClient';
import { currentTimeMs } from '../../common/clock';
import { loadList } from '../../common/listLoadSaga';
import type { RequestError } from '../../common/requestError';
import { isChannelJoined, liveRequest, pushOf, requestErrorOf, type PushAction } from '../connection';
import { selectToken } from '../session';
import {
  activeRegistration,
  askNotificationPermission,
  pushSupported,
  subscribeToPush,
  unsubscribeFromPush,
  type PushUnavailable,
} from './browserPush';
import { settingsMessages } from './messages';
import {
  pushRemindersToggled,
  selectSettingOperation,
  settingChanged,
  settingsChangeFailed,
  settingsChangeSaved,
  settingsChangeStarted,
  settingsFailed,
  settingsLoaded,
  settingsNeeded,
  settingsPushed,
  settingsStarted,
  type SettingName,
} from './settingsSlice';

export function* loadSettingsSaga() {
  yield* loadList({
    started: settingsStarted,
    loaded: settingsLoaded,
    failed: settingsFailed,
    request: () => liveRequest('account.get_settings', {}),
    errorOf: requestErrorOf,
  });
}

export function* applySettingsPushSaga(action: PushAction<'updated_settings'>) {
  const lastUpdated = yield* call(currentTimeMs);
  yield* put(settingsPushed({ data: action.payload.payload.data, lastUpdated }));
}

function* isSaving(name: string) {
  return (yield* select(selectSettingOperation, name as SettingName)).status === 'submitting';
}

export function* changeSettingSaga(action: ReturnType<typeof settingChanged>) {
  const update = action.payload;
  const name = (Object.keys(update) as SettingName[])[0];
  if (name === undefined || (yield* call(isSaving, name))) return;
  yield* put(settingsChangeStarted(update));
  try {
    yield* liveRequest('account.update_settings', update);
    yield* put(settingsChangeSaved(update));
  } catch (error) {
    yield* put(settingsChangeFailed({ update, error: requestErrorOf(error) }));
  }
}

/** The browser cannot or may not show notifications: said in the page's words. */
class PushUnavailableError extends Error {
  constructor(readonly reason: PushUnavailable) {
    super(`push unavailable: ${reason}`);
  }
}

export function pushErrorOf(error: unknown): RequestError {
  if (error instanceof PushUnavailableError) {
    return {
      code: `push_${error.reason}`,
      descriptor: error.reason === 'denied' ? settingsMessages.pushDenied : settingsMessages.pushUnsupported,
      values: {},
    };
  }
  // A DOMException of the push service (unreachable, refused) or of the server's calls.
  if (error instanceof DOMException) return { code: 'push_subscription_failed', descriptor: settingsMessages.pushSubscriptionFailed, values: {} };
  return requestErrorOf(error, settingsMessages.pushSubscriptionFailed);
}

/** `/api/push/subscriptions` -> `/push/subscriptions`: the client takes paths below its base. */
function clientPath(path: string): string {
  return path.slice(API_BASE_PATH.length);
}

/** The server's VAPID public key, checked by hand (base64url), without the contract's schemas. */
export function publicKeyOf(answer: unknown): string {
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  if (typeof data !== 'string' || !/^[A-Za-z0-9_-]+=*$/.test(data)) throw new DOMException('no public key', 'InvalidStateError');
  return data;
}

function* turnPushOn() {
  // The permission is asked first, while the click that asked is still the page's latest gesture.
  if (!(yield* call(pushSupported))) throw new PushUnavailableError('unsupported');
  const permission = yield* call(askNotificationPermission);
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  const registration = yield* call(activeRegistration);
  if (registration === undefined) throw new PushUnavailableError('unsupported');
  const token = yield* select(selectToken);
  const publicKey = publicKeyOf(yield* call(apiGet, clientPath(API_PATHS.pushPublicKey), { token }));
  const subscription = yield* call(subscribeToPush, registration, publicKey);
  yield* call(apiPost, clientPath(API_PATHS.pushSubscriptions), subscription, { token });
}

function* turnPushOff() {
  const endpoint = yield* call(unsubscribeFromPush);
  if (endpoint === null) return;
  const token = yield* select(selectToken);
  try {
    const removal: ApiRequest = { method: 'DELETE', path: clientPath(API_PATHS.pushSubscriptions), body: { endpoint }, token };
    yield* call(apiRequest, removal);
  } catch (error) {
    // The subscription has ended at the push service: the server drops it on its first refused reminder.
    yield* call([console, console.warn], 'The push subscription could not be removed from the server', error);
  }
}

export function* togglePushRemindersSaga(action: ReturnType<typeof pushRemindersToggled>) {
  const update: AccountSettingsUpdate = { reminder_push: action.payload.on };
  if (yield* call(isSaving, 'reminder_push' satisfies SettingName)) return;
  yield* put(settingsChangeStarted(update));
  try {
    if (action.payload.on) yield* call(turnPushOn);
    else yield* call(turnPushOff);
    yield* liveRequest('account.update_settings', update);
    yield* put(settingsChangeSaved(update));
  } catch (error) {
    yield* put(settingsChangeFailed({ update, error: pushErrorOf(error) }));
  }
}

export function* watchSettings() {
  yield* all([
    takeLatest((action: unknown) => isChannelJoined(action) || settingsNeeded.match(action), loadSettingsSaga),
    takeEvery(pushOf('updated_settings'), applySettingsPushSaga),
    takeEvery(settingChanged.match, changeSettingSaga),
    takeEvery(pushRemindersToggled.match, togglePushRemindersSaga),
  ]);
}
