// The workspace's copy is read from the browser's database as the page starts (src/index.tsx), beside the
// downloads of the first task, rather than once the workspace's code has arrived: the pages then draw from it
// as soon as they can.
import { readCopy } from './offlineDatabase';
import type { WorkspaceCopy } from './workspaceCopyShape';

let early: { readonly userId: string; readonly copy: Promise<WorkspaceCopy | undefined> } | undefined;

function copyRead(userId: string): Promise<WorkspaceCopy | undefined> {
  return readCopy(userId).catch(() => undefined);
}

/** Starts reading the copy of the account signed in on this browser. */
export function startReadingWorkspaceCopy(userId: string): void {
  early = { userId, copy: copyRead(userId) };
}

/** The account's copy: the one read since start when it is this account's (once), else read now. */
export function readWorkspaceCopy(userId: string): Promise<WorkspaceCopy | undefined> {
  const started = early;
  early = undefined;
  return started?.userId === userId ? started.copy : copyRead(userId);
}
