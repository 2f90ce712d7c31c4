import mongoose from 'mongoose';
import { manualClock } from '../clock';
import { startTestApi, type TestApi, type TestUser } from '../../test/harness';

// Answers drawn from several resources (search, the summary, the calendar) keep each resource's part under its own
// stamp: after a write, only the part of the resource written is read again. To see which part was read, a meeting
// is changed straight in the database (no stamp moves, as no API write would ever do): a kept meetings part still
// shows it as it was, a rebuilt one shows the change. A write through the API to that resource rebuilds it.
const clock = manualClock('2031-03-10T03:00:00.000Z'); // 12:00 in Korea, held still: the summary's parts live a minute
let api: TestApi;
let u: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  u = await api.user('parts');
}, 60_000);
afterAll(() => api.close());

const meetings = () => mongoose.connection.db!.collection('meetings');
const get = async (path: string) => {
  const res = await api.http().get(path).set(u.auth);
  expect(res.status).toBe(200);
  return res.body;
};
async function post(path: string, body: Record<string, unknown>): Promise<string> {
  const res = await api.http().post(path).set(u.auth).send(body);
  expect(res.status).toBe(201);
  return res.body.todo?.id ?? res.body.meeting?.id ?? res.body.id;
}
const todo = (title: string) => post('/api/todos', { title, due_date: '2031-03-12' });
const meeting = (title: string) => post('/api/meetings', { title, date: '2031-03-11', time: '10:00' });
const titles = (body: { groups: { type: string; items: { title: string }[] }[] }) =>
  Object.fromEntries(body.groups.map((g) => [g.type, g.items.map((i) => i.title).sort()]));
const eventTitles = (body: { events: { type: string; title: string }[] }) => body.events.map((e) => `${e.type}:${e.title}`).sort();

it('when a to-do is written, then search reads the to-dos again and keeps the other types; a meeting write reads the meetings again', async () => {
  await todo('분기 보고');
  const m = await meeting('분기 회의');
  expect(titles(await get('/api/search?q=분기'))).toEqual({ todo: ['분기 보고'], meeting: ['분기 회의'] });

  await meetings().updateOne({ _id: new mongoose.Types.ObjectId(m) }, { $set: { title: '분기 회의 (바로 고침)' } });
  await todo('분기 계획');
  expect(titles(await get('/api/search?q=분기'))).toEqual({ todo: ['분기 계획', '분기 보고'], meeting: ['분기 회의'] });

  await meeting('분기 회고');
  expect(titles(await get('/api/search?q=분기'))).toEqual({ todo: ['분기 계획', '분기 보고'], meeting: ['분기 회고', '분기 회의 (바로 고침)'] });
});

it('when a to-do is written, then the summary counts the to-dos again and keeps the meeting figures; a meeting write counts them again', async () => {
  const before = await get('/api/stats/summary');
  await meetings().insertOne({ ownerId: u.id, title: '직접 넣은 회의', date: '2031-03-11', time: '09:00', createdAt: clock.now(), updatedAt: clock.now() });
  await todo('요약 할일');
  const after = await get('/api/stats/summary');
  expect([after.todos.total, after.meetings.total]).toEqual([before.todos.total + 1, before.meetings.total]);

  await meeting('요약 회의');
  expect((await get('/api/stats/summary')).meetings.total).toBe(before.meetings.total + 2);
});

it('when a to-do is written, then the calendar reads the to-dos again and keeps the meetings; a meeting write reads them again', async () => {
  const range = '/api/calendar?from=2031-03-01&to=2031-03-31';
  const first = eventTitles(await get(range));
  await meetings().insertOne({ ownerId: u.id, title: '달력 밖에서 넣은 회의', date: '2031-03-13', time: '09:00', createdAt: clock.now(), updatedAt: clock.now() });
  await todo('달력 할일');
  expect(eventTitles(await get(range))).toEqual([...first, 'todo:달력 할일'].sort());

  await meeting('달력 회의');
  expect(eventTitles(await get(range))).toEqual([...first, 'todo:달력 할일', 'meeting:달력 밖에서 넣은 회의', 'meeting:달력 회의'].sort());
});
