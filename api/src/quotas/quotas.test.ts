import { quotaMessage } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../test/harness';
import { QuotaCounterModel } from './quota-counters';

// Small quotas through the API's configuration; the production numbers live in @haru/contracts (QUOTA_LIMITS).
const LIMIT = { todos: 3, meetings: 2, projects: 2, tasksPerProject: 3 };
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    QUOTA_TODOS: String(LIMIT.todos),
    QUOTA_MEETINGS: String(LIMIT.meetings),
    QUOTA_PROJECTS: String(LIMIT.projects),
    QUOTA_TASKS_PER_PROJECT: String(LIMIT.tasksPerProject),
  });
}, 60_000);
afterAll(() => api.close());

const todo = (u: TestUser, title = '할일') => api.http().post('/api/todos').set(u.auth).send({ title });
const meeting = (u: TestUser) => api.http().post('/api/meetings').set(u.auth).send({ title: '회의', date: '2025-01-19', time: '14:30' });
const project = (u: TestUser) => api.http().post('/api/wbs/projects').set(u.auth).send({ title: '프로젝트', start_date: '2025-01-01', end_date: '2025-01-31' });
const task = (u: TestUser, projectId: string, body: object = {}) =>
  api.http().post(`/api/wbs/projects/${projectId}/tasks`).set(u.auth).send({ title: '작업', ...body });
const list = async (u: TestUser, path: string) => (await api.http().get(path).set(u.auth).expect(200)).body as unknown[];

function expectQuotaRefusal(res: { status: number; headers: Record<string, string>; body: { code: string; detail: string } }, detail: string) {
  expect(res.status).toBe(409);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body.code).toBe('quota_exceeded');
  expect(res.body.detail).toBe(detail);
}

/** `n` creates at once over real HTTP connections; the statuses, sorted. */
async function parallel(n: number, create: () => PromiseLike<{ status: number }>): Promise<number[]> {
  const results = await Promise.all(Array.from({ length: n }, () => create()));
  return results.map((r) => r.status).sort();
}

describe('per-account quotas', () => {
  it('when the to-do quota is reached, then the next create answers 409 in Korean and stores nothing; a delete frees a place', async () => {
    const u = await api.user('quotatodo');
    for (let i = 0; i < LIMIT.todos; i += 1) await todo(u, `할일 ${i}`).expect(201);
    expectQuotaRefusal(await todo(u, '넘침'), '할일은 최대 3개까지 만들 수 있습니다.');
    const stored = (await list(u, '/api/todos')) as { id: string; title: string }[];
    expect(stored.map((t) => t.title)).not.toContain('넘침');
    expect(stored).toHaveLength(LIMIT.todos);
    await api.http().delete(`/api/todos/${stored[0].id}`).set(u.auth).expect(200);
    await todo(u, '다시').expect(201);
    expectQuotaRefusal(await todo(u), quotaMessage('todos', LIMIT.todos));
  });

  it('when 12 to-do creates race for the last places, then exactly the quota is stored and the rest get 409', async () => {
    const u = await api.user('quotarace');
    await todo(u).expect(201);
    const statuses = await parallel(12, () => todo(u));
    expect(statuses).toEqual([...Array(LIMIT.todos - 1).fill(201), ...Array(12 - (LIMIT.todos - 1)).fill(409)]);
    expect(await list(u, '/api/todos')).toHaveLength(LIMIT.todos);
  });

  it('when the meeting quota is reached, then 409 in Korean, nothing stored, also for parallel creates', async () => {
    const u = await api.user('quotameet');
    expect(await parallel(8, () => meeting(u))).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expectQuotaRefusal(await meeting(u), '회의록은 최대 2개까지 만들 수 있습니다.');
    expect(await list(u, '/api/meetings')).toHaveLength(LIMIT.meetings);
    const [first] = (await list(u, '/api/meetings')) as { id: string }[];
    await api.http().delete(`/api/meetings/${first.id}`).set(u.auth).expect(204);
    await meeting(u).expect(201);
  });

  it('when the project quota is reached, then 409 in Korean; deleting a project frees its place', async () => {
    const u = await api.user('quotaproj');
    expect(await parallel(5, () => project(u))).toEqual([201, 201, 409, 409, 409]);
    expectQuotaRefusal(await project(u), 'WBS 프로젝트는 최대 2개까지 만들 수 있습니다.');
    const projects = (await list(u, '/api/wbs/projects')) as { id: string }[];
    expect(projects).toHaveLength(LIMIT.projects);
    await api.http().delete(`/api/wbs/projects/${projects[0].id}`).set(u.auth).expect(200);
    await project(u).expect(201);
  });

  it('when a project holds its quota of tasks, then 409 there but not in another project; a deleted subtree frees its places', async () => {
    const u = await api.user('quotatask');
    const [a, b] = [(await project(u)).body.id as string, (await project(u)).body.id as string];
    const root = (await task(u, a)).body.id as string;
    await task(u, a, { parent_id: root }).expect(201);
    // A refused body (unknown parent) takes no place.
    for (let i = 0; i < 3; i += 1) await task(u, a, { parent_id: 'f'.repeat(24) }).expect(400);
    expect(await parallel(6, () => task(u, a))).toEqual([201, 409, 409, 409, 409, 409]);
    expectQuotaRefusal(await task(u, a), '한 프로젝트의 작업은 최대 3개까지 만들 수 있습니다.');
    expect(await list(u, `/api/wbs/projects/${a}/tasks`)).toHaveLength(LIMIT.tasksPerProject);
    await task(u, b).expect(201);
    await api.http().delete(`/api/wbs/projects/${a}/tasks/${root}`).set(u.auth).expect(200);
    await task(u, a).expect(201);
    await task(u, a).expect(201);
    expectQuotaRefusal(await task(u, a), quotaMessage('tasksPerProject', LIMIT.tasksPerProject));
  });

  it('when an account has no counter yet (items from before quotas), then the counter starts from the items it has', async () => {
    const u = await api.user('quotaold');
    for (let i = 0; i < LIMIT.todos; i += 1) await todo(u).expect(201);
    await QuotaCounterModel.deleteOne({ _id: `todos:${u.id}` });
    expectQuotaRefusal(await todo(u), quotaMessage('todos', LIMIT.todos));
    expect(await list(u, '/api/todos')).toHaveLength(LIMIT.todos);
  });

  it("when one account is full, then another account's creates are unaffected", async () => {
    const full = await api.user('quotafull');
    const other = await api.user('quotaother');
    for (let i = 0; i < LIMIT.todos; i += 1) await todo(full).expect(201);
    await todo(full).expect(409);
    await todo(other).expect(201);
  });
});
