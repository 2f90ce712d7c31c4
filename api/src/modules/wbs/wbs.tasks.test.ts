import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.user('alice');
  bob = await api.user('bob');
});
afterAll(() => api.close());

async function newProject(user: TestUser = alice): Promise<string> {
  const res = await api.http().post('/api/wbs/projects').set(user.auth)
    .send({ title: '프로젝트', start_date: '2025-01-06', end_date: '2025-03-31' }).expect(201);
  return res.body.id;
}

const tasksUrl = (projectId: string) => `/api/wbs/projects/${projectId}/tasks`;

function addTask(projectId: string, body: Record<string, unknown>, user: TestUser = alice) {
  return api.http().post(tasksUrl(projectId)).set(user.auth).send({ title: '작업', ...body });
}

async function list(projectId: string, user: TestUser = alice) {
  return (await api.http().get(tasksUrl(projectId)).set(user.auth).expect(200)).body as { id: string; title: string; level: number; parent_id: string | null }[];
}

/** A chain root → … of `depth` tasks; returns their ids from the top. */
async function chain(projectId: string, depth: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < depth; i += 1) {
    const res = await addTask(projectId, { title: `L${i + 1}`, parent_id: ids[i - 1] ?? null }).expect(201);
    ids.push(res.body.id);
  }
  return ids;
}

describe('POST …/tasks', () => {
  it('when only a title is sent, then the defaults of the spec apply', async () => {
    const projectId = await newProject();
    const res = await addTask(projectId, { title: '요구사항 정리' }).expect(201);
    expect(res.body).toMatchObject({
      project_id: projectId, title: '요구사항 정리', description: '', start_date: null, end_date: null, duration: 1,
      progress: 0, status: 'not_started', priority: 'medium', assignee: '', estimated_hours: null, parent_id: null,
      level: 1, order_index: 0,
    });
  });

  it("accepts the spec client's full body with ISO dates, and derives the level whatever the client says", async () => {
    const projectId = await newProject();
    const res = await addTask(projectId, {
      title: '설계', description: '화면 설계', start_date: '2025-01-06T00:00:00.000Z', end_date: '2025-01-09T14:59:59.000Z',
      status: 'in_progress', priority: 'high', assignee: '김하루', duration: 4, progress: 30, level: 4, order_index: 0,
      parent_id: null, estimated_hours: 12.5,
    }).expect(201);
    expect(res.body).toMatchObject({ start_date: '2025-01-06', end_date: '2025-01-09', level: 1, estimated_hours: 12.5, duration: 4 });
  });

  it.each([
    [{ title: '' }, '작업 제목을 입력해주세요'],
    [{ title: '가'.repeat(201) }, '제목은 200자를 초과할 수 없습니다'],
    [{ description: 'a'.repeat(2001) }, '설명은 2000자를 초과할 수 없습니다'],
    [{ duration: 0 }, '소요일수는 1일 이상이어야 합니다'],
    [{ duration: 1.5 }, '소요일수는 1일 이상이어야 합니다'],
    [{ progress: 101 }, '진행률은 0~100 사이여야 합니다'],
    [{ progress: -1 }, '진행률은 0~100 사이여야 합니다'],
    [{ status: 'done' }, '작업 상태가 올바르지 않습니다'],
    [{ priority: 'urgent' }, '우선순위가 올바르지 않습니다'],
    [{ estimated_hours: -0.5 }, '예상 소요 시간은 0 이상이어야 합니다'],
    [{ start_date: '2025-02-02', end_date: '2025-02-01' }, '종료일은 시작일보다 늦어야 합니다'],
    [{ order_index: -1 }, '정렬 순서는 0 이상의 정수여야 합니다'],
    [{ project_id: 'x' }, '허용되지 않는 항목이 포함되어 있습니다.'],
  ])('when the body has %j, then 400 with the Korean message', async (body, detail) => {
    const projectId = await newProject();
    const res = await addTask(projectId, body).expect(400);
    expect(res.body.detail).toBe(detail);
  });

  it('accepts the limits exactly and every status and priority', async () => {
    const projectId = await newProject();
    for (const status of ['not_started', 'in_progress', 'completed', 'blocked']) {
      for (const priority of ['low', 'medium', 'high']) {
        await addTask(projectId, { title: '가'.repeat(200), description: 'a'.repeat(2000), status, priority, progress: 100, duration: 1, estimated_hours: 0 }).expect(201);
      }
    }
    expect(await list(projectId)).toHaveLength(12);
  });
});

