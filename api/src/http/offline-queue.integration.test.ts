import type { TestUser } from '../../test/harness';
import { client, network, offline, useOfflineApi, type Item, type Write } from '../../test/offline-client';

/**
 * The offline write queue (@haru/api-client/offline, issue 24) through real IndexedDB (fake-indexeddb, a complete
 * in-memory implementation) against the real API over HTTP: order, idempotent replay, conflicts, owners.
 */
const { api: currentApi, signIn } = useOfflineApi();
const api = { http: () => currentApi().http() };
const serverTodos = async (user: TestUser) => (await api.http().get('/api/todos').set(user.auth)).body as Item[];
const addOffline = (title: string) => offline.createOrQueue('todo', { title }, (id, now) => offline.localTodo(id, { title }, now));

describe('queued writes (issue 24)', () => {
  it('queues two creates and a completion offline, then replays them in order, each once', async () => {
    const user = await signIn('queue');
    network.onLine = false;
    const first = await addOffline('지하철 할일 1');
    await addOffline('지하철 할일 2');
    const done = await offline.updateOrQueue('todo', first.item, { completed: true }, offline.editedTodo(first.item, { completed: true }));
    expect([first.queued, done.queued]).toEqual([true, true]);
    expect((await offline.reloadQueue()).map((w) => w.op)).toEqual(['create', 'create', 'update']);
    expect(await serverTodos(user)).toEqual([]);

    network.onLine = true;
    expect(await offline.replayWrites()).toEqual({ sent: 3, blocked: false });
    const todos = await serverTodos(user);
    expect(todos.map((t) => [t.title, t.status]).sort()).toEqual([['지하철 할일 1', 'completed'], ['지하철 할일 2', 'pending']]);
    expect(await offline.reloadQueue()).toEqual([]);
  }, 60_000);

  it('a create whose first answer was lost is replayed with its key: the server has it once', async () => {
    const user = await signIn('idem');
    network.onLine = false;
    await addOffline('한 번만');
    const [write] = (await offline.reloadQueue()) as (Write & { idempotencyKey: string; body: unknown })[];
    // The first replay reached the server but its answer never came back.
    const lost = await api.http().post('/api/todos').set(user.auth).set('Idempotency-Key', write!.idempotencyKey).send(write!.body as object);
    expect(lost.status).toBe(201);
    network.onLine = true;
    expect(await offline.replayWrites()).toEqual({ sent: 1, blocked: false });
    expect((await serverTodos(user)).map((t) => t.title)).toEqual(['한 번만']);
  }, 60_000);

  it('an item changed on the server meanwhile is a conflict with both versions; 내 변경 적용 writes mine', async () => {
    const user = await signIn('mine');
    const created = (await api.http().post('/api/todos').set(user.auth).send({ title: '원래 제목' })).body.todo as Item;
    network.onLine = false;
    await offline.updateOrQueue('todo', created, { title: '내 제목' }, { ...created, title: '내 제목' });
    const theirs = (await api.http().put(`/api/todos/${created.id}`).set(user.auth).send({ title: '다른 기기 제목' })).body as Item;
    network.onLine = true;
    expect(await offline.replayWrites()).toEqual({ sent: 0, blocked: true });
    const [write] = await offline.reloadQueue();
    expect(write!.conflict).toMatchObject({ status: 412, server: { id: created.id, title: '다른 기기 제목', updated_at: theirs.updated_at } });
    expect((await serverTodos(user))[0]!.title).toBe('다른 기기 제목');

    expect(await offline.resolveConflict(write!.seq, 'mine')).toEqual({ sent: 1, blocked: false });
    expect((await serverTodos(user))[0]!.title).toBe('내 제목');
  }, 60_000);

  it('서버 버전 유지 drops the write, and the item\'s next write is checked against what the user saw', async () => {
    const user = await signIn('server');
    const created = (await api.http().post('/api/todos').set(user.auth).send({ title: '원래' })).body.todo as Item;
    network.onLine = false;
    await offline.updateOrQueue('todo', created, { title: '첫 수정' }, { ...created, title: '첫 수정' });
    await offline.updateOrQueue('todo', created, { status: 'in_progress' }, { ...created, title: '첫 수정', status: 'in_progress' });
    await api.http().put(`/api/todos/${created.id}`).set(user.auth).send({ title: '서버 수정' });
    network.onLine = true;
    expect((await offline.replayWrites()).blocked).toBe(true);
    const [first] = await offline.reloadQueue();
    expect(await offline.resolveConflict(first!.seq, 'server')).toEqual({ sent: 0, blocked: true });
    const [second] = await offline.reloadQueue();
    expect(second!.conflict?.status).toBe(412);
    expect(await offline.resolveConflict(second!.seq, 'server')).toEqual({ sent: 0, blocked: false });
    expect(await serverTodos(user)).toMatchObject([{ title: '서버 수정', status: 'pending' }]);
  }, 60_000);

  it('an item deleted on the server is a 404 conflict; 내 변경 적용 brings the user\'s version back', async () => {
    const user = await signIn('gone');
    const created = (await api.http().post('/api/todos').set(user.auth).send({ title: '삭제될 할일' })).body.todo as Item;
    network.onLine = false;
    await offline.updateOrQueue('todo', created, { title: '살린 할일' }, { ...created, title: '살린 할일' });
    await api.http().delete(`/api/todos/${created.id}`).set(user.auth);
    network.onLine = true;
    expect((await offline.replayWrites()).blocked).toBe(true);
    const [write] = await offline.reloadQueue();
    expect(write!.conflict).toEqual({ status: 404, server: null });
    await offline.resolveConflict(write!.seq, 'mine');
    expect((await serverTodos(user)).map((t) => t.title)).toEqual(['살린 할일']);
  }, 60_000);

  it('a to-do re-created after a 404 keeps its checklist, reminders, rule and every other field', async () => {
    const user = await signIn('regrow');
    const body = {
      title: '매주 보고', description: '주간 보고서', priority: 'high', status: 'in_progress', category: 'work',
      due_date: '2030-01-07', due_time: '09:30', tags: ['보고', '주간'],
      checklist: [{ text: '초안', done: true }, { text: '검토', done: false }],
      reminders: [{ kind: 'before_1h' }, { kind: 'day_before_18' }],
      recurrence: { freq: 'weekly', weekdays: [1], interval: 1 },
    };
    const created = (await api.http().post('/api/todos').set(user.auth).send(body)).body.todo as Item;
    network.onLine = false;
    const edited = offline.editedTodo(created, { title: '살린 보고' });
    await offline.updateOrQueue('todo', created, { title: '살린 보고' }, edited);
    await api.http().delete(`/api/todos/${created.id}`).set(user.auth);
    network.onLine = true;
    expect((await offline.replayWrites()).blocked).toBe(true);
    const [write] = await offline.reloadQueue();
    expect(await offline.resolveConflict(write!.seq, 'mine')).toEqual({ sent: 1, blocked: false });
    const [again, ...rest] = await serverTodos(user);
    expect(rest).toEqual([]);
    const comparable = ({ id: _id, created_at: _c, updated_at: _u, ...fields }: Item & { created_at?: string }) => fields;
    expect(comparable(again!)).toEqual({ ...comparable(created), title: '살린 보고' });
    expect(again!.id).not.toBe(created.id);
  }, 60_000);

  it('a meeting re-created after a 404 keeps its attendees, notes and action rows', async () => {
    const user = await signIn('regrowm');
    const body = {
      title: '주간 회의', date: '2030-01-08', time: '10:00', location: '3층 회의실', attendees: ['민수', '지영'],
      agenda: '안건', content: '내용', decisions: '결정',
      action_item_rows: [{ text: '자료 정리', owner: '민수', due_date: '2030-01-10', done: false }, { text: '공유', owner: '', due_date: null, done: true }],
    };
    const created = (await api.http().post('/api/meetings').set(user.auth).send(body)).body.meeting as Item & { action_items: string };
    network.onLine = false;
    // a body with the action items as the spec's string: the item as shown keeps the stored rows (with their links)
    const { action_item_rows: _rows, ...fields } = body;
    const input = { ...fields, title: '살린 회의', action_items: created.action_items };
    const edited = offline.editedMeeting(created, input);
    await offline.updateOrQueue('meeting', created, input, edited);
    await api.http().delete(`/api/meetings/${created.id}`).set(user.auth);
    network.onLine = true;
    expect((await offline.replayWrites()).blocked).toBe(true);
    const [write] = await offline.reloadQueue();
    expect(await offline.resolveConflict(write!.seq, 'mine')).toEqual({ sent: 1, blocked: false });
    const list = (await api.http().get('/api/meetings').set(user.auth)).body as Item[];
    expect(list).toHaveLength(1);
    const comparable = ({ id: _id, created_at: _c, updated_at: _u, ...fields }: Item & { created_at?: string }) => fields;
    expect(comparable(list[0]!)).toEqual({ ...comparable(created), title: '살린 회의' });
  }, 60_000);

  it('another account never sees or replays the queue; clearing removes only the owner\'s writes', async () => {
    const first = await signIn('ownerA');
    network.onLine = false;
    await addOffline('A의 할일');
    const second = await signIn('ownerB');
    expect(await offline.reloadQueue()).toEqual([]);
    network.onLine = true;
    expect(await offline.replayWrites()).toEqual({ sent: 0, blocked: false });
    expect(await serverTodos(first)).toEqual([]);
    network.onLine = false;
    await addOffline('B의 할일');
    await offline.clearQueuedWrites(first.id);
    client.writeSession({ accessToken: first.access, refreshToken: first.refresh, username: first.username });
    expect(await offline.reloadQueue()).toEqual([]);
    client.writeSession({ accessToken: second.access, refreshToken: second.refresh, username: second.username });
    expect((await offline.reloadQueue()).map((w) => w.op)).toEqual(['create']);
  }, 60_000);
});
