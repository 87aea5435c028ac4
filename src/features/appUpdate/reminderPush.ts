// What the service worker makes of a reminder's Web Push message (contract/accountSettings.ts,
// `reminderPushMessageSchema`) and of a click on its notification: pure functions, without the worker's globals,
// so that they are tested apart. The payload is checked by hand, field by field as the contract's schema does:
// zod would weigh more than the whole worker.
import type { ReminderPushMessage } from '../../../contract';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** A reminder's message read from a push's JSON, or null for anything else (malformed, another kind). */
export function readReminderPush(data: unknown): ReminderPushMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, action_id, title, body, path } = data as Readonly<Record<string, unknown>>;
  if (kind !== 'action_reminder') return null;
  if (typeof action_id !== 'string' || !UUID_V4.test(action_id)) return null;
  if (!isText(title, 500) || !isText(body, 2000) || !isText(path, 500) || !path.startsWith('/')) return null;
  return { kind, action_id, title, body, path };
}

/** The text of a push as the Push API gives it (`PushMessageData.text()`), parsed; null when it is not JSON. */
export function parsePushText(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export interface ReminderNotification {
  readonly title: string;
  readonly options: { readonly body: string; readonly tag: string; readonly data: { readonly path: string } };
}

/** What `registration.showNotification` is given: one notification per action (its tag), a later one replacing it. */
export function notificationOf(message: ReminderPushMessage): ReminderNotification {
  return { title: message.title, options: { body: message.body, tag: message.action_id, data: { path: message.path } } };
}

/**
 * The address a clicked notification opens: its path on the app's origin. Anything that would leave the origin
 * (`//elsewhere.example`) or no path at all opens the app's start page.
 */
export function notificationUrl(data: unknown, origin: string): string {
  const path = typeof data === 'object' && data !== null ? (data as { path?: unknown }).path : undefined;
  if (typeof path === 'string' && path.startsWith('/')) {
    const url = new URL(path, origin);
    if (url.origin === origin) return url.href;
  }
  return new URL('/', origin).href;
}

/** What the worker knows of an open window (`WindowClient`). */
export interface WindowLike {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
}

/** The open tab of the app a click goes to: the focused one, else a visible one, else any; undefined for none. */
export function clientToOpen<C extends WindowLike>(clients: readonly C[], origin: string): C | undefined {
  const ours = clients.filter((client) => {
    try {
      return new URL(client.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours.find((client) => client.focused) ?? ours.find((client) => client.visibilityState === 'visible') ?? ours[0];
}
