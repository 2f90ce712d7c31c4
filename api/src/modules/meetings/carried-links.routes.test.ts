import type { ActionItem, TodoDto } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

// Issue 21: a row carried over from an earlier meeting ('이전 회의 미결 사항') keeps the to-do that row was sent to.
let api: TestApi;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  u = await api.user('carrylinks');
  other = await api.user('carrylinks2');
});
afterAll(() => api.close());

const h = () => api.http();
const base = { title: '주간 회의', time: '10:00', attendees: ['김철수'] };
async function meeting(user: TestUser, date: string, rows: object[]) {
  const m = (await h().post('/api/meetings').set(user.auth).send({ ...base, date, action_item_rows: rows }).expect(201)).body.meeting;
  return { id: m.id as string, items: m.action_item_rows as ActionItem[] };
}
const rowsOf = async (user: TestUser, id: string) => (await h().get(`/api/meetings/${id}`).set(user.auth).expect(200)).body.action_item_rows as ActionItem[];
const todo = async (user: TestUser, id: string) => (await h().get(`/api/todos/${id}`).set(user.auth).expect(200)).body as TodoDto;

/** Meeting A with one row sent to 할일 and one not; answers A and the to-do. */
async function sentMeeting(user: TestUser) {
  const a = await meeting(user, '2026-11-17', [{ text: '보고서 작성' }, { text: '예산 검토' }]);
  const t = (await h().post(`/api/meetings/${a.id}/action-items/${a.items[0].id}/todo`).set(user.auth).expect(201)).body.todo as TodoDto;
  return { a, t };
}
const carried = (a: { id: string; items: ActionItem[] }, i: number) => ({ text: a.items[i].text, carried_from: { meeting_id: a.id, item_id: a.items[i].id } });

