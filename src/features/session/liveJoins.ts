// What the account sagas react to on the live channel: each time it joins, the server may have changed what
// the session holds (the credit balance, the current terms) while this tab was away.
import type { ChannelState } from 'phoenix';
import { channelStateChanged } from '../connection/connectionSlice';

export function isChannelJoined(action: unknown): boolean {
  return channelStateChanged.match(action) && action.payload === ('joined' satisfies ChannelState);
}
