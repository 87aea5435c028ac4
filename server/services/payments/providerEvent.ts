// What a payment provider's webhook event means for one of our checkouts, in the provider's terms read into ours.
// A provider's gateway produces it; the credits domain applies it.

export interface ProviderEvent {
  readonly id: string;
  readonly provider: 'stripe';
  readonly type: string;
  /** Our checkout's id, as the provider was given it; undefined for events about something else. */
  readonly checkoutId: string | undefined;
  /** `paid`: money moved; `expired`: the provider will take no payment for it; `none`: nothing for us. */
  readonly effect: 'paid' | 'expired' | 'none';
}
