// A nodemailer transport made when the first mail goes out, not with the server: requiring nodemailer takes some
// 50 ms that every start would pay, and most starts send no mail.
import { onFirstUse } from '../onFirstUse';

const loadNodemailer = () => import('nodemailer');
type Nodemailer = Awaited<ReturnType<typeof loadNodemailer>>;

export interface TransportAtFirstMail<Transport> {
  /** The transport, made at the first call. */
  get(): Promise<Transport>;
  /** Closes the transport if it was made. */
  close(): void;
}

export function transportAtFirstMail<Transport extends { close(): void }>(make: (nodemailer: Nodemailer) => Transport): TransportAtFirstMail<Transport> {
  let made: Transport | undefined;
  const get = onFirstUse(async () => {
    made = make(await loadNodemailer());
    return made;
  });
  return {
    get,
    close: () => {
      made?.close();
    },
  };
}
