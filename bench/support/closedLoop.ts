// Closed-loop load on sockets: every client keeps exactly one frame in flight and sends the next as soon as
// the answer to the last one arrives. Answers are matched by the `uuid` of the payload, which both the
// app's response and a bare echo of the request carry.
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WireClient, WireFrame } from './wireClient';

/** One socket and how to build its next frame for a fresh uuid. */
export interface LoopClient {
  readonly client: WireClient;
  readonly frameFor: (uuid: string, ref: string) => WireFrame;
}

export interface LoopResult {
  /** Round trips completed inside the measured window. */
  readonly completed: number;
  readonly seconds: number;
  /** Frames the server refused (its per-socket rate limit); each was sent again after a pause. */
  readonly refused: number;
}

/** After a refusal, wait this long: the server's token bucket refills 100 tokens per second. */
const REFUSAL_PAUSE_MS = 10;
const ANSWER_TIMEOUT_MS = 10_000;

interface Outcome {
  readonly refused: boolean;
}

/** Adds up the rounds of one side. */
export function totalOf(results: readonly LoopResult[]): LoopResult {
  return results.reduce((total, result) => ({
    completed: total.completed + result.completed,
    seconds: total.seconds + result.seconds,
    refused: total.refused + result.refused,
  }), { completed: 0, seconds: 0, refused: 0 });
}

/** Runs every client's loop for `warmupMs` (not counted), then counts for `countedMs`. */
export async function runClosedLoop(clients: readonly LoopClient[], warmupMs: number, countedMs: number): Promise<LoopResult> {
  const startedAt = performance.now();
  const measureFrom = startedAt + warmupMs;
  const measureUntil = measureFrom + countedMs;
  const seconds = countedMs / 1000;
  let completed = 0;
  let refused = 0;
  const loop = async ({ client, frameFor }: LoopClient): Promise<void> => {
    const exchange = answerMatcher(client);
    while (performance.now() < measureUntil) {
      const outcome = await exchange(frameFor);
      const now = performance.now();
      if (outcome.refused) {
        refused += 1;
        await sleep(REFUSAL_PAUSE_MS);
      } else if (now >= measureFrom && now < measureUntil) {
        completed += 1;
      }
    }
  };
  await Promise.all(clients.map(loop));
  return { completed, seconds, refused };
}

/** Sends one frame on `client` and resolves when its answer (or its refusal) arrives. */
function answerMatcher(client: WireClient): (frameFor: LoopClient['frameFor']) => Promise<Outcome> {
  let pending: { uuid: string; ref: string; settle: (outcome: Outcome) => void; fail: (error: Error) => void } | undefined;
  client.onFrame(([, ref, , event, payload]) => {
    if (pending === undefined) return;
    if (event === 'phx_reply') {
      // The app acknowledges a request first; only a refusal of it matters here.
      const status = (payload as { status?: unknown }).status;
      if (ref === pending.ref && status !== 'ok') {
        const { settle } = pending;
        pending = undefined;
        settle({ refused: true });
      }
      return;
    }
    const answer = payload as { uuid?: unknown; error?: unknown };
    if (answer.uuid !== pending.uuid) return;
    const { settle, fail } = pending;
    pending = undefined;
    if (answer.error === undefined) settle({ refused: false });
    else fail(new Error(`the request was answered with an error: ${JSON.stringify(answer.error)}`));
  });
  return (frameFor) =>
    new Promise<Outcome>((resolve, reject) => {
      const uuid = crypto.randomUUID();
      const ref = client.makeRef();
      const timer = setTimeout(() => {
        pending = undefined;
        reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`));
      }, ANSWER_TIMEOUT_MS);
      pending = {
        uuid,
        ref,
        settle: (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      client.send(frameFor(uuid, ref));
    });
}

/** Takes turns, `rounds` times: each side in order runs its loop; answers each side's totals, in order. */
export async function alternateClosedLoops(
  sides: readonly (readonly LoopClient[])[],
  options: { rounds: number; warmupMs: number; roundMs: number },
): Promise<LoopResult[]> {
  const results = sides.map((): LoopResult[] => []);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, clients] of sides.entries()) {
      results[index]?.push(await runClosedLoop(clients, options.warmupMs, options.roundMs));
    }
  }
  return results.map(totalOf);
}
