import {
  CALL_TIMEOUT_MS,
  CHANNEL_QUICK_RECONNECT_ATTEMPTS,
  HEARTBEAT_INTERVAL_MS,
  LONG_POLL_FALLBACK_MS,
  LONG_POLL_TIMEOUT_MS,
  callTimeoutMs,
  channelReconnectDelayMs,
  reconnectAfterMs,
  rejoinAfterMs,
  requestRetryDelayMs,
} from '../../../../src/features/connection/liveTimings';

describe('live channel timings', () => {
  it('waits 120 s for an AI product and 10 s for any other request', () => {
    expect(callTimeoutMs('ai.use_ai_product')).toBe(120_000);
    expect(callTimeoutMs('ai.list_responses')).toBe(10_000);
    expect(callTimeoutMs('ai.get_response')).toBe(10_000);
    expect(callTimeoutMs('file.list_recent')).toBe(10_000);
  });

  it('uses the call timeout, heartbeat, long-poll timeout and fallback of the spec', () => {
    expect(CALL_TIMEOUT_MS).toBe(10_000);
    expect(HEARTBEAT_INTERVAL_MS).toBe(30_000);
    expect(LONG_POLL_TIMEOUT_MS).toBe(20_000);
    expect(LONG_POLL_FALLBACK_MS).toBe(2_500);
  });

  it('rejoins after 1000, 2000, 5000, then 10000 ms', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(rejoinAfterMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000, 10000]);
  });

  it('reconnects the socket after 10, 50, 100, 150, 200, 250, 500, 1000, 2000, then 5000 ms', () => {
    const tries = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100];
    expect(tries.map(reconnectAfterMs)).toEqual([10, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000, 5000, 5000]);
  });

  it('reconnects a closed channel after 250 ms for the first three attempts, whatever the random', () => {
    expect(CHANNEL_QUICK_RECONNECT_ATTEMPTS).toBe(3);
    for (const attempt of [1, 2, 3]) {
      expect(channelReconnectDelayMs(attempt, 0)).toBe(250);
      expect(channelReconnectDelayMs(attempt, 0.99)).toBe(250);
    }
  });

  it('then waits 2 s plus up to 5 s of random', () => {
    expect(channelReconnectDelayMs(4, 0)).toBe(2000);
    expect(channelReconnectDelayMs(4, 0.5)).toBe(4500);
    expect(channelReconnectDelayMs(9, 0.9999)).toBe(6999);
  });

  it('retries a request made while not joined after 0.5 s to 1.5 s', () => {
    expect(requestRetryDelayMs(0)).toBe(500);
    expect(requestRetryDelayMs(0.5)).toBe(1000);
    expect(requestRetryDelayMs(0.9999)).toBe(1499);
  });
});
