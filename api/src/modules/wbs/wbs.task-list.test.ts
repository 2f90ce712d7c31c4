import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { createTask, listTasks } from './wbs.tasks.service';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.user('wbscache');
});
afterAll(() => api.close());

async function project(u: TestUser): Promise<string> {
  const res = await api.http().post('/api/wbs/projects').set(u.auth).send({ title: '캐시', start_date: '2025-01-01', end_date: '2025-01-31' });
  return res.body.id;
}
const tasksUrl = (id: string) => `/api/wbs/projects/${id}/tasks`;
const get = (id: string, u = user) => api.http().get(tasksUrl(id)).set(u.auth);
const post = (id: string, body: object) => api.http().post(tasksUrl(id)).set(user.auth).send({ title: '작업', ...body });

describe('GET /api/wbs/projects/{id}/tasks from the list cache', () => {
  it('answers a repeated request with the same JSON as a fresh build, an ETag, and 304 for If-None-Match', async () => {
    const id = await project(user);
    const root = (await post(id, { order_index: 1 })).body.id;
    await post(id, { parent_id: root });
    await post(id, { order_index: 0 });
    const first = await get(id).expect(200);
    const second = await get(id).expect(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(first.text)).toEqual(await listTasks({ ownerId: user.id, projectId: id }));
    expect(first.body.map((t: { level: number }) => t.level)).toEqual([1, 1, 2]);
    expect(second.headers.etag).toBe(first.headers.etag);
    await api.http().get(tasksUrl(id)).set(user.auth).set('If-None-Match', first.headers.etag).expect(304);
  });

  it('when tasks are created, moved and deleted, then the next list shows it at once under a new ETag', async () => {
    const id = await project(user);
    const a = (await post(id, {})).body.id;
    const b = (await post(id, {})).body.id;
    const before = await get(id).expect(200);
    expect(before.body).toHaveLength(2);
    await api.http().put(`${tasksUrl(id)}/${b}`).set(user.auth).send({ title: '옮김', parent_id: a }).expect(200);
    const moved = await get(id).expect(200);
    expect(moved.headers.etag).not.toBe(before.headers.etag);
    expect(moved.body.map((t: { title: string; level: number }) => [t.title, t.level])).toEqual([['작업', 1], ['옮김', 2]]);
    await api.http().delete(`${tasksUrl(id)}/${a}`).set(user.auth).expect(200);
    expect((await get(id).expect(200)).body).toEqual([]);
  });

  it('when another API process writes (the service, not this router), then the changed stamp alone makes the list fresh', async () => {
    const id = await project(user);
    await post(id, {});
    expect((await get(id).expect(200)).body).toHaveLength(1);
    await createTask({ ownerId: user.id, projectId: id, body: { title: '다른 프로세스', description: '', start_date: null, end_date: null, duration: 1, progress: 0, status: 'not_started', priority: 'medium', assignee: '', estimated_hours: null, order_index: 5, parent_id: null } });
    const after = await get(id).expect(200);
    expect(after.body.map((t: { title: string }) => t.title)).toEqual(['작업', '다른 프로세스']);
  });

  it("when another user asks for a cached project's tasks, then 404 (the owner check runs before the cache)", async () => {
    const id = await project(user);
    await post(id, {});
    await get(id).expect(200);
    const other = await api.user('wbscacheother');
    const res = await get(id, other);
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/[가-힣]/);
  });
});
