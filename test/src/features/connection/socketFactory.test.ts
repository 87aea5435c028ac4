import { SOCKET_TOKEN_PARAM } from '../../../../contract';
import { createSocket, socketOptions } from '../../../../src/features/connection/socketFactory';

describe('socketOptions', () => {
  const options = socketOptions('token-123');

  it('passes the login token as the user_token param', () => {
    expect(SOCKET_TOKEN_PARAM).toBe('user_token');
    expect(options.params).toEqual({ user_token: 'token-123' });
  });

  it('sets the call timeout, heartbeat, long-poll timeout and LongPoll fallback', () => {
    expect(options.timeout).toBe(10_000);
    expect(options.heartbeatIntervalMs).toBe(30_000);
    expect(options.longpollerTimeout).toBe(20_000);
    expect(options.longPollFallbackMs).toBe(2_500);
  });

  it('gives Phoenix the rejoin delays for each try', () => {
    const rejoin = options.rejoinAfterMs!;
    expect([1, 2, 3, 4, 5].map((tries) => rejoin(tries))).toEqual([1000, 2000, 5000, 10000, 10000]);
  });

  it('gives Phoenix the socket reconnect delays for each try', () => {
    const reconnect = options.reconnectAfterMs!;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((tries) => reconnect(tries))).toEqual([
      10, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000, 5000,
    ]);
  });
});

describe('createSocket', () => {
  // The real Phoenix Socket, built but never connected: its own fields show what it will do.
  const socket = createSocket('token-123') as unknown as {
    endPointURL(): string;
    timeout: number;
    heartbeatIntervalMs: number;
    longpollerTimeout: number;
    longPollFallbackMs: number;
    reconnectAfterMs(tries: number): number;
    reconnectTimer: { timerCalc(tries: number): number };
    channel(topic: string): { rejoinTimer: { timerCalc(tries: number): number } };
    isConnected(): boolean;
  };

  it('points at /user_socket with the token and protocol version 2', () => {
    const url = new URL(socket.endPointURL());
    expect(url.pathname).toBe('/user_socket/websocket');
    expect(url.searchParams.get('user_token')).toBe('token-123');
    expect(url.searchParams.get('vsn')).toBe('2.0.0');
    expect(socket.isConnected()).toBe(false);
  });

  it('runs Phoenix with our timings', () => {
    expect(socket.timeout).toBe(10_000);
    expect(socket.heartbeatIntervalMs).toBe(30_000);
    expect(socket.longpollerTimeout).toBe(20_000);
    expect(socket.longPollFallbackMs).toBe(2_500);
    expect([1, 9, 10].map((tries) => socket.reconnectTimer.timerCalc(tries))).toEqual([10, 2000, 5000]);
    const channel = socket.channel('user:someone');
    expect([1, 2, 3, 4].map((tries) => channel.rejoinTimer.timerCalc(tries))).toEqual([1000, 2000, 5000, 10000]);
  });
});
