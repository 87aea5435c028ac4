import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationContent } from './notificationOfPush';

/** Spec, section 9: notifications last 5000 ms at the bottom (plain.css puts them there). */
export const NOTIFICATION_DURATION_MS = 5_000;

/**
 * Notices on screen at once: a burst of pushes (an import of thousands of rows, each creation pushed) keeps the
 * newest few rather than stacking a notice per row over the page.
 */
export const MAX_NOTIFICATIONS_ON_SCREEN = 3;

export interface LiveNotification extends NotificationContent {
  readonly id: string;
}

export interface NotificationsState {
  /** On screen (NotificationsHost), oldest first, until each is closed. */
  readonly onScreen: readonly LiveNotification[];
}

const initialState: NotificationsState = { onScreen: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    added(state, action: PayloadAction<LiveNotification>) {
      return { onScreen: [...state.onScreen, action.payload].slice(-MAX_NOTIFICATIONS_ON_SCREEN) };
    },
    /** Its time is up, or its close button was pressed. */
    closed(state, action: PayloadAction<string>) {
      return { onScreen: state.onScreen.filter((notification) => notification.id !== action.payload) };
    },
    /** The account changed: the notices on screen name the previous account's applications. */
    allClosed() {
      return initialState;
    },
  },
  selectors: {
    selectNotificationsOnScreen: (state) => state.onScreen,
  },
});

export const { added: notificationAdded, closed: notificationClosed, allClosed: allNotificationsClosed } =
  notificationsSlice.actions;
export const { selectNotificationsOnScreen } = notificationsSlice.selectors;
