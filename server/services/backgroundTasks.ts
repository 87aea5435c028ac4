// Work that runs after the answer is sent, for calls that answer the same whatever happens, so that the
// answer's timing tells nothing either (deciding whether to mail a reset link or a new confirmation link; the
// mail itself is then a job of the durable queue). In process: a task still running when the server stops is
// waited for, one lost to a crash is not retried; the person asks again.
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts the task now; its failure is logged under `name`, never thrown at the caller. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has settled (the server waits for it when closing; tests too). */
  drain(): Promise<void>;
}

export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const settled = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => {
            logger.error({ err: error, task: name }, 'background task failed');
          },
        )
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
