// Admission of a socket's inbound frames: a token bucket per socket, taken from before the transport decodes a
// frame, so that a flood costs neither parsing nor a queued reply. This module decides; the socket acts on the
// verdict (drops the frame, logs, closes). Connections themselves are admitted in admission.ts.

/**
 * What to do with one inbound frame: `admit` it, `drop` it, drop it as the `first_drop` of a burst (worth one log
 * line), or drop it as a `flood`: more than `rate` frames were refused within one second, so the sender ignores
 * the bound rather than merely bursting past it, and the socket should close.
 */
export type FrameVerdict = 'admit' | 'drop' | 'first_drop' | 'flood';

/**
 * Allows `rate` frames per second on average, and bursts of as many. One per socket for its whole life, so it
 * is a single object of a few numbers.
 */
export class FrameAdmission {
  private tokens: number;
  private updatedAt = Date.now();
  private refusedSince = 0;
  private refusedInWindow = 0;
  private refusedInRow = 0;
  /** Frames dropped unread so far. */
  dropped = 0;

  constructor(readonly rate: number) {
    this.tokens = rate;
  }

  admit(): FrameVerdict {
    if (this.takeToken()) return 'admit';
    this.dropped += 1;
    if (this.floodStarted()) return 'flood';
    return this.refusedInRow === 1 ? 'first_drop' : 'drop';
  }

  private takeToken(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.rate, this.tokens + ((now - this.updatedAt) / 1000) * this.rate);
    this.updatedAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInRow = 0;
      return true;
    }
    this.refusedInRow += 1;
    return false;
  }

  /** Counts a refusal in its one-second window; true once, when the window's count goes over the rate. */
  private floodStarted(): boolean {
    const now = this.updatedAt;
    if (now - this.refusedSince >= 1000) {
      this.refusedSince = now;
      this.refusedInWindow = 0;
    }
    this.refusedInWindow += 1;
    // Said once, when the window's count goes over: the socket is closing from then on.
    return this.refusedInWindow === this.rate + 1;
  }
}
