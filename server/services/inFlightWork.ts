// Work that must end with the server rather than be cut off by it (an AI generation: stopped, it refunds its
// charge). Closing aborts the signal, then waits for every piece of work tracked so far to settle, while the
// database is still open.
export interface InFlightWork {
  /** Aborted when the server starts closing. */
  readonly signal: AbortSignal;
  /** Keeps `work` in view until it settles; answers it unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Aborts the signal and resolves once everything tracked has settled. */
  stop(): Promise<void>;
}

export function createInFlightWork(): InFlightWork {
  const controller = new AbortController();
  const running = new Set<Promise<unknown>>();
  return {
    signal: controller.signal,
    track(work) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.finally(() => running.delete(settled));
      return work;
    },
    async stop() {
      controller.abort(new Error('the server is closing'));
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
