// Notifications shown for the server's pushes: the slice, its watcher and the host that shows them.
export { NotificationsHost } from './NotificationsHost';
export { watchPushes } from './notificationsSaga';
export { notificationsSlice } from './notificationsSlice';
