import type { Response } from 'supertest';
import { startTestApi, type TestApi, type TestUser } from '../harness';
import { fill, key, routeTable, type RouteEntry } from './route-table';
import { seed, startTarget, type Seeded } from './seed';
import { ownParams, validBodies } from './valid-bodies';

/**
 * Targets 2 and 7: operator injection, mass assignment, wrong types, malformed JSON, oversize bodies and Unicode edge
 * cases on every body-taking route (from the route table) → 4xx with a Korean detail, never a 5xx; no response ever
 * carries a password hash, `__v`, a stack or an owner id.
 */
let api: TestApi;
let target: Awaited<ReturnType<typeof startTarget>>;
let u: TestUser;
let s: Seeded;
let bodies: ReturnType<typeof validBodies>;
const seen: Response[] = [];

const bodyRoutes = () => routeTable(api.app).filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));

async function send(r: RouteEntry, body: unknown, raw = false): Promise<Response> {
  const m = r.method.toLowerCase() as 'post' | 'put' | 'patch';
  const req = api.http()[m](fill(r.path, ownParams(r.path, s))).set(u.auth);
  const res = raw ? await req.set('Content-Type', 'application/json').send(body as string) : await req.send(body as object);
  seen.push(res);
  return res;
}

function expectKorean4xx(res: Response, label: string, exact?: number) {
  const ok = res.status >= 400 && res.status < 500 && /[가-힣]/.test(String(res.body?.detail)) && (exact === undefined || res.status === exact);
  expect({ label, status: res.status, ok }).toEqual({ label, status: exact ?? res.status, ok: true });
}

beforeAll(async () => {
  target = await startTarget();
  api = await startTestApi({ API_TESTER_ALLOW_HOSTS: target.host, BACKUP_MAX_BYTES: '1mb' });
  u = await api.user('input');
  s = await seed(api, u, target.host);
  bodies = validBodies(u, target.host, s);
}, 60_000); // a user registered and one of everything seeded over HTTP: budgeted for a busy machine
afterAll(async () => {
  await api.close();
  await target.close();
});

describe('hostile input on every body-taking route', () => {
  it('every body-taking route has a valid base body', () => {
    for (const r of bodyRoutes()) expect({ r: key(r), known: key(r) in bodies }).toEqual({ r: key(r), known: true });
  });

  it('mass assignment (ownerId, _id, id, created_at, __v, unknown keys) → 400', async () => {
    const extras = [{ ownerId: '0123456789abcdef01234567' }, { _id: '0123456789abcdef01234567' }, { id: 'x' }, { created_at: '2020-01-01' }, { __v: 3 }, { isAdmin: true }, { password_hash: 'x' }];
    for (const r of bodyRoutes()) {
      for (const extra of extras) expectKorean4xx(await send(r, { ...bodies[key(r)](), ...extra }), `${key(r)} +${Object.keys(extra)[0]}`, 400);
    }
  }, 60_000); // six hostile keys on every body-taking route over HTTP: budgeted for a busy machine

  it('operator injection in bodies → 400', async () => {
    for (const r of bodyRoutes()) {
      const base = bodies[key(r)]();
      const firstKey = Object.keys(base)[0];
      const variants = [
        { ...base, [firstKey]: { $ne: null } },
        { ...base, [firstKey]: { $gt: '' } },
        { ...base, $where: 'sleep(1000)' },
        { ...base, $nor: [{}] },
        { ...base, [firstKey]: [{ $regex: '.*' }] },
      ];
      for (const v of variants) expectKorean4xx(await send(r, v), `${key(r)} ${JSON.stringify(v).slice(0, 60)}`, 400);
    }
  }, 60_000); // every body-taking route over HTTP: budgeted for a busy machine

  it('wrong types, malformed JSON and oversize bodies → 400 / 413', async () => {
    for (const r of bodyRoutes()) {
      for (const raw of ['[]', '"text"', '42', 'null', 'true', '[{"title":"x"}]']) expectKorean4xx(await send(r, raw, true), `${key(r)} ${raw}`, 400);
      for (const raw of ['{', '{"title":', "{'a':1}", '{"a":1,}', '\u0000']) expectKorean4xx(await send(r, raw, true), `${key(r)} ${raw}`, 400);
      // Restores and imports take whole files up to BACKUP_MAX_BYTES (1 MB here); every other route BODY_LIMIT.
      const size = /^POST \/api\/(backup|import)\//.test(key(r)) ? 1100 * 1024 : 300 * 1024;
      expectKorean4xx(await send(r, { title: 'x'.repeat(size) }), `${key(r)} oversize`, 413);
    }
  }, 60_000); // every body-taking route over HTTP: budgeted for a busy machine

  it('operator injection and unknown keys in query strings → 400, never 5xx', async () => {
    const queries = [
      '/api/todos?status[$ne]=completed', '/api/todos?status=%24ne', '/api/todos?cursor=%7B%22%24gt%22%3A%22%22%7D', '/api/todos?limit=abc',
      '/api/todos?limit=-1', '/api/todos?ownerId=0123456789abcdef01234567', '/api/todos?sort[$where]=1', '/api/todos?status=a&status=b',
      '/api/calendar?from[$gt]=2020-01-01&to=2026-01-01', '/api/calendar?from=2026-13-01&to=2026-13-31', '/api/stats/analytics?range[$ne]=x',
      '/api/holidays?year[$gt]=2000', '/api/holidays?year=1949', '/api/holidays?year=2025&owner=x', '/api/holidays?year=2025&year=2026',
      '/api/search?q[$gt]=', '/api/search?q=a&types[$ne]=x', '/api/search?q=a&limit[$gt]=1', '/api/search?q=a&ownerId=0123456789abcdef01234567',
    ];
    for (const q of queries) {
      const res = await api.http().get(q).set(u.auth);
      seen.push(res);
      expectKorean4xx(res, q, 400);
    }
  });

  it('Unicode edge cases: stored exactly or refused with a Korean 4xx, never a 5xx', async () => {
    const texts = ['회의 🎉👩‍👩‍👧‍👦', '\u1112\u1161\u1105\u116e 조합형', '\u202Eevil\u202C 오른쪽에서', '\u200B\u200D\uFEFF', 'e\u0301', '\uD800 외톨이 서로게이트', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'];
    for (const title of texts) {
      const res = await api.http().post('/api/todos').set(u.auth).send({ title });
      seen.push(res);
      if (res.status === 201) {
        const back = await api.http().get(`/api/todos/${res.body.todo.id}`).set(u.auth);
        // A lone surrogate cannot be UTF-8: it comes back as U+FFFD (what String#toWellFormed gives), never a 5xx.
        const well = title.trim().replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
        expect([well, well.normalize('NFC')]).toContain(back.body.title);
      } else {
        expectKorean4xx(res, JSON.stringify(title));
      }
    }
    for (const username of ['하루\u202E', 'ha\u200Bru', '\u1112\u1161\u1105\u116e']) {
      const res = await api.http().post('/api/auth/register').send({ username, email: `${Date.now()}@example.com`, password: 'password123' });
      seen.push(res);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('no response carried a password hash, __v, a stack or an owner id', () => {
    expect(seen.length).toBeGreaterThan(200);
    for (const res of seen) {
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toMatch(/\$2[aby]\$\d\d\$|"stack"|at [\w.]+ \(/i);
      // A 400 names the rejected key (it may be "ownerId" or "__v"); a success never shows them.
      if (res.status < 300) expect(res.text).not.toMatch(/"__v"|password_?hash|ownerId|owner_id/i);
    }
  });
});
