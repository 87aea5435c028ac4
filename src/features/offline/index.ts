// Offline: the copy of the workspace pages draw from without a connection (kept by the app, which knows the
// workspace: src/app/workspaceCopy.ts), the changes that wait for the connection, and the banner that says so.
export { readWorkspaceCopy, startReadingWorkspaceCopy } from './earlyCopy';
export { writeCopy as writeWorkspaceCopy } from './offlineDatabase';
export { OfflineBar } from './OfflineBar';
export { watchOffline } from './offlineSaga';
export { copyRestored, offlineSlice, workspaceCopyApplied } from './offlineSlice';
export type { WorkspaceCopy } from './workspaceCopyShape';
