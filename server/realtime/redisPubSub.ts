// Fan-out between server processes over Redis pub/sub. Each process holds one subscriber connection (a Redis
// connection in subscriber mode can do nothing else) and publishes through another, shared with its other
// Redis work. A topic is subscribed in Redis once per process, however many local handlers it has.
import type { Redis } from 'ioredis';
import type { PubSub, PubSubHandler, PubSubMessage, Unsubscribe } from './pubsub';

export interface RedisPubSubOptions {
  /** Publishes; any connection not in subscriber mode. */
  readonly publisher: Redis;
  /** Used for SUBSCRIBE only, from now on; the adapter owns its listeners. */
  readonly subscriber: Redis;
  /** Prefix of the Redis channel names, so that several apps (or test runs) can share one Redis. */
  readonly channelPrefix: string;
  readonly onHandlerError?: (error: unknown) => void;
  /** A message on our channels that is not one of ours (another app, a newer version): logged and dropped. */
  readonly onMalformedMessage?: (channel: string) => void;
}

interface TopicSubscription {
  readonly handlers: Set<PubSubHandler>;
  /** Settles once Redis confirmed the SUBSCRIBE that made this entry. */
  readonly confirmed: Promise<void>;
}

export function createRedisPubSub(options: RedisPubSubOptions): PubSub {
  const { publisher, subscriber, channelPrefix } = options;
  const subscriptions = new Map<string, TopicSubscription>();

  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const subscription = subscriptions.get(channel.slice(channelPrefix.length));
    if (subscription === undefined) return;
    const message = parseMessage(text);
    if (message === undefined) {
      options.onMalformedMessage?.(channel);
      return;
    }
    // Copy the set: a handler may unsubscribe while we iterate.
    for (const handler of [...subscription.handlers]) {
      try {
        handler(message);
      } catch (error) {
        options.onHandlerError?.(error);
      }
    }
  });

  function subscriptionOf(topic: string): TopicSubscription {
    const existing = subscriptions.get(topic);
    if (existing !== undefined) return existing;
    const created: TopicSubscription = {
      handlers: new Set(),
      confirmed: subscriber.subscribe(channelPrefix + topic).then(
        () => undefined,
        (error: unknown) => {
          if (subscriptions.get(topic) === created) subscriptions.delete(topic);
          throw error;
        },
      ),
    };
    subscriptions.set(topic, created);
    return created;
  }

  return {
    spansProcesses: true,
    async publish(topic, message) {
      await publisher.publish(channelPrefix + topic, JSON.stringify(message));
    },

    async subscribe(topic, handler) {
      const subscription = subscriptionOf(topic);
      // Wrap so that subscribing the same function twice gives two independent subscriptions.
      const entry: PubSubHandler = (message) => {
        handler(message);
      };
      subscription.handlers.add(entry);
      try {
        await subscription.confirmed;
      } catch (error) {
        subscription.handlers.delete(entry);
        throw error;
      }
      const unsubscribe: Unsubscribe = () => {
        if (!subscription.handlers.delete(entry) || subscription.handlers.size > 0) return;
        if (subscriptions.get(topic) !== subscription) return;
        subscriptions.delete(topic);
        // Commands on one connection run in order: a later SUBSCRIBE of the topic lands after this.
        subscriber.unsubscribe(channelPrefix + topic).catch(() => undefined);
      };
      return unsubscribe;
    },
  };
}

function parseMessage(text: string): PubSubMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as Record<string, unknown>;
  if (typeof candidate.event !== 'string') return undefined;
  if (typeof candidate.binary === 'string') return { event: candidate.event, binary: candidate.binary };
  return { event: candidate.event, payload: candidate.payload };
}
