import { REMINDER_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { ReminderJobModel } from './reminders.model';
import { createTodo, newClock, recordingScheduler } from './reminders.test-kit';

let api: TestApi;
let u: TestUser;
const clock = newClock();

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  u = await api.user('remind');
});
afterAll(() => api.close());

const jobsOf = async (todoId: string) =>
  (await ReminderJobModel.find({ todoId }).sort({ fireAt: 1 }).lean()).map((j) => `${j.key} ${j.fireAt.toISOString()} ${j.state}`);

describe('reminders on a to-do', () => {
  it('stores the reminders, answers them, and arms one job per fire time (09:00 Seoul without a due time)', async () => {
    const id = await createTodo(api, u, { due_date: '2030-05-10', reminders: [{ kind: 'before_1h' }, { kind: 'day_before_18' }, { kind: 'at', at: '2030-05-05T12:00' }] });
    const read = await api.http().get(`/api/todos/${id}`).set(u.auth);
    expect(read.body.reminders).toEqual([{ kind: 'before_1h' }, { kind: 'day_before_18' }, { kind: 'at', at: '2030-05-05T03:00:00.000Z' }]);
    expect(await jobsOf(id)).toEqual([
      'at:2030-05-05T03:00:00.000Z 2030-05-05T03:00:00.000Z pending',
      'day_before_18 2030-05-09T09:00:00.000Z pending',
      'before_1h 2030-05-09T23:00:00.000Z pending',
    ]);
  });

  it('a preset without a due date → Korean 400 and nothing stored; a time already past is not armed', async () => {
    const before = (await api.http().get('/api/todos').set(u.auth)).body.length;
    const res = await api.http().post('/api/todos').set(u.auth).send({ title: '날짜 없음', reminders: [{ kind: 'at_due' }] });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(REMINDER_MESSAGES.needsDueDate);
    expect((await api.http().get('/api/todos').set(u.auth)).body.length).toBe(before);
    const past = await createTodo(api, u, { reminders: [{ kind: 'at', at: '2030-04-30T12:00' }] });
    expect(await jobsOf(past)).toEqual([]);
  });

  it('an update re-arms what changed, keeps what did not, and refuses clearing the date under a preset', async () => {
    const id = await createTodo(api, u, { due_date: '2030-05-10', reminders: [{ kind: 'at_due' }, { kind: 'before_10m' }] });
    const [keep] = await ReminderJobModel.find({ todoId: id, key: 'at_due' }).lean();
    await api.http().put(`/api/todos/${id}`).set(u.auth).send({ reminders: [{ kind: 'at_due' }, { kind: 'before_1h' }] }).expect(200);
    expect(await jobsOf(id)).toEqual(['before_1h 2030-05-09T23:00:00.000Z pending', 'at_due 2030-05-10T00:00:00.000Z pending']);
    expect(String((await ReminderJobModel.findOne({ todoId: id, key: 'at_due' }).lean())?._id)).toBe(String(keep._id));
    await api.http().put(`/api/todos/${id}`).set(u.auth).send({ due_date: '2030-05-11' }).expect(200);
    expect(await jobsOf(id)).toEqual(['before_1h 2030-05-10T23:00:00.000Z pending', 'at_due 2030-05-11T00:00:00.000Z pending']);
    const cleared = await api.http().put(`/api/todos/${id}`).set(u.auth).send({ due_date: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.detail).toBe(REMINDER_MESSAGES.needsDueDate);
    expect((await api.http().get(`/api/todos/${id}`).set(u.auth)).body.due_date).toBe('2030-05-11');
  });

  it('completing cancels every reminder, reopening re-arms those still ahead, deleting cancels', async () => {
    const id = await createTodo(api, u, { due_date: '2030-05-10', reminders: [{ kind: 'at_due' }] });
    await api.http().put(`/api/todos/${id}`).set(u.auth).send({ status: 'completed' }).expect(200);
    expect(await jobsOf(id)).toEqual([]);
    await api.http().put(`/api/todos/${id}`).set(u.auth).send({ completed: false }).expect(200);
    expect(await jobsOf(id)).toEqual(['at_due 2030-05-10T00:00:00.000Z pending']);
    await api.http().delete(`/api/todos/${id}`).set(u.auth).expect(200);
    expect(await jobsOf(id)).toEqual([]);
  });
});

describe('fired reminders in the open app', () => {
  it('lists what fired; 다시 알림 re-arms ten minutes later, dismiss hides it; another user gets 404', async () => {
    const id = await createTodo(api, u, { due_date: '2030-05-02', reminders: [{ kind: 'at_due' }] });
    const { scheduler } = recordingScheduler(clock);
    clock.set('2030-05-02T00:00:00.000Z');
    await scheduler.tick();
    const due = (await api.http().get('/api/reminders/due').set(u.auth)).body as { id: string; todo_id: string; title: string }[];
    const mine = due.find((d) => d.todo_id === id)!;
    expect(mine).toMatchObject({ title: '보고서 제출', kind: 'at_due', fire_at: '2030-05-02T00:00:00.000Z', due_date: '2030-05-02' });

    const other = await api.user('remindother');
    expect((await api.http().post(`/api/reminders/${mine.id}/snooze`).set(other.auth).send({})).status).toBe(404);
    expect((await api.http().get('/api/reminders/due').set(other.auth)).body).toEqual([]);

    const snoozed = await api.http().post(`/api/reminders/${mine.id}/snooze`).set(u.auth).send({});
    expect(snoozed.body).toEqual({ message: REMINDER_MESSAGES.snoozed, fire_at: '2030-05-02T00:10:00.000Z' });
    expect((await api.http().get('/api/reminders/due').set(u.auth)).body.map((d: { id: string }) => d.id)).not.toContain(mine.id);
    clock.advance(9 * 60_000);
    expect(await scheduler.tick()).toBe(0);
    clock.advance(60_000);
    expect(await scheduler.tick()).toBe(1);
    expect((await api.http().get('/api/reminders/due').set(u.auth)).body.map((d: { id: string }) => d.id)).toContain(mine.id);

    await api.http().post(`/api/reminders/${mine.id}/dismiss`).set(u.auth).send({}).expect(200);
    expect((await api.http().get('/api/reminders/due').set(u.auth)).body.map((d: { id: string }) => d.id)).not.toContain(mine.id);
    expect((await api.http().post(`/api/reminders/${mine.id}/dismiss`).set(u.auth).send({ extra: 1 })).status).toBe(400);
  });

  it('an edit of neither the reminders, the date nor the status leaves the jobs alone: a fired one still waits', async () => {
    const id = await createTodo(api, u, { due_date: '2030-05-03', reminders: [{ kind: 'at_due' }, { kind: 'at', at: '2030-05-09T12:00' }] });
    const { scheduler } = recordingScheduler(clock);
    clock.set('2030-05-03T00:00:00.000Z');
    await scheduler.tick();
    const before = await jobsOf(id);
    expect(before).toEqual(['at_due 2030-05-03T00:00:00.000Z fired', 'at:2030-05-09T03:00:00.000Z 2030-05-09T03:00:00.000Z pending']);
    const edited = await api.http().put(`/api/todos/${id}`).set(u.auth).send({ title: '고친 제출 일정', tags: ['고침'] }).expect(200);
    expect(edited.body.title).toBe('고친 제출 일정');
    expect(await jobsOf(id)).toEqual(before);
    expect((await api.http().get('/api/reminders/due').set(u.auth)).body.map((d: { todo_id: string; title: string }) => [d.todo_id, d.title])).toContainEqual([id, '고친 제출 일정']);
    // the edit still reached the list and the search keys
    expect((await api.http().get('/api/todos').set(u.auth)).body.find((t: { id: string }) => t.id === id).title).toBe('고친 제출 일정');
    const found = (await api.http().get(`/api/search?q=${encodeURIComponent('고친 제출')}`).set(u.auth)).body as { groups: { items: { id: string }[] }[] };
    expect(found.groups.flatMap((g) => g.items.map((h) => h.id))).toContain(id);
    // a date change re-arms (the fired reminder's time is past, so it is not armed again)
    await api.http().put(`/api/todos/${id}`).set(u.auth).send({ due_date: '2030-05-04' }).expect(200);
    expect(await jobsOf(id)).toEqual(['at_due 2030-05-04T00:00:00.000Z pending', 'at:2030-05-09T03:00:00.000Z 2030-05-09T03:00:00.000Z pending']);
  });
});
