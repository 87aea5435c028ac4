import { setupStore } from '../../../src/app/store';
import { selectCredits } from '../../../src/features/credits/balanceSlice';
import { selectIsConnected, sessionRestored, signedOutSession } from '../../../src/features/session/sessionSlice';
import { localeChosen, selectLocale } from '../../../src/i18n/localeSlice';
import { connectedSession, connectedSessionState } from '../testUtils/fixtures';

afterEach(() => {
  localStorage.clear();
});

describe('setupStore', () => {
  it('starts signed out, in en-US, with storage looked at by the session saga', () => {
    const state = setupStore().getState();
    expect(state.session).toEqual(signedOutSession);
    expect(state.session).toMatchObject({
      user_id: null,
      email: null,
      token: null,
      locale: null,
      accepted_terms: null,
      current_terms: null,
      savedSessionChecked: true,
    });
    expect(selectCredits(state)).toBe(0);
    expect(selectLocale(state)).toBe('en-US');
    expect(selectIsConnected(state)).toBe(false);
  });

  it('takes a preloaded state', () => {
    const store = setupStore({ session: connectedSessionState, balance: { credits: connectedSession.credits }, locale: { current: 'fr-FR' } });
    expect(selectIsConnected(store.getState())).toBe(true);
    expect(selectCredits(store.getState())).toBe(3);
    expect(selectLocale(store.getState())).toBe('fr-FR');
  });

  it('gives each call its own store', () => {
    const first = setupStore();
    const second = setupStore();
    first.dispatch(sessionRestored(connectedSession));
    expect(selectIsConnected(first.getState())).toBe(true);
    expect(selectIsConnected(second.getState())).toBe(false);
  });

  it('runs the root saga: a chosen locale is stored', () => {
    const store = setupStore();
    store.dispatch(localeChosen('fr-FR'));
    expect(selectLocale(store.getState())).toBe('fr-FR');
    expect(localStorage.getItem('locale')).toBe('fr-FR');
  });
});
