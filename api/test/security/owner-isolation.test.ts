import { startTestApi, type TestApi, type TestUser } from '../harness';
import { fill, isPublic, key, routeTable, type RouteEntry } from './route-table';
import { BODIES, SEED_ITEM, seed, snapshot, startTarget, type Seeded } from './seed';

/**
 * Target 1 (BOLA): every route with a path parameter, called by a second user with the first user's real ids → 404,
 * and the first user's data unchanged. The cases come from the router's own table: a new `:id` route without an
 * entry in PARAMS/BODY below fails this file.
 */
let api: TestApi;
let target: Awaited<ReturnType<typeof startTarget>>;
let alice: TestUser;
let bob: TestUser;
let a: Seeded;
let b: Seeded;

/** Which seeded id each parameterised path takes. */
const PARAMS: Record<string, (s: Seeded) => Record<string, string>> = {
  '/api/todos/:id': (s) => ({ id: s.todo }),
  '/api/meetings/:id': (s) => ({ id: s.meeting }),
  '/api/meeting-templates/:id': (s) => ({ id: s.template }),
  '/api/meetings/:id/action-items/:itemId/todo': (s) => ({ id: s.meeting, itemId: SEED_ITEM }),
  '/api/wbs/projects/:id': (s) => ({ id: s.project }),
  '/api/wbs/projects/:id/tasks': (s) => ({ id: s.project }),
  '/api/wbs/projects/:id/tasks/:taskId': (s) => ({ id: s.project, taskId: s.task }),
  '/api/tools/http/history/:id': (s) => ({ id: s.history }),
  '/api/reminders/:id/snooze': (s) => ({ id: s.reminder }),
  '/api/reminders/:id/dismiss': (s) => ({ id: s.reminder }),
  '/api/push/subscriptions/:id': (s) => ({ id: s.push }),
  '/api/trash/:kind/:id/restore': (s) => ({ kind: 'todo', id: s.trashed }),
  '/api/trash/:kind/:id': (s) => ({ kind: 'todo', id: s.trashed }),
};

/** A body that passes validation, so only ownership decides the answer. */
const BODY: Record<string, object> = {
  'PUT /api/todos/:id': { title: '남의 할일 수정' },
  'PUT /api/meetings/:id': { ...BODIES.meeting, title: '남의 회의 수정' },
  'POST /api/meetings/:id/action-items/:itemId/todo': {},
  'PUT /api/wbs/projects/:id': { ...BODIES.project, title: '남의 프로젝트 수정' },
  'POST /api/wbs/projects/:id/tasks': { title: '남의 프로젝트에 작업 추가' },
  'PUT /api/wbs/projects/:id/tasks/:taskId': { title: '남의 작업 수정', progress: 100 },
  'POST /api/reminders/:id/snooze': {},
  'POST /api/reminders/:id/dismiss': {},
  'POST /api/trash/:kind/:id/restore': {},
};

/** Routes that take the ids in the body rather than the path (issue 22), each with every kind of body it takes. */
const BULK_BODIES: Record<string, object[]> = {
  'PATCH /api/todos': [{ change: { status: 'completed', priority: 'low', category: 'work', due_date: '2099-12-30' } }, { delete: true }],
  'POST /api/trash/restore': [{ kind: 'todo' }],
};

function call(r: RouteEntry, path: string, u: TestUser) {
  const m = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const req = api.http()[m](path).set(u.auth);
  return BODY[key(r)] ? req.send(BODY[key(r)]) : req;
}

const paramRoutes = () => routeTable(api.app).filter((r) => r.path.includes(':') && !isPublic(r));

beforeAll(async () => {
  target = await startTarget();
  api = await startTestApi({ API_TESTER_ALLOW_HOSTS: target.host });
  alice = await api.user('alice');
  bob = await api.user('bob');
  a = await seed(api, alice, target.host);
  b = await seed(api, bob, target.host);
}, 60_000); // two users registered and seeded over HTTP: budgeted for a busy machine
afterAll(async () => {
  await api.close();
  await target.close();
});

