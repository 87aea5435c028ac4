import { combineSlices } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { pushReceived } from '../../../../src/features/connection/connectionSlice';
import { watchPushes } from '../../../../src/features/notifications/notificationsSaga';
import {
  allNotificationsClosed,
  notificationAdded,
  notificationClosed,
  notificationsSlice,
} from '../../../../src/features/notifications/notificationsSlice';
import { newUuid } from '../../../../src/common/uuid';
import { sequence } from '../connection/sagaTestSupport';

const reducer = combineSlices(notificationsSlice);
const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';
const ID = '5f0c7a8e-2b1d-4c3e-9f8a-7b6c5d4e3f21';

describe('watchPushes', () => {
  it('puts a notification on screen per push that deserves one, with an id from newUuid', async () => {
    await expectSaga(watchPushes)
      .withReducer(reducer)
      .provide([[matchers.call.fn(newUuid), dynamic(sequence([FIRST, SECOND]))]])
      .dispatch(pushReceived({ event: 'deleted_file', payload: { id: ID } }))
      .dispatch(pushReceived({ event: 'updated_credits', payload: { credits: 3, fields: ['locale'] } }))
      .dispatch(pushReceived({ event: 'updated_credits', payload: { credits: 3, fields: ['credits'] } }))
      .put(notificationAdded({ id: FIRST, event: 'deleted_file', values: {} }))
      .put(notificationAdded({ id: SECOND, event: 'updated_credits', values: { credits: 3 } }))
      .hasFinalState({
        notifications: {
          onScreen: [
            { id: FIRST, event: 'deleted_file', values: {} },
            { id: SECOND, event: 'updated_credits', values: { credits: 3 } },
          ],
        },
      })
      .silentRun(30);
  });

  it('shows nothing for a credits update without credits among the fields', async () => {
    await expectSaga(watchPushes)
      .withReducer(reducer)
      .provide([[matchers.call.fn(newUuid), FIRST]])
      .dispatch(pushReceived({ event: 'updated_credits', payload: { credits: 3, fields: ['locale'] } }))
      .not.put.actionType(notificationAdded.type)
      .not.call.fn(newUuid)
      .silentRun(30);
  });
});

describe('notificationsSlice', () => {
  it('keeps the notifications on screen in order and drops each once closed, or all at once', () => {
    const added = [
      notificationAdded({ id: FIRST, event: 'deleted_file', values: {} }),
      notificationAdded({ id: SECOND, event: 'created_ai_response', values: {} }),
    ].reduce(notificationsSlice.reducer, notificationsSlice.reducer(undefined, { type: '@@init' }));
    expect(added.onScreen.map((notification) => notification.id)).toEqual([FIRST, SECOND]);
    expect(notificationsSlice.reducer(added, notificationClosed(FIRST)).onScreen.map((item) => item.id)).toEqual([SECOND]);
    expect(notificationsSlice.reducer(added, allNotificationsClosed()).onScreen).toEqual([]);
  });
});
