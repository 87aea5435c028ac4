// How many new changes one account may make per minute. Each change keeps its answer for 48 h (answerStore.ts),
// so a client that sends changes as fast as its socket allows (100 events a second) would pile up rows faster
// than anything a person does. The bound is far above a person's pace and above a long offline queue sent again
// at once; past it, a change is answered `rate_limited` and leaves nothing behind, so the same uuid may be sent
// again later.
//
// Counted in the process, per account, in fixed one-minute windows: with N processes an account gets up to N
// times the bound, which still bounds what it stores.

/** New changes one account may make in a minute (a repeat of an answered uuid is not a new change). */
export const CHANGES_PER_MINUTE = 600;

const WINDOW_MS = 60_000;

export interface ChangeRate {
  /** Counts one new change of the account now; answers false when the account is past its bound. */
  admit(accountId: string, now: Date): boolean;
}

export function createChangeRate(perMinute: number = CHANGES_PER_MINUTE): ChangeRate {
  const windows = new Map<string, { readonly startedAt: number; count: number }>();
  let sweptAt = 0;

  /** Forgets the windows that ended, at most once a window, so the map holds only accounts active lately. */
  function sweep(nowMs: number): void {
    if (nowMs - sweptAt < WINDOW_MS) return;
    sweptAt = nowMs;
    for (const [accountId, window] of windows) {
      if (nowMs - window.startedAt >= WINDOW_MS) windows.delete(accountId);
    }
  }

  return {
    admit(accountId, now) {
      const nowMs = now.getTime();
      sweep(nowMs);
      const window = windows.get(accountId);
      if (window === undefined || nowMs - window.startedAt >= WINDOW_MS) {
        windows.set(accountId, { startedAt: nowMs, count: 1 });
        return perMinute >= 1;
      }
      if (window.count >= perMinute) return false;
      window.count += 1;
      return true;
    },
  };
}
