// The From address, derived from PUBLIC_URL so that nothing else has to be configured.
import { isIP } from 'node:net';

/** `no-reply@<host of publicUrl>`; an IP address or a bare name falls back to `localhost`, which mail accepts. */
export function senderAddress(publicUrl: string): string {
  const hostname = new URL(publicUrl).hostname.replace(/^\[(.*)\]$/, '$1');
  // `no-reply@127.0.0.1` is not a valid address (an IP needs brackets, which many servers refuse anyway).
  const domain = isIP(hostname) !== 0 || hostname === '' ? 'localhost' : hostname;
  return `no-reply@${domain}`;
}
