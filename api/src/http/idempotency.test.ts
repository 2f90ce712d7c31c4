import { COMMON_MESSAGES } from '@haru/contracts';
import { addDays, seoulDate } from '@haru/dates';
import { manualClock } from '../clock';
import { startTestApi, type TestApi, type TestUser } from '../../test/harness';
import { IDEMPOTENCY_TTL_MS } from './idempotency';

// Starts at the real time: the embedded database's TTL sweep (every 60 s, by the real clock) deletes stored keys
// whose expiry has passed, so a clock in the past would let a sweep drop a key between a request and its retry.
const clock = manualClock(new Date());
let api: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  alice = await api.user('idem');
  bob = await api.user('idem');
});
afterAll(() => api.close());

const post = (user: TestUser, path: string, body: object, key?: string) => {
  const req = api.http().post(path).set(user.auth);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};
const todoTitles = async (user: TestUser) => ((await api.http().get('/api/todos').set(user.auth)).body as { title: string }[]).map((t) => t.title);

describe('Idempotency-Key on creates', () => {
  it('replays the first response for the same key and body: one to-do, the same status and body', async () => {
    const first = await post(alice, '/api/todos', { title: '한 번만' }, 'key-once-1');
    const again = await post(alice, '/api/todos', { title: '한 번만' }, 'key-once-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await todoTitles(alice)).filter((t) => t === '한 번만')).toHaveLength(1);
  });

  it('runs requests with the same key at the same moment once', async () => {
    const results = await Promise.all([1, 2, 3].map(() => post(alice, '/api/todos', { title: '동시에' }, 'key-race')));
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'request_in_progress')).toBe(true);
    expect((await todoTitles(alice)).filter((t) => t === '동시에')).toHaveLength(1);
  });

  it('refuses the same key with another body (422, Korean) and creates nothing', async () => {
    await post(alice, '/api/todos', { title: '원래 요청' }, 'key-reused');
    const other = await post(alice, '/api/todos', { title: '다른 요청' }, 'key-reused');
    expect(other.status).toBe(422);
    expect(other.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reused', detail: COMMON_MESSAGES.idempotencyKeyReused });
    expect(await todoTitles(alice)).not.toContain('다른 요청');
  });

  it('keeps keys per user: another account with the same key gets its own to-do, never the first one', async () => {
    const mine = await post(alice, '/api/todos', { title: '같은 키' }, 'key-shared');
    const theirs = await post(bob, '/api/todos', { title: '같은 키' }, 'key-shared');
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.todo.id).not.toBe(mine.body.todo.id);
    expect(await todoTitles(bob)).toEqual(['같은 키']);
  });

  it('forgets a key after 24 hours by the API clock', async () => {
    await post(alice, '/api/todos', { title: '하루 뒤' }, 'key-day');
    clock.advance(IDEMPOTENCY_TTL_MS - 1000);
    expect((await post(alice, '/api/todos', { title: '하루 뒤' }, 'key-day')).headers['idempotent-replayed']).toBe('true');
    clock.advance(2000);
    const later = await post(alice, '/api/todos', { title: '하루 뒤' }, 'key-day');
    expect(later.status).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect((await todoTitles(alice)).filter((t) => t === '하루 뒤')).toHaveLength(2);
  });

  it('replays a refused create too, and refuses a malformed key with a Korean 400', async () => {
    const bad = await post(alice, '/api/todos', { title: '' }, 'key-invalid-body');
    const badAgain = await post(alice, '/api/todos', { title: '' }, 'key-invalid-body');
    expect(bad.status).toBe(400);
    expect(badAgain.status).toBe(400);
    expect(badAgain.body.detail).toBe(bad.body.detail);
    for (const key of ['', 'x'.repeat(256), 'a b']) {
      const res = await post(alice, '/api/todos', { title: '잘못된 키' }, key || ' ');
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(COMMON_MESSAGES.idempotencyKeyInvalid);
    }
    expect(await todoTitles(alice)).not.toContain('잘못된 키');
  });

  it('replays a meeting create with its Location, and WBS creates', async () => {
    const today = seoulDate(clock.now());
    const meeting = { title: '주간 회의', date: addDays(today, 1), time: '10:00' };
    const first = await post(alice, '/api/meetings', meeting, 'key-meeting');
    const again = await post(alice, '/api/meetings', meeting, 'key-meeting');
    expect(again.status).toBe(201);
    expect(again.headers.location).toBe(first.headers.location);
    expect(again.body).toEqual(first.body);
    expect((await api.http().get('/api/meetings').set(alice.auth)).body).toHaveLength(1);
    const project = { title: '출시', start_date: today, end_date: addDays(today, 29) };
    const p1 = await post(alice, '/api/wbs/projects', project, 'key-project');
    const p2 = await post(alice, '/api/wbs/projects', project, 'key-project');
    expect(p2.body).toEqual(p1.body);
    expect((await api.http().get('/api/wbs/projects').set(alice.auth)).body).toHaveLength(1);
  });

  it('without the header, a create is a create each time (the spec behaviour)', async () => {
    await post(alice, '/api/todos', { title: '키 없음' });
    await post(alice, '/api/todos', { title: '키 없음' });
    expect((await todoTitles(alice)).filter((t) => t === '키 없음')).toHaveLength(2);
  });
});
