import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { selectSession } from '../session';
import { notificationMessages } from './messages';
import {
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_PLACEMENT,
  notificationShown,
  selectQueuedNotifications,
} from './notificationsSlice';

/**
 * Shows each queued notification with antd, in the interface language, then marks it shown, and closes
 * those on screen when the account changes (sign-out, or another account signing in on this browser): they
 * name the first account's applications. Renders nothing itself; it must sit inside antd's <App> and
 * react-intl's provider.
 */
export function NotificationsHost() {
  const queue = useSelector(selectQueuedNotifications);
  const dispatch = useDispatch();
  const { notification } = App.useApp();
  const intl = useIntl();
  const userId = useSelector(selectSession).user_id;
  const shownForUser = useRef(userId);

  useEffect(() => {
    if (shownForUser.current !== userId) notification.destroy();
    shownForUser.current = userId;
  }, [userId, notification]);

  useEffect(() => {
    for (const item of queue) {
      // Values vary per event: the descriptor is widened to an untyped one to take them.
      const message: MessageDescriptor = notificationMessages[item.event];
      notification.info({
        // The key makes a second open of the same item (StrictMode re-runs effects) replace, not repeat.
        key: item.id,
        title: intl.formatMessage(message, item.values),
        placement: NOTIFICATION_PLACEMENT,
        duration: NOTIFICATION_DURATION_MS / 1000,
        role: 'status',
        props: { 'data-testid': 'live-notification' },
      });
      dispatch(notificationShown(item.id));
    }
  }, [queue, notification, intl, dispatch]);

  return null;
}
