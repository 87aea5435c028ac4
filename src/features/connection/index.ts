// The live channel's public face: the only module other features import from it. Requests go out with
// `liveRequest`, pushes come in through `pushOf(...)` matchers, and a rejoin (pushes possibly missed) is
// announced by `channelRejoined`. The socket's own saga (`watchConnection`, in ./connectionSaga) is started by
// the app's root saga alone, and stays out of this module: importing the live channel's face never loads the
// code that opens sockets.
export { ConnectionStatus } from './ConnectionStatus';
export { connectionSlice, joinRefused, selectConnectionStatus, selectIsChannelJoined } from './connectionSlice';
export { isChannelJoined, isChannelNotJoined, isPush, pushOf, type PushAction, type PushOf } from './pushMatchers';
export { channelRejoined, watchRejoins } from './rejoinSaga';
export { requestErrorOf } from './requests/requestErrorOf';
export { failureMessageOf, RequestFailedError, type RequestFailureCode } from './requests/RequestFailedError';
export { liveRequest } from './requests/requestsSaga';
export { isKeptWhileOffline } from './requests/keptWhileOffline';
export { keptChangeApplied, stillKeptOffline } from './requests/keptChangeApplied';
export {
  requestAbandoned,
  requestAnswered,
  requestFailed,
  requestKeptOffline,
  requestStarted,
  requestsSlice,
  requestTimedOut,
} from './requests/requestsSlice';
