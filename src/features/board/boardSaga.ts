// A card moved on the board records, dated now, the action that yields the status of its new column
// (`action.create`), as the Actions tab would: the status follows from the actions as everywhere else, and the
// server's push of the new action moves the card on every other device.
import { call, put, select, takeEvery } from 'typed-redux-saga';
import { actionTypeYielding } from '../../../contract';
import { currentTimeMs } from '../../common/clock';
import { liveRequest, requestErrorOf } from '../connection';
import { selectApplicationStatus, statusComputed } from '../jobApplications';
import { cardMoveRequested, moveFailed, moveStarted, moveSucceeded, selectPendingMoves } from './boardSlice';

export function* moveCardSaga(action: ReturnType<typeof cardMoveRequested>) {
  const { id, status, title } = action.payload;
  const type = actionTypeYielding(status);
  const current = yield* select(selectApplicationStatus, id);
  const pending = (yield* select(selectPendingMoves))[id];
  // No action yields "new"; a card already there, or on its way there, needs none.
  if (type === null || current === status || pending !== undefined) return;
  yield* put(moveStarted({ id, status }));
  try {
    const now = yield* call(currentTimeMs);
    yield* liveRequest('action.create', { job_application_id: id, type, title, date: new Date(now).toISOString() });
    // An action dated now is the latest already dated: the status is the one it yields.
    yield* put(statusComputed({ id, status }));
    yield* put(moveSucceeded({ id }));
  } catch (error) {
    yield* put(moveFailed({ id, status, error: requestErrorOf(error) }));
  }
}

export function* watchBoard() {
  yield* takeEvery(cardMoveRequested.match, moveCardSaga);
}
