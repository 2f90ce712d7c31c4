import request from 'supertest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { manualClock } from '../clock';
import { TEST_JWT_SECRET, startTestApi, type TestApi, type TestUser } from '../../test/harness';

// A cached answer that depends on the date (the calendar's coming repeats start from today) or the minute (stats:
// "due today" becomes "overdue" at the due time) never outlives it: after the clock moves, the cached app answers
// exactly what an app with an empty cache answers at the same instant.
const clock = manualClock('2031-03-10T03:00:00.000Z'); // 12:00 in Korea
let api: TestApi;
let fresh: () => ReturnType<typeof request>;
let ivy: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  ivy = await api.user('rcclock');
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/tmp', LOG_LEVEL: 'silent', BCRYPT_COST: '4' });
  // A new app per read: its cache is empty, so it answers what the data and the clock say now.
  fresh = () => request(createApp({ config, logger: createLogger('silent'), jwtSecret: TEST_JWT_SECRET, clock }));
}, 60_000);
afterAll(() => api.close());

const read = async (http: () => ReturnType<typeof request>, path: string) => {
  const res = await http().get(path).set(ivy.auth);
  expect(res.status).toBe(200);
  return res.body as unknown;
};

describe('date-dependent cached answers', () => {
  it('when the Seoul date changes, then the cached calendar is built again (a daily repeat moves on)', async () => {
    const res = await api.http().post('/api/todos').set(ivy.auth).send({ title: '매일 운동', due_date: '2031-03-10', recurrence: { freq: 'daily', interval: 1 } });
    expect(res.status).toBe(201);
    const path = '/api/calendar?from=2031-03-01&to=2031-03-31';
    const before = await read(api.http, path);
    expect(await read(api.http, path)).toEqual(before);
    clock.set('2031-03-15T03:00:00.000Z');
    const after = await read(api.http, path);
    expect(after).not.toEqual(before);
    expect(after).toEqual(await read(fresh, path));
  });

  it('when the due minute passes, then the cached stats summary moves the to-do from due today to overdue', async () => {
    clock.set('2031-03-20T03:00:30.000Z'); // 12:00:30 in Korea: due this minute, not yet overdue
    const res = await api.http().post('/api/todos').set(ivy.auth).send({ title: '점심 약속', due_date: '2031-03-20', due_time: '12:00' });
    expect(res.status).toBe(201);
    const counts = (s: unknown) => (s as { todos: { due_today: number; overdue: number } }).todos;
    const before = counts(await read(api.http, '/api/stats/summary'));
    expect(counts(await read(api.http, '/api/stats/summary'))).toEqual(before);
    clock.advance(60_000);
    const after = await read(api.http, '/api/stats/summary');
    expect(counts(after)).toEqual({ ...before, due_today: before.due_today - 1, overdue: before.overdue + 1 });
    expect(after).toEqual(await read(fresh, '/api/stats/summary'));
  });
});
