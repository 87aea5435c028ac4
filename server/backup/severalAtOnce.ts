// Copying many small files is mostly waiting for the disk to flush each one: a few copies at once overlap
// those waits (measured in backUpDeployment.ts).
export const COPIES_AT_ONCE = 8;

/**
 * Runs `work` on every item, at most `limit` at once. After a failure it starts no more, waits for those under
 * way (so that a caller cleaning up after it finds nothing still being written), and rejects with the failure.
 */
export async function forEachSeveralAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
}
