import jwt from 'jsonwebtoken';
import { signAccessToken } from '../../src/auth/access-token';
import { startTestApi, TEST_JWT_SECRET, type TestApi, type TestUser } from '../harness';
import { fill, isPublic, key, routeTable, type RouteEntry } from './route-table';
import { ownParams } from './valid-bodies';
import { seed, startTarget, type Seeded } from './seed';

/**
 * Target 3: every protected route (every route not on the public list, read from the router) answers 401 with a
 * Korean detail to a missing, malformed, expired, wrongly signed, `alg: none`, refresh-as-access token and to the
 * token of a session ended by logout or by a password change elsewhere.
 */
let api: TestApi;
let target: Awaited<ReturnType<typeof startTarget>>;
let u: TestUser;
let s: Seeded;

const params = (path: string) => fill(path, ownParams(path, s));
const protectedRoutes = () => routeTable(api.app).filter((r) => !isPublic(r));

function call(r: RouteEntry, token: string | null) {
  const m = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const req = api.http()[m](params(r.path));
  if (token !== null) req.set('Authorization', token);
  return r.method === 'POST' || r.method === 'PUT' ? req.send({}) : req;
}

async function expectAll401(token: string | null, label: string) {
  const results: string[] = [];
  for (const r of protectedRoutes()) {
    const res = await call(r, token);
    results.push(`${label}: ${key(r)} → ${res.status}${res.status === 401 && /[가-힣]/.test(res.body.detail) ? '' : ' (no Korean detail)'}`);
  }
  expect(results).toEqual(protectedRoutes().map((r) => `${label}: ${key(r)} → 401`));
}

beforeAll(async () => {
  target = await startTarget();
  api = await startTestApi({ API_TESTER_ALLOW_HOSTS: target.host });
  u = await api.user('tok');
  s = await seed(api, u, target.host);
});
afterAll(async () => {
  await api.close();
  await target.close();
});

describe('token abuse on every protected route', () => {
  it('the public list is small and every other route is protected', () => {
    expect(protectedRoutes().length).toBeGreaterThanOrEqual(30);
  });

  it('a valid token is accepted everywhere (so the 401s below are about the token)', async () => {
    for (const r of protectedRoutes().filter((x) => x.method === 'GET')) {
      const { status } = await call(r, `Bearer ${u.access}`);
      // 200, or 400 where the route needs query parameters (stats/analytics): never 401 or 5xx.
      expect({ r: key(r), ok: status === 200 || status === 400 }).toEqual({ r: key(r), ok: true });
    }
  });

  it('no token, malformed headers and forged tokens → 401', async () => {
    const sid = (jwt.decode(u.access) as { sid: string }).sid;
    const claims = { typ: 'access', sid };
    const opts = { subject: u.id, issuer: 'haru-api', audience: 'haru-web' } as const;
    const cases: Record<string, string | null> = {
      none: null,
      empty: '',
      basic: 'Basic dXNlcjpwYXNz',
      bearerOnly: 'Bearer ',
      malformed: 'Bearer not.a.token',
      garbage: `Bearer ${'A'.repeat(2000)}`,
      tokenWithoutScheme: u.access,
      expired: `Bearer ${signAccessToken(TEST_JWT_SECRET, { userId: u.id, sessionId: sid }, -5)}`,
      wrongKey: `Bearer ${jwt.sign(claims, 'wrong-secret-wrong-secret-wrong-secret-0', { ...opts, algorithm: 'HS256' })}`,
      algNone: `Bearer ${jwt.sign(claims, '', { ...opts, algorithm: 'none' })}`,
      refreshAsAccess: `Bearer ${u.refresh}`,
      otherUserSameSession: `Bearer ${signAccessToken('x'.repeat(40), { userId: u.id, sessionId: sid })}`,
    };
    for (const [label, token] of Object.entries(cases)) await expectAll401(token, label);
  }, 90_000); // 12 token variants × every protected route: an explicit budget for a loaded machine

  it('the access token of a session ended by logout → 401 everywhere', async () => {
    const v = await api.user('tokout');
    await api.http().post('/api/auth/logout').set(v.auth).send({ refresh_token: v.refresh }).expect((r) => expect(r.status).toBeLessThan(300));
    await expectAll401(`Bearer ${v.access}`, 'loggedOut');
  });

  it("another session's access token after a password change → 401 everywhere", async () => {
    const v = await api.user('tokpw');
    const other = await api.http().post('/api/auth/login').send({ username: v.username, password: v.password });
    expect(other.status).toBe(200);
    const changed = await api.http().put('/api/auth/change-password').set(v.auth).send({ currentPassword: v.password, newPassword: 'brand-new-pass-1' });
    expect(changed.status).toBe(200);
    await expectAll401(`Bearer ${other.body.access_token}`, 'passwordChanged');
    expect((await api.http().post('/api/auth/refresh').send({ refresh_token: other.body.refresh_token })).status).toBe(401);
  });
});
