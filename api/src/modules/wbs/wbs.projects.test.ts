import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { WbsTaskModel } from './wbs.model';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.user('alice');
  bob = await api.user('bob');
});
afterAll(() => api.close());

const valid = { title: '홈페이지 개편', description: '1분기', start_date: '2025-01-06', end_date: '2025-03-31' };

function post(user: TestUser, body: unknown) {
  return api.http().post('/api/wbs/projects').set(user.auth).send(body as object);
}

describe('POST /api/wbs/projects', () => {
  it('when the body is valid, then it returns the created project with its id and defaults', async () => {
    const res = await post(alice, valid).expect(201);
    expect(res.body).toMatchObject({ ...valid, status: 'planning', progress: 0 });
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.updated_at).toMatch(/Z$/);
  });

  it('when dates are ISO timestamps (what the spec client sends), then they come back as the date in Korea', async () => {
    const res = await post(alice, { ...valid, start_date: '2025-01-05T15:30:00.000Z', end_date: '2025-01-31T00:00:00+09:00' }).expect(201);
    expect(res.body.start_date).toBe('2025-01-06');
    expect(res.body.end_date).toBe('2025-01-31');
  });

  it.each([
    [{ ...valid, title: '' }, '프로젝트 제목을 입력해주세요'],
    [{ ...valid, title: '   ' }, '프로젝트 제목을 입력해주세요'],
    [{ ...valid, title: undefined }, '프로젝트 제목을 입력해주세요'],
    [{ ...valid, title: '가'.repeat(201) }, '제목은 200자를 초과할 수 없습니다'],
    [{ ...valid, description: 'a'.repeat(2001) }, '설명은 2000자를 초과할 수 없습니다'],
    [{ ...valid, start_date: '' }, '시작일을 선택해주세요'],
    [{ ...valid, start_date: undefined }, '시작일을 선택해주세요'],
    [{ ...valid, end_date: '' }, '종료일을 선택해주세요'],
    [{ ...valid, end_date: '2025-01-05' }, '종료일은 시작일보다 늦어야 합니다'],
    [{ ...valid, end_date: '2025-02-30' }, '올바른 날짜가 아닙니다.'],
    [{ ...valid, status: 'done' }, '프로젝트 상태가 올바르지 않습니다'],
    [{ ...valid, progress: 10 }, '허용되지 않는 항목이 포함되어 있습니다.'],
    [{ ...valid, ownerId: '0123456789abcdef01234567' }, '허용되지 않는 항목이 포함되어 있습니다.'],
    [{ ...valid, title: { $ne: '' } }, '프로젝트 제목을 입력해주세요'],
  ])('when the body is %j, then 400 with the Korean message', async (body, detail) => {
    const res = await post(alice, body).expect(400);
    expect(res.body.detail).toBe(detail);
  });

  it('accepts the limits exactly: title 200, description 2000, end on the start day, every status', async () => {
    for (const status of ['planning', 'in_progress', 'completed', 'on_hold']) {
      const body = { title: '가'.repeat(200), description: 'a'.repeat(2000), start_date: '2025-01-06', end_date: '2025-01-06', status };
      expect((await post(alice, body).expect(201)).body.status).toBe(status);
    }
  });

  it('when there is no token, then 401', async () => {
    await api.http().post('/api/wbs/projects').send(valid).expect(401);
    await api.http().get('/api/wbs/projects').expect(401);
  });
});