describe('rows carried over from an earlier meeting', () => {
  it('when a sent row is carried into the next meeting, then the new row links the same to-do and sending it makes no second one', async () => {
    const { a, t } = await sentMeeting(u);
    const b = await meeting(u, '2026-11-24', [carried(a, 0), carried(a, 1)]);
    expect(b.items.map((r) => r.todo_id)).toEqual([t.id, null]);
    expect((await todo(u, t.id)).source).toEqual({ type: 'meeting', meeting_id: b.id, item_id: b.items[0].id, title: '주간 회의', date: '2026-11-24' });
    const again = await h().post(`/api/meetings/${b.id}/action-items/${b.items[0].id}/todo`).set(u.auth).expect(200);
    expect(again.body.todo.id).toBe(t.id);
    expect((await rowsOf(u, a.id))[0].todo_id).toBe(t.id);
  });

  it('when the to-do is completed, then both meetings tick the row; ticking it in the new meeting completes the to-do and ticks the old row', async () => {
    const { a, t } = await sentMeeting(u);
    const b = await meeting(u, '2026-11-24', [carried(a, 0)]);
    await h().put(`/api/todos/${t.id}`).set(u.auth).send({ status: 'completed' }).expect(200);
    expect((await rowsOf(u, a.id))[0].done).toBe(true);
    expect((await rowsOf(u, b.id))[0].done).toBe(true);
    await h().put(`/api/todos/${t.id}`).set(u.auth).send({ status: 'pending' }).expect(200);
    expect((await rowsOf(u, a.id))[0].done).toBe(false);
    const rows = (await rowsOf(u, b.id)).map(({ todo_id: _link, ...r }) => ({ ...r, done: true }));
    await h().put(`/api/meetings/${b.id}`).set(u.auth).send({ ...base, date: '2026-11-24', action_item_rows: rows }).expect(200);
    expect((await todo(u, t.id)).status).toBe('completed');
    expect((await rowsOf(u, a.id))[0].done).toBe(true);
  });

  it('when the to-do is deleted, then the rows in both meetings stay without the link', async () => {
    const { a, t } = await sentMeeting(u);
    const b = await meeting(u, '2026-11-24', [carried(a, 0)]);
    expect(b.items[0].todo_id).toBe(t.id);
    await h().delete(`/api/todos/${t.id}`).set(u.auth).expect(200);
    expect((await rowsOf(u, a.id))[0].todo_id).toBeNull();
    expect((await rowsOf(u, b.id))[0].todo_id).toBeNull();
  });

  it('when rows are carried into an existing meeting by an edit, then they take over the link too', async () => {
    const { a, t } = await sentMeeting(u);
    const b = await meeting(u, '2026-11-24', [{ text: '다른 일' }]);
    const rows = [...b.items.map(({ todo_id: _link, ...r }) => r), carried(a, 0)];
    const edited = (await h().put(`/api/meetings/${b.id}`).set(u.auth).send({ ...base, date: '2026-11-24', action_item_rows: rows }).expect(200)).body;
    expect(edited.action_item_rows.map((r: ActionItem) => r.todo_id)).toEqual([null, t.id]);
  });

  it('when the earlier meeting is deleted and restored, then its row links the to-do again and shows what happened to it meanwhile', async () => {
    const { a, t } = await sentMeeting(u);
    const b = await meeting(u, '2026-11-24', [carried(a, 0)]);
    expect(b.items[0].todo_id).toBe(t.id);
    expect((await h().delete(`/api/meetings/${a.id}`).set(u.auth)).status).toBe(204);
    await h().put(`/api/todos/${t.id}`).set(u.auth).send({ status: 'completed' }).expect(200);
    await h().post(`/api/trash/meeting/${a.id}/restore`).set(u.auth).expect(200);
    const rows = await rowsOf(u, a.id);
    expect(rows[0]).toMatchObject({ todo_id: t.id, done: true });
    expect(rows[1].todo_id).toBeNull();
    // The to-do stays with the meeting it was carried into; both rows keep following it.
    expect((await todo(u, t.id)).source).toMatchObject({ meeting_id: b.id, item_id: b.items[0].id });
    await h().put(`/api/todos/${t.id}`).set(u.auth).send({ status: 'pending' }).expect(200);
    expect((await rowsOf(u, a.id))[0].done).toBe(false);
    expect((await rowsOf(u, b.id))[0].done).toBe(false);
  });

  it('when a meeting is restored after its to-do was completed meanwhile, then its row shows the to-do done', async () => {
    const { a, t } = await sentMeeting(u);
    expect((await h().delete(`/api/meetings/${a.id}`).set(u.auth)).status).toBe(204);
    await h().put(`/api/todos/${t.id}`).set(u.auth).send({ status: 'completed' }).expect(200);
    await h().post(`/api/trash/meeting/${a.id}/restore`).set(u.auth).expect(200);
    expect((await rowsOf(u, a.id))[0]).toMatchObject({ todo_id: t.id, done: true });
    expect((await todo(u, t.id)).source).toMatchObject({ meeting_id: a.id, item_id: a.items[0].id });
  });

  it("when another account's meeting is named, then the row starts unlinked and that account's to-do is untouched", async () => {
    const { a, t } = await sentMeeting(u);
    const b = await meeting(other, '2026-11-24', [carried(a, 0)]);
    expect(b.items[0].todo_id).toBeNull();
    expect((await todo(u, t.id)).source?.meeting_id).toBe(a.id);
  });

  it('when carried_from is malformed, then 400 with a Korean message and nothing is stored', async () => {
    const before = (await h().get('/api/meetings').set(u.auth).expect(200)).body.length;
    for (const bad of [{ meeting_id: 'x', item_id: 'a1' }, { meeting_id: 'a'.repeat(24), item_id: 'A!' }, { meeting_id: 'a'.repeat(24) }, 'a1']) {
      const res = await h().post('/api/meetings').set(u.auth).send({ ...base, date: '2026-11-24', action_item_rows: [{ text: '일', carried_from: bad }] });
      expect(res.status).toBe(400);
      expect(res.body.detail ?? res.body.message).toMatch(/[가-힣]/);
    }
    expect((await h().get('/api/meetings').set(u.auth).expect(200)).body.length).toBe(before);
  });
});
