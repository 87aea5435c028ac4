// What a payment provider's webhook event means for one of our checkouts, in the provider's terms read into ours.
// A provider's gateway produces it; the credits domain applies it.

export interface ProviderEvent {
  readonly id: string;
  readonly provider: 'stripe';
  readonly type: string;
  /** Our checkout's id, as the provider was given it; undefined for events about something else. */
  readonly checkoutId: string | undefined;
  /**
   * The provider's session the event is about and what it charged; undefined for events about something else.
   * A signed event may still be about a session we never created for that checkout (anyone can put our checkout's
   * id in a session of theirs), so the domain compares all of it with what it created before crediting anything.
   */
  readonly session: ProviderSession | undefined;
  /** `paid`: money moved; `expired`: the provider will take no payment for it; `none`: nothing for us. */
  readonly effect: 'paid' | 'expired' | 'none';
}

export interface ProviderSession {
  /** The provider's own id of the session (Stripe's `cs_…`). */
  readonly id: string;
  /** What was charged, in minor units of `currency`; null when the provider says nothing of it. */
  readonly amountTotal: number | null;
  /** Lower-case ISO 4217 code; null when the provider says nothing of it. */
  readonly currency: string | null;
}
