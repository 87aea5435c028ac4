// Web Push: the server's public key and the browsers' subscriptions.
export { type PushRouteOptions, registerPushRoutes } from './pushRoutes';
