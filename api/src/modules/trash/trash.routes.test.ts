import { TRASH_MESSAGES, type ActionItem, type TodoDto } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { manualClock } from '../../clock';
import { purgeExpiredTrash } from './trash.service';

const clock = manualClock(new Date());
let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  api = await startTestApi({}, { clock });
  u = await api.user('trash');
});
afterAll(() => api.close());

const h = () => api.http();
const DAY = 24 * 60 * 60 * 1000;
const get = async (path: string, who = u) => (await h().get(path).set(who.auth).expect(200)).body;
const trash = async (who = u) => (await get('/api/trash', who)).items as { kind: string; id: string; title: string; count: number }[];
const restore = (kind: string, id: string, who = u) => h().post(`/api/trash/${kind}/${id}/restore`).set(who.auth);
const searchIds = async (q: string) => ((await get(`/api/search?q=${encodeURIComponent(q)}`)).groups as { items: { id: string }[] }[]).flatMap((g) => g.items.map((i) => i.id));
const newTodo = async (body: object) => (await h().post('/api/todos').set(u.auth).send(body).expect(201)).body.todo as TodoDto;

describe('휴지통: to-dos', () => {
  it('when a to-do is deleted, then the spec answer is unchanged, it leaves every read path, and a restore brings it back exactly', async () => {
    const todo = await newTodo({ title: '휴지통 보고서', description: '본문', priority: 'high', tags: ['업무'], due_date: '2099-12-31', due_time: '09:30', checklist: [{ text: '자료' }] });
    const before = await get(`/api/todos/${todo.id}`);
    const summaryBefore = (await get('/api/stats/summary')).todos.total;
    const del = await h().delete(`/api/todos/${todo.id}`).set(u.auth).expect(200);
    expect(del.body).toEqual({ message: expect.stringMatching(/[가-힣]/) });

    await h().get(`/api/todos/${todo.id}`).set(u.auth).expect(404);
    expect((await get('/api/todos') as TodoDto[]).map((t) => t.id)).not.toContain(todo.id);
    expect(await searchIds('휴지통 보고서')).not.toContain(todo.id);
    expect((await get('/api/stats/summary')).todos.total).toBe(summaryBefore - 1);
    expect(JSON.stringify(await get('/api/calendar?from=2099-12-01&to=2099-12-31'))).not.toContain(todo.id);
    expect(await trash()).toContainEqual(expect.objectContaining({ kind: 'todo', id: todo.id, title: '휴지통 보고서', count: 0 }));

    const res = await restore('todo', todo.id).expect(200);
    expect(res.body.message).toBe(TRASH_MESSAGES.restored);
    expect(await get(`/api/todos/${todo.id}`)).toEqual(before);
    expect(await searchIds('휴지통 보고서')).toContain(todo.id);
    expect((await get('/api/stats/summary')).todos.total).toBe(summaryBefore);
    expect((await trash()).map((i) => i.id)).not.toContain(todo.id);
    // Restored once: a second restore finds nothing.
    expect((await restore('todo', todo.id).expect(404)).body.detail).toBe(TRASH_MESSAGES.notFound);
  });

  it('when two restores race, then the to-do comes back once', async () => {
    const todo = await newTodo({ title: '동시 복원' });
    await h().delete(`/api/todos/${todo.id}`).set(u.auth).expect(200);
    const answers = await Promise.all([restore('todo', todo.id), restore('todo', todo.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect((await get('/api/todos') as TodoDto[]).filter((t) => t.id === todo.id)).toHaveLength(1);
  });
});

describe('휴지통: links between meetings and to-dos', () => {
  async function sentPair(title: string) {
    const m = (await h().post('/api/meetings').set(u.auth).send({ title, date: '2026-11-24', time: '10:00', action_item_rows: [{ text: `${title} 할일` }] }).expect(201)).body.meeting;
    const item = (m.action_item_rows as ActionItem[])[0];
    const todo = (await h().post(`/api/meetings/${m.id}/action-items/${item.id}/todo`).set(u.auth).expect(201)).body.todo as TodoDto;
    return { meetingId: m.id as string, itemId: item.id, todoId: todo.id };
  }
  const rowLink = async (meetingId: string) => ((await get(`/api/meetings/${meetingId}`)).action_item_rows as ActionItem[])[0].todo_id;

  it('when a linked to-do is deleted and restored, then the row and the to-do link each other again', async () => {
    const p = await sentPair('링크 회의 1');
    await h().delete(`/api/todos/${p.todoId}`).set(u.auth).expect(200);
    expect(await rowLink(p.meetingId)).toBeNull();
    await restore('todo', p.todoId).expect(200);
    expect(await rowLink(p.meetingId)).toBe(p.todoId);
    expect((await get(`/api/todos/${p.todoId}`)).source).toMatchObject({ meeting_id: p.meetingId, item_id: p.itemId });
  });

  it('when a meeting with a sent action item is deleted and restored, then its to-do is linked again', async () => {
    const p = await sentPair('링크 회의 2');
    const before = await get(`/api/meetings/${p.meetingId}`);
    const del = await h().delete(`/api/meetings/${p.meetingId}`).set(u.auth);
    expect(del.status).toBe(204);
    await h().get(`/api/meetings/${p.meetingId}`).set(u.auth).expect(404);
    expect((await get(`/api/todos/${p.todoId}`)).source ?? null).toBeNull();
    await restore('meeting', p.meetingId).expect(200);
    expect(await get(`/api/meetings/${p.meetingId}`)).toEqual(before);
    expect((await get(`/api/todos/${p.todoId}`)).source).toMatchObject({ meeting_id: p.meetingId, item_id: p.itemId });
  });
});

describe('휴지통: a meeting and its to-do both deleted', () => {
  it('when the meeting is deleted, then its to-do, and the meeting is restored first, the to-do second, then both link each other again', async () => {
    const m = (await h().post('/api/meetings').set(u.auth).send({ title: '둘 다 지운 회의', date: '2026-11-24', time: '10:00', action_item_rows: [{ text: '둘 다 할일' }] }).expect(201)).body.meeting;
    const item = (m.action_item_rows as ActionItem[])[0];
    const todo = (await h().post(`/api/meetings/${m.id}/action-items/${item.id}/todo`).set(u.auth).expect(201)).body.todo as TodoDto;
    const before = { meeting: await get(`/api/meetings/${m.id}`), todo: await get(`/api/todos/${todo.id}`) };
    await h().delete(`/api/meetings/${m.id}`).set(u.auth).expect(204);
    await h().delete(`/api/todos/${todo.id}`).set(u.auth).expect(200);

    await restore('meeting', m.id).expect(200);
    expect(((await get(`/api/meetings/${m.id}`)).action_item_rows as ActionItem[])[0].todo_id).toBeNull();
    await restore('todo', todo.id).expect(200);
    // Everything as before the deletes; unlinking and relinking are writes, so only updated_at moves.
    const content = (x: object) => ({ ...x, updated_at: null });
    expect(content(await get(`/api/meetings/${m.id}`))).toEqual(content(before.meeting));
    expect(content(await get(`/api/todos/${todo.id}`))).toEqual(content(before.todo));
  });
});

describe('휴지통: a to-do and then its meeting deleted', () => {
  it('when the to-do is deleted, then its meeting, and the to-do is restored first, the meeting second, then both link each other again', async () => {
    const m = (await h().post('/api/meetings').set(u.auth).send({ title: '할일 먼저 지운 회의', date: '2026-11-24', time: '10:00', action_item_rows: [{ text: '먼저 지운 할일' }] }).expect(201)).body.meeting;
    const item = (m.action_item_rows as ActionItem[])[0];
    const todo = (await h().post(`/api/meetings/${m.id}/action-items/${item.id}/todo`).set(u.auth).expect(201)).body.todo as TodoDto;
    const before = { meeting: await get(`/api/meetings/${m.id}`), todo: await get(`/api/todos/${todo.id}`) };
    await h().delete(`/api/todos/${todo.id}`).set(u.auth).expect(200);
    await h().delete(`/api/meetings/${m.id}`).set(u.auth).expect(204);

    await restore('todo', todo.id).expect(200);
    expect((await get(`/api/todos/${todo.id}`)).source ?? null).toBeNull();
    await restore('meeting', m.id).expect(200);
    const content = (x: object) => ({ ...x, updated_at: null });
    expect(content(await get(`/api/meetings/${m.id}`))).toEqual(content(before.meeting));
    expect(content(await get(`/api/todos/${todo.id}`))).toEqual(content(before.todo));
  });
});

describe('휴지통: WBS projects and task subtrees', () => {
  async function projectWithTree() {
    const project = (await h().post('/api/wbs/projects').set(u.auth).send({ title: '휴지통 프로젝트', start_date: '2026-03-01', end_date: '2026-04-30' }).expect(201)).body;
    const task = async (title: string, parent_id?: string) => (await h().post(`/api/wbs/projects/${project.id}/tasks`).set(u.auth).send({ title, parent_id, progress: 50 }).expect(201)).body.id as string;
    const root = await task('상위 작업');
    const child = await task('하위 작업', root);
    const grandchild = await task('손자 작업', child);
    const other = await task('다른 작업');
    return { id: project.id as string, root, child, grandchild, other };
  }
  const tasks = (projectId: string) => get(`/api/wbs/projects/${projectId}/tasks`);

  it('when a task is deleted, then its subtree goes to the 휴지통 with it and comes back under its parent', async () => {
    const p = await projectWithTree();
    const before = await tasks(p.id);
    const progressBefore = (await get(`/api/wbs/projects/${p.id}`)).progress;
    await h().delete(`/api/wbs/projects/${p.id}/tasks/${p.child}`).set(u.auth).expect(200);
    expect((await tasks(p.id)).map((t: { id: string }) => t.id)).toEqual([p.root, p.other]);
    expect(await trash()).toContainEqual(expect.objectContaining({ kind: 'task', id: p.child, title: '하위 작업', count: 1 }));
    await restore('task', p.child).expect(200);
    expect(await tasks(p.id)).toEqual(before);
    expect((await get(`/api/wbs/projects/${p.id}`)).progress).toBe(progressBefore);
  });

  it('when a project is deleted, then it and its tasks come back with the same ids; a task of a missing project cannot', async () => {
    const p = await projectWithTree();
    await h().delete(`/api/wbs/projects/${p.id}/tasks/${p.other}`).set(u.auth).expect(200);
    const before = { project: await get(`/api/wbs/projects/${p.id}`), tasks: await tasks(p.id) };
    const del = await h().delete(`/api/wbs/projects/${p.id}`).set(u.auth).expect(200);
    expect(del.body).toEqual({ deleted_tasks: 3 });
    await h().get(`/api/wbs/projects/${p.id}`).set(u.auth).expect(404);
    expect(await searchIds('휴지통 프로젝트')).not.toContain(p.id);

    const orphan = await restore('task', p.other).expect(409);
    expect(orphan.body.detail).toBe(TRASH_MESSAGES.projectMissing);
    expect(await trash()).toContainEqual(expect.objectContaining({ kind: 'task', id: p.other }));

    await restore('project', p.id).expect(200);
    expect(await get(`/api/wbs/projects/${p.id}`)).toEqual(before.project);
    expect(await tasks(p.id)).toEqual(before.tasks);
    expect(await searchIds('휴지통 프로젝트')).toContain(p.id);
    await restore('task', p.other).expect(200);
    expect((await tasks(p.id)).map((t: { id: string }) => t.id)).toContain(p.other);
  });
});

describe('휴지통: 영구 삭제, 비우기, 30 days, other users', () => {
  it('when an item is deleted for good, or the 휴지통 emptied, then nothing can be restored', async () => {
    const v = await api.user('trashempty');
    const one = (await h().post('/api/todos').set(v.auth).send({ title: '영구 삭제' }).expect(201)).body.todo.id;
    const two = (await h().post('/api/todos').set(v.auth).send({ title: '비우기' }).expect(201)).body.todo.id;
    await h().delete(`/api/todos/${one}`).set(v.auth).expect(200);
    await h().delete(`/api/todos/${two}`).set(v.auth).expect(200);
    expect((await h().delete(`/api/trash/todo/${one}`).set(v.auth).expect(200)).body.message).toBe(TRASH_MESSAGES.deleted);
    await restore('todo', one, v).expect(404);
    expect((await h().delete('/api/trash').set(v.auth).expect(200)).body).toEqual({ message: TRASH_MESSAGES.emptied, deleted: 1 });
    expect(await trash(v)).toEqual([]);
    await restore('todo', two, v).expect(404);
  });

  it('when 30 days pass, then the entry is hidden at once and purged by the server', async () => {
    const v = await api.user('trashexpiry');
    const id = (await h().post('/api/todos').set(v.auth).send({ title: '30일' }).expect(201)).body.todo.id;
    await h().delete(`/api/todos/${id}`).set(v.auth).expect(200);
    clock.advance(30 * DAY - 1000);
    expect(await purgeExpiredTrash(clock.now())).toBe(0);
    expect((await trash(v)).map((i) => i.id)).toEqual([id]);
    clock.advance(1000);
    expect(await trash(v)).toEqual([]);
    await restore('todo', id, v).expect(404);
    expect(await purgeExpiredTrash(clock.now())).toBeGreaterThanOrEqual(1);
    expect(await purgeExpiredTrash(clock.now())).toBe(0);
  });

  it("when another user names an item of mine, then 404 and my 휴지통 is unchanged; an unknown kind is 404", async () => {
    const other = await api.user('trashother');
    const todo = await newTodo({ title: '내 휴지통' });
    await h().delete(`/api/todos/${todo.id}`).set(u.auth).expect(200);
    const mine = await trash();
    expect(await trash(other)).toEqual([]);
    await restore('todo', todo.id, other).expect(404);
    await h().delete(`/api/trash/todo/${todo.id}`).set(other.auth).expect(404);
    await h().delete('/api/trash').set(other.auth).expect(200);
    await restore('note', todo.id).expect(404);
    expect(await trash()).toEqual(mine);
  });
});
