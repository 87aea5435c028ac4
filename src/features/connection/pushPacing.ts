// How many pushes the channel may send now: a token bucket that fills at PUSHES_PER_SECOND up to PUSH_BURST
// (liveTimings.ts). Plain values and functions of the time, so that the saga sending the pushes keeps the state
// and reads the clock through an effect.
import { PUSH_BURST, PUSHES_PER_SECOND } from './liveTimings';

export interface PushAllowance {
  /** Pushes that may go at once; a fraction fills with time. */
  readonly tokens: number;
  /** Epoch milliseconds when `tokens` was counted. */
  readonly at: number;
}

// Tokens are sums of fractions: 0.9999999 must count as the whole token it stands for.
const ROUNDING = 1e-9;

/** A channel that sent nothing yet may send a whole burst. */
export function fullAllowance(now: number): PushAllowance {
  return { tokens: PUSH_BURST, at: now };
}

function refilled(allowance: PushAllowance, now: number): PushAllowance {
  // A clock set back gives nothing, and never takes back what was given.
  const elapsedMs = Math.max(0, now - allowance.at);
  return {
    tokens: Math.min(PUSH_BURST, allowance.tokens + (elapsedMs * PUSHES_PER_SECOND) / 1000),
    at: Math.max(now, allowance.at),
  };
}

/** Milliseconds until one push may go; 0 when it may go now. */
export function msUntilNextPush(allowance: PushAllowance, now: number): number {
  const missing = 1 - refilled(allowance, now).tokens;
  return missing <= ROUNDING ? 0 : Math.ceil((missing * 1000) / PUSHES_PER_SECOND);
}

/** The allowance left once a push went at `now`, when msUntilNextPush said it may. */
export function afterPush(allowance: PushAllowance, now: number): PushAllowance {
  const current = refilled(allowance, now);
  return { tokens: Math.max(0, current.tokens - 1), at: current.at };
}
