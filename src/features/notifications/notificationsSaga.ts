import { call, put, takeEvery } from 'typed-redux-saga';
import type { PushEvent } from '../../../contract';
import { isPush, type PushAction } from '../connection';
import { newUuid } from '../../common/uuid';
import { notificationOfPush } from './notificationOfPush';
import { notificationAdded } from './notificationsSlice';

export function* notifyPushSaga(action: PushAction<PushEvent>) {
  const content = notificationOfPush(action.payload);
  if (content === null) {
    return;
  }
  const id = yield* call(newUuid);
  yield* put(notificationAdded({ id, ...content }));
}

/** Root saga of the feature: every server push that deserves it puts a notification on screen. */
export function* watchPushes() {
  yield* takeEvery(isPush, notifyPushSaga);
}
