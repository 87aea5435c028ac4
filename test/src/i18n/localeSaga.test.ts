import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getBrowserStorage } from '../../../src/common/browserStorage';
import { watchLocaleChosen } from '../../../src/i18n/localeSaga';
import { localeChosen, localeSlice } from '../../../src/i18n/localeSlice';
import { saveLocale } from '../../../src/i18n/localeStorage';

describe('watchLocaleChosen', () => {
  it('stores the chosen locale under "locale" and updates the state', async () => {
    const setItem = jest.fn();
    const storage = { setItem } as unknown as Storage;
    const { storeState } = await expectSaga(watchLocaleChosen)
      .withReducer(localeSlice.reducer)
      .provide([[matchers.call.fn(getBrowserStorage), storage]])
      .call(saveLocale, storage, 'fr-FR')
      .dispatch(localeChosen('fr-FR'))
      .silentRun(50);
    expect(storeState).toEqual({ current: 'fr-FR' });
    expect(setItem).toHaveBeenCalledWith('locale', 'fr-FR');
  });

  it('skips storing when the browser gives no storage', async () => {
    await expectSaga(watchLocaleChosen)
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
    };
    expect(() => {
      saveLocale(storage, 'fr-FR');
    }).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
