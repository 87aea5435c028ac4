// The addresses the posting capture may connect to: public unicast only, in every spelling of IPv4 and IPv6.
// Each refused row names the range it falls in; the edges of the private ranges are checked from both sides.
import { isPublicAddress } from '../../../../server/services/postings/addressPolicy';

describe('isPublicAddress', () => {
  it.each([
    // IPv4
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified (0.0.0.0/8, "this network")'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['2130706433', 'loopback, as one decimal number'],
    ['0x7f000001', 'loopback, as one hex number'],
    ['0177.0.0.1', 'loopback, octal'],
    ['0x7f.0.0.1', 'loopback, hex first part'],
    ['127.1', 'loopback, short form'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private, last of 172.16.0.0/12'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'link-local: the cloud metadata service'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT, last'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved (240.0.0.0/4)'],
    ['192.0.0.8', 'reserved (IETF protocol assignments)'],
    ['192.0.2.1', 'reserved (documentation)'],
    ['198.51.100.1', 'reserved (documentation)'],
    ['203.0.113.1', 'reserved (documentation)'],
    ['198.18.0.1', 'reserved (benchmarking)'],
    ['192.88.99.1', 'reserved (6to4 relay anycast)'],
    ['192.175.48.1', 'as112'],
    ['192.52.193.1', 'amt'],
    // IPv6
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback, written out'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'IPv4-mapped metadata service'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::7f00:1', 'IPv4-compatible (deprecated) loopback, outside 2000::/3'],
    ['::ffff:0:7f00:1', 'rfc6145 (IPv4-translated)'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata service'],
    ['64:ff9b::808:808', 'NAT64 of a public address: the whole prefix is refused'],
    ['64:ff9b:1::1', 'local-use NAT64 (RFC 8215)'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fec0::1', 'deprecated site-local'],
    ['ff02::1', 'multicast'],
    ['ff05::1:3', 'multicast'],
    ['100::1', 'discard'],
    ['2001::1', 'teredo'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:808:808::1', '6to4 of a public address: the whole prefix is refused'],
    ['2001:2::1', 'benchmarking'],
    ['2001:3::1', 'amt'],
    ['2001:4:112::1', 'as112v6'],
    ['2001:10::1', 'deprecated ORCHID'],
    ['2001:20::1', 'ORCHIDv2'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation (RFC 9637)'],
    ['5f00::1', 'segment routing'],
    ['4000::1', 'outside 2000::/3, never allocated'],
    // Not an address at all
    ['', 'empty'],
    ['localhost', 'a name'],
    ['example.com', 'a name'],
    ['1.2.3.4.5', 'five parts'],
    ['256.0.0.1', 'a part too large'],
    [' 8.8.8.8', 'surrounded by a space'],
    ['::ffff:999.0.0.1', 'a mapped address too large'],
  ])('refuses %s (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });

  it.each([
    ['1.1.1.1'],
    ['8.8.8.8'],
    ['93.184.216.34'],
    ['134744072'], // 8.8.8.8 as one decimal number: the spelling does not matter, the address does
    ['11.0.0.1'], // just past 10.0.0.0/8
    ['172.15.255.255'], // just before 172.16.0.0/12
    ['172.32.0.0'], // just after it
    ['100.63.255.255'], // just before 100.64.0.0/10
    ['100.128.0.0'], // just after it
    ['169.253.255.255'], // just before 169.254.0.0/16
    ['192.167.255.255'], // just before 192.168.0.0/16
    ['223.255.255.255'], // the last before multicast
    ['::ffff:8.8.8.8'], // IPv4-mapped public: judged as 8.8.8.8
    ['2606:4700:4700::1111'],
    ['2001:4860:4860::8888'],
    ['2a00:1450:4007:80e::200e'],
  ])('allows %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
});
