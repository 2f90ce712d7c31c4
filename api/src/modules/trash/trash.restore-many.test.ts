import { TRASH_MESSAGES, quotaMessage, type ActionItem, type TodoDto } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

/** A small quota (6 to-dos) so one test can fill it. */
const LIMIT = 6;
let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  api = await startTestApi({ QUOTA_TODOS: String(LIMIT) });
  u = await api.user('trashmany');
});
afterAll(() => api.close());

const h = () => api.http();
const newTodo = async (title: string, who = u) => (await h().post('/api/todos').set(who.auth).send({ title }).expect(201)).body.todo as TodoDto;
const bulkDelete = (ids: string[], who = u) => h().patch('/api/todos').set(who.auth).send({ ids, delete: true }).expect(200);
const restoreMany = (ids: string[], who = u) => h().post('/api/trash/restore').set(who.auth).send({ kind: 'todo', ids });
const listIds = async (who = u) => ((await h().get('/api/todos').set(who.auth).expect(200)).body as TodoDto[]).map((t) => t.id);
const trashIds = async (who = u) => ((await h().get('/api/trash').set(who.auth).expect(200)).body.items as { id: string }[]).map((i) => i.id);

/** Empties the account between tests, so each starts under the small quota. */
afterEach(async () => {
  const ids = await listIds();
  if (ids.length) await bulkDelete(ids);
  await h().delete('/api/trash').set(u.auth).expect(200);
});

describe('POST /api/trash/restore: many to-dos back in one request', () => {
  it('when a bulk delete is undone, then every to-do comes back exactly as it was, in one request', async () => {
    const todos = [await newTodo('일괄 복원 1'), await newTodo('일괄 복원 2'), await newTodo('일괄 복원 3')];
    const before = await Promise.all(todos.map(async (t) => (await h().get(`/api/todos/${t.id}`).set(u.auth)).body));
    await bulkDelete(todos.map((t) => t.id));
    expect(await listIds()).toEqual([]);

    const res = await restoreMany(todos.map((t) => t.id.toUpperCase())).expect(200);
    expect(res.body.message).toBe(TRASH_MESSAGES.restoredMany(3));
    expect((res.body.items as { kind: string; id: string }[]).map((i) => `${i.kind}:${i.id}`)).toEqual(todos.map((t) => `todo:${t.id}`));
    expect(await Promise.all(todos.map(async (t) => (await h().get(`/api/todos/${t.id}`).set(u.auth)).body))).toEqual(before);
    expect(await trashIds()).toEqual([]);
    await restoreMany(todos.map((t) => t.id)).expect(404);
  });

  it("when one id is another user's trashed to-do, then 404 with a Korean detail and nothing is restored for either", async () => {
    const other = await api.user('trashmanyother');
    const mine = [await newTodo('내 것 1'), await newTodo('내 것 2')].map((t) => t.id);
    const theirs = (await newTodo('남의 것', other)).id;
    await bulkDelete(mine);
    await bulkDelete([theirs], other);

    for (const ids of [[...mine, theirs], [theirs, ...mine], [theirs]]) {
      const res = await restoreMany(ids).expect(404);
      expect(res.body.detail).toBe(TRASH_MESSAGES.notFound);
    }
    expect(await listIds()).toEqual([]);
    expect((await trashIds()).sort()).toEqual([...mine].sort());
    expect(await trashIds(other)).toEqual([theirs]);
    expect(await listIds(other)).toEqual([]);
  });

  it('when one id is not in the 휴지통 (live, restored or made up), then 404 and the others stay trashed', async () => {
    const [a, b, live] = [await newTodo('가'), await newTodo('나'), await newTodo('살아 있음')];
    await bulkDelete([a.id, b.id]);
    for (const extra of [live.id, '0123456789abcdef01234567']) await restoreMany([a.id, b.id, extra]).expect(404);
    expect(await listIds()).toEqual([live.id]);
    expect((await trashIds()).sort()).toEqual([a.id, b.id].sort());
  });

  it('when the quota cannot hold them all, then 409 quota_exceeded and every one stays in the 휴지통', async () => {
    const gone = [await newTodo('한도 1'), await newTodo('한도 2'), await newTodo('한도 3')].map((t) => t.id);
    await bulkDelete(gone);
    for (let i = 0; i < LIMIT - 2; i += 1) await newTodo(`채움 ${i}`);
    const res = await restoreMany(gone).expect(409);
    expect(res.body).toMatchObject({ code: 'quota_exceeded', detail: quotaMessage('todos', LIMIT) });
    expect((await trashIds()).sort()).toEqual([...gone].sort());
    expect((await listIds()).filter((id) => gone.includes(id))).toEqual([]);
  });

  it('when a restored to-do came from a meeting, then its row links to it again', async () => {
    const m = (await h().post('/api/meetings').set(u.auth).send({ title: '복원 회의', date: '2026-11-24', time: '10:00', action_item_rows: [{ text: '보낼 일' }] }).expect(201)).body.meeting;
    const item = (m.action_item_rows as ActionItem[])[0];
    const todo = (await h().post(`/api/meetings/${m.id}/action-items/${item.id}/todo`).set(u.auth).expect(201)).body.todo as TodoDto;
    const plain = await newTodo('그냥 할일');
    await bulkDelete([todo.id, plain.id]);
    await restoreMany([plain.id, todo.id]).expect(200);
    const row = ((await h().get(`/api/meetings/${m.id}`).set(u.auth)).body.action_item_rows as ActionItem[])[0];
    expect(row.todo_id).toBe(todo.id);
    expect((await h().get(`/api/todos/${todo.id}`).set(u.auth)).body.source).toMatchObject({ meeting_id: m.id, item_id: item.id });
    await h().delete(`/api/meetings/${m.id}`).set(u.auth).expect(204);
  });

  it('bad input → 400 with a Korean detail, and nothing is restored', async () => {
    const t = await newTodo('잘못된 입력');
    await bulkDelete([t.id]);
    const hex = (i: number) => i.toString(16).padStart(24, '0');
    const bodies: [object, string][] = [
      [{ kind: 'todo', ids: [] }, TRASH_MESSAGES.bulkIdsEmpty],
      [{ kind: 'todo', ids: Array.from({ length: 501 }, (_, i) => hex(i)) }, TRASH_MESSAGES.bulkTooMany],
      [{ kind: 'todo', ids: [t.id, t.id.toUpperCase()] }, TRASH_MESSAGES.bulkIdsDuplicate],
      [{ kind: 'todo', ids: ['not-an-id'] }, TRASH_MESSAGES.bulkIdsInvalid],
      [{ kind: 'todo', ids: t.id }, TRASH_MESSAGES.bulkIdsInvalid],
      [{ kind: 'meeting', ids: [t.id] }, TRASH_MESSAGES.bulkKindOnlyTodo],
      [{ ids: [t.id] }, TRASH_MESSAGES.bulkKindOnlyTodo],
    ];
    for (const [body, detail] of bodies) {
      const res = await h().post('/api/trash/restore').set(u.auth).send(body);
      expect({ body, status: res.status, detail: res.body.detail }).toEqual({ body, status: 400, detail });
    }
    expect(await trashIds()).toEqual([t.id]);
  });
});
