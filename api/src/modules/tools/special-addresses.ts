import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses the API tester may contact: public unicast only. Two sources must both say "public":
 * ipaddr.js's maintained range names (anything but 'unicast' is special), and this explicit list of the IANA
 * IPv4/IPv6 special-purpose registries (RFC 6890 and its updates) plus deprecated forms, so a range the library
 * renames, drops or has not learnt yet stays blocked. IPv6 must also lie in 2000::/3, the only block IANA
 * allocates global unicast from: everything else there is special or unassigned.
 */
const SPECIAL = [
  // IPv4
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.0.2.0/24', '192.31.196.0/24', '192.52.193.0/24', '192.88.99.0/24', '192.168.0.0/16', '192.175.48.0/24',
  '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/4', '240.0.0.0/4',
  // IPv6. ::/96 is the deprecated IPv4-compatible form; ::ffff:0:0:0/96 is IPv4-translated (SIIT, RFC 6145).
  '::/128', '::1/128', '::/96', '::ffff:0:0/96', '::ffff:0:0:0/96', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64',
  '100:0:0:1::/64', '2001::/23', '2001::/32', '2001:db8::/32', '2002::/16', '2620:4f:8000::/48', '3fff::/20',
  '5f00::/16', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8',
].map((cidr) => ipaddr.parseCIDR(cidr));

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

function isSpecial(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.range() !== 'unicast') return true;
  if (address.kind() === 'ipv6' && !address.match(GLOBAL_UNICAST_V6)) return true;
  return SPECIAL.some(([net, bits]) => net.kind() === address.kind() && address.match(net, bits));
}

/**
 * True when the address must never be contacted. Only what node itself treats as an IP literal counts (its
 * strict dotted quad, not ipaddr's octal or hex forms); anything unparsable is blocked.
 */
export function isBlockedAddress(address: string): boolean {
  const bare = address.split('%')[0];
  if (!isIP(bare)) return true;
  try {
    return isSpecial(ipaddr.parse(bare));
  } catch {
    return true;
  }
}
