import { isBlockedAddress } from './special-addresses';

// A pure function over a table: no address here is ever contacted.
const IPV4_SPECIAL: [string, string[]][] = [
  ['0.0.0.0/8 this network', ['0.0.0.0', '0.1.2.3']],
  ['10.0.0.0/8 private', ['10.0.0.1', '10.255.255.255']],
  ['100.64.0.0/10 shared (CGNAT)', ['100.64.0.1', '100.100.100.200', '100.127.255.255']],
  ['127.0.0.0/8 loopback', ['127.0.0.1', '127.1.2.3']],
  ['169.254.0.0/16 link-local, cloud metadata', ['169.254.169.254', '169.254.0.1']],
  ['172.16.0.0/12 private', ['172.16.5.4', '172.31.255.255']],
  ['192.0.0.0/24 IETF protocol assignments', ['192.0.0.8', '192.0.0.170']],
  ['192.0.2.0/24 TEST-NET-1', ['192.0.2.1']],
  ['192.31.196.0/24 AS112-v4', ['192.31.196.1']],
  ['192.52.193.0/24 AMT', ['192.52.193.1']],
  ['192.88.99.0/24 6to4 relay anycast', ['192.88.99.1']],
  ['192.168.0.0/16 private', ['192.168.1.1']],
  ['192.175.48.0/24 AS112 direct delegation', ['192.175.48.1']],
  ['198.18.0.0/15 benchmarking', ['198.18.0.1', '198.19.255.255']],
  ['198.51.100.0/24 TEST-NET-2', ['198.51.100.7']],
  ['203.0.113.0/24 TEST-NET-3', ['203.0.113.9']],
  ['224.0.0.0/4 multicast', ['224.0.0.1', '239.255.255.250']],
  ['240.0.0.0/4 reserved, broadcast', ['240.0.0.1', '255.255.255.255']],
];

const IPV6_SPECIAL: [string, string[]][] = [
  ['::/128 unspecified', ['::', '0:0:0:0:0:0:0:0']],
  ['::1/128 loopback', ['::1', '0:0:0:0:0:0:0:1']],
  ['::/96 IPv4-compatible (deprecated)', ['::127.0.0.1', '::a00:1']],
  ['::ffff:0:0/96 IPv4-mapped', ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:8.8.8.8']],
  ['::ffff:0:0:0/96 IPv4-translated', ['::ffff:0:127.0.0.1', '::ffff:0:7f00:1', '::ffff:0:169.254.169.254', '::ffff:0:8.8.8.8']],
  ['64:ff9b::/96 NAT64', ['64:ff9b::127.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b::8.8.8.8']],
  ['64:ff9b:1::/48 local-use NAT64', ['64:ff9b:1::a00:1', '64:ff9b:1:ffff::1']],
  ['100::/64 discard-only', ['100::1', '100::ffff:ffff:ffff:ffff']],
  ['100:0:0:1::/64 dummy prefix', ['100:0:0:1::1']],
  ['2001::/23 IETF protocol assignments', ['2001:1::1', '2001:1::2', '2001:2::1', '2001:3::1', '2001:4:112::1', '2001:10::1', '2001:20::1', '2001:30::1', '2001:1ff:ffff::1']],
  ['2001::/32 Teredo', ['2001::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:0:0:0:0:0:7f00:1']],
  ['2001:db8::/32 documentation', ['2001:db8::1', '2001:db8:ffff:ffff::1']],
  ['2002::/16 6to4 (embedded private IPv4)', ['2002:7f00:1::1', '2002:a00:1::1', '2002:c0a8:101::1', '2002:a9fe:a9fe::1']],
  ['2620:4f:8000::/48 AS112-v6', ['2620:4f:8000::1']],
  ['3fff::/20 documentation', ['3fff::1', '3fff:fff:ffff::1']],
  ['5f00::/16 segment routing', ['5f00::1']],
  ['fc00::/7 unique-local', ['fc00::1', 'fd00:ec2::254', 'fdff:ffff::1']],
  ['fe80::/10 link-local', ['fe80::1', 'fe80::1%eth0', 'febf:ffff::1']],
  ['fec0::/10 site-local (deprecated)', ['fec0::1']],
  ['ff00::/8 multicast', ['ff02::1', 'ff05::1:3', 'ffff::1']],
  ['outside 2000::/3 (unassigned)', ['4000::1', 'e000::1']],
];

const rows = (table: [string, string[]][]) => table.flatMap(([range, addresses]) => addresses.map((address) => [range, address]));

describe('isBlockedAddress', () => {
  it.each(rows(IPV4_SPECIAL))('blocks IPv4 %s: %s', (_range, address) => expect(isBlockedAddress(address)).toBe(true));

  it.each(rows(IPV6_SPECIAL))('blocks IPv6 %s: %s', (_range, address) => expect(isBlockedAddress(address)).toBe(true));

  it.each(['not-an-ip', '', '0x7f.1', '2130706433', '127.1', '01.02.03.04', '::ffff:0:127.0.0.1.1', '[::1]'])(
    'blocks what is not a strict IP literal: %j',
    (address) => expect(isBlockedAddress(address)).toBe(true),
  );

  it.each([
    '93.184.215.14', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '198.20.0.1', '192.0.3.1',
    '2606:4700:4700::1111', '2001:4860:4860::8888', '2001:200::1', '2003::1', '2a00:1450:4001::1',
  ])('allows public %s', (address) => expect(isBlockedAddress(address)).toBe(false));
});
