import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { GuardError } from './address-guard';
import { OutboundError, sendOutbound, type OutboundLimits } from './outbound';

let a: Server;
let b: Server;
let A = '';
let B = '';
const seen: { path: string; method: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

function handler(req: http.IncomingMessage, res: http.ServerResponse) {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    seen.push({ path: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) return res.writeHead(Number(url.searchParams.get('code') ?? 302), { Location: to }).end();
    if (url.pathname === '/big') return res.end('x'.repeat(5000));
    if (url.pathname === '/gzip') return res.writeHead(200, { 'Content-Encoding': 'gzip' }).end(zlib.gzipSync('압축된 응답'));
    if (url.pathname === '/slow') return setTimeout(() => res.end('late'), 2000);
    if (url.pathname === '/loop') return res.writeHead(302, { Location: '/loop' }).end();
    res.writeHead(200, { 'Content-Type': 'application/json', 'X-Test': '1' }).end(JSON.stringify({ method: req.method, body }));
  });
}

const listen = (s: Server) => new Promise<string>((r) => s.listen(0, '127.0.0.1', () => r(`127.0.0.1:${(s.address() as AddressInfo).port}`)));

beforeAll(async () => {
  a = http.createServer(handler);
  b = http.createServer(handler);
  A = await listen(a);
  B = await listen(b);
});
afterAll(() => { a.close(); b.close(); });
beforeEach(() => { seen.length = 0; });

const limits = (over: Partial<OutboundLimits> = {}): OutboundLimits => ({ allowHosts: [A, B], timeoutMs: 1000, maxBytes: 1024, maxRedirects: 3, ...over });
const send = (path: string, over: Partial<OutboundLimits> = {}, method = 'GET', body: string | null = null, headers: { name: string; value: string }[] = []) =>
  sendOutbound({ method, url: new URL(`http://${A}${path}`), headers, body: body === null ? null : Buffer.from(body) }, limits(over));

describe('sendOutbound', () => {
  it('sends the request and returns status, headers and body', async () => {
    const res = await send('/echo', {}, 'POST', '{"a":1}', [{ name: 'Content-Type', value: 'application/json' }]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ method: 'POST', body: '{"a":1}' });
    expect(res.headers).toContainEqual({ name: 'X-Test', value: '1' });
    expect(res.truncated).toBe(false);
  });

  it('refuses a redirect to a private address (re-checked on every hop)', async () => {
    const toUnlisted = `http://127.0.0.2:${B.split(':')[1]}/x`;
    await expect(send(`/redirect?to=${encodeURIComponent(toUnlisted)}`)).rejects.toMatchObject({ reason: 'blocked' });
    await expect(send(`/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`)).rejects.toBeInstanceOf(GuardError);
    await expect(send(`/redirect?to=${encodeURIComponent(`http://localhost:${A.split(':')[1]}/`)}`)).rejects.toMatchObject({ reason: 'blocked' });
    expect(seen.map((s) => s.path.split('?')[0])).toEqual(['/redirect', '/redirect', '/redirect']);
  });

  it('follows allowed redirects manually, turning POST into GET on 303 and dropping credentials across origins', async () => {
    const res = await send(`/redirect?code=303&to=${encodeURIComponent(`http://${B}/final`)}`, {}, 'POST', 'x', [{ name: 'Authorization', value: 'Bearer target-token' }]);
    expect(res.status).toBe(200);
    expect(res.finalUrl).toBe(`http://${B}/final`);
    expect(res.redirects).toEqual([{ status: 303, location: `http://${B}/final` }]);
    expect(seen[0]).toMatchObject({ method: 'POST', body: 'x' });
    expect(seen[0].headers.authorization).toBe('Bearer target-token');
    expect(seen[1]).toMatchObject({ method: 'GET', body: '' });
    expect(seen[1].headers.authorization).toBeUndefined();
  });

  it('keeps method and body on 307', async () => {
    await send(`/redirect?code=307&to=${encodeURIComponent('/echo')}`, {}, 'PUT', 'keep');
    expect(seen[1]).toMatchObject({ method: 'PUT', body: 'keep', path: '/echo' });
  });

  it('stops after the redirect limit', async () => {
    await expect(send('/loop')).rejects.toEqual(new OutboundError('too_many_redirects'));
    expect(seen).toHaveLength(4);
  });

  it('caps the response size', async () => {
    const res = await send('/big');
    expect(res.truncated).toBe(true);
    expect(res.body.length).toBe(1024);
  });

  it('decompresses gzip', async () => {
    expect((await send('/gzip')).body.toString()).toBe('압축된 응답');
  });

  it('caps the time', async () => {
    const started = Date.now();
    await expect(send('/slow', { timeoutMs: 300 })).rejects.toEqual(new OutboundError('timeout'));
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('connects to the address the guard approved, not a fresh DNS answer', async () => {
    const port = A.split(':')[1];
    const res = await sendOutbound(
      { method: 'GET', url: new URL(`http://pinned.test:${port}/echo`), headers: [], body: null },
      limits({ allowHosts: [`pinned.test:${port}`], resolve: async () => [{ address: '127.0.0.1', family: 4 }] }),
    );
    expect(res.status).toBe(200);
    expect(seen[0].headers.host).toBe(`pinned.test:${port}`);
  });

  it('reports a refused connection', async () => {
    const closed = http.createServer();
    const addr = await listen(closed);
    closed.close();
    await expect(sendOutbound({ method: 'GET', url: new URL(`http://${addr}/`), headers: [], body: null }, limits({ allowHosts: [addr] }))).rejects.toEqual(new OutboundError('connection'));
  });
});
