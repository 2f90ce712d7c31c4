import ICAL from 'ical.js';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { manualClock } from '../../clock';

/** 2030-05-01 (수) 09:00 in Seoul; the next Mondays are 05-06, 05-13, 05-20, 05-27. */
const clock = manualClock('2030-05-01T00:00:00.000Z');
let api: TestApi;
let alice: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  alice = await api.user('feed-repeats');
}, 60_000);
afterAll(() => api.close());

const fetchFeed = (url: string) => api.http().get(url).buffer(true).parse((r, cb) => {
  let text = '';
  r.on('data', (c: Buffer) => (text += c.toString('utf8')));
  r.on('end', () => cb(null, text));
});

/** Each VEVENT as ical.js reads it: its RRULE (as ical.js writes it back, defaults left out) and the first `max` dates a calendar app would show. */
function parse(text: string, max = 10) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => {
    const event = new ICAL.Event(c);
    const rrule = c.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const dates: string[] = [];
    const it = event.iterator();
    for (let next = it.next(); next && dates.length < max; next = it.next()) dates.push(next.isDate ? next.toString() : next.toJSDate().toISOString());
    return { summary: event.summary, rrule: rrule ? rrule.toString() : null, dates };
  });
}
const create = (body: object) => api.http().post('/api/todos').set(alice.auth).send(body).expect(201);

describe('repeating to-dos in the calendar feed', () => {
  it('when the series are open, then each head carries RRULE and ical.js expands the same dates the app would make', async () => {
    await create({ title: '월요 보고', due_date: '2030-05-06', recurrence: { freq: 'weekly', weekdays: [1], count: 3 } });
    await create({ title: '월말 정산', due_date: '2030-05-31', due_time: '18:00', recurrence: { freq: 'monthly', month_day: -1, until: '2030-07-31' } });
    const done = (await create({ title: '매일 운동', due_date: '2030-05-01', recurrence: { freq: 'daily' } })).body.todo.id;
    await api.http().put(`/api/todos/${done}`).set(alice.auth).send({ status: 'completed' }).expect(200);
    await create({ title: '음력 초하루', recurrence: { freq: 'lunar_monthly', month_day: 1 } });
    const { url } = (await api.http().post('/api/calendar-feed').set(alice.auth).send({})).body;
    const events = parse((await fetchFeed(url)).body as string).sort((a, b) => a.summary.localeCompare(b.summary) || a.dates[0].localeCompare(b.dates[0]));
    expect(events).toEqual([
      { summary: '✓ 매일 운동', rrule: null, dates: ['2030-05-01'] },
      { summary: '매일 운동', rrule: 'FREQ=DAILY', dates: ['2030-05-02', '2030-05-03', '2030-05-04', '2030-05-05', '2030-05-06', '2030-05-07', '2030-05-08', '2030-05-09', '2030-05-10', '2030-05-11'] },
      { summary: '월말 정산', rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1;UNTIL=20300731T145959Z', dates: ['2030-05-31T09:00:00.000Z', '2030-06-30T09:00:00.000Z', '2030-07-31T09:00:00.000Z'] },
      { summary: '월요 보고', rrule: 'FREQ=WEEKLY;COUNT=3;BYDAY=MO', dates: ['2030-05-06', '2030-05-13', '2030-05-20'] },
      { summary: '음력 초하루', rrule: null, dates: ['2030-05-02'] },
    ]);
  }, 60_000);

  it('when a counted series has moved on, then the head\'s COUNT is what is left of it', async () => {
    const { id } = (await create({ title: '세 번 점검', due_date: '2030-05-06', recurrence: { freq: 'weekly', weekdays: [1], count: 3 } })).body.todo;
    await api.http().put(`/api/todos/${id}`).set(alice.auth).send({ status: 'completed' }).expect(200);
    const { url } = (await api.http().post('/api/calendar-feed').set(alice.auth).send({})).body;
    const heads = parse((await fetchFeed(url)).body as string).filter((e) => e.summary === '세 번 점검');
    expect(heads).toEqual([{ summary: '세 번 점검', rrule: 'FREQ=WEEKLY;COUNT=2;BYDAY=MO', dates: ['2030-05-13', '2030-05-20'] }]);
  }, 60_000);
});
