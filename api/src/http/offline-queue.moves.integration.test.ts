import type { TestUser } from '../../test/harness';
import { network, offline, useOfflineApi, type Event, type Item } from '../../test/offline-client';

/**
 * Calendar moves made offline (issue 24): queued against the version GET /api/calendar carries, replayed once with
 * the body the item's PUT takes, and a change made on the server meanwhile kept as a conflict.
 */
const { api, signIn } = useOfflineApi();

async function eventOf(user: TestUser, type: 'todo' | 'meeting', id: string): Promise<Event> {
  const res = await api().http().get('/api/calendar?from=2099-03-01&to=2099-03-31').set(user.auth);
  return (res.body.events as Event[]).find((e) => e.type === type && e.source_id === id)!;
}
const notOnline = () => Promise.reject(new Error('offline: the move must be queued, not sent'));

describe('calendar moves offline (issue 24)', () => {
  it('a meeting moved offline waits in the queue, then is moved on the server once, its notes and rows kept', async () => {
    const user = await signIn('movem');
    const body = {
      title: '지하철 회의', date: '2099-03-10', time: '10:00', location: '2층', attendees: ['민수'], agenda: '안건', content: '내용',
      decisions: '결정', action_item_rows: [{ text: '정리', owner: '민수', due_date: null, done: false }],
    };
    const created = (await api().http().post('/api/meetings').set(user.auth).send(body)).body.meeting as Item;
    const event = await eventOf(user, 'meeting', created.id);
    expect(event.version).toBe(created.updated_at);

    network.onLine = false;
    expect(await offline.moveOrQueue(event, { ...event, date: '2099-03-12', time: '15:00' }, notOnline)).toEqual({ queued: true });
    const [write] = await offline.reloadQueue();
    expect(write).toMatchObject({ op: 'update', id: created.id, local: { id: created.id, title: '지하철 회의', date: '2099-03-12', time: '15:00' } });
    expect((await api().http().get(`/api/meetings/${created.id}`).set(user.auth)).body.date).toBe('2099-03-10');

    network.onLine = true;
    expect(await offline.replayWrites()).toEqual({ sent: 1, blocked: false });
    expect(await offline.replayWrites()).toEqual({ sent: 0, blocked: false });
    const meetings = (await api().http().get('/api/meetings').set(user.auth)).body as (Item & Record<string, unknown>)[];
    expect(meetings).toHaveLength(1);
    const { updated_at: _u, ...kept } = created as Item & Record<string, unknown>;
    expect(meetings[0]).toMatchObject({ ...kept, date: '2099-03-12', time: '15:00' });
  }, 60_000);

  it('a to-do changed on the server meanwhile is a conflict showing the server\'s version moved; 내 변경 적용 moves it, keeping their change', async () => {
    const user = await signIn('movet');
    const created = (await api().http().post('/api/todos').set(user.auth).send({ title: '보고', due_date: '2099-03-05' })).body.todo as Item;
    const event = await eventOf(user, 'todo', created.id);
    network.onLine = false;
    await offline.moveOrQueue(event, { ...event, date: '2099-03-06', time: '09:00' }, notOnline);
    await api().http().put(`/api/todos/${created.id}`).set(user.auth).send({ title: '다른 기기 보고' });

    network.onLine = true;
    expect(await offline.replayWrites()).toEqual({ sent: 0, blocked: true });
    const [write] = await offline.reloadQueue();
    expect(write!.conflict).toMatchObject({ status: 412, server: { title: '다른 기기 보고', due_date: '2099-03-05' } });
    expect(write!.local).toMatchObject({ title: '다른 기기 보고', due_date: '2099-03-06', due_time: '09:00' });
    expect(offline.canApplyMine(write!)).toBe(true);
    expect(await offline.resolveConflict(write!.seq, 'mine')).toEqual({ sent: 1, blocked: false });
    const todo = (await api().http().get(`/api/todos/${created.id}`).set(user.auth)).body as Item & Record<string, unknown>;
    expect([todo.title, todo.due_date, todo.due_time]).toEqual(['다른 기기 보고', '2099-03-06', '09:00']);
  }, 60_000);

  it('a meeting deleted on the server meanwhile: its move cannot bring it back; 서버 버전 유지 drops the move', async () => {
    const user = await signIn('movegone');
    const created = (await api().http().post('/api/meetings').set(user.auth).send({ title: '취소된 회의', date: '2099-03-20', time: '11:00' })).body.meeting as Item;
    const event = await eventOf(user, 'meeting', created.id);
    network.onLine = false;
    await offline.moveOrQueue(event, { ...event, date: '2099-03-21' }, notOnline);
    await api().http().delete(`/api/meetings/${created.id}`).set(user.auth);

    network.onLine = true;
    expect((await offline.replayWrites()).blocked).toBe(true);
    const [write] = await offline.reloadQueue();
    expect(write!.conflict).toEqual({ status: 404, server: null });
    expect(offline.canApplyMine(write!)).toBe(false);
    expect(await offline.resolveConflict(write!.seq, 'server')).toEqual({ sent: 0, blocked: false });
    expect(await offline.reloadQueue()).toEqual([]);
    expect((await api().http().get('/api/meetings').set(user.auth)).body).toEqual([]);
  }, 60_000);

  it('online, the move goes out through the screen\'s own save and nothing is queued', async () => {
    const user = await signIn('moveon');
    const created = (await api().http().post('/api/meetings').set(user.auth).send({ title: '온라인 회의', date: '2099-03-02', time: '09:00' })).body.meeting as Item;
    const event = await eventOf(user, 'meeting', created.id);
    let saved = 0;
    expect(await offline.moveOrQueue(event, { ...event, date: '2099-03-03' }, async () => { saved += 1; })).toEqual({ queued: false });
    expect(saved).toBe(1);
    expect(await offline.reloadQueue()).toEqual([]);
  }, 60_000);
});
