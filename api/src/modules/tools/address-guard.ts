import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The API tester's SSRF guard: a target must resolve only to public unicast addresses. Everything a server can
 * reach that a visitor could not is refused: loopback, private, CGNAT, link-local (and so cloud metadata at
 * 169.254.169.254), unique-local, multicast, reserved and documentation ranges, and IPv6 forms embedding IPv4.
 */
// Two lists: node matches IPv4 addresses against IPv6 rules too (as ::ffff:a.b.c.d), which would block all of IPv4.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['::ffff:0:0', 96], ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64],
  ['2001::', 32], ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked6.addSubnet(net, prefix, 'ipv6');

/** True when the address must never be contacted (unparsable counts as blocked). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked4.check(address, 'ipv4');
  if (family === 6) return blocked6.check(address.split('%')[0], 'ipv6');
  return true;
}

export interface ResolvedAddress { address: string; family: 4 | 6 }
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const all = await dnsLookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export type GuardFailure = 'blocked' | 'unresolvable' | 'protocol';
export class GuardError extends Error {
  constructor(readonly reason: GuardFailure, readonly hostname: string) {
    super(`${reason}: ${hostname}`);
    this.name = 'GuardError';
  }
}

/** `host:port` entries that skip the address check (tests' local target only: API_TESTER_ALLOW_HOSTS). */
export function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowHosts.includes(`${url.hostname}:${port}`);
}

export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Decides where one hop may connect: every address the name resolves to must be public (a name with one public
 * and one private answer is refused), and the caller connects to the returned address itself, so a second DNS
 * answer cannot swap in a private address between check and connect.
 */
export async function resolveTarget(url: URL, allowHosts: readonly string[], resolve: Resolver = systemResolver): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new GuardError('protocol', url.hostname);
  const host = bareHost(url);
  const literal = isIP(host);
  const allowed = isAllowListed(url, allowHosts);
  if (literal) {
    if (!allowed && isBlockedAddress(host)) throw new GuardError('blocked', host);
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  let answers: ResolvedAddress[];
  try {
    answers = await resolve(host);
  } catch {
    throw new GuardError('unresolvable', host);
  }
  if (answers.length === 0) throw new GuardError('unresolvable', host);
  if (!allowed && answers.some((a) => isBlockedAddress(a.address))) throw new GuardError('blocked', host);
  return answers[0];
}
