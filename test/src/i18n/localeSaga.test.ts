import { combineSlices } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getBrowserStorage } from '../../../src/common/browserStorage';
import { watchLocaleChosen } from '../../../src/i18n/localeSaga';
import { accountLocaleAdopted, localeChoiceRestored, localeChosen, localeSlice } from '../../../src/i18n/localeSlice';
import { loadChosenLocale, saveLocale } from '../../../src/i18n/localeStorage';

const reducer = combineSlices(localeSlice);

afterEach(() => {
  localStorage.clear();
});

describe('watchLocaleChosen', () => {
  it('stores the chosen locale under "locale", marked as chosen, and updates the state', async () => {
    const { storeState } = await expectSaga(watchLocaleChosen)
      .withReducer(reducer)
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .call(saveLocale, localStorage, 'fr-FR', true)
      .dispatch(localeChosen('fr-FR'))
      .silentRun(50);
    expect(storeState.locale).toEqual({ current: 'fr-FR', chosen: true });
    expect(localStorage.getItem('locale')).toBe('fr-FR');
    expect(localStorage.getItem('locale_chosen')).toBe('true');
  });

  it('stores the account’s language once the interface takes it, not marked as chosen', async () => {
    localStorage.setItem('locale_chosen', 'true');
    const { storeState } = await expectSaga(watchLocaleChosen)
      .withReducer(reducer)
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .dispatch(accountLocaleAdopted('fr-FR'))
      .silentRun(50);
    expect(storeState.locale).toEqual({ current: 'fr-FR', chosen: false });
    expect(localStorage.getItem('locale')).toBe('fr-FR');
    expect(localStorage.getItem('locale_chosen')).toBeNull();
  });

  it('at start, takes the language in storage as chosen only when the user picked it', async () => {
    localStorage.setItem('locale', 'fr-FR');
    localStorage.setItem('locale_chosen', 'true');
    const { storeState } = await expectSaga(watchLocaleChosen)
      .withReducer(reducer, { locale: { current: 'fr-FR' } })
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .put(localeChoiceRestored())
      .silentRun(20);
    expect(storeState.locale).toEqual({ current: 'fr-FR', chosen: true });

    localStorage.removeItem('locale_chosen');
    await expectSaga(watchLocaleChosen)
      .withReducer(reducer, { locale: { current: 'fr-FR' } })
      .provide([[matchers.call.fn(getBrowserStorage), localStorage]])
      .not.put(localeChoiceRestored())
      .silentRun(20);
  });

  it('skips storing when the browser gives no storage', async () => {
    await expectSaga(watchLocaleChosen)
      .withReducer(reducer)
      .provide([[matchers.call.fn(getBrowserStorage), undefined]])
      .not.call.fn(saveLocale)
      .dispatch(localeChosen('fr-FR'))
      .silentRun(50);
  });
});

describe('saveLocale', () => {
  it('logs instead of throwing when storage refuses the write', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => {
      saveLocale(storage, 'fr-FR', true);
    }).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('loadChosenLocale', () => {
  it('reads a chosen, supported language, and nothing else', () => {
    expect(loadChosenLocale(localStorage)).toBeUndefined();
    localStorage.setItem('locale', 'fr-FR');
    expect(loadChosenLocale(localStorage)).toBeUndefined();
    localStorage.setItem('locale_chosen', 'true');
    expect(loadChosenLocale(localStorage)).toBe('fr-FR');
    localStorage.setItem('locale', 'de-DE');
    expect(loadChosenLocale(localStorage)).toBeUndefined();
  });

  it('reads nothing when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(loadChosenLocale(storage)).toBeUndefined();
  });
});
