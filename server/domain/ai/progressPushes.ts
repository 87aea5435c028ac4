// The text of an AI product so far, pushed to the account's tabs as it is written: at most every 250 ms (the
// contract's pace), the latest text always sent last, and nothing after the work has ended.
export const PROGRESS_INTERVAL_MS = 250;

export interface ProgressPushes {
  /** The whole text so far. */
  update(text: string): void;
  /** Sends what is pending now and stops; later updates are dropped. */
  finish(): Promise<void>;
}

export function createProgressPushes(send: (text: string) => Promise<void>, onError: (error: unknown) => void, intervalMs = PROGRESS_INTERVAL_MS): ProgressPushes {
  let latest: string | undefined;
  let sentAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let finished = false;
  let sending: Promise<void> = Promise.resolve();

  function sendLatest(): void {
    timer = undefined;
    if (latest === undefined) return;
    const text = latest;
    latest = undefined;
    sentAt = Date.now();
    // In order: a slow send never lets an older text arrive after a newer one.
    sending = sending.then(() => send(text)).catch(onError);
  }

  return {
    update(text) {
      if (finished) return;
      latest = text;
      const wait = sentAt + intervalMs - Date.now();
      if (wait <= 0) sendLatest();
      else timer ??= setTimeout(sendLatest, wait);
    },
    async finish() {
      finished = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      latest = undefined;
      await sending;
    },
  };
}
