import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectSession } from '../session';
import { LiveNotice } from './LiveNotice';
import { notificationMessages } from './messages';
import {
  allNotificationsClosed,
  NOTIFICATION_DURATION_MS,
  notificationClosed,
  selectNotificationsOnScreen,
} from './notificationsSlice';

/**
 * Shows the notifications of the store at the bottom of the screen, each for NOTIFICATION_DURATION_MS (spec
 * section 9), in the interface language, and closes them all when the account changes (sign-out, or another
 * account signing in on this browser): they name the first account's applications.
 *
 * Drawn without antd (plain.css gives them antd's look), so that a page drawn without antd shows them without
 * downloading it. The region is on the page from the start, so that screen readers announce what comes into it.
 */
export function NotificationsHost() {
  const notifications = useSelector(selectNotificationsOnScreen);
  const dispatch = useDispatch();
  const intl = useIntl();
  const userId = useSelector(selectSession).user_id;
  const shownForUser = useRef(userId);

  useEffect(() => {
    if (shownForUser.current !== userId) dispatch(allNotificationsClosed());
    shownForUser.current = userId;
  }, [userId, dispatch]);

  return createPortal(
    <div className="app-live-notices" aria-live="polite" aria-relevant="additions">
      {notifications.map((notification) => {
        // Values vary per event: the descriptor is widened to an untyped one to take them.
        const message: MessageDescriptor = notificationMessages[notification.event];
        return (
          <LiveNotice
            key={notification.id}
            text={intl.formatMessage(message, notification.values)}
            durationMs={NOTIFICATION_DURATION_MS}
            onClose={() => {
              dispatch(notificationClosed(notification.id));
            }}
          />
        );
      })}
    </div>,
    document.body,
  );
}
