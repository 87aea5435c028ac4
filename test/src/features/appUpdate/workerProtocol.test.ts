// Which navigations the service worker answers with the app's page, and the messages it understands.
import { generatePath } from 'react-router';
import { paths } from '../../../../src/app/paths';
import { HOLDS_SCRIPTS, isAppPageNavigation, readWorkerMessage, SKIP_WAITING } from '../../../../src/features/appUpdate/workerProtocol';

describe('the navigations the worker answers', () => {
  it.each(Object.values(paths))('every page of the app: %s', (path) => {
    const filled = generatePath(path, { id: 'c9f1a2b4-1e5d-4a7b-9c2d-0f3e4a5b6c7d', token: 'AbC-dEf_123', loginInfo: 'eyJhIjoxfQ' });
    expect(isAppPageNavigation(filled)).toBe(true);
  });

  it.each([
    '/api/files/download/c9f1a2b4',
    '/api/account/export/download',
    '/api/calendar/secret.ics',
    '/api/payments/sandbox/c9f1a2b4',
    '/api',
    '/user_socket/longpoll',
    '/assets/main.0123456789abcdef0123.js',
    '/outbox',
    '/outbox/',
    '/sw.js',
    '/manifest.webmanifest',
    '/favicon.svg',
    '/icon-512.png',
    '/apple-touch-icon.png',
  ])('none of what the server answers itself: %s', (path) => {
    expect(isAppPageNavigation(path)).toBe(false);
  });

  it('leaves a page whose name only starts like a server path to the app', () => {
    expect(isAppPageNavigation('/apiary')).toBe(true);
    expect(isAppPageNavigation('/outboxes')).toBe(true);
  });
});

describe('the messages the worker understands', () => {
  it('reads SKIP_WAITING and HOLDS_SCRIPTS with its scripts', () => {
    expect(readWorkerMessage({ type: SKIP_WAITING })).toEqual({ type: SKIP_WAITING });
    expect(readWorkerMessage({ type: HOLDS_SCRIPTS, scripts: ['/assets/main.a.js', 7] })).toEqual({ type: HOLDS_SCRIPTS, scripts: ['/assets/main.a.js'] });
  });

  it.each([null, 'SKIP_WAITING', { type: 'CLEAR' }, { type: HOLDS_SCRIPTS }, { type: HOLDS_SCRIPTS, scripts: 'x' }])('ignores anything else: %p', (data) => {
    expect(readWorkerMessage(data)).toBeUndefined();
  });
});
