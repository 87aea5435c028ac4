// The service worker's reading of a reminder's Web Push message and of a click on its notification.
import { reminderPushMessageSchema } from '../../../../contract';
import { clientToOpen, notificationOf, notificationUrl, parsePushText, readReminderPush } from '../../../../src/features/appUpdate/reminderPush';

const message = {
  kind: 'action_reminder',
  action_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  title: 'Interview at Acme in 1 hour',
  body: 'Backend developer, 14:00',
  path: '/actions/0f8fad5b-d9cb-469f-a165-70867728950e',
} as const;
const ORIGIN = 'https://jobs.example.org';

describe('a reminder’s push message', () => {
  it('is read as the contract’s schema reads it', () => {
    expect(readReminderPush(message)).toEqual(message);
    expect(reminderPushMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['not JSON', parsePushText('not json')],
    ['no payload', parsePushText(undefined)],
    ['another kind', { ...message, kind: 'other' }],
    ['an action id that is no uuid', { ...message, action_id: '12' }],
    ['a title too long', { ...message, title: 'x'.repeat(501) }],
    ['a body that is no text', { ...message, body: 3 }],
    ['a path that is not the app’s', { ...message, path: 'https://elsewhere.example/' }],
    ['a path too long', { ...message, path: `/${'a'.repeat(500)}` }],
  ])('is ignored with %s, as the contract’s schema refuses it', (_case, data) => {
    expect(readReminderPush(data)).toBeNull();
    expect(reminderPushMessageSchema.safeParse(data).success).toBe(false);
  });

  it('shows as one notification per action, which carries the page to open', () => {
    expect(parsePushText(JSON.stringify(message))).toEqual(message);
    expect(notificationOf(message)).toEqual({
      title: message.title,
      options: { body: message.body, tag: message.action_id, data: { path: message.path } },
    });
  });
});

describe('a click on the notification', () => {
  it('opens its path on the app’s origin, and the start page for anything that would leave it', () => {
    expect(notificationUrl({ path: '/actions/1' }, ORIGIN)).toBe(`${ORIGIN}/actions/1`);
    expect(notificationUrl({ path: '//elsewhere.example/x' }, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationUrl(null, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('goes to the focused tab of the app, else a visible one, else any, and never another site’s', () => {
    const tab = (url: string, focused: boolean, visibilityState: DocumentVisibilityState) => ({ url, focused, visibilityState });
    const hidden = tab(`${ORIGIN}/board`, false, 'hidden');
    const visible = tab(`${ORIGIN}/files`, false, 'visible');
    const focused = tab(`${ORIGIN}/`, true, 'visible');
    const foreign = tab('https://elsewhere.example/', true, 'visible');
    expect(clientToOpen([hidden, visible, focused, foreign], ORIGIN)).toBe(focused);
    expect(clientToOpen([hidden, visible, foreign], ORIGIN)).toBe(visible);
    expect(clientToOpen([hidden, foreign], ORIGIN)).toBe(hidden);
    expect(clientToOpen([foreign], ORIGIN)).toBeUndefined();
  });
});
