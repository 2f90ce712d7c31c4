import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isBlockedAddress } from './special-addresses';

/*
 * The API tester's SSRF guard: a target must resolve only to public unicast addresses. Everything a server can
 * reach that a visitor could not is refused (see special-addresses.ts): loopback, private, CGNAT, link-local (and
 * so cloud metadata at 169.254.169.254), unique-local, multicast, reserved and documentation ranges, and every
 * IPv6 form embedding IPv4 (mapped, translated, NAT64, 6to4, Teredo).
 */

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
