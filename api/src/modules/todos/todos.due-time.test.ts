import { seoulDate, TODO_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { seedTodo } from '../stats/test-seed';
import { getSummary } from '../stats/stats.service';
import { dueKey } from './todos.model';

let api: TestApi;
let alice: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.user('duetime');
});
afterAll(() => api.close());

const day = (days: number) => seoulDate(new Date(Date.now() + days * 86_400_000));
const create = (body: object, user = alice) => api.http().post('/api/todos').set(user.auth).send(body);
const put = (id: string, body: object, user = alice) => api.http().put(`/api/todos/${id}`).set(user.auth).send(body);
const get = (id: string) => api.http().get(`/api/todos/${id}`).set(alice.auth);

describe('due_time on create', () => {
  it('when a date and a time are sent, then both are stored and read back ("9:05" becomes "09:05")', async () => {
    const res = await create({ title: '회의', due_date: day(1), due_time: '9:05' });
    expect(res.status).toBe(201);
    expect(res.body.todo).toMatchObject({ due_date: day(1), due_time: '09:05' });
    expect((await get(res.body.todo.id)).body.due_time).toBe('09:05');
  });

  it('when the spec’s body (no due_time) is sent, then the to-do has due_time null', async () => {
    const res = await create({ title: '스펙 본문', description: '', priority: 'medium', status: 'pending', category: '', due_date: day(2), tags: [] });
    expect(res.status).toBe(201);
    expect(res.body.todo.due_time).toBeNull();
  });

  it.each([
    ['a time without a date', { due_time: '10:00' }, TODO_MESSAGES.dueTimeWithoutDate],
    ['a time with the date null', { due_date: null, due_time: '10:00' }, TODO_MESSAGES.dueTimeWithoutDate],
    ['24:00', { due_date: '2099-01-01', due_time: '24:00' }, TODO_MESSAGES.dueTimeInvalid],
    ['10:60', { due_date: '2099-01-01', due_time: '10:60' }, TODO_MESSAGES.dueTimeInvalid],
    ['a number', { due_date: '2099-01-01', due_time: 1000 }, TODO_MESSAGES.dueTimeInvalid],
    ['an ISO timestamp', { due_date: '2099-01-01', due_time: '2099-01-01T10:00:00Z' }, TODO_MESSAGES.dueTimeInvalid],
  ])('when %s is sent, then 400 with the Korean message beside due_time and nothing is stored', async (_name, body, message) => {
    const before = (await api.http().get('/api/todos').set(alice.auth)).body.length;
    const res = await create({ title: '잘못된 시간', ...body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'due_time', message })]);
    expect((await api.http().get('/api/todos').set(alice.auth)).body.length).toBe(before);
  });
});

describe('due_time on update', () => {
  it('when only the time is sent, then it joins the stored date', async () => {
    const { id } = (await create({ title: '시간 추가', due_date: day(3) })).body.todo;
    const res = await put(id, { due_time: '18:30' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ due_date: day(3), due_time: '18:30' });
  });

  it('when the spec’s full body (no due_time) is sent, then the stored time stays; a new date keeps it too', async () => {
    const { id } = (await create({ title: '전체 수정', due_date: day(3), due_time: '08:00' })).body.todo;
    const full = { title: '전체 수정됨', description: '', priority: 'high', status: 'in_progress', category: 'work', due_date: day(4), tags: [] };
    expect((await put(id, full)).body).toMatchObject({ title: '전체 수정됨', due_date: day(4), due_time: '08:00' });
  });

  it('when the date is cleared, then the time goes with it; a time alone then is refused and nothing changes', async () => {
    const { id } = (await create({ title: '날짜 지우기', due_date: day(3), due_time: '08:00' })).body.todo;
    expect((await put(id, { due_date: null })).body).toMatchObject({ due_date: null, due_time: null });
    const refused = await put(id, { due_time: '09:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(TODO_MESSAGES.dueTimeWithoutDate);
    expect((await get(id)).body).toMatchObject({ due_date: null, due_time: null });
  });

  it('when the time is set to null, then the to-do becomes all-day and keeps its date', async () => {
    const { id } = (await create({ title: '종일', due_date: day(3), due_time: '08:00' })).body.todo;
    expect((await put(id, { due_time: null })).body).toMatchObject({ due_date: day(3), due_time: null });
  });

  it('when another user sends a time for my to-do, then 404 and my to-do is unchanged', async () => {
    const bob = await api.user('duetimebob');
    const { id } = (await create({ title: '내 할일', due_date: day(3), due_time: '08:00' })).body.todo;
    expect((await put(id, { due_time: '09:00' }, bob)).status).toBe(404);
    expect((await get(id)).body.due_time).toBe('08:00');
  });
});

describe('order and lateness by date then time', () => {
  it('when sorted by due date, then by date, an all-day to-do first, then by time, undated last, across pages', async () => {
    const u = await api.user('duetimesort');
    const d1 = day(5);
    const d2 = day(6);
    for (const [title, due_date, due_time] of [['b', d1, '15:00'], ['none', null, null], ['c', d2, '09:00'], ['a', d1, '09:30'], ['allday', d1, null], ['d', d1, '23:59']] as const) {
      expect((await create({ title, due_date, due_time }, u)).status).toBe(201);
    }
    const all = await api.http().get('/api/todos?sort=due_date').set(u.auth);
    expect(all.body.map((t: { title: string }) => t.title)).toEqual(['allday', 'a', 'b', 'd', 'c', 'none']);
    const titles: string[] = [];
    let cursor = '';
    do {
      const page = await api.http().get(`/api/todos?sort=due_date&limit=2${cursor ? `&cursor=${cursor}` : ''}`).set(u.auth);
      titles.push(...page.body.map((t: { title: string }) => t.title));
      cursor = page.headers['x-next-cursor'] ?? '';
    } while (cursor);
    expect(titles).toEqual(['allday', 'a', 'b', 'd', 'c', 'none']);
  });

  it('when the summary is computed, then a to-do due today at a past minute is overdue and not due today', async () => {
    const u = await api.user('duetimestats');
    const seed = (dueDate: string, dueTime: string | null, status = 'pending') => seedTodo(u.id, { dueDate, dueTime, dueKey: dueKey(dueDate, dueTime), status });
    await seed('2025-03-12', '10:29');
    await seed('2025-03-12', '10:30');
    await seed('2025-03-12', '10:31');
    await seed('2025-03-12', null);
    await seed('2025-03-11', '23:00');
    await seed('2025-03-12', '08:00', 'completed');
    // 10:30:59 in Seoul: 10:29 is late, 10:30 is due this very minute (not late yet).
    const summary = await getSummary({ ownerId: u.id, now: new Date('2025-03-12T01:30:59Z') });
    expect(summary.todos).toMatchObject({ overdue: 2, due_today: 3 });
  });

  it('when the calendar is asked, then a timed to-do comes with its time, after the all-day one of its day', async () => {
    const u = await api.user('duetimecal');
    await create({ title: '오후', due_date: day(2), due_time: '15:00' }, u);
    await create({ title: '종일', due_date: day(2) }, u);
    const res = await api.http().get(`/api/calendar?from=${day(0)}&to=${day(7)}`).set(u.auth);
    expect(res.body.events.filter((e: { type: string }) => e.type === 'todo').map((e: { title: string; time: string | null }) => [e.title, e.time]))
      .toEqual([['종일', null], ['오후', '15:00']]);
  });
});
