// At most n calls of a function running at once; the others wait, first come first served. The renderer uses it
// so that its processes' memory adds up to n bounds at most (RENDER_CONCURRENCY, one by default), whatever the
// job queue runs side by side.

export function limitConcurrency<Args extends readonly unknown[], Result>(
  work: (...args: Args) => Promise<Result>,
  concurrency: number,
): (...args: Args) => Promise<Result> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const waiter = waiting.shift();
    // The place passes to the first waiting call, so that no newcomer can take it in between.
    if (waiter === undefined) running -= 1;
    else waiter();
  };
  return async (...args) => {
    if (running < concurrency) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work(...args);
    } finally {
      release();
    }
  };
}
