// Which network addresses the server may connect to when it fetches a page a user named (the posting capture):
// plainly global unicast only, so that a URL can never make the server reach its own network (SSRF): loopback,
// private, link-local (the cloud metadata service, 169.254.169.254), multicast, unspecified and every other
// special-purpose range are refused, in IPv4 and IPv6 alike. The ranges are ipaddr.js's (a well-kept library
// that follows the IANA special-purpose registries) rather than a hand-written list.
import ipaddr from 'ipaddr.js';

/**
 * IPv6's global unicast space, 2000::/3 (RFC 4291): the only IPv6 addresses the Internet routes today. Outside it
 * ipaddr.js still names some addresses 'unicast' that are not public: the deprecated IPv4-compatible form
 * `::a.b.c.d` (`::7f00:1` is 127.0.0.1 in it), and space IANA has never allocated (`4000::/2` and the like).
 */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether `ip` (an address in any spelling ipaddr.js reads: dotted, decimal, octal or hex IPv4, IPv6, IPv4-mapped
 * IPv6) is a public address the server may connect to. Anything that does not parse is refused.
 *
 * An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, how a dual-stack socket spells IPv4) is judged as the IPv4 address
 * it carries (`ipaddr.process`). Then only ipaddr.js's range 'unicast' passes, its name for "in no special range".
 * Everything it names otherwise is refused:
 * - IPv4: unspecified (0.0.0.0/8), broadcast, multicast, linkLocal (169.254.0.0/16, the cloud metadata service),
 *   loopback (127.0.0.0/8), carrierGradeNat (100.64.0.0/10), private (RFC 1918), reserved (documentation,
 *   benchmarking 198.18.0.0/15, 240.0.0.0/4, 192.0.0.0/24, the 6to4 relay 192.88.99.0/24), as112, amt.
 * - IPv6: unspecified, loopback, linkLocal, multicast, uniqueLocal (fc00::/7), deprecatedSiteLocal (fec0::/10),
 *   discard (100::/64), benchmarking, amt, as112v6, the ORCHID and drone-ID ranges, segmentRouting, reserved
 *   (2001::/23, documentation 2001:db8::/32 and 3fff::/20), and, because each carries an IPv4 address that may be
 *   private and leads to it through a translator or tunnel: rfc6145 (`::ffff:0:a.b.c.d`), rfc6052 (NAT64, all of
 *   64:ff9b::/96 and 64:ff9b:1::/48), 6to4 (2002::/16) and teredo (2001::/32). Refusing these whole, rather than
 *   judging the IPv4 address inside, costs nothing: job boards do not publish their pages on such addresses.
 * - IPv6 outside 2000::/3 (see IPV6_GLOBAL_UNICAST), and any address with a zone (`fe80::1%eth0`).
 */
export function isPublicAddress(ip: string): boolean {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  if (address.range() !== 'unicast') return false;
  if (address instanceof ipaddr.IPv4) return true;
  return address.zoneId === undefined && address.match(IPV6_GLOBAL_UNICAST);
}
