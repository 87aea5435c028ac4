// How long work held the event loop: the longest gap between two turns of a setImmediate chain that runs while
// the work does, the longest stretch of synchronous work (SQLite's calls included) that kept everything else
// waiting.

/** The longest gap between two turns of the event loop while `work` runs, in ms. */
export async function longestHold(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const turn = (): void => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  try {
    await work();
  } finally {
    running = false;
  }
  // The stretch from the last turn to the end of the work counts too.
  return Math.max(longest, performance.now() - last);
}
