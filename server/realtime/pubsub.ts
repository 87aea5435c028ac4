// Fan-out of broadcasts by topic. Messages are plain JSON so that an adapter can carry them between
// processes (Redis pub/sub, PostgreSQL NOTIFY); binary payloads travel as base64.

export type PubSubMessage =
  | { readonly event: string; readonly payload: unknown }
  | { readonly event: string; readonly binary: string };

export type PubSubHandler = (message: PubSubMessage) => void;

export type Unsubscribe = () => void;

export interface PubSub {
  /** Whether messages reach other processes; LongPoll sessions are relayed between processes only then. */
  readonly spansProcesses: boolean;
  /** Delivers to every subscriber of the topic, in every process the adapter connects. */
  publish(topic: string, message: PubSubMessage): Promise<void>;
  /** Resolves once messages published afterwards are sure to reach the handler. */
  subscribe(topic: string, handler: PubSubHandler): Promise<Unsubscribe>;
}

/** Single-process adapter: delivers synchronously, in publish order. */
export function createInProcessPubSub(options: { onHandlerError?: (error: unknown) => void } = {}): PubSub {
  const handlersByTopic = new Map<string, Set<PubSubHandler>>();

  return {
    spansProcesses: false,
    publish(topic, message) {
      // Copy the set: a handler may unsubscribe while we iterate.
      for (const handler of [...(handlersByTopic.get(topic) ?? [])]) {
        try {
          handler(message);
        } catch (error) {
          // One failing subscriber must not keep the message from the others.
          options.onHandlerError?.(error);
        }
      }
      return Promise.resolve();
    },
    subscribe(topic, handler) {
      let handlers = handlersByTopic.get(topic);
      if (handlers === undefined) {
        handlers = new Set();
        handlersByTopic.set(topic, handlers);
      }
      // Wrap so that subscribing the same function twice gives two independent subscriptions.
      const subscription: PubSubHandler = (message) => {
        handler(message);
      };
      handlers.add(subscription);
      const unsubscribe: Unsubscribe = () => {
        const current = handlersByTopic.get(topic);
        current?.delete(subscription);
        if (current?.size === 0) handlersByTopic.delete(topic);
      };
      return Promise.resolve(unsubscribe);
    },
  };
}
