import { Socket } from 'phoenix';
import { SOCKET_TOKEN_PARAM } from '../../../../contract';
import { createSocket, preconnectSocket, socketOptions } from '../../../../src/features/connection/socketFactory';

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

describe('a socket connected ahead by the entry', () => {
  // Phoenix's own Socket, kept off the network: what matters is which socket is connected and closed.
  let connect: jest.SpiedFunction<Socket['connect']>;
  let disconnect: jest.SpiedFunction<Socket['disconnect']>;
  beforeEach(() => {
    jest.useFakeTimers();
    connect = jest.spyOn(Socket.prototype, 'connect').mockImplementation(() => undefined);
    disconnect = jest.spyOn(Socket.prototype, 'disconnect').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // Whatever a test left connected ahead is claimed, so the next test starts with none.
    createSocket('');
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const tokenOf = (socket: Socket) => new URL(socket.endPointURL()).searchParams.get('user_token');

  it('is the one the store gets for the same token, once', () => {
    preconnectSocket('token-123');
    expect(connect).toHaveBeenCalledTimes(1);
    const ahead = connect.mock.contexts[0];
    const taken = createSocket('token-123');
    expect(taken).toBe(ahead);
    const next = createSocket('token-123');
    expect(next).not.toBe(ahead);
    expect(tokenOf(next)).toBe('token-123');
    expect(disconnect).not.toHaveBeenCalled();
  });

  it('is closed when the store asks for another token', () => {
    preconnectSocket('token-123');
    const ahead = connect.mock.contexts[0];
    const taken = createSocket('token-456');
    expect(taken).not.toBe(ahead);
    expect(tokenOf(taken)).toBe('token-456');
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(disconnect.mock.contexts[0]).toBe(ahead);
  });

  it('is closed when nothing takes it within 10 s, and not once taken', () => {
    preconnectSocket('token-123');
    jest.advanceTimersByTime(9_999);
    expect(disconnect).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(createSocket('token-123')).not.toBe(connect.mock.contexts[0]);

    preconnectSocket('token-123');
    createSocket('token-123');
    jest.advanceTimersByTime(10_000);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
