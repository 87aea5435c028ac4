// A LongPoll session lives in the process that created it (its socket, its buffer, its held GET). When a poll
// or a POST reaches another process, that process relays it over the pubsub to the owner, named in the
// session token, and answers with the owner's answer. Each process listens on one topic of its own, which
// carries both the requests it owns and the answers to the requests it relayed.
import { z } from 'zod';
import type { PubSub, PubSubMessage, Unsubscribe } from './pubsub';

/** The JSON body of every LongPoll answer (always HTTP 200; the real status is here). */
export interface PollBody {
  readonly status: number;
  readonly token?: string;
  readonly messages?: readonly string[];
}

const requestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('poll'), token: z.string() }),
  z.object({ kind: z.literal('publish'), token: z.string(), contentType: z.string(), body: z.string() }),
]);
export type RelayedRequest = z.infer<typeof requestSchema>;

const pollBodySchema = z.object({
  status: z.number().int(),
  token: z.string().optional(),
  messages: z.array(z.string()).readonly().optional(),
});

const answerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answered'), body: pollBodySchema }),
  z.object({ kind: z.literal('unknown_session') }),
]);
/** The owner's answer, or that it holds no such session (it ended, or its process is gone). */
export type RelayedAnswer = z.infer<typeof answerSchema>;

const envelopeSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('request'), payload: z.object({ id: z.string(), from: z.string(), request: requestSchema }) }),
  z.object({ event: z.literal('abandon'), payload: z.object({ id: z.string(), from: z.string() }) }),
  z.object({ event: z.literal('answer'), payload: z.object({ id: z.string(), answer: answerSchema }) }),
]);

/** Serves a relayed request; `abandoned` fires when the relaying process's client went away. */
export type RelayedRequestHandler = (request: RelayedRequest, abandoned: AbortSignal) => Promise<RelayedAnswer>;

export interface LongPollRelay {
  readonly nodeId: string;
  /**
   * Relays to the owning node and resolves with its answer; `unknown_session` if none comes within timeoutMs
   * (the owner is gone), so the client starts a new session here.
   */
  forward(owner: string, request: RelayedRequest, timeoutMs: number, abandoned: AbortSignal): Promise<RelayedAnswer>;
  /** Stops listening; relayed requests waiting for an answer resolve `unknown_session`. */
  stop(): void;
}

export interface LongPollRelayOptions {
  readonly pubsub: PubSub;
  readonly nodeId: string;
  readonly serve: RelayedRequestHandler;
  readonly onError: (error: unknown, context: string) => void;
}

interface PendingForward {
  readonly resolve: (answer: RelayedAnswer) => void;
  readonly timer: NodeJS.Timeout;
}

const UNKNOWN_SESSION: RelayedAnswer = { kind: 'unknown_session' };

export function nodeTopic(nodeId: string): string {
  return `realtime:longpoll:${nodeId}`;
}

export async function startLongPollRelay(options: LongPollRelayOptions): Promise<LongPollRelay> {
  const { pubsub, nodeId, serve, onError } = options;
  const pending = new Map<string, PendingForward>();
  // Requests this node serves for others, by `<from>/<id>`, so that an abandon can reach the held poll.
  const serving = new Map<string, AbortController>();
  let nextId = 0;

  const send = (topic: string, message: PubSubMessage, context: string): void => {
    pubsub.publish(topic, message).catch((error: unknown) => {
      onError(error, context);
    });
  };

  const settle = (id: string, answer: RelayedAnswer): void => {
    const forward = pending.get(id);
    if (forward === undefined) return;
    pending.delete(id);
    clearTimeout(forward.timer);
    forward.resolve(answer);
  };

  const handle = (message: PubSubMessage): void => {
    const parsed = envelopeSchema.safeParse(message);
    if (!parsed.success) {
      onError(parsed.error, 'malformed relay message');
      return;
    }
    const envelope = parsed.data;
    if (envelope.event === 'answer') {
      settle(envelope.payload.id, envelope.payload.answer);
      return;
    }
    const key = `${envelope.payload.from}/${envelope.payload.id}`;
    if (envelope.event === 'abandon') {
      serving.get(key)?.abort();
      return;
    }
    const { id, from, request } = envelope.payload;
    const abandoned = new AbortController();
    serving.set(key, abandoned);
    serve(request, abandoned.signal)
      .catch((error: unknown): RelayedAnswer => {
        onError(error, 'relayed request failed');
        return { kind: 'answered', body: { status: 500 } };
      })
      .then((answer) => {
        serving.delete(key);
        send(nodeTopic(from), { event: 'answer', payload: { id, answer } }, 'relay answer not sent');
      }, (error: unknown) => {
        onError(error, 'relayed request failed');
      });
  };

  const unsubscribe: Unsubscribe = await pubsub.subscribe(nodeTopic(nodeId), handle);

  return {
    nodeId,
    forward(owner, request, timeoutMs, abandoned) {
      nextId += 1;
      const id = String(nextId);
      return new Promise<RelayedAnswer>((resolve) => {
        pending.set(id, {
          resolve,
          timer: setTimeout(() => {
            settle(id, UNKNOWN_SESSION);
          }, timeoutMs),
        });
        abandoned.addEventListener(
          'abort',
          () => {
            if (pending.has(id)) send(nodeTopic(owner), { event: 'abandon', payload: { id, from: nodeId } }, 'relay abandon not sent');
          },
          { once: true },
        );
        pubsub.publish(nodeTopic(owner), { event: 'request', payload: { id, from: nodeId, request } }).catch((error: unknown) => {
          onError(error, 'relay request not sent');
          settle(id, UNKNOWN_SESSION);
        });
      });
    },
    stop() {
      unsubscribe();
      for (const id of [...pending.keys()]) settle(id, UNKNOWN_SESSION);
      for (const controller of serving.values()) controller.abort();
      serving.clear();
    },
  };
}
