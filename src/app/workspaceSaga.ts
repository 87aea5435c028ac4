// Brings the workspace features (./workspaceFeatures) in once an account is signed in: downloads their chunk
// (again after a delay while the download fails), adds their slices to the store, announces it with
// `workspaceLoaded` (the pages that read them wait for the slices: WorkspaceGate) and runs their watchers for good.
import { createAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, select, take } from 'typed-redux-saga';
import { selectIsConnected } from '../features/session';
import { importWorkspaceFeatures, type WorkspaceFeatures } from './workspaceChunk';
import { workspaceCopySaga } from './workspaceCopySaga';

export const workspaceLoaded = createAction('workspace/loaded');

/** How long to wait before downloading the workspace's chunk again after a failure. */
export const WORKSPACE_RETRY_DELAY_MS = 2000;

/** Where the workspace's slices go: the root reducer, which may have them already (tests add them first). */
export interface WorkspaceHost {
  readonly inject: (features: WorkspaceFeatures) => void;
  readonly injected: () => WorkspaceFeatures | undefined;
}

/** The address the app is at now (the router's), read as the workspace's watchers start; none in most tests. */
export type CurrentPath = () => string;

export function* workspaceSaga(host: WorkspaceHost, currentPath?: CurrentPath) {
  while (!(yield* select(selectIsConnected))) yield* take('*');
  let features = host.injected();
  if (features === undefined) {
    while (features === undefined) {
      try {
        features = yield* call(importWorkspaceFeatures);
      } catch {
        yield* delay(WORKSPACE_RETRY_DELAY_MS);
      }
    }
    // The watchers start in a task of their own. The chunk has often arrived before the session is restored, and
    // starting them in the store's first task, with every other watcher, held a phone's main thread for a tenth
    // of a second in one go.
    yield* delay(0);
  }
  host.inject(features);
  // The first action through the grown reducer gives the new slices their initial state, and opens WorkspaceGate;
  // the watchers start in the same turn, before any page it lets through has mounted and sent them an event. The
  // account's copy from an earlier visit fills the slices as it comes (workspaceCopySaga.ts): most often at
  // once, its reading having started with the page.
  yield* put(workspaceLoaded());
  yield* fork(workspaceCopySaga);
  const startPath = currentPath === undefined ? null : yield* call(currentPath);
  yield* call(features.workspaceFeaturesSaga, startPath);
}
