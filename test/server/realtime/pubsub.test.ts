import { createInProcessPubSub, type PubSubMessage } from '../../../server/realtime/pubsub';
import { topicMatches } from '../../../server/realtime/socket';

describe('in-process pubsub', () => {
  test('delivers to every subscriber of the topic, in publish order, and stops after unsubscribe', async () => {
    const pubsub = createInProcessPubSub();
    const first: PubSubMessage[] = [];
    const second: PubSubMessage[] = [];
    const unsubscribeFirst = await pubsub.subscribe('room:1', (message) => first.push(message));
    await pubsub.subscribe('room:1', (message) => second.push(message));
    await pubsub.subscribe('room:2', () => {
      throw new Error('must not be called');
    });

    await pubsub.publish('room:1', { event: 'a', payload: { n: 1 } });
    await pubsub.publish('room:1', { event: 'b', binary: 'AQI=' });
    unsubscribeFirst();
    await pubsub.publish('room:1', { event: 'c', payload: {} });

    expect(first.map((message) => message.event)).toEqual(['a', 'b']);
    expect(second.map((message) => message.event)).toEqual(['a', 'b', 'c']);
  });

  test('a failing subscriber does not keep the message from the others', async () => {
    const errors: unknown[] = [];
    const pubsub = createInProcessPubSub({ onHandlerError: (error) => errors.push(error) });
    const received: string[] = [];
    await pubsub.subscribe('t', () => {
      throw new Error('boom');
    });
    await pubsub.subscribe('t', (message) => received.push(message.event));

    await pubsub.publish('t', { event: 'e', payload: {} });

    expect(received).toEqual(['e']);
    expect(errors).toHaveLength(1);
  });
});

describe('channel patterns', () => {
  test.each([
    ['user:*', 'user:42', true],
    ['user:*', 'user:', true],
    ['user:*', 'users:42', false],
    ['lobby', 'lobby', true],
    ['lobby', 'lobby:1', false],
  ])('%s matches %s: %s', (pattern, topic, expected) => {
    expect(topicMatches(pattern, topic)).toBe(expected);
  });
});
