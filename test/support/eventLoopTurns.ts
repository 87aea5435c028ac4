// Counting the event loop's turns while some work runs: a test that the work lets others run, without timing it.

/** Runs `work` while a chain of setImmediate callbacks counts the turns the event loop got meanwhile. */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let running = true;
  const tick = (): void => {
    if (!running) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  const result = await work();
  running = false;
  return { result, turns };
}
