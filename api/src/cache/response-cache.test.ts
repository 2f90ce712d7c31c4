import request from 'supertest';
import { createApi } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { seedTodo } from '../modules/stats/test-seed';
import { TEST_JWT_SECRET, startTestApi, type TestApi, type TestUser } from '../../test/harness';

// The response cache (response-cache.ts): detail, calendar, search, stats and project answers are kept per process
// while the owner's stamps are unchanged. Two API apps on one database, each with its own cache, are two processes
// behind a balancer: a write through A must show on the next read through B, whatever B has cached.
type Http = () => ReturnType<typeof request>;
let api: TestApi;
let a: Http;
let b: Http;
let dana: TestUser;
let eve: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  a = api.http;
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/tmp', LOG_LEVEL: 'silent', BCRYPT_COST: '4' });
  const second = createApi({ config, logger: createLogger('silent'), jwtSecret: TEST_JWT_SECRET }).handler;
  b = () => request(second);
  dana = await api.user('rcdana');
  eve = await api.user('rceve');
}, 60_000);
afterAll(() => api.close());

const MONTH = '/api/calendar?from=2031-03-01&to=2031-03-31';
const get = async (http: Http, who: TestUser, path: string) => {
  const res = await http().get(path).set(who.auth);
  expect(res.status).toBe(200);
  return res;
};
async function send(http: Http, who: TestUser, method: 'post' | 'put' | 'delete', path: string, body?: object) {
  const res = await http()[method](path).set(who.auth).send(body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
  return res.body;
}
/** Read twice through B (the second answer is B's cached copy), then `write` through A; B's next read must see it. */
async function seenOnB(who: TestUser, path: string, write: () => Promise<unknown>, see: (body: never) => unknown) {
  await get(b, who, path);
  const before = await get(b, who, path);
  await write();
  const after = await get(b, who, path);
  expect(see(after.body as never)).not.toEqual(see(before.body as never));
  expect(after.body).toEqual((await get(a, who, path)).body);
  return after.body as never;
}

describe('cached answers across processes', () => {
  it('when A edits a to-do, then B’s next GET /api/todos/{id} shows it, with the new version as ETag', async () => {
    const { todo } = await send(a, dana, 'post', '/api/todos', { title: '원래' });
    const body = await seenOnB(dana, `/api/todos/${todo.id}`, () => send(a, dana, 'put', `/api/todos/${todo.id}`, { title: '바뀜' }), (t: { title: string }) => t.title);
    expect(body).toMatchObject({ title: '바뀜' });
    const res = await get(b, dana, `/api/todos/${todo.id}`);
    expect(res.headers.etag).toBe(`"${res.body.updated_at}"`);
    expect((await b().get(`/api/todos/${todo.id}`).set(dana.auth).set('If-None-Match', res.headers.etag)).status).toBe(304);
    await send(a, dana, 'delete', `/api/todos/${todo.id}`);
    expect((await b().get(`/api/todos/${todo.id}`).set(dana.auth)).status).toBe(404);
  });

  it('when A edits a meeting, then B’s next GET /api/meetings/{id} shows it', async () => {
    const { meeting } = await send(a, dana, 'post', '/api/meetings', { title: '주간 회의', date: '2031-03-03', time: '10:00' });
    await seenOnB(dana, `/api/meetings/${meeting.id}`, () => send(a, dana, 'put', `/api/meetings/${meeting.id}`, { title: '월간 회의', date: '2031-03-04', time: '11:00' }), (m: { title: string }) => m.title);
  });

  it('when A adds a to-do, a meeting, a project and a task in the month, then B’s next calendar shows each', async () => {
    const titles = (c: { events: { title: string }[] }) => c.events.map((e) => e.title).sort();
    await seenOnB(dana, MONTH, () => send(a, dana, 'post', '/api/todos', { title: '달력 할일', due_date: '2031-03-05' }), titles);
    await seenOnB(dana, MONTH, () => send(a, dana, 'post', '/api/meetings', { title: '달력 회의', date: '2031-03-06', time: '09:00' }), titles);
    const project = await seenOnB(dana, MONTH, () => send(a, dana, 'post', '/api/wbs/projects', { title: '달력 프로젝트', start_date: '2031-03-01', end_date: '2031-03-20' }), titles) as { events: { type: string; source_id: string }[] };
    const projectId = project.events.find((e) => e.type === 'project')!.source_id;
    await seenOnB(dana, MONTH, () => send(a, dana, 'post', `/api/wbs/projects/${projectId}/tasks`, { title: '달력 작업', start_date: '2031-03-10', end_date: '2031-03-12' }), titles);
  });

  it('when A adds a record, then B’s next search with the same words finds it', async () => {
    const ids = (r: { groups: { items: { id: string }[] }[] }) => r.groups.flatMap((g) => g.items.map((i) => i.id)).sort();
    const path = `/api/search?q=${encodeURIComponent('분기 보고')}`;
    await seenOnB(dana, path, () => send(a, dana, 'post', '/api/todos', { title: '분기 보고 준비' }), ids);
    await seenOnB(dana, path, () => send(a, dana, 'post', '/api/meetings', { title: '분기 보고 회의', date: '2031-03-07', time: '09:00' }), ids);
    await seenOnB(dana, path, () => send(a, dana, 'post', '/api/wbs/projects', { title: '분기 보고 프로젝트', start_date: '2031-04-01', end_date: '2031-04-30' }), ids);
  });

  it('when A completes a to-do, then B’s next stats summary counts it', async () => {
    const { todo } = await send(a, dana, 'post', '/api/todos', { title: '통계' });
    await seenOnB(dana, '/api/stats/summary', () => send(a, dana, 'put', `/api/todos/${todo.id}`, { status: 'completed' }), (s: { todos: { completed: number } }) => s.todos.completed);
  });

  it('when A writes a task, deletes and restores a project, then B’s next project list and project show it', async () => {
    const p = await send(a, dana, 'post', '/api/wbs/projects', { title: '목록 프로젝트', start_date: '2031-05-01', end_date: '2031-05-31' });
    const list = '/api/wbs/projects';
    const mine = (ps: { id: string; progress: number }[]) => ps.find((x) => x.id === p.id)?.progress ?? 'gone';
    await seenOnB(dana, list, () => send(a, dana, 'post', `/api/wbs/projects/${p.id}/tasks`, { title: '절반', progress: 50 }), mine);
    await seenOnB(dana, `/api/wbs/projects/${p.id}`, () => send(a, dana, 'put', `/api/wbs/projects/${p.id}`, { title: '새 이름', start_date: '2031-05-01', end_date: '2031-05-31' }), (x: { title: string }) => x.title);
    await seenOnB(dana, list, () => send(a, dana, 'delete', `/api/wbs/projects/${p.id}`), mine);
    await seenOnB(dana, list, () => send(a, dana, 'post', `/api/trash/project/${p.id}/restore`), mine);
  });
});

describe('cached answers stay their owner’s', () => {
  it('when another user asks for a cached to-do or meeting id, then 404 exactly as for a missing id', async () => {
    const { todo } = await send(a, dana, 'post', '/api/todos', { title: '다나 것' });
    const { meeting } = await send(a, dana, 'post', '/api/meetings', { title: '다나 회의', date: '2031-03-08', time: '09:00' });
    for (const path of [`/api/todos/${todo.id}`, `/api/meetings/${meeting.id}`]) {
      await get(a, dana, path);
      await get(a, dana, path);
      const theirs = await a().get(path).set(eve.auth);
      const missing = await a().get(path.replace(/[0-9a-f]{24}$/, '0'.repeat(24))).set(eve.auth);
      expect(theirs.status).toBe(404);
      expect({ ...theirs.body, request_id: 0 }).toEqual({ ...missing.body, request_id: 0 });
    }
  });

  it('when two users ask the same calendar, search, stats and project list, then each gets only their own', async () => {
    await send(a, eve, 'post', '/api/todos', { title: '분기 보고 이브', due_date: '2031-03-05' });
    const paths = [MONTH, `/api/search?q=${encodeURIComponent('분기 보고')}`, '/api/stats/summary', '/api/wbs/projects'];
    for (const path of paths) {
      const first = (await get(a, dana, path)).body;
      const cached = await get(a, dana, path);
      expect(cached.body).toEqual(first);
      const other = await get(a, eve, path);
      expect(other.body).not.toEqual(first);
      expect(other.text).not.toContain('다나');
      expect(other.headers.etag).not.toBe(cached.headers.etag);
    }
  });

  it('when two users’ stamps are equal (no write through the API yet), then the owner in the key still keeps them apart', async () => {
    const [gina, hana] = [await api.user('rcgina'), await api.user('rchana')];
    // Written behind the API: no stamp moves, so both users are still at 'none' everywhere.
    await seedTodo(hana.id, { title: '하나의 비밀', dueDate: '2031-03-09', dueKey: '2031-03-09' });
    for (const path of [MONTH, '/api/stats/summary']) {
      await get(a, gina, path);
      await get(a, gina, path);
      expect((await get(a, hana, path)).text).toMatch(/하나의 비밀|"total":1/);
    }
  });

  it('when a session is revoked through A, then B’s cached answers are refused at once (401)', async () => {
    const frank = await api.user('rcfrank');
    const { todo } = await send(a, frank, 'post', '/api/todos', { title: '프랭크' });
    for (const path of [`/api/todos/${todo.id}`, MONTH, '/api/stats/summary']) await get(b, frank, path);
    expect((await a().post('/api/auth/logout').set(frank.auth).send({})).status).toBe(204);
    for (const path of [`/api/todos/${todo.id}`, MONTH, '/api/stats/summary']) expect((await b().get(path).set(frank.auth)).status).toBe(401);
  });
});
