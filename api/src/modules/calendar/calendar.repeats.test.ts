import type { CalendarEvent } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { manualClock } from '../../clock';

/** 2030-05-01 (수) 09:00 in Seoul; the Mondays of May 2030 after it are 05-06, 05-13, 05-20, 05-27. */
const clock = manualClock('2030-05-01T00:00:00.000Z');
let api: TestApi;
let alice: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  alice = await api.user('cal-repeats');
}, 60_000);
afterAll(() => api.close());

const create = async (who: TestUser, body: object) => (await api.http().post('/api/todos').set(who.auth).send(body).expect(201)).body.todo as { id: string };
const month = async (who: TestUser, from = '2030-05-01', to = '2030-05-31') =>
  ((await api.http().get(`/api/calendar?from=${from}&to=${to}`).set(who.auth).expect(200)).body.events as CalendarEvent[]).filter((e) => e.type === 'todo');
const view = (events: CalendarEvent[], title: string) => events.filter((e) => e.title === title).map((e) => [e.date, e.id.includes('@') ? 'projected' : 'todo', e.projected ?? false, e.repeat, e.source_id]);

describe('repeating to-dos in GET /api/calendar', () => {
  it('when a weekly to-do repeats, then its coming Mondays in the range show as projected, linking to the series\' to-do', async () => {
    const { id } = await create(alice, { title: '주간보고', due_date: '2030-05-06', recurrence: { freq: 'weekly', weekdays: [1] } });
    expect(view(await month(alice), '주간보고')).toEqual([
      ['2030-05-06', 'todo', false, '매주 월요일', id],
      ['2030-05-13', 'projected', true, '매주 월요일', id],
      ['2030-05-20', 'projected', true, '매주 월요일', id],
      ['2030-05-27', 'projected', true, '매주 월요일', id],
    ]);
    expect((await month(alice, '2030-06-01', '2030-06-07')).filter((e) => e.title === '주간보고').map((e) => e.date)).toEqual(['2030-06-03']);
  });

  it('when a rule ends (count or until), then no occurrence past its end is shown', async () => {
    const counted = await create(alice, { title: '세 번', due_date: '2030-05-06', recurrence: { freq: 'weekly', weekdays: [1], count: 3 } });
    await create(alice, { title: '중순까지', due_date: '2030-05-06', recurrence: { freq: 'weekly', weekdays: [1], until: '2030-05-13' } });
    const events = await month(alice);
    expect(events.filter((e) => e.title === '세 번').map((e) => e.date)).toEqual(['2030-05-06', '2030-05-13', '2030-05-20']);
    expect(events.filter((e) => e.title === '중순까지').map((e) => e.date)).toEqual(['2030-05-06', '2030-05-13']);
    await api.http().put(`/api/todos/${counted.id}`).set(alice.auth).send({ status: 'completed' }).expect(200);
    // Completed: the next one is a real to-do now; its own projection carries on from it, still three in all.
    const after = (await month(alice)).filter((e) => e.title === '세 번');
    expect(after.map((e) => [e.date, e.completed, e.projected ?? false])).toEqual([['2030-05-06', true, false], ['2030-05-13', false, false], ['2030-05-20', false, true]]);
  });

  it('when the series\' open to-do was reopened after its next one was made, then nothing is shown twice', async () => {
    const { id } = await create(alice, { title: '다시 연 것', due_date: '2030-05-06', recurrence: { freq: 'weekly', weekdays: [1] } });
    await api.http().put(`/api/todos/${id}`).set(alice.auth).send({ status: 'completed' }).expect(200);
    await api.http().put(`/api/todos/${id}`).set(alice.auth).send({ status: 'pending' }).expect(200);
    expect((await month(alice)).filter((e) => e.title === '다시 연 것').map((e) => e.date)).toEqual(['2030-05-06', '2030-05-13', '2030-05-20', '2030-05-27']);
  });

  it('when another user asks for the same range, then none of the projections are theirs', async () => {
    const bob = await api.user('cal-repeats-bob');
    expect(await month(bob)).toEqual([]);
  });
});
