// The workspace's copy in the browser (workspaceCopy.ts): put into the store as the workspace starts, beside its
// watchers (which must listen from the start: the pages may open as soon as the slices are there), then kept in
// step with it. A restored copy dates from an earlier visit, so the first join after it asks every feature for
// what it holds again, as a rejoin does (channelRejoined).
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, delay, put, race, select, take, type SagaGenerator } from 'typed-redux-saga';
import { currentTimeMs } from '../common/clock';
import { channelRejoined, isChannelJoined, selectIsChannelJoined } from '../features/connection';
import { copyRestored, readWorkspaceCopy, workspaceCopyApplied, writeWorkspaceCopy } from '../features/offline';
import { selectIsConnected, selectSession, signedOut } from '../features/session';
import type { RootState } from './store';
import { isUsableCopy, workspaceCopyOf } from './workspaceCopy';

/**
 * How long the workspace waits for its copy to be read before it starts without: the read began as the page did
 * (src/index.tsx) and is most often over by now.
 */
export const COPY_READ_WAIT_MS = 1_000;

/** How long after a change the copy is written: changes coming together make one write. */
export const COPY_WRITE_DELAY_MS = 2_000;

/** Puts the account's copy, if there is one of this build's shape, into the workspace's slices. */
export function* restoreWorkspaceCopy(): SagaGenerator<boolean> {
  const { user_id: userId } = yield* select(selectSession);
  if (userId === null) return false;
  const { copy } = yield* race({ copy: call(readWorkspaceCopy, userId), late: delay(COPY_READ_WAIT_MS) });
  if (!isUsableCopy(copy)) return false;
  yield* put(workspaceCopyApplied({ copy }));
  yield* put(copyRestored({ savedAt: copy.savedAt }));
  return true;
}

/** The workspace's slices, which each write compares against the last one's. */
function workspaceOf(state: RootState): readonly unknown[] {
  return [state.jobApplications, state.applicationListView, state.companies, state.contacts, state.datedActions, state.files, state.ai];
}

function sameWorkspace(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.every((slice, index) => slice === b[index]);
}

/** The copy as it stands, written unless the workspace is the one last written; answers the one now written. */
function* writeCopyNow(written: readonly unknown[]): SagaGenerator<readonly unknown[]> {
  const state = yield* select((root: RootState) => root);
  const workspace = workspaceOf(state);
  const { user_id: userId } = yield* select(selectSession);
  if (sameWorkspace(workspace, written) || userId === null || !(yield* select(selectIsConnected))) return written;
  const copy = workspaceCopyOf(state, yield* call(currentTimeMs));
  if (copy === null) return written;
  try {
    yield* call(writeWorkspaceCopy, userId, copy);
    return workspace;
  } catch (error) {
    // A full disk: the next change tries again.
    yield* call([console, console.warn], 'The copy for offline use could not be written', error);
    return written;
  }
}

/** The page is being left or hidden (a reload, another address, the phone's home screen). */
function pageLeavings(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onPageHide = (): void => {
      emit(true);
    };
    const onVisibilityChange = (): void => {
      if (document.visibilityState === 'hidden') emit(true);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  });
}

/**
 * Writes the copy a while after the workspace changes, and at once when the page is left or hidden (the next
 * visit must not draw from a copy older than what this one showed: an application deleted a second ago would
 * come back until the server says otherwise), as long as the account is signed in. Nothing is written before
 * the channel has joined once or a copy was restored: a store still empty must not replace a copy that could
 * not be read in time.
 */
export function* keepWorkspaceCopy(restored: boolean): SagaGenerator<void> {
  if (!restored && !(yield* select(selectIsChannelJoined))) yield* take(isChannelJoined);
  let written: readonly unknown[] = [];
  const leavings = yield* call(pageLeavings);
  try {
    for (;;) {
      // A change, then its delay, cut short if the page is left meanwhile; or the page left.
      const { left } = yield* race({ changed: take('*'), left: take(leavings) });
      if (left === undefined) yield* race({ due: delay(COPY_WRITE_DELAY_MS), left: take(leavings) });
      written = yield* call(writeCopyNow, written);
    }
  } finally {
    leavings.close();
  }
}

/** After a restored copy, the first join refreshes what it holds. */
function* refreshRestoredCopy(): SagaGenerator<void> {
  if (!(yield* select(selectIsChannelJoined))) yield* take(isChannelJoined);
  yield* put(channelRejoined());
}

/**
 * Keeps the copy for each session in turn: each stops as its account signs out, since a copy written after that
 * would outlive the sign-out's cleanup. Only the first session's copy can have been restored: a later sign-in in
 * this tab starts from the server.
 */
export function* workspaceCopySaga(): SagaGenerator<void> {
  const restored = yield* call(restoreWorkspaceCopy);
  for (let firstSession = true; ; firstSession = false) {
    while (!(yield* select(selectIsConnected))) yield* take('*');
    const fromCopy = restored && firstSession;
    const { ended } = yield* race({
      work: all([call(keepWorkspaceCopy, fromCopy), ...(fromCopy ? [call(refreshRestoredCopy)] : [])]),
      ended: take(signedOut.type),
    });
    // The work runs for the whole session; should it ever stop, the next session still waits for this one's end.
    if (ended === undefined) yield* take(signedOut.type);
  }
}
