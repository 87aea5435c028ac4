// The changes a person makes that wait for the connection rather than fail without it: edits, deletions and the
// creations that go over the live channel (applications and companies are created over HTTP, which has no such
// wait). They are kept in the browser with their uuids (the offline feature) and sent when the channel joins
// again. Left out: what spends credits (an AI product, which the person watches as it runs), the account's own
// requests, and the calendar feed's address, which a person asks for to copy it at once.
import type { RequestName } from '../../../../contract';

const KEPT_WHILE_OFFLINE: ReadonlySet<RequestName> = new Set<RequestName>([
  'company.update',
  'company.delete',
  'job_application.update',
  'job_application.delete',
  'action.create',
  'action.update',
  'action.delete',
  'file.update',
  'file.delete',
  'file.link_to_application',
  'file.unlink_from_application',
  'contact.create',
  'contact.update',
  'contact.delete',
  'contact.link_to_application',
  'contact.unlink_from_application',
]);

export function isKeptWhileOffline(request: RequestName): boolean {
  return KEPT_WHILE_OFFLINE.has(request);
}

/**
 * How long a change waits for the channel to join before it is left to the offline feature, and its page told
 * so: long enough for a join under way at start or after a brief drop, short enough not to leave a person
 * watching a spinner in a lift.
 */
export const OFFLINE_GRACE_MS = 2_000;
