import { startTestApi, type TestApi, type TestUser } from '../harness';
import { fill, isPublic, key, routeTable } from './route-table';
import { seed, startTarget, type Seeded } from './seed';
import { ownParams } from './valid-bodies';

/** Target 13 (API side): nosniff, no X-Powered-By and no-store on every route; CORS only for configured origins. */
const ALLOWED = 'https://app.haru.example';
let api: TestApi;
let target: Awaited<ReturnType<typeof startTarget>>;
let u: TestUser;
let s: Seeded;

beforeAll(async () => {
  target = await startTarget();
  api = await startTestApi({ API_TESTER_ALLOW_HOSTS: target.host, CORS_ORIGINS: ALLOWED }, { ownDatabase: true }); // stops its database
  u = await api.user('hdr');
  s = await seed(api, u, target.host);
});
afterAll(async () => {
  await api.close();
  await target.close();
});

describe('response headers', () => {
  it('every authenticated GET route sends nosniff, no-store and no X-Powered-By (errors too)', async () => {
    // Public, user-independent documents (/api/config, /api/docs) may be cached; anything behind a token may not.
    const gets = routeTable(api.app).filter((r) => r.method === 'GET' && !isPublic(r));
    const paths = [...gets.map((r) => fill(r.path, ownParams(r.path, s))), '/api/nope', '/api/todos/0123456789abcdef01234567'];
    for (const p of paths) {
      const res = await api.http().get(p).set(u.auth);
      const h = { p, nosniff: res.headers['x-content-type-options'], poweredBy: res.headers['x-powered-by'], cache: res.headers['cache-control'] };
      expect(h).toEqual({ p, nosniff: 'nosniff', poweredBy: undefined, cache: 'no-store' });
    }
  });

  it('a 401 and a 500-class path never reveal the framework', async () => {
    const res = await api.http().get('/api/todos');
    expect(res.status).toBe(401);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.text).not.toMatch(/express|mongoose|stack/i);
  });

  it('public GET routes send nosniff and no X-Powered-By', async () => {
    for (const r of routeTable(api.app).filter((x) => x.method === 'GET' && isPublic(x))) {
      const res = await api.http().get(r.path);
      expect({ p: r.path, nosniff: res.headers['x-content-type-options'], poweredBy: res.headers['x-powered-by'] }).toEqual({ p: r.path, nosniff: 'nosniff', poweredBy: undefined });
    }
  });

  it('CORS: a configured origin gets it, any other origin gets no CORS headers, preflight included', async () => {
    const protectedRoute = routeTable(api.app).find((r) => !isPublic(r) && r.method === 'GET')!;
    const path = fill(protectedRoute.path, ownParams(protectedRoute.path, s));
    const ok = await api.http().get(path).set(u.auth).set('Origin', ALLOWED);
    expect(ok.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    for (const origin of ['https://evil.example', 'null', `${ALLOWED}.evil.example`, 'http://app.haru.example']) {
      const res = await api.http().get(path).set(u.auth).set('Origin', origin);
      expect({ origin, acao: res.headers['access-control-allow-origin'] }).toEqual({ origin, acao: undefined });
      const pre = await api.http().options(path).set('Origin', origin).set('Access-Control-Request-Method', 'PUT');
      expect({ origin, acao: pre.headers['access-control-allow-origin'], methods: pre.headers['access-control-allow-methods'] }).toEqual({ origin, acao: undefined, methods: undefined });
    }
    const pre = await api.http().options(path).set('Origin', ALLOWED).set('Access-Control-Request-Method', 'PUT');
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(key(protectedRoute)).toMatch(/^GET /);
  });

  it('CORS: a configured origin can read the to-do list cursor and the ETag, and may send If-None-Match', async () => {
    const res = await api.http().get('/api/todos?limit=1').set(u.auth).set('Origin', ALLOWED);
    const exposed = String(res.headers['access-control-expose-headers']).split(',');
    expect(exposed).toEqual(expect.arrayContaining(['X-Next-Cursor', 'ETag', 'Retry-After', 'X-Request-Id']));
    const pre = await api.http().options('/api/todos').set('Origin', ALLOWED).set('Access-Control-Request-Method', 'GET');
    expect(pre.headers['access-control-allow-headers']).toMatch(/If-None-Match/);
  });
});

describe('database outage on data routes', () => {
  it('lists not already answered and writes get 503 with a Korean detail while the database is away; it recovers by itself', async () => {
    const before = await api.http().get('/api/todos').set(u.auth);
    expect(before.status).toBe(200);
    const fresh = await api.user('outage');
    await api.stopDatabase();
    try {
      // The list just answered is still current (no write can land meanwhile) and its stamps and session are kept
      // in this process (REVISION_STAMPS=memory): answered from memory. Anything that needs the database is 503.
      const kept = await api.http().get('/api/todos').set(u.auth);
      expect({ status: kept.status, body: kept.body }).toEqual({ status: 200, body: before.body });
      // a list of u's never asked for, and a user whose stamps and session this process has not read yet
      for (const [p, who] of [['/api/todos?limit=7', u], ['/api/search?q=%EC%9E%A5%EC%95%A0', u], ['/api/todos', fresh], ['/api/meetings', fresh]] as const) {
        const res = await api.http().get(p).set(who.auth);
        expect({ p, status: res.status }).toEqual({ p, status: 503 });
        expect(res.body.detail).toMatch(/[가-힣]/);
        expect(res.text).not.toMatch(/Mongo|ECONNREFUSED|stack/);
      }
      const write = await api.http().post('/api/todos').set(u.auth).send({ title: '장애 중' });
      expect(write.status).toBe(503);
    } finally {
      await api.startDatabase();
    }
    let status = 0;
    for (let i = 0; i < 60 && status !== 200; i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await api.http().get('/api/todos').set(u.auth)).status;
    }
    expect(status).toBe(200);
    expect((await api.http().post('/api/todos').set(u.auth).send({ title: '복구 후' })).status).toBe(201);
  }, 60_000);
});
