// Whether a request was made on this machine, by a browser that addressed this machine: the outbox page shows
// the secret links of the mails and answers nobody else.
//
// - The socket's own peer address decides, never X-Forwarded-For: any client can write that header, and
//   TRUST_PROXY lets it stand for the client elsewhere (per-IP limits, logs).
// - A request that carries a forwarding header is refused even from loopback: a reverse proxy on the same
//   machine makes every client of the proxy look local.
// - The Host must name this machine (a loopback address, `localhost`) or PUBLIC_URL's host. Otherwise a page of
//   any site whose name its owner points at 127.0.0.1 (DNS rebinding) would be same-origin with the answer and
//   could read it.
import net from 'node:net';
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'] as const;
/** What a Host header may hold: a name or an address, with a port, IPv6 in brackets. Nothing else is parsed. */
const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/;

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, written plainly or as an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  const family = net.isIP(plain);
  if (family === 0) return false;
  return loopback.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/** The host name of a Host header, without port or brackets, lower-cased; undefined for anything malformed. */
function hostNameOf(hostHeader: string | undefined): string | undefined {
  if (hostHeader === undefined || !HOST_HEADER.test(hostHeader)) return undefined;
  const bracketed = /^\[([^\]]+)\]/.exec(hostHeader)?.[1];
  return (bracketed ?? hostHeader.replace(/:\d+$/, '')).toLowerCase();
}

function namesThisMachine(hostName: string, publicHostName: string): boolean {
  return hostName === 'localhost' || hostName.endsWith('.localhost') || isLoopbackAddress(hostName) || hostName === publicHostName;
}

export function isLocalRequest(request: FastifyRequest, publicUrl: string): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const hostName = hostNameOf(request.headers.host);
  const publicHostName = new URL(publicUrl).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return hostName !== undefined && namesThisMachine(hostName, publicHostName);
}