describe('owner isolation matrix (from the route table)', () => {
  it('knows every parameterised route, and every body-taking one has a valid body', () => {
    const routes = paramRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const r of routes) {
      expect({ route: key(r), covered: r.path in PARAMS }).toEqual({ route: key(r), covered: true });
      if (r.method === 'PUT' || r.method === 'POST') expect({ route: key(r), body: key(r) in BODY }).toEqual({ route: key(r), body: true });
    }
  });

  it("another user's real ids → 404 with a Korean detail on every route, and nothing changes", async () => {
    const before = await snapshot(api, alice, a);
    const results: string[] = [];
    for (const r of paramRoutes()) {
      const res = await call(r, fill(r.path, PARAMS[r.path](a)), bob);
      results.push(`${key(r)} → ${res.status}`);
      if (res.status === 404) expect(res.body.detail).toMatch(/[가-힣]/);
    }
    expect(results).toEqual(paramRoutes().map((r) => `${key(r)} → 404`));
    expect(await snapshot(api, alice, a)).toEqual(before);
  });

  it("bulk routes (ids in the body): another user's ids, alone or beside the caller's own → 404, and nothing changes for either", async () => {
    const before = { alice: await snapshot(api, alice, a), bob: await snapshot(api, bob, b) };
    const results: string[] = [];
    const expected: string[] = [];
    const whose = (ids: string[]) => ids.map((id) => ([b.todo, b.trashed].includes(id) ? 'own' : 'theirs')).join(',');
    for (const [k, list] of Object.entries(BULK_BODIES)) {
      const [method, path] = k.split(' ');
      for (const body of list) {
        // A restore names trashed ids: the caller's own trashed to-do beside another user's.
        const own = path === '/api/trash/restore' ? b.trashed : b.todo;
        for (const ids of [[a.todo], [own, a.todo], [a.todo, own], [a.trashed], [own, a.trashed]]) {
          const res = await api.http()[method.toLowerCase() as 'patch' | 'post'](path).set(bob.auth).send({ ids, ...body });
          results.push(`${k} ${JSON.stringify(body)} [${whose(ids)}] → ${res.status} ${/[가-힣]/.test(String(res.body.detail))}`);
          expected.push(`${k} ${JSON.stringify(body)} [${whose(ids)}] → 404 true`);
        }
      }
    }
    expect(results).toEqual(expected);
    expect({ alice: await snapshot(api, alice, a), bob: await snapshot(api, bob, b) }).toEqual(before);
  });

  it("mixed ids: the caller's own project with another user's task → 404; nothing changes", async () => {
    const before = await snapshot(api, alice, a);
    const mixed = `/api/wbs/projects/${b.project}/tasks/${a.task}`;
    expect((await api.http().put(mixed).set(bob.auth).send({ title: '섞은 아이디' })).status).toBe(404);
    expect((await api.http().delete(mixed).set(bob.auth)).status).toBe(404);
    expect(await snapshot(api, alice, a)).toEqual(before);
  });

  it("the caller's own meeting with an unknown action item id → 404, and no to-do is made", async () => {
    const before = await snapshot(api, alice, a);
    for (const itemId of ['nope', 'l0', 'SEEDITEM', '0123456789abcdef01234567']) {
      const res = await api.http().post(`/api/meetings/${a.meeting}/action-items/${itemId}/todo`).set(alice.auth);
      expect({ itemId, status: res.status }).toEqual({ itemId, status: 404 });
    }
    expect(await snapshot(api, alice, a)).toEqual(before);
  });

  it("a parent_id from another user's tree or another project never links across", async () => {
    const before = await snapshot(api, alice, a);
    const url = `/api/wbs/projects/${b.project}/tasks`;
    const res = await api.http().post(url).set(bob.auth).send({ title: '남의 부모', parent_id: a.task });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const move = await api.http().put(`${url}/${b.task}`).set(bob.auth).send({ title: '이동', parent_id: a.childTask });
    expect(move.status).toBeGreaterThanOrEqual(400);
    expect(move.status).toBeLessThan(500);
    expect(await snapshot(api, alice, a)).toEqual(before);
  });

  it('unknown and malformed ids → 404 (never 400 or 5xx) on every route, for the owner too', async () => {
    const bad = ['0123456789abcdef01234567', 'not-an-id', '1', "' OR 1=1 --", '%24ne', '65a1b2c3d4e5f6a7b8c9d0e1ff', '한글아이디'];
    const results: string[] = [];
    const expected: string[] = [];
    for (const r of paramRoutes()) {
      for (const id of bad) {
        // For nested task routes the project is the owner's real one, so only the task id is bad.
        const params: Record<string, string> = r.path.includes(':taskId') ? { id: a.project, taskId: id } : r.path.includes(':itemId') ? { id, itemId: SEED_ITEM } : r.path.includes(':kind') ? { kind: 'todo', id } : { id };
        const res = await call(r, fill(r.path, params), alice);
        results.push(`${key(r)} [${id}] → ${res.status}`);
        expected.push(`${key(r)} [${id}] → 404`);
      }
    }
    expect(results).toEqual(expected);
  });

  it("lists only ever contain the caller's items", async () => {
    const mine = new Set(Object.values(b));
    for (const p of ['/api/todos', '/api/meetings', '/api/wbs/projects', '/api/tools/http/history', '/api/meeting-templates', '/api/trash']) {
      const res = await api.http().get(p).set(bob.auth);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of Object.values(a)) expect({ p, leaks: text.includes(id) }).toEqual({ p, leaks: false });
      expect([...mine].some((id) => text.includes(id))).toBe(true);
    }
    const calendar = await api.http().get('/api/calendar?from=2026-03-01&to=2026-04-30').set(bob.auth);
    expect(calendar.status).toBe(200);
    for (const id of Object.values(a)) expect(JSON.stringify(calendar.body)).not.toContain(id);
    // Both users hold records with the same words (seed.ts): the search finds only the caller's.
    for (const q of ['주간 회의', 'ㅂㄱㅅ', '웹사이트', '요구사항']) {
      const found = await api.http().get(`/api/search?q=${encodeURIComponent(q)}`).set(bob.auth);
      expect(found.status).toBe(200);
      const text = JSON.stringify(found.body);
      for (const id of Object.values(a)) expect({ q, leaks: text.includes(id) }).toEqual({ q, leaks: false });
      expect([...mine].some((id) => text.includes(id))).toBe(true);
    }
  });
});
