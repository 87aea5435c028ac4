// The client address of a raw request (a WebSocket upgrade, which Fastify never sees), read as Fastify reads
// request.ip for TRUST_PROXY: walking X-Forwarded-For from the nearest hop while each hop is a trusted proxy.
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { TrustProxy } from '../config';

export type ClientAddressOf = (request: IncomingMessage) => string | undefined;

export function clientAddressResolver(trust: TrustProxy): ClientAddressOf {
  const trusts = trustFunction(trust);
  return (request) => {
    const peer = request.socket.remoteAddress;
    if (peer === undefined) return undefined;
    const header = request.headers['x-forwarded-for'];
    const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
      .reverse();
    // [peer, nearest forwarded, ..., farthest]: the first hop not trusted is the client.
    const hops = [peer, ...forwarded];
    let index = 0;
    while (index < hops.length - 1 && trusts(hops[index] ?? '', index)) index += 1;
    return hops[index];
  };
}

function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const list = new net.BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
    const family = net.isIP(plain);
    // Like proxy-addr: an entry that is no address is never a trusted proxy.
    if (family === 0) return false;
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