describe('PUT /api/wbs/projects/{id}', () => {
  it('when progress is 0–100, then it is saved with any status; outside, 400', async () => {
    const { body: created } = await post(alice, valid).expect(201);
    const url = `/api/wbs/projects/${created.id}`;
    const res = await api.http().put(url).set(alice.auth).send({ ...valid, title: '바뀐 제목', status: 'on_hold', progress: 42.5 }).expect(200);
    expect(res.body).toMatchObject({ id: created.id, title: '바뀐 제목', status: 'on_hold', progress: 42.5 });
    for (const progress of [-1, 100.5, '50']) {
      const bad = await api.http().put(url).set(alice.auth).send({ ...valid, progress }).expect(400);
      expect(bad.body.detail).toBe('진행률은 0~100 사이의 값이어야 합니다');
    }
    await api.http().put(url).set(alice.auth).send({ ...valid, progress: 100 }).expect(200);
    expect((await api.http().get(url).set(alice.auth).expect(200)).body.progress).toBe(100);
  });

  it('when end is before start, then 400 and nothing changes', async () => {
    const { body: created } = await post(alice, valid).expect(201);
    const url = `/api/wbs/projects/${created.id}`;
    const bad = await api.http().put(url).set(alice.auth).send({ ...valid, end_date: '2024-12-31' }).expect(400);
    expect(bad.body.detail).toBe('종료일은 시작일보다 늦어야 합니다');
    expect((await api.http().get(url).set(alice.auth)).body.end_date).toBe(valid.end_date);
  });
});

describe('owner isolation', () => {
  it("when another user asks for, changes or deletes a project, then 404 and nothing changes", async () => {
    const { body: created } = await post(alice, valid).expect(201);
    const url = `/api/wbs/projects/${created.id}`;
    await api.http().get(url).set(bob.auth).expect(404);
    await api.http().put(url).set(bob.auth).send({ ...valid, title: '탈취' }).expect(404);
    await api.http().delete(url).set(bob.auth).expect(404);
    await api.http().get(`${url}/tasks`).set(bob.auth).expect(404);
    expect((await api.http().get(url).set(alice.auth).expect(200)).body.title).toBe(valid.title);
    const bobs = await api.http().get('/api/wbs/projects').set(bob.auth).expect(200);
    expect(bobs.body.map((p: { id: string }) => p.id)).not.toContain(created.id);
  });

  it('when the id is malformed or unknown, then 404', async () => {
    for (const id of ['nope', '123', '0123456789abcdef01234567', '%24ne']) {
      await api.http().get(`/api/wbs/projects/${id}`).set(alice.auth).expect(404);
    }
  });
});

describe('GET and DELETE', () => {
  it('lists only the caller\'s projects, most recently updated first', async () => {
    const carol = await api.user('carol');
    const first = (await post(carol, { ...valid, title: '첫째' })).body;
    await post(carol, { ...valid, title: '둘째' });
    await api.http().put(`/api/wbs/projects/${first.id}`).set(carol.auth).send({ ...valid, title: '첫째 수정' }).expect(200);
    const res = await api.http().get('/api/wbs/projects').set(carol.auth).expect(200);
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['첫째 수정', '둘째']);
  });

  it('when a project is deleted, then its tasks go with it', async () => {
    const { body: project } = await post(alice, valid).expect(201);
    const tasks = `/api/wbs/projects/${project.id}/tasks`;
    const parent = (await api.http().post(tasks).set(alice.auth).send({ title: '상위' }).expect(201)).body;
    await api.http().post(tasks).set(alice.auth).send({ title: '하위', parent_id: parent.id }).expect(201);
    const res = await api.http().delete(`/api/wbs/projects/${project.id}`).set(alice.auth).expect(200);
    expect(res.body.deleted_tasks).toBe(2);
    await api.http().get(`/api/wbs/projects/${project.id}`).set(alice.auth).expect(404);
    await api.http().get(tasks).set(alice.auth).expect(404);
    expect(await WbsTaskModel.countDocuments({ projectId: project.id })).toBe(0);
  });
});

describe('OpenAPI', () => {
  it('documents every /api/wbs route with its request schema', async () => {
    const res = await api.http().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining([
      '/api/wbs/projects', '/api/wbs/projects/{id}', '/api/wbs/projects/{id}/tasks', '/api/wbs/projects/{id}/tasks/{taskId}',
    ]));
    const create = res.body.paths['/api/wbs/projects'].post.requestBody.content['application/json'].schema;
    expect(create).toMatchObject({ type: 'object', additionalProperties: false });
    expect(create.required).toEqual(expect.arrayContaining(['title', 'start_date', 'end_date']));
  });
});
