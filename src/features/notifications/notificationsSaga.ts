import { call, put, takeEvery } from 'typed-redux-saga';
import type { PushEvent } from '../../../contract';
import { isPush, type PushAction } from '../connection';
import { newUuid } from '../../common/uuid';
import { notificationOfPush } from './notificationOfPush';
import { notificationQueued } from './notificationsSlice';

export function* notifyPushSaga(action: PushAction<PushEvent>) {
  const content = notificationOfPush(action.payload);
  if (content === null) {
    return;
  }
  const id = yield* call(newUuid);
  yield* put(notificationQueued({ id, ...content }));
}

/** Root saga of the feature: every server push that deserves it is queued as a notification. */
export function* watchPushes() {
  yield* takeEvery(isPush, notifyPushSaga);
}
