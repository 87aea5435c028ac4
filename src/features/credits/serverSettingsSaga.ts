// GET /api/settings over HTTP (no token: the same answer for everyone), checked against the contract.
import { call, put, select, takeLeading } from 'typed-redux-saga';
import { API_PATHS } from '../../../contract';
import { loadContractSchemas, preloadContractSchemas } from '../../api/contractSchemas';
import { API_BASE_PATH, apiGet } from '../../api/httpClient';
import { InvalidAnswerError } from '../../api/InvalidAnswerError';
import { currentTimeMs } from '../../common/clock';
import { requestErrorOf } from '../connection';
import { creditsMessages } from './messages';
import {
  selectServerSettings,
  serverSettingsFailed,
  serverSettingsLoaded,
  serverSettingsNeeded,
  serverSettingsStarted,
} from './serverSettingsSlice';

/** `/api/settings` -> `/settings`: the contract spells full paths, the client takes them below its base. */
export const SETTINGS_CLIENT_PATH = API_PATHS.settings.slice(API_BASE_PATH.length);

export function* loadServerSettings() {
  yield* put(serverSettingsStarted());
  yield* call(preloadContractSchemas);
  try {
    const answer = yield* call(apiGet<unknown>, SETTINGS_CLIENT_PATH);
    const { publicSettingsSchema } = yield* call(loadContractSchemas);
    const parsed = publicSettingsSchema.safeParse(answer);
    if (!parsed.success) throw new InvalidAnswerError(API_PATHS.settings);
    const lastUpdated = yield* call(currentTimeMs);
    yield* put(serverSettingsLoaded({ data: parsed.data, lastUpdated }));
  } catch (error) {
    yield* put(serverSettingsFailed(requestErrorOf(error, creditsMessages.settingsFailed)));
  }
}

/** Settings change only when the server restarts: asked once, and again only after a failure. */
export function* fetchServerSettingsSaga() {
  const settings = yield* select(selectServerSettings);
  if (settings.status === 'loading' || settings.status === 'loaded') return;
  yield* call(loadServerSettings);
}

export function* watchServerSettings() {
  // Asked for by what shows them (the menu, from the moment its button is hovered or focused; the pages about
  // credits and AI), not at start: the first screen needs none of them, and checking them needs zod.
  yield* takeLeading(serverSettingsNeeded.match, fetchServerSettingsSaga);
}
