// Keeps the interface language in browser storage (localeStorage.ts): a language picked with the switch, and
// one taken from the account after a sign-in. At start, it tells whether the language the interface starts in
// (detectLocale) was picked by the user.
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { getBrowserStorage } from '../common/browserStorage';
import { accountLocaleAdopted, localeChoiceRestored, localeChosen, selectLocale } from './localeSlice';
import { loadChosenLocale, saveLocale } from './localeStorage';

export function* saveLocaleSaga(action: ReturnType<typeof localeChosen> | ReturnType<typeof accountLocaleAdopted>) {
  const storage = yield* call(getBrowserStorage);
  if (storage !== undefined) yield* call(saveLocale, storage, action.payload, localeChosen.match(action));
}

export function* restoreLocaleChoice() {
  const storage = yield* call(getBrowserStorage);
  if (storage === undefined) return;
  const chosen = yield* call(loadChosenLocale, storage);
  if (chosen !== undefined && chosen === (yield* select(selectLocale))) yield* put(localeChoiceRestored());
}

export function* watchLocaleChosen() {
  yield* call(restoreLocaleChoice);
  yield* takeLatest([localeChosen.type, accountLocaleAdopted.type], saveLocaleSaga);
}
