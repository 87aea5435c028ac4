import { all, call } from 'typed-redux-saga';
import { watchFileCache } from './filesSaga';
import { watchFileTransfers } from './fileTransfersSaga';

/** Root saga of the feature: the cache over the live channel, and the HTTP transfers. */
export function* watchFiles() {
  yield* all([call(watchFileCache), call(watchFileTransfers)]);
}
