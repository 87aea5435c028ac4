// What a failed request or HTTP call shows a person: its own message (spec section 8) and the values of that
// message. Kept as plain values (a message descriptor, never an Error object) so the store stays serializable.

/** The production build keeps only the id of a message descriptor (webpack.config.js): the rest is optional. */
export interface FailureMessageDescriptor {
  readonly id: string;
  readonly defaultMessage?: string;
  readonly description?: string;
}

export type FailureMessageValues = Readonly<Record<string, string>>;

/** A failure as a page shows it, in the interface language. */
export interface RequestError {
  /** The server's error code (`not_found`...), `timed_out`, `invalid_reply`, or an HTTP error code. */
  readonly code: string;
  readonly descriptor: FailureMessageDescriptor;
  readonly values: FailureMessageValues;
}
