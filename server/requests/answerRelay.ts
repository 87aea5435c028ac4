// Answers of changes travel to channels that asked the same uuid while it ran: a tab that reconnected and
// pushed its request again, maybe to another server process. They go through the socket server's PubSub
// (in-process, or Redis across processes) on a topic of their own per account, which a process listens to
// only while one of its channels waits on a running uuid of that account.
import { RESPONSE_EVENT } from '../../contract';
import type { PubSub, PubSubMessage, Unsubscribe } from '../realtime';
import type { StoredAnswer } from '../domain/requests/answerStore';

export type AnswerRecipient = (answer: StoredAnswer) => void;

/** Stops a wait before its answer came. */
export type StopWaiting = () => void;

export interface AnswerRelay {
  /** Hands the answer to the channels of every process waiting on its uuid. */
  publish(accountId: string, answer: StoredAnswer): Promise<void>;
  /**
   * Delivers the answer of `uuid` to `recipient` once it is published, if it is within `timeoutMs`; resolves once
   * an answer published afterwards is sure to arrive.
   */
  waitFor(accountId: string, uuid: string, recipient: AnswerRecipient, timeoutMs: number): Promise<StopWaiting>;
}

/** The pubsub topic of an account's answers; it cannot clash with a channel topic (`user:{id}`). */
export function answersTopic(accountId: string): string {
  return `answers:${accountId}`;
}

interface AccountWaiters {
  readonly byUuid: Map<string, Set<AnswerRecipient>>;
  readonly subscribed: Promise<Unsubscribe>;
}

function answerOf(message: PubSubMessage): StoredAnswer | undefined {
  if (message.event !== RESPONSE_EVENT || !('payload' in message)) return undefined;
  const { payload } = message;
  return typeof payload === 'object' && payload !== null && typeof (payload as { uuid?: unknown }).uuid === 'string'
    ? (payload as StoredAnswer)
    : undefined;
}

export function createAnswerRelay(pubsub: PubSub): AnswerRelay {
  const waitersByAccount = new Map<string, AccountWaiters>();

  function remove(accountId: string, uuid: string, recipient: AnswerRecipient): void {
    const account = waitersByAccount.get(accountId);
    const recipients = account?.byUuid.get(uuid);
    if (account === undefined || recipients === undefined) return;
    recipients.delete(recipient);
    if (recipients.size > 0) return;
    account.byUuid.delete(uuid);
    if (account.byUuid.size > 0) return;
    // The last wait of the account ended: stop listening to its answers.
    waitersByAccount.delete(accountId);
    account.subscribed.then(
      (unsubscribe) => {
        unsubscribe();
      },
      // A subscription that failed was reported to the wait that made it; there is nothing to undo.
      () => undefined,
    );
  }

  function deliver(accountId: string, message: PubSubMessage): void {
    const answer = answerOf(message);
    if (answer === undefined) return;
    const recipients = waitersByAccount.get(accountId)?.byUuid.get(answer.uuid);
    if (recipients === undefined) return;
    for (const recipient of [...recipients]) {
      remove(accountId, answer.uuid, recipient);
      recipient(answer);
    }
  }

  function accountWaiters(accountId: string): AccountWaiters {
    let account = waitersByAccount.get(accountId);
    if (account === undefined) {
      account = {
        byUuid: new Map(),
        subscribed: pubsub.subscribe(answersTopic(accountId), (message) => {
          deliver(accountId, message);
        }),
      };
      waitersByAccount.set(accountId, account);
    }
    return account;
  }

  return {
    publish: (accountId, answer) => pubsub.publish(answersTopic(accountId), { event: RESPONSE_EVENT, payload: answer }),

    async waitFor(accountId, uuid, recipient, timeoutMs) {
      const account = accountWaiters(accountId);
      let recipients = account.byUuid.get(uuid);
      if (recipients === undefined) {
        recipients = new Set();
        account.byUuid.set(uuid, recipients);
      }
      // Each wait is its own entry, even when one function waits twice.
      const entry: AnswerRecipient = (answer) => {
        clearTimeout(timer);
        recipient(answer);
      };
      recipients.add(entry);
      const stop = (): void => {
        clearTimeout(timer);
        remove(accountId, uuid, entry);
      };
      // A wait whose request never ends (its process stopped) is dropped; the client asks again on its timeout.
      const timer = setTimeout(stop, timeoutMs);
      timer.unref();
      try {
        await account.subscribed;
      } catch (error) {
        stop();
        throw error;
      }
      return stop;
    },
  };
}
