import type { ChannelState } from 'phoenix';
import {
  channelReconnectScheduled,
  channelStateChanged,
  closed,
  connectionSlice,
  connectionStatusOf,
  opened,
  selectConnectionStatus,
  selectIsChannelJoined,
  type ConnectionState,
} from '../../../../src/features/connection/connectionSlice';

const reducer = connectionSlice.reducer;
const initial = reducer(undefined, { type: '@@init' });

function withChannel(channelState: ChannelState | null, reconnectScheduled = false): ConnectionState {
  return { channelState, reconnectScheduled, topic: 'user:u1' };
}

describe('connection status', () => {
  it.each([
    ['joined', false, 'connected'],
    ['joining', false, 'connecting'],
    ['errored', false, 'disconnected'],
    ['closed', false, 'disconnected'],
    ['closed', true, 'connecting'],
    ['leaving', false, 'disconnected'],
    [null, false, 'disconnected'],
  ] as const)('channel %s (reconnect scheduled: %s) shows %s', (channelState, reconnectScheduled, status) => {
    expect(connectionStatusOf(withChannel(channelState, reconnectScheduled))).toBe(status);
  });

  it('is disconnected before any socket exists', () => {
    expect(selectConnectionStatus({ connection: initial })).toBe('disconnected');
    expect(selectIsChannelJoined({ connection: initial })).toBe(false);
  });
});

describe('connectionSlice', () => {
  it('follows the channel state and tells joined apart', () => {
    const joining = reducer(reducer(initial, opened({ topic: 'user:u1' })), channelStateChanged('joining'));
    expect(joining).toEqual({ channelState: 'joining', reconnectScheduled: false, topic: 'user:u1' });
    const joined = reducer(joining, channelStateChanged('joined'));
    expect(selectIsChannelJoined({ connection: joined })).toBe(true);
    expect(selectConnectionStatus({ connection: joined })).toBe('connected');
  });

  it('shows connecting while a closed channel waits for its reconnection, until the next state', () => {
    const closedChannel = reducer(withChannel('joined'), channelStateChanged('closed'));
    expect(selectConnectionStatus({ connection: closedChannel })).toBe('disconnected');
    const waiting = reducer(closedChannel, channelReconnectScheduled({ attempt: 1, delayMs: 250 }));
    expect(selectConnectionStatus({ connection: waiting })).toBe('connecting');
    expect(reducer(waiting, channelStateChanged('joining')).reconnectScheduled).toBe(false);
  });

  it('forgets everything when the socket is closed', () => {
    expect(reducer(withChannel('joined'), closed())).toEqual(initial);
    expect(initial).toEqual({ channelState: null, reconnectScheduled: false, topic: null });
  });
});
