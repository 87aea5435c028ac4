// Local fan-out: one pubsub subscription per topic with joined channels in this process, shared by all of
// them, so a broadcast is received and encoded once however many sockets joined its topic.
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub, PubSubMessage, Unsubscribe } from './pubsub';
import { EncodedFrame } from './serializer';
import type { Payload } from './types';

export interface TopicMember {
  deliver(frame: EncodedFrame): void;
}

interface TopicEntry {
  /** The topic's string as first joined, shared by every later channel of the topic (see sharedName). */
  readonly topic: string;
  readonly members: Set<TopicMember>;
  readonly ready: Promise<void>;
  unsubscribe: Unsubscribe | undefined;
}

export class TopicRegistry {
  private readonly entries = new Map<string, TopicEntry>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Resolves once broadcasts to the topic reach the member. */
  async add(topic: string, member: TopicMember): Promise<void> {
    let entry = this.entries.get(topic);
    if (entry === undefined) entry = this.subscribe(topic);
    entry.members.add(member);
    await entry.ready;
  }

  /**
   * The registry's own string for a topic with members, else the one given. A channel keeping it rather than
   * the copy decoded from its own join frame saves a string per socket joined to a shared topic.
   */
  sharedName(topic: string): string {
    return this.entries.get(topic)?.topic ?? topic;
  }

  remove(topic: string, member: TopicMember): void {
    const entry = this.entries.get(topic);
    if (entry === undefined || !entry.members.delete(member) || entry.members.size > 0) return;
    this.entries.delete(topic);
    // A subscription still being set up is dropped when it completes (see subscribe).
    entry.unsubscribe?.();
  }

  get topicCount(): number {
    return this.entries.size;
  }

  private subscribe(topic: string): TopicEntry {
    const members = new Set<TopicMember>();
    const handler = (message: PubSubMessage): void => {
      const frame = toFrame(topic, message);
      for (const member of [...members]) member.deliver(frame);
    };
    const entry: TopicEntry = {
      topic,
      members,
      unsubscribe: undefined,
      ready: this.pubsub.subscribe(topic, handler).then(
        (unsubscribe) => {
          if (this.entries.get(topic) === entry) entry.unsubscribe = unsubscribe;
          else unsubscribe();
        },
        (error: unknown) => {
          if (this.entries.get(topic) === entry) this.entries.delete(topic);
          this.logger.error({ err: error, topic }, 'realtime: pubsub subscribe failed');
          throw error;
        },
      ),
    };
    this.entries.set(topic, entry);
    return entry;
  }
}

function toFrame(topic: string, message: PubSubMessage): EncodedFrame {
  const payload: Payload =
    'binary' in message ? Buffer.from(message.binary, 'base64') : (message.payload ?? {});
  return new EncodedFrame({ joinRef: null, ref: null, topic, event: message.event, payload });
}
