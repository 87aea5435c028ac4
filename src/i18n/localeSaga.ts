import { call, takeLatest } from 'typed-redux-saga';
import { getBrowserStorage } from '../common/browserStorage';
import { localeChosen } from './localeSlice';
import { saveLocale } from './localeStorage';

export function* saveLocaleSaga(action: ReturnType<typeof localeChosen>) {
  const storage = yield* call(getBrowserStorage);
  if (storage !== undefined) yield* call(saveLocale, storage, action.payload);
}

export function* watchLocaleChosen() {
  yield* takeLatest(localeChosen.type, saveLocaleSaga);
}
