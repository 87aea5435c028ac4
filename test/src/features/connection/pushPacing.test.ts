// The allowance of the channel's pushes: a burst, then a steady pace, both under the server's bound on what one
// socket sends, with room left for the frames Phoenix sends by itself.
import { SOCKET_EVENTS_PER_SECOND } from '../../../../contract';
import { PUSH_BURST, PUSHES_PER_SECOND } from '../../../../src/features/connection/liveTimings';
import { afterPush, fullAllowance, msUntilNextPush, type PushAllowance } from '../../../../src/features/connection/pushPacing';

const START = 1_800_000_000_000;

/** When each push of a sender that always has something to send goes, over `durationMs`. */
function greedyPushTimes(durationMs: number): number[] {
  const times: number[] = [];
  let allowance: PushAllowance = fullAllowance(START);
  let now = START;
  while (now < START + durationMs) {
    const waitMs = msUntilNextPush(allowance, now);
    if (waitMs > 0) {
      now += waitMs;
      continue;
    }
    allowance = afterPush(allowance, now);
    times.push(now);
  }
  return times;
}

function mostInOneSecond(times: readonly number[]): number {
  let most = 0;
  let first = 0;
  times.forEach((time, last) => {
    while (time - (times[first] ?? time) >= 1000) first += 1;
    most = Math.max(most, last - first + 1);
  });
  return most;
}

describe('the pace of pushes', () => {
  it('is half the server’s bound, after a burst of a fifth of it', () => {
    expect(PUSHES_PER_SECOND).toBe(SOCKET_EVENTS_PER_SECOND / 2);
    expect(PUSH_BURST).toBe(SOCKET_EVENTS_PER_SECOND / 5);
  });

  it('lets a burst go at once, then one push every 1000 / PUSHES_PER_SECOND ms', () => {
    const times = greedyPushTimes(2000);
    expect(times.slice(0, PUSH_BURST)).toEqual(Array.from({ length: PUSH_BURST }, () => START));
    const gaps = times.slice(PUSH_BURST).map((time, index) => time - (times[PUSH_BURST - 1 + index] ?? time));
    expect(new Set(gaps)).toEqual(new Set([1000 / PUSHES_PER_SECOND]));
  });

  it('never sends more than the burst and one second of pace within a second: well under the server’s bound', () => {
    const most = mostInOneSecond(greedyPushTimes(10_000));
    expect(most).toBeLessThanOrEqual(PUSH_BURST + PUSHES_PER_SECOND);
    expect(most).toBeLessThan(SOCKET_EVENTS_PER_SECOND);
  });

  it('fills up again after a quiet spell, to the burst and no more', () => {
    let allowance = fullAllowance(START);
    for (let push = 0; push < PUSH_BURST; push += 1) allowance = afterPush(allowance, START);
    expect(msUntilNextPush(allowance, START)).toBe(1000 / PUSHES_PER_SECOND);
    const later = START + 60_000;
    for (let push = 0; push < PUSH_BURST; push += 1) {
      expect(msUntilNextPush(allowance, later)).toBe(0);
      allowance = afterPush(allowance, later);
    }
    expect(msUntilNextPush(allowance, later)).toBeGreaterThan(0);
  });

  it('gives nothing for a clock set back', () => {
    let allowance = fullAllowance(START);
    for (let push = 0; push < PUSH_BURST; push += 1) allowance = afterPush(allowance, START);
    expect(msUntilNextPush(allowance, START - 60_000)).toBe(1000 / PUSHES_PER_SECOND);
    expect(msUntilNextPush(allowance, START + 1000 / PUSHES_PER_SECOND)).toBe(0);
  });
});