describe('tree integrity', () => {
  it('when the parent is in another project, missing or malformed, then 400', async () => {
    const projectId = await newProject();
    const otherProject = await newProject();
    const foreign = (await addTask(otherProject, {}).expect(201)).body.id;
    for (const parent_id of [foreign, '0123456789abcdef01234567', 'not-an-id']) {
      const res = await addTask(projectId, { parent_id }).expect(400);
      expect(res.body.detail).toBe('상위 작업을 이 프로젝트에서 찾을 수 없습니다');
    }
  });

  it('when a task is moved under itself or a descendant, then 400 and the tree is unchanged', async () => {
    const projectId = await newProject();
    const [a, b, c] = await chain(projectId, 3);
    const put = (id: string, parent_id: string) => api.http().put(`${tasksUrl(projectId)}/${id}`).set(alice.auth).send({ title: 'x', parent_id });
    expect((await put(a, a).expect(400)).body.detail).toBe('작업을 자기 자신의 하위로 옮길 수 없습니다');
    expect((await put(a, c).expect(400)).body.detail).toBe('작업을 자신의 하위 작업 아래로 옮길 수 없습니다');
    expect((await put(b, c).expect(400)).body.detail).toBe('작업을 자신의 하위 작업 아래로 옮길 수 없습니다');
    expect((await list(projectId)).map((t) => [t.id, t.parent_id, t.level])).toEqual([[a, null, 1], [b, a, 2], [c, b, 3]]);
  });

  it('allows depth 5 and refuses depth 6', async () => {
    const projectId = await newProject();
    const ids = await chain(projectId, 5);
    const res = await addTask(projectId, { parent_id: ids[4] }).expect(400);
    expect(res.body.detail).toBe('작업은 최대 5단계까지만 만들 수 있습니다');
    expect((await list(projectId)).map((t) => t.level)).toEqual([1, 2, 3, 4, 5]);
  });

  it('when a subtree would end deeper than 5 after a move, then 400', async () => {
    const projectId = await newProject();
    const deep = await chain(projectId, 4);
    const [x] = await chain(projectId, 2);
    const res = await api.http().put(`${tasksUrl(projectId)}/${x}`).set(alice.auth).send({ title: 'x', parent_id: deep[3] }).expect(400);
    expect(res.body.detail).toBe('작업은 최대 5단계까지만 만들 수 있습니다');
    await api.http().put(`${tasksUrl(projectId)}/${x}`).set(alice.auth).send({ title: 'x', parent_id: deep[2] }).expect(200);
  });

  it('when a task with children moves, then the whole subtree gets its new levels', async () => {
    const projectId = await newProject();
    const [a, b, c] = await chain(projectId, 3);
    const res = await api.http().put(`${tasksUrl(projectId)}/${b}`).set(alice.auth).send({ title: 'L2', parent_id: null, order_index: 1 }).expect(200);
    expect(res.body).toMatchObject({ parent_id: null, level: 1 });
    expect((await list(projectId)).map((t) => [t.id, t.level])).toEqual([[a, 1], [b, 1], [c, 2]]);
    await api.http().put(`${tasksUrl(projectId)}/${a}`).set(alice.auth).send({ title: 'L1', parent_id: c }).expect(200);
    expect((await list(projectId)).map((t) => [t.id, t.level])).toEqual([[b, 1], [c, 2], [a, 3]]);
  });

  it('returns tasks in tree order: parent before children, siblings by order_index', async () => {
    const projectId = await newProject();
    const r2 = (await addTask(projectId, { title: 'R2', order_index: 2 })).body.id;
    const r1 = (await addTask(projectId, { title: 'R1', order_index: 1 })).body.id;
    await addTask(projectId, { title: 'R2-b', parent_id: r2, order_index: 5 });
    await addTask(projectId, { title: 'R1-a', parent_id: r1 });
    await addTask(projectId, { title: 'R2-a', parent_id: r2, order_index: 0 });
    expect((await list(projectId)).map((t) => t.title)).toEqual(['R1', 'R1-a', 'R2', 'R2-a', 'R2-b']);
  });
});

describe('DELETE …/tasks/{taskId}', () => {
  it('deletes the task with its whole subtree and leaves the rest', async () => {
    const projectId = await newProject();
    const [a, b] = await chain(projectId, 3);
    await addTask(projectId, { title: 'B의 형제', parent_id: a });
    const keep = (await addTask(projectId, { title: '남는 작업' })).body.id;
    const res = await api.http().delete(`${tasksUrl(projectId)}/${b}`).set(alice.auth).expect(200);
    expect(res.body.deleted).toBe(2);
    expect((await list(projectId)).map((t) => t.title)).toEqual(['L1', 'B의 형제', '남는 작업']);
    await api.http().delete(`${tasksUrl(projectId)}/${a}`).set(alice.auth).expect(200);
    expect((await list(projectId)).map((t) => t.id)).toEqual([keep]);
  });

  it('when the task is unknown or malformed, then 404', async () => {
    const projectId = await newProject();
    await api.http().delete(`${tasksUrl(projectId)}/0123456789abcdef01234567`).set(alice.auth).expect(404);
    await api.http().put(`${tasksUrl(projectId)}/bad`).set(alice.auth).send({ title: 'x' }).expect(404);
  });
});

describe('owner isolation through the project', () => {
  it("when another user touches a project's tasks, then 404 and nothing changes", async () => {
    const projectId = await newProject(alice);
    const task = (await addTask(projectId, { title: '앨리스 작업' }).expect(201)).body.id;
    await api.http().get(tasksUrl(projectId)).set(bob.auth).expect(404);
    await addTask(projectId, { title: '끼어들기' }, bob).expect(404);
    await api.http().put(`${tasksUrl(projectId)}/${task}`).set(bob.auth).send({ title: '탈취' }).expect(404);
    await api.http().delete(`${tasksUrl(projectId)}/${task}`).set(bob.auth).expect(404);
    expect((await list(projectId)).map((t) => t.title)).toEqual(['앨리스 작업']);
  });

  it("when a task id is used under another project (even the caller's own), then 404", async () => {
    const p1 = await newProject();
    const p2 = await newProject();
    const task = (await addTask(p1, {}).expect(201)).body.id;
    await api.http().put(`${tasksUrl(p2)}/${task}`).set(alice.auth).send({ title: 'x' }).expect(404);
    await api.http().delete(`${tasksUrl(p2)}/${task}`).set(alice.auth).expect(404);
    const bobProject = await newProject(bob);
    await api.http().put(`${tasksUrl(bobProject)}/${task}`).set(bob.auth).send({ title: 'x' }).expect(404);
    expect(await list(p1)).toHaveLength(1);
  });
});
