// The offline feature's work: it tells when the view is offline, keeps the changes the server has not answered in
// the browser's database (so that a reload loses none), sends those left waiting when the channel joins again,
// one after the other in the order they were made, and deletes everything it kept when the account signs out.
import { buffers } from 'redux-saga';
import { actionChannel, all, call, delay, put, race, select, take, takeEvery, takeLeading, type SagaGenerator } from 'typed-redux-saga';
import { currentTimeMs } from '../../common/clock';
import {
  isChannelJoined,
  isChannelNotJoined,
  liveRequest,
  RequestFailedError,
  requestErrorOf,
  selectIsChannelJoined,
  type RequestFailureCode,
} from '../connection';
import { selectSession, sessionRestored, signedIn, signedOut } from '../session';
import { deleteOfflineData, readChanges, writeChanges } from './offlineDatabase';
import {
  changeRefused,
  keptChangesReadBack,
  liveLost,
  offlineSlice,
  selectKeptChanges,
  viewWentLive,
  viewWentOffline,
} from './offlineSlice';

/**
 * How long the channel must be out of reach before the view says it is offline: a join at start or a brief drop
 * stays "Connecting…", without a banner that comes and goes.
 */
export const OFFLINE_VIEW_AFTER_MS = 3_000;

/**
 * Answers after which a change is sent again at the next join rather than shown as refused: the connection went
 * (or the server was busy, or failed for a reason of its own) before its answer came.
 */
const SEND_AGAIN_LATER: ReadonlySet<RequestFailureCode> = new Set<RequestFailureCode>([
  'kept_offline',
  'timed_out',
  'abandoned',
  'rate_limited',
  'internal',
]);

/** The view's live or offline state, following the channel. */
export function* watchViewOffline(): SagaGenerator<void> {
  for (;;) {
    if (yield* select(selectIsChannelJoined)) {
      yield* put(viewWentLive({ at: yield* call(currentTimeMs) }));
      yield* take(isChannelNotJoined);
      yield* put(liveLost({ at: yield* call(currentTimeMs) }));
    }
    const { joined } = yield* race({ joined: take(isChannelJoined), due: delay(OFFLINE_VIEW_AFTER_MS) });
    if (joined === undefined) {
      yield* put(viewWentOffline());
      yield* take(isChannelJoined);
    }
  }
}

/** The changes an earlier page of this account kept, read back once its session is known. */
export function* readBackKeptChanges(): SagaGenerator<void> {
  const { user_id: userId } = yield* select(selectSession);
  if (userId === null) return;
  const changes = yield* call(readChanges, userId);
  if (changes.length > 0) yield* put(keptChangesReadBack({ changes }));
  if (yield* select(selectIsChannelJoined)) yield* call(sendWaitingChanges);
}

/** The actions that change the kept changes: each one is followed by a write of the account's list. */
function changesMayHaveChanged(action: unknown): boolean {
  return (
    typeof action === 'object' &&
    action !== null &&
    'type' in action &&
    typeof action.type === 'string' &&
    (action.type.startsWith('requests/') || action.type.startsWith(`${offlineSlice.name}/`))
  );
}

/**
 * Writes the account's kept changes to the browser's database whenever they change, one write at a time; a
 * write waiting for its turn is replaced by a newer one (sliding buffer), as only the last list matters.
 */
export function* mirrorKeptChanges(): SagaGenerator<void> {
  const changesMade = yield* actionChannel(changesMayHaveChanged, buffers.sliding(1));
  let written = yield* select(selectKeptChanges);
  for (;;) {
    yield* take(changesMade);
    const changes = yield* select(selectKeptChanges);
    const { user_id: userId } = yield* select(selectSession);
    if (changes === written || userId === null) continue;
    try {
      yield* call(writeChanges, userId, changes);
      written = changes;
    } catch (error) {
      // A full disk: the changes are still in this page, and the next change tries again.
      yield* call([console, console.warn], 'The changes waiting could not be kept in the browser', error);
    }
  }
}

/**
 * Sends the changes left waiting, oldest first, each once its predecessor is answered: the server gets them in
 * the order they were made, well under its per-socket bound, and answers one it already ran (same uuid) from its
 * store. A refusal stays, with its reason, for the person to read; a change that could not go now waits for the
 * next join. Each is tried once per call, whatever its answer did to the list.
 */
export function* sendWaitingChanges(): SagaGenerator<void> {
  const tried = new Set<string>();
  for (;;) {
    const change = (yield* select(selectKeptChanges)).find(({ uuid, state }) => state === 'waiting' && !tried.has(uuid));
    if (change === undefined) return;
    tried.add(change.uuid);
    try {
      // The request's own actions take the change off the list once answered (offlineSlice.ts).
      yield* liveRequest(change.request, change.params as never, { uuid: change.uuid });
    } catch (error) {
      if (error instanceof RequestFailedError && SEND_AGAIN_LATER.has(error.code)) return;
      yield* put(changeRefused({ uuid: change.uuid, refusal: requestErrorOf(error) }));
    }
  }
}

/** Signing out (or the account's deletion, which signs out) leaves nothing of the account readable here. */
export function* forgetEverything(): SagaGenerator<void> {
  try {
    yield* call(deleteOfflineData);
  } catch (error) {
    yield* call([console, console.warn], 'The offline copy could not be deleted', error);
  }
}

export function* watchOffline() {
  yield* all([
    call(watchViewOffline),
    call(mirrorKeptChanges),
    takeLeading(isChannelJoined, sendWaitingChanges),
    takeLeading([sessionRestored.type, signedIn.type], readBackKeptChanges),
    takeEvery(signedOut.type, forgetEverything),
  ]);
}
