import { seoulDate } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../harness';
import { auth, iso, meetings, todos, wbs } from './bodies';

let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  u = await api.user('specclient');
});
afterAll(() => api.close());

const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object, who: TestUser = u) => {
  const req = api.http()[method](path).set(who.auth);
  return body === undefined ? req : req.send(body);
};
const tomorrow = seoulDate(new Date(Date.now() + 86_400_000));

describe('the spec client (SPEC.md section 7), replayed with its exact request bodies', () => {
  it('auth: register, login, refresh, me and change-password answer what it reads; a failure carries detail', async () => {
    const username = `spec${process.pid % 1000}auth`;
    const registered = await api.http().post('/api/auth/register').send(auth.register(username));
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), user: { username, email: `${username}@example.com` } });
    const login = await api.http().post('/api/auth/login').send(auth.login(username)).expect(200);
    expect(login.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), user: { username } });
    const refreshed = await api.http().post('/api/auth/refresh').send(auth.refresh(login.body.refresh_token)).expect(200);
    expect(refreshed.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), user: { username } });
    const bearer = { Authorization: `Bearer ${refreshed.body.access_token}` };
    expect((await api.http().get('/api/auth/me').set(bearer).expect(200)).body.created_at).toMatch(/Z$/);
    await api.http().put('/api/auth/change-password').set(bearer).send(auth.changePassword).expect(200);
    const failed = await api.http().post('/api/auth/login').send(auth.login(username, 'password123'));
    expect(failed.status).toBe(401);
    expect(failed.body.detail).toMatch(/[가-힣]/);
  });

  it('my page: quick actions saved in dragged order (0, 1, 2 …) come back the same; the home layout saves', async () => {
    const defaults = (await call('get', '/api/user/quick-actions').expect(200)).body as { id: string; order: number }[];
    const dragged = [defaults[2], defaults[0], defaults[1], ...defaults.slice(3)].map((a, index) => ({ ...a, enabled: true, order: index }));
    await call('put', '/api/user/quick-actions', { actions: dragged }).expect(200);
    expect((await call('get', '/api/user/quick-actions').expect(200)).body).toEqual(dragged);
    const layout = (await call('get', '/api/user/home-screen-layout').expect(200)).body;
    const sections = [layout.sections[1], layout.sections[0], ...layout.sections.slice(2)].map((s: { id: string }, i: number) => ({ ...s, order: i + 1 }));
    await call('put', '/api/user/home-screen-layout', { layout: { sections } }).expect(200);
    expect((await call('get', '/api/user/home-screen-layout')).body.sections[0].id).toBe(sections[0].id);
  });

  it("to-dos: adding with the category picker closed (category '') works, and so do quick add, status and detail saves", async () => {
    const plain = await call('post', '/api/todos', todos.addPlain);
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ message: expect.any(String), todo: { id: expect.any(String), category: null, due_date: null } });
    const full = await call('post', '/api/todos', todos.addFull(tomorrow)).expect(201);
    expect(full.body.todo).toMatchObject({ category: 'work', due_date: tomorrow, tags: ['회사', '긴급'] });
    await call('post', '/api/todos', todos.quickAdd).expect(201);
    const list = (await call('get', '/api/todos').expect(200)).body;
    expect(list).toHaveLength(3);
    // SPEC.md section 3's fields, plus issue 19's additive ones (the spec's client ignores them).
    const additive = ['checklist', 'due_time', 'reminders', 'recurrence'];
    for (const todo of list) {
      expect(Object.keys(todo).sort()).toEqual(['category', 'completed', 'created_at', 'description', 'due_date', 'id', 'priority', 'status', 'tags', 'title', 'updated_at', ...additive].sort());
      expect(todo).toMatchObject({ due_time: null, checklist: [], recurrence: null });
    }
    const url = `/api/todos/${plain.body.todo.id}`;
    await call('put', url, todos.status('completed')).expect(200);
    expect((await call('get', url).expect(200)).body).toMatchObject({ status: 'completed', completed: true });
    // completing a to-do that does not repeat creates nothing
    expect((await call('get', '/api/todos')).body).toHaveLength(3);
    await call('put', url, todos.detailSave).expect(200);
    expect((await call('get', url)).body).toMatchObject({ title: '장보기 (수정)', status: 'in_progress', category: null, tags: ['집'] });
    await call('delete', url).expect(200);
    expect((await call('get', url)).status).toBe(404);
  });

  it('meetings: add, list, read, save and delete', async () => {
    const added = await call('post', '/api/meetings', meetings.add).expect(201);
    expect(added.body).toMatchObject({ message: expect.any(String), meeting: { id: expect.any(String), location: '', agenda: '' } });
    const url = `/api/meetings/${added.body.meeting.id}`;
    expect((await call('get', '/api/meetings').expect(200)).body.map((m: { id: string }) => m.id)).toContain(added.body.meeting.id);
    await call('put', url, meetings.edit).expect(200);
    expect((await call('get', url).expect(200)).body).toMatchObject({ time: '14:30', location: '회의실 A', attendees: ['김철수'] });
    // The spec client reads no DELETE body, only that it succeeded.
    expect((await call('delete', url)).ok).toBe(true);
    expect((await call('get', url)).status).toBe(404);
  });

  it('WBS: projects with ISO dates, tasks with the full body from the add page and the modal, then deletes', async () => {
    const project = await call('post', '/api/wbs/projects', wbs.addProject).expect(201);
    expect(project.body).toMatchObject({ id: expect.any(String), start_date: '2025-03-01', end_date: '2025-04-30', progress: 0 });
    const url = `/api/wbs/projects/${project.body.id}`;
    const listed = (await call('get', '/api/wbs/projects').expect(200)).body.find((p: { id: string }) => p.id === project.body.id);
    expect(listed).toMatchObject({ status: 'planning', progress: 0, start_date: '2025-03-01', end_date: '2025-04-30' });
    await call('put', url, wbs.editProject(20)).expect(200);
    expect((await call('get', url).expect(200)).body).toMatchObject({ status: 'in_progress', progress: 20, end_date: '2025-05-31' });

    const root = await call('post', `${url}/tasks`, wbs.addTask(null, 8)).expect(201);
    expect(root.body).toMatchObject({ id: expect.any(String), level: 1, start_date: '2025-03-03', duration: 8 });
    const child = await call('post', `${url}/tasks`, wbs.addTask({ id: root.body.id, level: 1 }, 4)).expect(201);
    expect(child.body).toMatchObject({ parent_id: root.body.id, level: 2 });
    const tasks = (await call('get', `${url}/tasks`).expect(200)).body;
    expect(tasks.map((t: { id: string }) => t.id)).toEqual([root.body.id, child.body.id]);
    await call('put', `${url}/tasks/${child.body.id}`, wbs.editTask(child.body, 50)).expect(200);
    expect((await call('get', url)).body.progress).toBe(50);
    await call('put', url, wbs.editProject(20)).expect(200);
    expect((await call('get', url)).body).toMatchObject({ progress: 50, progress_source: 'tasks' });
    await call('delete', `${url}/tasks/${child.body.id}`).expect(200);
    await call('delete', url).expect(200);
    expect((await call('get', url)).status).toBe(404);
    expect(iso('2025-03-01')).toBe('2025-03-01T00:00:00.000Z');
  });
});
