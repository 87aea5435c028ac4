import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationContent } from './notificationOfPush';

/** Spec, section 9: notifications last 5000 ms at the bottom. */
export const NOTIFICATION_DURATION_MS = 5_000;
export const NOTIFICATION_PLACEMENT = 'bottom';

export interface QueuedNotification extends NotificationContent {
  readonly id: string;
}

export interface NotificationsState {
  /** Waiting for NotificationsHost to show them, oldest first. */
  readonly queue: readonly QueuedNotification[];
}

const initialState: NotificationsState = { queue: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    queued(state, action: PayloadAction<QueuedNotification>) {
      return { queue: [...state.queue, action.payload] };
    },
    /** NotificationsHost handed it to antd; it leaves the queue. */
    shown(state, action: PayloadAction<string>) {
      return { queue: state.queue.filter((notification) => notification.id !== action.payload) };
    },
  },
  selectors: {
    selectQueuedNotifications: (state) => state.queue,
  },
});

export const { queued: notificationQueued, shown: notificationShown } = notificationsSlice.actions;
export const { selectQueuedNotifications } = notificationsSlice.selectors;
