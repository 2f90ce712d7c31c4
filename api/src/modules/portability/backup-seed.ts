import type { TestApi, TestUser } from '../../../test/harness';

/** An account with one of everything a backup carries, written through the real routes (tests only). */
export async function seedAccount(api: TestApi, u: TestUser): Promise<void> {
  const post = async (path: string, body: object) => {
    const res = await api.http().post(path).set(u.auth).send(body);
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  await post('/api/todos', { title: '보고서 작성', description: '분기 보고서\n둘째 줄', priority: 'high', category: 'work', due_date: '2099-03-02', tags: ['업무', '분기'], due_time: '09:30', checklist: [{ text: '초안', done: true }, { text: '검토', done: false }], recurrence: { freq: 'weekly', weekdays: [1, 3] } });
  await post('/api/todos', { title: '운동', priority: 'low', status: 'in_progress', category: 'health' });
  const done = await post('/api/todos', { title: '책 반납 "도서관"', tags: ['개인'] });
  await api.http().put(`/api/todos/${done.todo.id}`).set(u.auth).send({ status: 'completed' });
  await post('/api/meetings', { title: '주간 회의', date: '2026-03-02', time: '10:00', location: '3층 회의실', attendees: ['김하루', '이하루'], agenda: '안건', content: '내용; 쉼표, 줄\n바꿈', decisions: '결정', action_items: '할 일' });
  await post('/api/meetings', { title: '1:1', date: '2026-03-03', time: '14:30', action_item_rows: [{ text: '자료 공유', owner: '김하루', due_date: '2099-03-10', done: true }, { text: '일정 잡기', owner: '', due_date: null, done: false }] });
  const project = await post('/api/wbs/projects', { title: '웹사이트 개편', description: '설명', start_date: '2026-03-01', end_date: '2026-04-30', status: 'in_progress' });
  const root = await post(`/api/wbs/projects/${project.id}/tasks`, { title: '기획', estimated_hours: 10, progress: 50 });
  const child = await post(`/api/wbs/projects/${project.id}/tasks`, { title: '요구사항', parent_id: root.id, progress: 100, assignee: '김하루', start_date: '2026-03-02', end_date: '2026-03-05' });
  await post(`/api/wbs/projects/${project.id}/tasks`, { title: '인터뷰', parent_id: child.id, status: 'blocked', priority: 'high', order_index: 1 });
  await post(`/api/wbs/projects/${project.id}/tasks`, { title: '디자인', duration: 3, estimated_hours: 20 });
  const manual = await post('/api/wbs/projects', { title: '빈 프로젝트', start_date: '2026-05-01', end_date: '2026-05-31' });
  await api.http().put(`/api/wbs/projects/${manual.id}`).set(u.auth).send({ title: '빈 프로젝트', start_date: '2026-05-01', end_date: '2026-05-31', status: 'on_hold', progress: 30 });
  const actions = (await api.http().get('/api/user/quick-actions').set(u.auth)).body as { enabled: boolean }[];
  await api.http().put('/api/user/quick-actions').set(u.auth).send({ actions: actions.map((a, i) => ({ ...a, enabled: i % 2 === 0 })) });
}

/** Everything a user can read, ids replaced by stable names, so two accounts compare field by field. */
export async function readAccount(api: TestApi, u: TestUser): Promise<Record<string, unknown>> {
  const get = async (path: string) => (await api.http().get(path).set(u.auth)).body;
  const strip = <T extends Record<string, unknown>>(o: T) => {
    const { id: _i, created_at: _c, updated_at: _u, project_id: _p, ...rest } = o;
    return rest;
  };
  const projects = (await get('/api/wbs/projects')) as Record<string, unknown>[];
  const trees: unknown[] = [];
  for (const p of projects) {
    const tasks = (await get(`/api/wbs/projects/${p.id}/tasks`)) as Record<string, unknown>[];
    const titleOf = new Map(tasks.map((t) => [t.id, t.title]));
    trees.push({ project: strip(p), tasks: tasks.map((t) => ({ ...strip(t), parent_id: t.parent_id ? `parent:${titleOf.get(t.parent_id)}` : null })) });
  }
  return {
    todos: ((await get('/api/todos')) as Record<string, unknown>[]).map(strip),
    meetings: ((await get('/api/meetings')) as Record<string, unknown>[]).map(strip),
    projects: trees,
    quickActions: await get('/api/user/quick-actions'),
    layout: await get('/api/user/home-screen-layout'),
  };
}
