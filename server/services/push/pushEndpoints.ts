// Which push endpoints the server sends to. A subscription's endpoint is an address a browser gave, so any user
// could name one on the server's own network: as for the posting capture's fetches (postings/addressPolicy.ts),
// only https on public addresses is allowed, checked when the subscription is kept and again on every connection
// (the agent's own lookup checks every address a name resolves to, so a name that changes its answer between
// the two cannot lead to a private address). PUSH_ALLOW_PRIVATE_ADDRESSES=true lifts the address rule for tests.
import dns, { type LookupAddress } from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { isPublicAddress } from '../postings/addressPolicy';

export class RefusedPushEndpointError extends Error {
  override readonly name = 'RefusedPushEndpointError';
}

/** The address in an endpoint's host, when it is one rather than a name (`[::1]` as `::1`). */
function addressInUrl(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') && url.hostname.endsWith(']') ? url.hostname.slice(1, -1) : url.hostname;
  return net.isIP(host) === 0 ? undefined : host;
}

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dns.lookup(hostname, { all: true }, (error, addresses) => {
      if (error === null) resolve(addresses);
      else reject(error);
    });
  });
}

/**
 * Rejects with RefusedPushEndpointError unless `endpoint` is an https URL whose host is, or resolves only to,
 * public addresses (any address when `allowPrivateAddresses`).
 */
export async function checkPushEndpoint(endpoint: string, allowPrivateAddresses: boolean): Promise<void> {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  if (url?.protocol !== 'https:') throw new RefusedPushEndpointError('a push endpoint must be an https URL');
  if (url.username !== '' || url.password !== '') throw new RefusedPushEndpointError('a push endpoint carries no credentials');
  if (allowPrivateAddresses) return;
  const address = addressInUrl(url);
  if (address !== undefined) {
    if (!isPublicAddress(address)) throw new RefusedPushEndpointError('the push endpoint is not on a public address');
    return;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await lookupAll(url.hostname);
  } catch (error) {
    throw new RefusedPushEndpointError('the push endpoint’s host does not resolve', { cause: error });
  }
  if (addresses.length === 0 || !addresses.every((resolved) => isPublicAddress(resolved.address))) {
    throw new RefusedPushEndpointError('the push endpoint is not on a public address');
  }
}

/** A connection's resolver that refuses a name with any address that is not public. */
export function publicAddressLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, hints: options.hints }, (error, addresses) => {
      if (error !== null) {
        callback(error, []);
        return;
      }
      if (addresses.length === 0 || !addresses.every((resolved) => isPublicAddress(resolved.address))) {
        callback(new RefusedPushEndpointError('the push endpoint is not on a public address'), []);
        return;
      }
      const family = options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
      const usable = family === 0 ? addresses : addresses.filter((resolved) => resolved.family === family);
      const chosen = usable[0];
      if (chosen === undefined) callback(new RefusedPushEndpointError('the push endpoint does not resolve'), []);
      else if (options.all === true) callback(null, usable);
      else callback(null, chosen.address, chosen.family);
    });
  };
}
