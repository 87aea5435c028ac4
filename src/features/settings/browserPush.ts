// The browser's side of reminders by push: the Notification permission, and this browser's subscription with
// the push service (the Push API), made for the server's public key. The settings saga calls these; the server
// keeps the subscription (POST and DELETE /api/push/subscriptions) and sends the reminders to it.

/** Why this browser cannot receive reminders by push. */
export type PushUnavailable = 'unsupported' | 'denied';

/** Whether this browser has what push needs: notifications, a service worker and the Push API. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** Asks for the permission to show notifications (the browser asks the person once; then it answers at once). */
export async function askNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** How long to wait for the app's service worker to be active before saying that push is not available. */
const WORKER_WAIT_MS = 10_000;

/** The app's service worker registration, once active; undefined when the app runs without one. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration === undefined) return undefined;
  if (registration.active !== null) return registration;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => {
      setTimeout(() => {
        resolve(undefined);
      }, WORKER_WAIT_MS);
    }),
  ]);
}

/** A base64url text (the VAPID public key) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Subscribes this browser for the server's key; an existing subscription for another key is replaced. */
export async function subscribeToPush(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscriptionJSON> {
  const applicationServerKey = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing !== null) {
    const key = existing.options.applicationServerKey;
    const sameKey = key !== null && sameBytes(new Uint8Array(key), applicationServerKey);
    if (sameKey) return existing.toJSON();
    await existing.unsubscribe();
  }
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  return subscription.toJSON();
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Ends this browser's subscription, if it has one; answers its endpoint, for the server to forget it. */
export async function unsubscribeFromPush(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription === undefined || subscription === null) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
