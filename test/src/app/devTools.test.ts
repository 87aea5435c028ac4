import { compose } from '@reduxjs/toolkit';
import type { DevToolsEnhancerOptions, UnknownAction } from '@reduxjs/toolkit';
import { devToolsOptions, devToolsWanted, MASKED, maskSecrets } from '../../../src/app/devTools';
import { connectedSession, connectedSessionState } from '../testUtils/fixtures';

const MAILED_TOKEN = 'Zx9_Q2bT-4kLmN0pRsTuVwXyZaBcDeFgHiJkLm';
const FEED_PATH = '/api/calendar/s3cr3t-Feed_Address-0123456789abcdef.ics';

function storageWith(entries: Readonly<Record<string, string>>): Storage {
  const storage = window.localStorage;
  storage.clear();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

afterEach(() => {
  localStorage.clear();
});

describe('maskSecrets', () => {
  it('masks the session token, passwords and captcha solutions wherever they are, and keeps the rest', () => {
    const masked = maskSecrets({
      type: 'account/signInSubmitted',
      payload: { email: 'ada@example.com', password: 'Secret-1234', captcha: 'eyJhbGciOi', nested: [{ token: 'abc' }] },
    });
    expect(masked).toEqual({
      type: 'account/signInSubmitted',
      payload: { email: 'ada@example.com', password: MASKED, captcha: MASKED, nested: [{ token: MASKED }] },
    });
  });

  it('masks a mailed token given as a whole payload, and the calendar feed secret inside its address', () => {
    expect(maskSecrets({ type: 'account/signUpConfirmationLinkOpened', payload: MAILED_TOKEN })).toEqual({
      type: 'account/signUpConfirmationLinkOpened',
      payload: MASKED,
    });
    expect(maskSecrets({ calendarFeed: { data: FEED_PATH } })).toEqual({
      calendarFeed: { data: `/api/calendar/${MASKED}.ics` },
    });
  });

  it('shows ids, empty and absent secrets, and never changes the object it is given', () => {
    const id = '0b6c7a52-2f7e-4b47-9d7c-3d5b8f1e2a90';
    const state = { id, token: null, password: '', ids: [id] };
    expect(maskSecrets(state)).toEqual(state);
    const session = { ...connectedSessionState };
    maskSecrets(session);
    expect(session).toEqual(connectedSessionState);
  });
});

describe('devToolsWanted', () => {
  it('connects development builds always', () => {
    expect(devToolsWanted(false, storageWith({}))).toBe(true);
  });

  it('connects a production build only when localStorage.devtools is on', () => {
    expect(devToolsWanted(true, storageWith({}))).toBe(false);
    expect(devToolsWanted(true, storageWith({ devtools: 'off' }))).toBe(false);
    expect(devToolsWanted(true, storageWith({ devtools: 'on' }))).toBe(true);
  });

  it('stays off in production when storage cannot be read', () => {
    const broken = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(devToolsWanted(true, broken)).toBe(false);
    expect(devToolsOptions(true, broken)).toBe(false);
  });
});

describe('the store and the DevTools extension', () => {
  it('gives the extension sanitizers that mask the token in the state and the password in actions', () => {
    let received: DevToolsEnhancerOptions | undefined;
    const extensionCompose = jest.fn((options: DevToolsEnhancerOptions) => {
      received = options;
      return compose;
    });
    Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: extensionCompose });
    try {
      jest.isolateModules(() => {
        // The toolkit reads the extension when it loads, as it does when the page starts.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { setupStore } = require('../../../src/app/store') as typeof import('../../../src/app/store');
        const store = setupStore({ session: connectedSessionState });
        expect(extensionCompose).toHaveBeenCalled();
        const shownState = JSON.stringify(received?.stateSanitizer?.(store.getState(), 0));
        expect(shownState).toContain(connectedSession.email);
        expect(shownState).not.toContain(connectedSession.token);
      });
      const signIn: UnknownAction = { type: 'account/signInSubmitted', payload: { email: 'ada@example.com', password: 'Secret-1234' } };
      const shownAction = received?.actionSanitizer?.(signIn, 0);
      expect(JSON.stringify(shownAction)).not.toContain('Secret-1234');
    } finally {
      Reflect.deleteProperty(window, '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__');
    }
  });
});
