import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { bareHost, resolveTarget, type ResolvedAddress, type Resolver } from './address-guard';

export interface Header { name: string; value: string }
export interface OutboundRequest { method: string; url: URL; headers: Header[]; body: Buffer | null }
export interface OutboundLimits { allowHosts: readonly string[]; timeoutMs: number; maxBytes: number; maxRedirects: number; resolve?: Resolver }

export interface OutboundResponse {
  status: number;
  statusText: string;
  headers: Header[];
  body: Buffer;
  truncated: boolean;
  finalUrl: string;
  redirects: { status: number; location: string }[];
}

export class OutboundError extends Error {
  constructor(readonly kind: 'timeout' | 'connection' | 'too_many_redirects') {
    super(kind);
    this.name = 'OutboundError';
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Credentials a browser would not carry to another origin on a redirect. */
const CREDENTIALS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/**
 * Sends the request from the server. Redirects are followed here, one hop at a time, so every hop's address goes
 * through the guard again (GuardError propagates); each hop connects to the address the guard approved.
 */
export async function sendOutbound(request: OutboundRequest, limits: OutboundLimits): Promise<OutboundResponse> {
  const deadline = Date.now() + limits.timeoutMs;
  const redirects: OutboundResponse['redirects'] = [];
  let { method, url, headers, body } = request;
  for (;;) {
    const target = await withDeadline(resolveTarget(url, limits.allowHosts, limits.resolve), deadline);
    const res = await hop({ method, url, headers, body }, target, deadline, limits.maxBytes);
    const location = res.headers.find((h) => h.name.toLowerCase() === 'location')?.value;
    if (!REDIRECTS.has(res.status) || !location) return { ...res, finalUrl: url.href, redirects };
    if (redirects.length >= limits.maxRedirects) throw new OutboundError('too_many_redirects');
    const next = new URL(location, url);
    redirects.push({ status: res.status, location: next.href });
    if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
      method = method === 'HEAD' ? 'HEAD' : 'GET';
      body = null;
      headers = headers.filter((h) => h.name.toLowerCase() !== 'content-type');
    }
    if (next.origin !== url.origin) headers = headers.filter((h) => !CREDENTIALS.has(h.name.toLowerCase()));
    url = next;
  }
}

function withDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new OutboundError('timeout')), Math.max(0, deadline - Date.now()));
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

type HopResult = Omit<OutboundResponse, 'finalUrl' | 'redirects'>;

function hop(req: OutboundRequest, target: ResolvedAddress, deadline: number, maxBytes: number): Promise<HopResult> {
  // Connect to the approved address only, whatever DNS would answer now (no rebinding between check and use).
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = req.url.protocol === 'https:' ? https : http;
  const outgoing: Record<string, string> = {};
  for (const h of req.headers) outgoing[h.name] = h.value;
  if (req.body) outgoing['Content-Length'] = String(req.body.length);
  outgoing['Accept-Encoding'] = 'gzip, deflate, br';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => r.destroy(new OutboundError('timeout')), Math.max(0, deadline - Date.now()));
    const r = client.request(
      { method: req.method, hostname: bareHost(req.url), port: req.url.port || undefined, path: `${req.url.pathname}${req.url.search}`, headers: outgoing, lookup, agent: false },
      (res) => {
        readCapped(res, maxBytes).then(({ body, truncated }) => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', headers: pairs(res.rawHeaders), body, truncated });
        }, (e: unknown) => {
          clearTimeout(timer);
          reject(e instanceof OutboundError ? e : new OutboundError('connection'));
        });
      },
    );
    r.on('error', (e) => {
      clearTimeout(timer);
      reject(e instanceof OutboundError ? e : new OutboundError('connection'));
    });
    r.end(req.body ?? undefined);
  });
}

function pairs(raw: string[]): Header[] {
  const out: Header[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) out.push({ name: raw[i], value: raw[i + 1] });
  return out;
}

/** Reads at most maxBytes of the (decompressed) body; past that it stops reading and says so. */
function readCapped(res: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const encoding = String(res.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder = encoding === 'gzip' || encoding === 'x-gzip' ? zlib.createGunzip() : encoding === 'deflate' ? zlib.createInflate() : encoding === 'br' ? zlib.createBrotliDecompress() : null;
  const stream = decoder ? res.pipe(decoder) : res;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      resolve({ body: Buffer.concat(chunks).subarray(0, maxBytes), truncated });
    };
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size > maxBytes) {
        finish(true);
        res.destroy();
        decoder?.destroy();
      }
    });
    stream.on('end', () => finish(false));
    stream.on('error', (e) => { if (!done) { done = true; reject(e); } });
    res.on('aborted', () => { if (!done) { done = true; reject(new OutboundError('connection')); } });
  });
}
