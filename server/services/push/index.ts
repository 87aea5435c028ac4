export { checkPushEndpoint, RefusedPushEndpointError } from './pushEndpoints';
export { createPushSender, type PushOutcome, type PushSender, type PushSenderOptions, type PushSubscriptionKeys } from './pushSender';
export { checkVapidKeys, loadVapidKeys, type VapidKeys, vapidKeyFile } from './vapidKeys';
