// Under the header, while it matters: that the view is offline and how old its data is, how many changes made
// on this device wait for the connection, and each change the server refused once it was back, with its reason.
// Drawn without antd (the frame around every page is: src/app/AppFrame.tsx).
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsConnected } from '../session';
import type { KeptChange } from './keptChanges';
import { changesWaitingMessage, offlineAsOfDateMessage, offlineAsOfTimeMessage, offlineMessages } from './messages';
import { refusalDismissed, selectDataAsOf, selectKeptChanges, selectViewOffline, selectWaitingChangeCount } from './offlineSlice';
import './offlineBar.css';

function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** "Offline: ... as of 14:32" today, "... as of Nov 27, 2026, 14:32" before. */
function offlineText(intl: IntlShape, dataAsOf: number | null, now: Date): string {
  if (dataAsOf === null) return intl.formatMessage(offlineMessages.offline);
  const asOf = new Date(dataAsOf);
  return isSameDay(asOf, now)
    ? intl.formatMessage(offlineAsOfTimeMessage, { time: intl.formatTime(asOf, { timeStyle: 'short' }) })
    : intl.formatMessage(offlineAsOfDateMessage, {
        date: intl.formatDate(asOf, { dateStyle: 'medium', timeStyle: 'short' }),
      });
}

/** The reason of a refusal, beyond the request's own message. */
function refusalReason(intl: IntlShape, change: KeptChange): string | null {
  switch (change.refusal?.code) {
    case 'not_found':
      return intl.formatMessage(offlineMessages.refusedNotFound);
    case 'invalid_params':
    case 'invalid_reply':
      return intl.formatMessage(offlineMessages.refusedInvalid);
    default:
      return null;
  }
}

function RefusedChange({ change }: { readonly change: KeptChange }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const reason = refusalReason(intl, change);
  return (
    <div className="app-refused-change" role="alert" data-testid="refused-change">
      <p className="app-refused-change-title">{intl.formatMessage(offlineMessages.refusedTitle)}</p>
      {change.refusal !== undefined && <p>{intl.formatMessage(change.refusal.descriptor, change.refusal.values)}</p>}
      {reason !== null && <p>{reason}</p>}
      <button
        type="button"
        className="app-button app-button-small app-focus-ring"
        onClick={() => dispatch(refusalDismissed({ uuid: change.uuid }))}
      >
        {intl.formatMessage(offlineMessages.dismiss)}
      </button>
    </div>
  );
}

export function OfflineBar() {
  const intl = useIntl();
  const signedIn = useAppSelector(selectIsConnected);
  const offline = useAppSelector(selectViewOffline);
  const dataAsOf = useAppSelector(selectDataAsOf);
  const waiting = useAppSelector(selectWaitingChangeCount);
  const changes = useAppSelector(selectKeptChanges);
  const refused = useMemo(() => changes.filter((change) => change.state === 'refused'), [changes]);
  if (!signedIn) return null;

  return (
    <>
      {/* A live region of its own, there (empty, and then of no height) from the start, so that what appears in
          it is announced. */}
      <div className="app-offline-bar" role="status" data-testid="offline-bar">
        {offline && <span data-testid="offline-as-of">{offlineText(intl, dataAsOf, new Date())}</span>}
        {waiting > 0 && (
          <span className="app-offline-waiting" data-testid="changes-waiting">
            {intl.formatMessage(changesWaitingMessage, { count: waiting })}
          </span>
        )}
      </div>
      {refused.map((change) => (
        <RefusedChange key={change.uuid} change={change} />
      ))}
    </>
  );
}
