// What the rest of the server sees of mail: one message in, delivered or written out, whatever the transport.
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The links the mail carries; the outbox logs them so a local run can follow them without a mail client. */
  readonly links: readonly string[];
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message or the outbox file is written; rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  /** Releases the transport; call it when the server stops. */
  close(): void;
}

/** A mail before it is addressed: what the content builders return. */
export type MailContent = Omit<OutgoingMail, 'to'>;
