import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { ReminderJobModel } from './reminders.model';
import { createTodo, newClock, recordingScheduler } from './reminders.test-kit';

let api: TestApi;
let u: TestUser;
const clock = newClock();

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  u = await api.user('sched');
});
afterAll(() => api.close());

describe('reminder scheduler (controlled clock)', () => {
  it('two schedulers racing on one database fire every due reminder exactly once, and nothing early', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(await createTodo(api, u, { title: `할일 ${i}`, due_date: '2030-05-03', reminders: [{ kind: 'at_due' }, { kind: 'before_10m' }] }));
    }
    const a = recordingScheduler(clock);
    const b = recordingScheduler(clock);
    clock.set('2030-05-02T23:49:59.000Z');
    expect(await Promise.all([a.scheduler.tick(), b.scheduler.tick()])).toEqual([0, 0]);

    clock.set('2030-05-02T23:50:00.000Z');
    const [fa, fb] = await Promise.all([a.scheduler.tick(), b.scheduler.tick()]);
    expect(fa + fb).toBe(12);
    const firstRound = [...a.delivered, ...b.delivered];
    expect(new Set(firstRound.map((f) => f.id)).size).toBe(12);
    expect(firstRound.every((f) => f.key === 'before_10m')).toBe(true);

    clock.set('2030-05-03T00:00:00.000Z');
    await Promise.all([a.scheduler.tick(), b.scheduler.tick(), a.scheduler.tick(), b.scheduler.tick()]);
    const all = [...a.delivered, ...b.delivered];
    expect(all).toHaveLength(24);
    expect(new Set(all.map((f) => f.id)).size).toBe(24);
    expect(new Set(all.map((f) => `${f.todoId} ${f.key}`)).size).toBe(24);
    expect(all[all.length - 1]).toMatchObject({ ownerId: u.id, dueDate: '2030-05-03' });
    expect(await ReminderJobModel.countDocuments({ todoId: ids[0], state: 'fired' })).toBe(2);

    clock.advance(24 * 3600_000);
    expect(await Promise.all([a.scheduler.tick(), b.scheduler.tick()])).toEqual([0, 0]);
  });

  it('completing or deleting a to-do cancels its reminders: they never fire', async () => {
    const done = await createTodo(api, u, { title: '완료할 일', due_date: '2030-05-05', reminders: [{ kind: 'at_due' }] });
    const gone = await createTodo(api, u, { title: '지울 일', due_date: '2030-05-05', reminders: [{ kind: 'at_due' }] });
    const kept = await createTodo(api, u, { title: '남는 일', due_date: '2030-05-05', reminders: [{ kind: 'at_due' }] });
    await api.http().put(`/api/todos/${done}`).set(u.auth).send({ completed: true }).expect(200);
    await api.http().delete(`/api/todos/${gone}`).set(u.auth).expect(200);
    const { scheduler, delivered } = recordingScheduler(clock);
    clock.set('2030-05-05T00:00:00.000Z');
    await scheduler.tick();
    expect(delivered.map((f) => f.title)).toEqual(['남는 일']);
    expect(delivered[0].todoId).toBe(kept);
  });

  it('a claim whose holder died is taken over once its lease has run out, and fired once', async () => {
    const id = await createTodo(api, u, { title: '멈춘 알림', due_date: '2030-05-07', reminders: [{ kind: 'at_due' }] });
    clock.set('2030-05-07T00:00:00.000Z');
    // A scheduler that claimed the job and crashed before marking it fired.
    await ReminderJobModel.updateOne({ todoId: id }, { $set: { state: 'claimed', claimToken: 'dead', leaseUntil: new Date('2030-05-07T00:01:00.000Z') } });
    const { scheduler, delivered } = recordingScheduler(clock);
    expect(await scheduler.tick()).toBe(0);
    clock.set('2030-05-07T00:01:00.000Z');
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    expect(delivered.map((f) => f.title)).toEqual(['멈춘 알림']);
  });
});
