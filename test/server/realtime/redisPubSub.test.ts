// The Redis pubsub adapter against a real Redis (REDIS_URL): two adapters with connections of their own stand
// for two server processes.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { PubSub, PubSubMessage } from '../../../server/realtime';
import { createRedisPubSub } from '../../../server/realtime/redisPubSub';
import { describeWithRedis, testRedisUrl } from '../../support/environment';
import { waitFor } from './support/testServer';

if (testRedisUrl === undefined) console.log('SKIPPED Redis pubsub tests: REDIS_URL is not set (e.g. redis://127.0.0.1:6379)');

describeWithRedis('Redis pubsub', () => {
  const connections: Redis[] = [];
  let channelPrefix: string;
  let errors: unknown[];
  let malformed: string[];

  function connect(): Redis {
    const connection = new Redis(testRedisUrl ?? '');
    connections.push(connection);
    return connection;
  }

  /** An adapter with connections of its own, as in one server process. */
  function processPubSub(): PubSub {
    return createRedisPubSub({
      publisher: connect(),
      subscriber: connect(),
      channelPrefix,
      onHandlerError: (error) => errors.push(error),
      onMalformedMessage: (channel) => malformed.push(channel),
    });
  }

  beforeEach(() => {
    channelPrefix = `pubsub-test-${crypto.randomBytes(4).toString('hex')}:`;
    errors = [];
    malformed = [];
  });

  afterEach(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.quit()));
  });

  test('a message published right after subscribe resolves reaches the other process, in order, binary included', async () => {
    const receiver = processPubSub();
    const sender = processPubSub();
    const received: PubSubMessage[] = [];
    await receiver.subscribe('user:1', (message) => received.push(message));

    const messages: PubSubMessage[] = [
      ...Array.from({ length: 50 }, (_, n) => ({ event: 'seq', payload: { n } })),
      { event: 'bin', binary: Buffer.from([0, 1, 255]).toString('base64') },
    ];
    for (const message of messages) await sender.publish('user:1', message);
    await sender.publish('user:2', { event: 'elsewhere', payload: {} });

    await waitFor(() => received.length === messages.length, 'every message');
    expect(received).toEqual(messages);
    expect(receiver.spansProcesses).toBe(true);
  });

  test('one Redis subscription per topic per process, kept while any local handler remains', async () => {
    const pubsub = processPubSub();
    const observer = connect();
    const channel = `${channelPrefix}user:7`;
    const subscribers = async (): Promise<number> => {
      const [, count] = (await observer.pubsub('NUMSUB', channel)) as [string, number];
      return count;
    };
    const first: string[] = [];
    const second: string[] = [];
    const unsubscribeFirst = await pubsub.subscribe('user:7', (message) => first.push(message.event));
    const unsubscribeSecond = await pubsub.subscribe('user:7', (message) => second.push(message.event));
    expect(await subscribers()).toBe(1);

    unsubscribeFirst();
    await pubsub.publish('user:7', { event: 'after-first-left', payload: {} });
    await waitFor(() => second.length === 1, 'the remaining handler');
    expect(first).toEqual([]);
    expect(await subscribers()).toBe(1);

    unsubscribeSecond();
    // The UNSUBSCRIBE leaves on the subscriber connection; Redis has applied it once another command answers.
    let remaining = await subscribers();
    for (let attempt = 0; attempt < 100 && remaining > 0; attempt += 1) remaining = await subscribers();
    expect(remaining).toBe(0);

    // Subscribing again after the last left works, however quickly it follows.
    const third: string[] = [];
    await pubsub.subscribe('user:7', (message) => third.push(message.event));
    await pubsub.publish('user:7', { event: 'again', payload: {} });
    await waitFor(() => third.length === 1, 'the new subscription');
    expect(await subscribers()).toBe(1);
  });

  test('a failing handler does not keep the message from the others; foreign messages are dropped', async () => {
    const pubsub = processPubSub();
    const received: string[] = [];
    await pubsub.subscribe('t', () => {
      throw new Error('boom');
    });
    await pubsub.subscribe('t', (message) => received.push(message.event));

    await connect().publish(`${channelPrefix}t`, 'not json');
    await pubsub.publish('t', { event: 'e', payload: {} });

    await waitFor(() => received.length === 1, 'the message');
    expect(received).toEqual(['e']);
    expect(errors).toHaveLength(1);
    expect(malformed).toEqual([`${channelPrefix}t`]);
  });
});
