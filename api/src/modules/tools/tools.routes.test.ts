import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTP_TOOL_LIMITS, HTTP_TOOL_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi } from '../../../test/harness';
import { listHistory, sendHttpRequest } from './tools.service';

let api: TestApi;
let target: Server;
let port = 0;
const received: { url: string; method: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  target = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      received.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/to-private')) return res.writeHead(302, { Location: 'http://10.0.0.1/admin' }).end();
      if (req.url?.startsWith('/to-localhost')) return res.writeHead(302, { Location: `http://localhost:${port}/echo` }).end();
      res.writeHead(201, { 'Content-Type': 'application/json', 'X-Target': 'yes' }).end(JSON.stringify({ 인사: '안녕하세요', method: req.method }));
    });
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
  port = (target.address() as AddressInfo).port;
  api = await startTestApi({ API_TESTER_ALLOW_HOSTS: `127.0.0.1:${port}` });
});
afterAll(async () => {
  target.close();
  await api.close();
});
beforeEach(() => { received.length = 0; });

const send = (auth: Record<string, string>, body: object) => api.http().post('/api/tools/http').set(auth).send(body);

describe('POST /api/tools/http', () => {
  it('needs a signed-in user', async () => {
    expect((await api.http().post('/api/tools/http').send({ method: 'GET', url: 'http://example.com' })).status).toBe(401);
    expect((await api.http().get('/api/tools/http/history')).status).toBe(401);
  });

  it('sends to an allow-listed target and returns status, headers, body, time and size', async () => {
    const u = await api.user();
    const res = await send(u.auth, {
      method: 'POST', url: `http://127.0.0.1:${port}/echo?a=1`, query: [{ name: 'q', value: '하루' }],
      headers: [{ name: 'X-Custom', value: 'v' }, { name: 'Authorization', value: `Bearer ${u.access}` }, { name: 'Host', value: 'evil' }],
      body_type: 'json', body: '{"x":1}',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, error: null, status: 201, body: JSON.stringify({ 인사: '안녕하세요', method: 'POST' }), binary: false, truncated: false, content_type: 'application/json' });
    expect(res.body.size).toBe(Buffer.byteLength(res.body.body));
    expect(res.body.time_ms).toBeGreaterThanOrEqual(0);
    expect(res.body.headers).toContainEqual({ name: 'X-Target', value: 'yes' });
    const seen = received[0];
    expect(seen.url).toBe('/echo?a=1&q=%ED%95%98%EB%A3%A8');
    expect(seen.body).toBe('{"x":1}');
    expect(seen.headers['x-custom']).toBe('v');
    expect(seen.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(seen.headers.host).toBe(`127.0.0.1:${port}`);
    // The user's own Haru token and cookies never leave the server.
    expect(JSON.stringify(seen.headers)).not.toContain(u.access);
    expect(seen.headers.cookie).toBeUndefined();
  });

  it('refuses loopback, a name resolving to 127.0.0.1, metadata, IPv6 forms embedding IPv4 and redirects to private addresses', async () => {
    const u = await api.user();
    const embedding = [`http://[::ffff:0:127.0.0.1]:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, 'http://[64:ff9b::a9fe:a9fe]/', `http://[2002:7f00:1::1]:${port}/`, 'http://[2001::7f00:1]/'];
    for (const url of [`http://127.0.0.1:${port + 1}/`, `http://localhost:${port}/`, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://10.0.0.1/', ...embedding, `http://127.0.0.1:${port}/to-private`, `http://127.0.0.1:${port}/to-localhost`]) {
      const res = await send(u.auth, { method: 'GET', url });
      expect([url, res.status, res.body.detail]).toEqual([url, 403, HTTP_TOOL_MESSAGES.blocked]);
    }
    expect(received.map((r) => r.url)).toEqual(['/to-private', '/to-localhost']);
  });

  it('validates the request with Korean messages', async () => {
    const u = await api.user();
    const cases: [object, string][] = [
      [{ method: 'GET', url: 'ftp://example.com' }, HTTP_TOOL_MESSAGES.urlInvalid],
      [{ method: 'GET', url: '' }, HTTP_TOOL_MESSAGES.urlRequired],
      [{ method: 'GET', url: 'http://user:pw@example.com' }, HTTP_TOOL_MESSAGES.urlInvalid],
      [{ method: 'GET', url: 'http://example.com', body_type: 'text', body: 'x' }, HTTP_TOOL_MESSAGES.bodyNotAllowed],
      [{ method: 'POST', url: 'http://example.com', body_type: 'json', body: '{x' }, HTTP_TOOL_MESSAGES.bodyNotJson],
      [{ method: 'POST', url: 'http://example.com', headers: [{ name: 'X', value: 'a\r\nInjected: 1' }] }, HTTP_TOOL_MESSAGES.headerValue],
      [{ method: 'POST', url: 'http://example.com', headers: [{ name: 'bad name', value: 'a' }] }, HTTP_TOOL_MESSAGES.headerName],
      [{ method: 'POST', url: 'http://example.com', body_type: 'text', body: 'x'.repeat(HTTP_TOOL_LIMITS.bodyMaxBytes + 1) }, HTTP_TOOL_MESSAGES.bodyTooLarge],
      [{ method: 'TRACE', url: 'http://example.com' }, '올바른 값이 아닙니다.'],
      [{ method: 'GET', url: 'http://example.com', ownerId: 'x' }, '허용되지 않는 항목이 포함되어 있습니다.'],
    ];
    for (const [body, detail] of cases) {
      const res = await send(u.auth, body);
      expect([res.status, res.body.detail]).toEqual([400, detail]);
    }
  });

  it('reports an unreachable target as a result, not a server error', async () => {
    const u = await api.user();
    const res = await send(u.auth, { method: 'GET', url: 'http://no-such-host.invalid/' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, status: null, error: { kind: 'dns', message: HTTP_TOOL_MESSAGES.unresolvable } });
  });
});

describe('history', () => {
  it('is kept per user, newest first, with secret header values redacted', async () => {
    const [me, other] = [await api.user(), await api.user()];
    await send(me.auth, { method: 'GET', url: `http://127.0.0.1:${port}/one`, headers: [{ name: 'X-Api-Key', value: 'secret' }, { name: 'Accept', value: 'text/plain' }] });
    await send(me.auth, { method: 'DELETE', url: `http://127.0.0.1:${port}/two` });
    const mine = (await api.http().get('/api/tools/http/history').set(me.auth)).body;
    expect(mine.map((h: { url: string }) => h.url)).toEqual([`http://127.0.0.1:${port}/two`, `http://127.0.0.1:${port}/one`]);
    expect(mine[1]).toMatchObject({ method: 'GET', status: 201, error: null, headers: [{ name: 'X-Api-Key', value: '[redacted]' }, { name: 'Accept', value: 'text/plain' }] });
    expect(mine[1].created_at).toMatch(/Z$/);
    expect((await api.http().get('/api/tools/http/history').set(other.auth)).body).toEqual([]);

    expect((await api.http().delete(`/api/tools/http/history/${mine[0].id}`).set(other.auth)).status).toBe(404);
    expect((await api.http().delete('/api/tools/http/history/not-an-id').set(me.auth)).status).toBe(404);
    expect((await api.http().delete(`/api/tools/http/history/${mine[0].id}`).set(me.auth)).status).toBe(204);
    expect((await api.http().get('/api/tools/http/history').set(me.auth)).body).toHaveLength(1);
    expect((await api.http().delete('/api/tools/http/history').set(me.auth)).status).toBe(204);
    expect((await api.http().get('/api/tools/http/history').set(me.auth)).body).toEqual([]);
  });

  it('when a request carries secrets in headers, query, URL and JSON body, then they reach the target but never the history', async () => {
    const u = await api.user();
    const secrets = ['proxy-secret-1', 'x-auth-secret-2', 'api-key-secret-3', 'access-token-secret-4', 'url-key-secret-5', 'password-secret-6', 'nested-secret-7'];
    await send(u.auth, {
      method: 'POST', url: `http://127.0.0.1:${port}/login?api_key=${secrets[4]}&lang=ko`,
      headers: [{ name: 'Proxy-Authorization', value: `Basic ${secrets[0]}` }, { name: 'X-Auth', value: secrets[1] }, { name: 'Accept', value: 'text/plain' }],
      query: [{ name: 'api_key', value: secrets[2] }, { name: 'access_token', value: secrets[3] }, { name: 'page', value: '2' }],
      body_type: 'json', body: JSON.stringify({ user: '하루', password: secrets[5], profile: { session: { id: secrets[6] } } }),
    });
    const sent = JSON.stringify(received);
    for (const secret of secrets.slice(1)) expect(sent).toContain(secret);
    const [entry] = (await api.http().get('/api/tools/http/history').set(u.auth)).body;
    for (const secret of secrets) expect(JSON.stringify(entry)).not.toContain(secret);
    expect(entry.url).toBe(`http://127.0.0.1:${port}/login?api_key=[redacted]&lang=ko`);
    expect(entry.headers).toEqual([{ name: 'Proxy-Authorization', value: '[redacted]' }, { name: 'X-Auth', value: '[redacted]' }, { name: 'Accept', value: 'text/plain' }]);
    expect(entry.query).toEqual([{ name: 'api_key', value: '[redacted]' }, { name: 'access_token', value: '[redacted]' }, { name: 'page', value: '2' }]);
    expect(JSON.parse(entry.body)).toEqual({ user: '하루', password: '[redacted]', profile: { session: '[redacted]' } });
  });

  it(`keeps only the newest ${HTTP_TOOL_LIMITS.historyMax}`, async () => {
    const ownerId = 'trim-owner';
    const input = { method: 'GET' as const, url: `http://127.0.0.1:${port}/n`, headers: [], query: [], body_type: 'none' as const, body: '' };
    for (let i = 0; i < HTTP_TOOL_LIMITS.historyMax + 2; i += 1) {
      await sendHttpRequest({ ...input, url: `${input.url}${i}` }, { ownerId, ownToken: null, allowHosts: [`127.0.0.1:${port}`] });
    }
    const list = await listHistory(ownerId);
    expect(list).toHaveLength(HTTP_TOOL_LIMITS.historyMax);
    expect(list[0].url).toBe(`${input.url}${HTTP_TOOL_LIMITS.historyMax + 1}`);
  });

  it(`limits each user to ${HTTP_TOOL_LIMITS.perMinute} requests a minute`, async () => {
    const u = await api.user();
    const body = { method: 'HEAD', url: `http://127.0.0.1:${port}/r` };
    for (let i = 0; i < HTTP_TOOL_LIMITS.perMinute; i += 1) expect((await send(u.auth, body)).status).toBe(200);
    const res = await send(u.auth, body);
    expect([res.status, res.body.code]).toEqual([429, 'too_many_requests']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
