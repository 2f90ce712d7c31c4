import { TODO_MESSAGES, type TodoDto } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { until } from '../../../test/until';

let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  u = await api.user('bulk');
});
afterAll(() => api.close());

const h = () => api.http();
const make = async (who: TestUser, body: object) => (await h().post('/api/todos').set(who.auth).send(body).expect(201)).body.todo as TodoDto;
const list = async (who = u) => ((await h().get('/api/todos').set(who.auth).expect(200)).body as TodoDto[]).sort((a, b) => a.id.localeCompare(b.id));
const bulk = (body: object, who = u) => h().patch('/api/todos').set(who.auth).send(body);

describe('PATCH /api/todos (bulk)', () => {
  it('when several to-dos get one change, then all change in one request and the answer carries what to put back', async () => {
    const a = await make(u, { title: '일괄 1', priority: 'low', category: 'work' });
    const b = await make(u, { title: '일괄 2', priority: 'high', due_date: '2099-01-01' });
    const res = await bulk({ ids: [a.id, b.id], change: { status: 'completed', priority: 'medium', category: 'study', due_date: '2099-02-02' } }).expect(200);
    expect(res.body.message).toBe(TODO_MESSAGES.bulkUpdated(2));
    expect((res.body.todos as TodoDto[]).map((t) => [t.id, t.status, t.completed, t.priority, t.category, t.due_date])).toEqual([
      [a.id, 'completed', true, 'medium', 'study', '2099-02-02'],
      [b.id, 'completed', true, 'medium', 'study', '2099-02-02'],
    ]);
    expect(res.body.previous).toEqual([
      { id: a.id, status: 'pending', priority: 'low', category: 'work', due_date: null },
      { id: b.id, status: 'pending', priority: 'high', category: null, due_date: '2099-01-01' },
    ]);
    // The undo: each to-do's previous values back (one request per distinct set).
    for (const p of res.body.previous as { id: string; status: string; priority: string; category: string | null; due_date: string | null }[]) {
      const { id, ...change } = p;
      await bulk({ ids: [id], change }).expect(200);
    }
    const back = new Map((await list()).map((t) => [t.id, [t.status, t.priority, t.category, t.due_date]]));
    expect([back.get(a.id), back.get(b.id)]).toEqual([['pending', 'low', 'work', null], ['pending', 'high', null, '2099-01-01']]);
  }, 60_000); // HTTP round trips on a busy machine

  it("when one id is another user's (or missing), then 404 and nothing changes", async () => {
    const other = await api.user('bulkother');
    const mine = await make(u, { title: '내 것' });
    const theirs = await make(other, { title: '남의 것' });
    const before = { mine: await list(), theirs: await list(other) };
    for (const ids of [[mine.id, theirs.id], [mine.id, '0123456789abcdef01234567']]) {
      expect((await bulk({ ids, change: { status: 'completed' } }).expect(404)).body.detail).toBe(TODO_MESSAGES.notFound);
      expect((await bulk({ ids, delete: true }).expect(404)).body.detail).toBe(TODO_MESSAGES.notFound);
    }
    expect({ mine: await list(), theirs: await list(other) }).toEqual(before);
  }, 60_000);

  it('when the body is wrong (no ids, over 500, duplicates, both or neither action, a preset reminder left without a date), then a Korean 400 and nothing changes', async () => {
    const t = await make(u, { title: '알림 있음', due_date: '2099-03-03', reminders: [{ kind: 'at_due' }] });
    const before = await list();
    const many = Array.from({ length: 501 }, (_, i) => i.toString(16).padStart(24, '0'));
    const cases: [object, string][] = [
      [{ ids: [], change: { status: 'completed' } }, TODO_MESSAGES.bulkIdsEmpty],
      [{ ids: many, change: { status: 'completed' } }, TODO_MESSAGES.bulkTooMany],
      [{ ids: [t.id, t.id], change: { status: 'completed' } }, TODO_MESSAGES.bulkIdsDuplicate],
      [{ ids: [t.id], change: { status: 'completed' }, delete: true }, TODO_MESSAGES.bulkActionInvalid],
      [{ ids: [t.id] }, TODO_MESSAGES.bulkActionInvalid],
      [{ ids: [t.id], change: {} }, TODO_MESSAGES.emptyUpdate],
      [{ ids: [t.id], change: { title: '제목' } }, ''],
      [{ ids: ['$ne'], change: { status: 'completed' } }, TODO_MESSAGES.bulkIdsInvalid],
      [{ ids: [t.id], change: { due_date: null } }, ''],
    ];
    for (const [body, detail] of cases) {
      const res = await bulk(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.detail).toMatch(detail ? detail : /[가-힣]/);
    }
    expect(await list()).toEqual(before);
  }, 60_000);

  it('when a date change is undone, then an overdue date goes back (a past date is accepted, as by PUT)', async () => {
    const late = await make(u, { title: '밀린 일', due_date: '2099-05-05' });
    await h().put(`/api/todos/${late.id}`).set(u.auth).send({ due_date: '2000-01-01' }).expect(200);
    const moved = await bulk({ ids: [late.id], change: { due_date: '2099-06-06' } }).expect(200);
    expect(moved.body.previous).toEqual([{ id: late.id, status: 'pending', priority: 'medium', category: null, due_date: '2000-01-01' }]);
    await bulk({ ids: [late.id], change: { due_date: '2000-01-01' } }).expect(200);
    expect((await h().get(`/api/todos/${late.id}`).set(u.auth).expect(200)).body.due_date).toBe('2000-01-01');
  }, 60_000);

  it('when several to-dos are deleted at once, then they go to the 휴지통 and each can be restored', async () => {
    const a = await make(u, { title: '한꺼번에 지우기 1' });
    const b = await make(u, { title: '한꺼번에 지우기 2' });
    const res = await bulk({ ids: [a.id, b.id], delete: true }).expect(200);
    expect(res.body).toEqual({ message: TODO_MESSAGES.bulkDeleted(2), deleted: 2 });
    expect((await list()).map((t) => t.id)).not.toEqual(expect.arrayContaining([a.id]));
    const trash = (await h().get('/api/trash').set(u.auth).expect(200)).body.items as { id: string }[];
    expect(trash.map((i) => i.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    for (const id of [a.id, b.id]) await h().post(`/api/trash/todo/${id}/restore`).set(u.auth).expect(200);
    expect((await list()).map((t) => t.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  }, 60_000);

  /** `count` to-dos of a user of its own, and the ids in order. */
  async function many(prefix: string, count: number): Promise<{ who: TestUser; ids: string[] }> {
    const who = await api.user(prefix);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await make(who, { title: `${prefix} ${i}`, priority: 'low' })).id);
    return { who, ids };
  }

  it('when a to-do is deleted while a bulk change runs (another tab), then 404 and the ones it had changed are put back', async () => {
    const { who, ids } = await many('bulkrace', 120);
    const running = bulk({ ids, change: { status: 'completed', priority: 'high' } }, who).then((r) => r);
    // the change has reached the first to-do; the last one, far behind, goes now
    await until(async () => (await h().get(`/api/todos/${ids[0]}`).set(who.auth)).body.status === 'completed', 30_000);
    await h().delete(`/api/todos/${ids[ids.length - 1]}`).set(who.auth).expect(200);
    const res = await running;
    expect([res.status, res.body.detail]).toEqual([404, TODO_MESSAGES.notFound]);
    const after = await list(who);
    expect(after).toHaveLength(ids.length - 1);
    expect(after.filter((t) => t.status !== 'pending' || t.priority !== 'low').map((t) => t.title)).toEqual([]);
  }, 120_000);

  it('when a to-do is deleted while a bulk delete runs, then it is skipped and the rest still go to the 휴지통', async () => {
    const { who, ids } = await many('bulkgone', 120);
    const running = bulk({ ids, delete: true }, who).then((r) => r);
    await until(async () => (await h().get(`/api/todos/${ids[0]}`).set(who.auth)).status === 404, 30_000);
    await h().delete(`/api/todos/${ids[ids.length - 1]}`).set(who.auth).expect(200);
    const res = await running;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: TODO_MESSAGES.bulkDeleted(ids.length - 1), deleted: ids.length - 1 });
    expect(await list(who)).toEqual([]);
    const trash = (await h().get('/api/trash').set(who.auth).expect(200)).body.items as { id: string }[];
    expect(trash.map((i) => i.id).sort()).toEqual([...ids].sort());
  }, 120_000);

  it('needs a session', async () => {
    expect((await h().patch('/api/todos').send({ ids: [], delete: true })).status).toBe(401);
  });
});
