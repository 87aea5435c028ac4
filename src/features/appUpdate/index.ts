// The installed app's updates: the service worker's registration, and the "Reload to update" offer shown in the
// frame when a new build is ready. The worker itself (serviceWorker.ts) is built apart, into dist/public/sw.js.
export { AppUpdatePrompt } from './AppUpdatePrompt';
export { startAppUpdates } from './appUpdates';
