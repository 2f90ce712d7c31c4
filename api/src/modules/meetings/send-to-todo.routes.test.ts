import { ACTION_ITEM_MESSAGES, type ActionItem, type TodoDto } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let u: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  u = await api.user('sendtodo');
});
afterAll(() => api.close());

const base = { title: '주간 회의', date: '2026-11-24', time: '10:00', attendees: ['김철수'] };
const h = () => api.http();
async function meetingWith(rows: object[]) {
  const m = (await h().post('/api/meetings').set(u.auth).send({ ...base, action_item_rows: rows }).expect(201)).body.meeting;
  return { id: m.id as string, items: m.action_item_rows as ActionItem[] };
}
const send = (meetingId: string, itemId: string) => h().post(`/api/meetings/${meetingId}/action-items/${itemId}/todo`).set(u.auth);
const getMeeting = async (id: string) => (await h().get(`/api/meetings/${id}`).set(u.auth).expect(200)).body;
const getTodo = (id: string) => h().get(`/api/todos/${id}`).set(u.auth);
const todosFrom = async (meetingId: string) => ((await h().get('/api/todos').set(u.auth).expect(200)).body as TodoDto[]).filter((t) => t.source?.meeting_id === meetingId);

describe('POST /api/meetings/:id/action-items/:itemId/todo', () => {
  it('when a row is sent, then a to-do is made from it, linked both ways; sending again answers the same to-do', async () => {
    const m = await meetingWith([{ text: '보고서 작성', owner: '김철수', due_date: '2099-12-01' }, { text: '예산' }]);
    const first = await send(m.id, m.items[0].id).expect(201);
    expect(first.body.message).toBe(ACTION_ITEM_MESSAGES.sent);
    const todo = first.body.todo as TodoDto;
    expect(todo).toMatchObject({ title: '보고서 작성', due_date: '2099-12-01', tags: ['회의'], status: 'pending' });
    expect(todo.description).toContain(`/meeting/${m.id}`);
    expect(todo.source).toEqual({ type: 'meeting', meeting_id: m.id, item_id: m.items[0].id, title: '주간 회의', date: '2026-11-24' });
    expect(first.body.meeting.action_item_rows[0].todo_id).toBe(todo.id);
    expect(first.body.meeting.action_item_rows[1].todo_id).toBeNull();
    const again = await send(m.id, m.items[0].id).expect(200);
    expect(again.body.todo.id).toBe(todo.id);
    expect(await todosFrom(m.id)).toHaveLength(1);
  });

  it("when a row's 기한 has passed, then the to-do keeps that date (overdue) instead of a 400", async () => {
    const m = await meetingWith([{ text: '지난 기한', due_date: '2020-01-02' }]);
    const todo = (await send(m.id, m.items[0].id).expect(201)).body.todo as TodoDto;
    expect(todo.due_date).toBe('2020-01-02');
    expect((await getTodo(todo.id).expect(200)).body.due_date).toBe('2020-01-02');
    await h().post('/api/todos').set(u.auth).send({ title: '직접 쓴 할일', due_date: '2020-01-02' }).expect(400);
  });

  it('when the same row is sent three times at once, then one to-do exists', async () => {
    const m = await meetingWith([{ text: '동시에 보내기' }]);
    const answers = await Promise.all([send(m.id, m.items[0].id), send(m.id, m.items[0].id), send(m.id, m.items[0].id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.todo.id)).size).toBe(1);
    expect((await todosFrom(m.id)).map((t) => t.id)).toEqual([answers[0].body.todo.id]);
  });

  it('when a row text is longer than a to-do title, then the title is clipped and the description keeps the whole text', async () => {
    const text = '가'.repeat(150);
    const m = await meetingWith([{ text }]);
    const todo = (await send(m.id, m.items[0].id).expect(201)).body.todo as TodoDto;
    expect([...todo.title]).toHaveLength(100);
    expect(todo.description.startsWith(text)).toBe(true);
  });

  it('when the to-do is completed or reopened, then the row follows; when the row is ticked in the meeting, the to-do follows', async () => {
    const m = await meetingWith([{ text: '양방향' }]);
    const todoId = (await send(m.id, m.items[0].id).expect(201)).body.todo.id;
    await h().put(`/api/todos/${todoId}`).set(u.auth).send({ status: 'completed' }).expect(200);
    let meeting = await getMeeting(m.id);
    expect(meeting.action_item_rows[0].done).toBe(true);
    expect(meeting.action_items).toBe('- [x] 양방향');
    await h().put(`/api/todos/${todoId}`).set(u.auth).send({ completed: false }).expect(200);
    expect((await getMeeting(m.id)).action_item_rows[0].done).toBe(false);
    meeting = await getMeeting(m.id);
    await h().put(`/api/meetings/${m.id}`).set(u.auth).send({ ...base, action_item_rows: [{ ...meeting.action_item_rows[0], done: true, todo_id: undefined }] }).expect(200);
    expect((await getTodo(todoId).expect(200)).body.status).toBe('completed');
  });

  it('when the meeting is renamed, then the to-do source shows the new title and date', async () => {
    const m = await meetingWith([{ text: '이름 따라가기' }]);
    const todoId = (await send(m.id, m.items[0].id).expect(201)).body.todo.id;
    const meeting = await getMeeting(m.id);
    await h().put(`/api/meetings/${m.id}`).set(u.auth).send({ ...base, title: '월간 회의', date: '2026-12-01', action_items: meeting.action_items }).expect(200);
    expect((await getTodo(todoId).expect(200)).body.source).toMatchObject({ title: '월간 회의', date: '2026-12-01' });
  });

  it('when the meeting is deleted, then the to-do stays without its link; when a to-do is deleted, the row stays unlinked', async () => {
    const m = await meetingWith([{ text: '남는 할일' }, { text: '지울 할일' }]);
    const kept = (await send(m.id, m.items[0].id).expect(201)).body.todo.id;
    const gone = (await send(m.id, m.items[1].id).expect(201)).body.todo.id;
    await h().delete(`/api/todos/${gone}`).set(u.auth).expect(200);
    const meeting = await getMeeting(m.id);
    expect(meeting.action_item_rows.map((r: ActionItem) => [r.text, r.todo_id])).toEqual([['남는 할일', kept], ['지울 할일', null]]);
    await h().delete(`/api/meetings/${m.id}`).set(u.auth).expect(204);
    const todo = (await getTodo(kept).expect(200)).body as TodoDto;
    expect(todo.title).toBe('남는 할일');
    expect(todo).not.toHaveProperty('source');
  });

  it('when a row is removed from the meeting, then its to-do loses the link; a deleted to-do can be sent again', async () => {
    const m = await meetingWith([{ text: '빠질 행' }, { text: '다시 보낼 행' }]);
    const dropped = (await send(m.id, m.items[0].id).expect(201)).body.todo.id;
    const resend = (await send(m.id, m.items[1].id).expect(201)).body.todo.id;
    await h().put(`/api/meetings/${m.id}`).set(u.auth).send({ ...base, action_item_rows: [m.items[1]].map(({ todo_id: _t, ...r }) => r) }).expect(200);
    expect((await getTodo(dropped).expect(200)).body).not.toHaveProperty('source');
    await h().delete(`/api/todos/${resend}`).set(u.auth).expect(200);
    const again = await send(m.id, m.items[1].id).expect(201);
    expect(again.body.todo.id).not.toBe(resend);
  });

  it('when a meeting only has a free-text string, then sending its first line stores the rows once and links it', async () => {
    const created = (await h().post('/api/meetings').set(u.auth).send({ ...base, action_items: '보고서 작성\n예산 검토' }).expect(201)).body.meeting;
    expect(created.action_item_rows.map((r: ActionItem) => r.id)).toEqual(['l0', 'l1']);
    const res = await send(created.id, 'l1').expect(201);
    expect(res.body.todo.title).toBe('예산 검토');
    const meeting = await getMeeting(created.id);
    expect(meeting.action_items).toBe('- [ ] 보고서 작성\n- [ ] 예산 검토');
    expect(meeting.action_item_rows.map((r: ActionItem) => [r.id, r.todo_id])).toEqual([['l0', null], ['l1', res.body.todo.id]]);
  });

  it("when rows are sent and one is completed, then the summary counts '회의에서 나온 할일 2개 (완료 1)'; a deleted meeting's to-dos stop counting", async () => {
    const other = await api.user('sendstats');
    const created = (await h().post('/api/meetings').set(other.auth).send({ ...base, action_item_rows: [{ text: '하나' }, { text: '둘' }, { text: '셋' }] }).expect(201)).body.meeting;
    const sendAs = (itemId: string) => h().post(`/api/meetings/${created.id}/action-items/${itemId}/todo`).set(other.auth).expect(201);
    const first = (await sendAs(created.action_item_rows[0].id)).body.todo.id;
    await sendAs(created.action_item_rows[1].id);
    await h().post('/api/todos').set(other.auth).send({ title: '회의와 무관' }).expect(201);
    await h().put(`/api/todos/${first}`).set(other.auth).send({ status: 'completed' }).expect(200);
    const summary = async () => (await h().get('/api/stats/summary').set(other.auth).expect(200)).body.meetings;
    expect(await summary()).toMatchObject({ todos_sent: 2, todos_sent_completed: 1 });
    await h().delete(`/api/meetings/${created.id}`).set(other.auth).expect(204);
    expect(await summary()).toMatchObject({ todos_sent: 0, todos_sent_completed: 0 });
  });

  it('when a body is sent, then 400; without a token, 401', async () => {
    const m = await meetingWith([{ text: '본문 없음' }]);
    expect((await send(m.id, m.items[0].id).send({ title: 'x' })).status).toBe(400);
    expect((await h().post(`/api/meetings/${m.id}/action-items/${m.items[0].id}/todo`)).status).toBe(401);
    expect(await todosFrom(m.id)).toHaveLength(0);
  });
});
