// One push reaching every socket of a topic: timed from just before the publish to the arrival of the push at
// the last socket, on the clock every process of the machine shares (CLOCK_MONOTONIC).
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_PUSH_EVENT } from './serverProtocol';
import type { WireClient } from './wireClient';

/** Publishes push `sequence` to `topic` and answers when it was published (monotonic ms). */
export type Publish = (topic: string, sequence: number) => Promise<number>;

/** Between pushes, so that one push's sends are over before the next is timed. */
const PAUSE_MS = 20;
const ARRIVAL_TIMEOUT_MS = 10_000;

/** Publishes `warmup + pushes` pushes one at a time, numbered from `firstSequence`; answers the timed ones (ms). */
export async function measureFanOut(
  clients: readonly WireClient[],
  publish: Publish,
  options: { topic: string; pushes: number; warmup: number; firstSequence: number },
): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < options.warmup + options.pushes; index += 1) {
    const sequence = options.firstSequence + index;
    const lastArrival = arrivalAtEvery(clients, sequence);
    const publishedAtMs = await publish(options.topic, sequence);
    const lastArrivalMs = await lastArrival;
    if (index >= options.warmup) samples.push(lastArrivalMs - publishedAtMs);
    await sleep(PAUSE_MS);
  }
  return samples;
}

/** Resolves with the time the push of `sequence` reached the last of `clients`. */
function arrivalAtEvery(clients: readonly WireClient[], sequence: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let waiting = clients.length;
    let last = 0;
    const stops = clients.map((client) =>
      client.onFrame(([, , , event, payload], arrivedAtMs) => {
        if (event !== BENCH_PUSH_EVENT || (payload as { credits?: unknown }).credits !== sequence) return;
        last = Math.max(last, arrivedAtMs);
        waiting -= 1;
        if (waiting === 0) finish();
      }),
    );
    const timer = setTimeout(() => {
      for (const stop of stops) stop();
      reject(new Error(`push ${sequence} reached ${clients.length - waiting} of ${clients.length} sockets within ${ARRIVAL_TIMEOUT_MS} ms`));
    }, ARRIVAL_TIMEOUT_MS);
    function finish(): void {
      clearTimeout(timer);
      for (const stop of stops) stop();
      resolve(last);
    }
  });
}
