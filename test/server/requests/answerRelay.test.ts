import crypto from 'node:crypto';
import type { AnswerEnvelope } from '../../../contract';
import { createInProcessPubSub, type PubSub } from '../../../server/realtime';
import { answersTopic, createAnswerRelay } from '../../../server/requests/answerRelay';

/** The in-process pubsub, counting the subscriptions open on each topic. */
function countingPubSub(): PubSub & { open: (topic: string) => number } {
  const inner = createInProcessPubSub();
  const openByTopic = new Map<string, number>();
  const change = (topic: string, by: number) => openByTopic.set(topic, (openByTopic.get(topic) ?? 0) + by);
  return {
    spansProcesses: inner.spansProcesses,
    publish: (topic, message) => inner.publish(topic, message),
    async subscribe(topic, handler) {
      const unsubscribe = await inner.subscribe(topic, handler);
      change(topic, 1);
      return () => {
        change(topic, -1);
        unsubscribe();
      };
    },
    open: (topic) => openByTopic.get(topic) ?? 0,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the answer relay', () => {
  const accountId = crypto.randomUUID();
  const topic = answersTopic(accountId);

  it('hands an answer published by one process to the waits of its uuid in another, once, then stops listening', async () => {
    const pubsub = countingPubSub();
    const [processA, processB] = [createAnswerRelay(pubsub), createAnswerRelay(pubsub)];
    const uuid = crypto.randomUUID();
    const heard: AnswerEnvelope[][] = [[], []];
    await processB.waitFor(accountId, uuid, (answer) => heard[0]!.push(answer), 60_000);
    await processB.waitFor(accountId, uuid, (answer) => heard[1]!.push(answer), 60_000);
    expect(pubsub.open(topic)).toBe(1);

    await processA.publish(accountId, { uuid: crypto.randomUUID(), data: 'another request' });
    await processA.publish(crypto.randomUUID(), { uuid, data: 'another account' });
    await processA.publish(accountId, { uuid, data: 'success' });
    await processA.publish(accountId, { uuid, data: 'success again' });
    await settle();
    expect(heard).toEqual([[{ uuid, data: 'success' }], [{ uuid, data: 'success' }]]);
    expect(pubsub.open(topic)).toBe(0);
  });

  it('drops a wait stopped or past its time, and stops listening with the last one', async () => {
    const pubsub = countingPubSub();
    const relay = createAnswerRelay(pubsub);
    const [stopped, expired] = [crypto.randomUUID(), crypto.randomUUID()];
    const heard: AnswerEnvelope[] = [];
    const stop = await relay.waitFor(accountId, stopped, (answer) => heard.push(answer), 60_000);
    await relay.waitFor(accountId, expired, (answer) => heard.push(answer), 10);
    stop();
    expect(pubsub.open(topic)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pubsub.open(topic)).toBe(0);

    await relay.publish(accountId, { uuid: stopped, data: 'success' });
    await relay.publish(accountId, { uuid: expired, data: 'success' });
    expect(heard).toEqual([]);
  });

  it('rejects a wait whose subscription fails, keeping nothing of it', async () => {
    let attempts = 0;
    const failing: PubSub = {
      spansProcesses: true,
      publish: () => Promise.resolve(),
      subscribe: () => {
        attempts += 1;
        return Promise.reject(new Error('redis down'));
      },
    };
    const relay = createAnswerRelay(failing);
    await expect(relay.waitFor(accountId, crypto.randomUUID(), () => undefined, 60_000)).rejects.toThrow('redis down');
    // The failed subscription is not kept: the next wait subscribes again.
    await expect(relay.waitFor(accountId, crypto.randomUUID(), () => undefined, 60_000)).rejects.toThrow('redis down');
    expect(attempts).toBe(2);
  });
});
