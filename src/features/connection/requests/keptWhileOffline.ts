// The changes a person makes that wait for the connection rather than fail without it: edits, deletions and the
// creations that go over the live channel (applications and companies are created over HTTP, which has no such
// wait). They are kept in the browser with their uuids (the offline feature) and sent when the channel joins
// again. Left out: what spends credits (an AI product, which the person watches as it runs), the account's own
// requests but its settings, and the calendar feed's address, which a person asks for to copy it at once.
import { eventChannel } from 'redux-saga';
import { take, type SagaGenerator } from 'typed-redux-saga';
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
  // A setting changed offline is what the person wants once back (docs/decisions.md, "Reminders and follow-ups").
  'account.update_settings',
]);

export function isKeptWhileOffline(request: RequestName): boolean {
  return KEPT_WHILE_OFFLINE.has(request);
}

/**
 * Answers true once the device says it has no network at all (`navigator.onLine`: airplane mode, a train in a
 * tunnel), at once when it says so now. A change then goes to the offline feature without waiting out its
 * deadline. A server out of reach on a network that works (a restart, a deployment) gives no such sign: its
 * changes wait for their deadline as before, most often answered once the server is back within it.
 */
export function* deviceWithoutNetwork(): SagaGenerator<true> {
  if (!navigator.onLine) return true;
  const offlineEvents = eventChannel<true>((emit) => {
    const onOffline = (): void => {
      emit(true);
    };
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('offline', onOffline);
    };
  });
  try {
    return yield* take(offlineEvents);
  } finally {
    offlineEvents.close();
  }
}
