import { RECURRENCE_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { manualClock } from '../../clock';

/** 2030-05-01 (수) 09:00 in Seoul; the next Mondays are 05-06, 05-13, 05-20, 05-27. */
const clock = manualClock('2030-05-01T00:00:00.000Z');
const MONDAYS = { freq: 'weekly', weekdays: [1] } as const;
let api: TestApi;
let alice: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  alice = await api.user('series-end');
}, 60_000);
afterAll(() => api.close());
afterEach(() => clock.set('2030-05-01T00:00:00.000Z'));

const create = (body: object) => api.http().post('/api/todos').set(alice.auth).send(body);
const put = (id: string, body: object) => api.http().put(`/api/todos/${id}`).set(alice.auth).send(body);
const series = async (title: string) => ((await api.http().get('/api/todos').set(alice.auth)).body as { id: string; title: string; due_date: string; status: string }[])
  .filter((t) => t.title === title).sort((a, b) => a.due_date.localeCompare(b.due_date));

/** Completes the series' open to-do until none is left (at most `max` times); the dates of the whole series. */
async function completeAll(title: string, max = 10): Promise<string[]> {
  for (let i = 0; i < max; i += 1) {
    const open = (await series(title)).find((t) => t.status === 'pending');
    if (!open) break;
    expect((await put(open.id, { status: 'completed' })).status).toBe(200);
  }
  return (await series(title)).map((t) => t.due_date);
}

describe('repeating to-dos that end', () => {
  it('when a rule has count 3, then completing makes exactly 3 occurrences and the last spawns nothing', async () => {
    const res = await create({ title: '세 번', due_date: '2030-05-06', recurrence: { ...MONDAYS, count: 3 } });
    expect(res.status).toBe(201);
    expect(res.body.todo.recurrence).toEqual({ ...MONDAYS, count: 3 });
    expect(await completeAll('세 번')).toEqual(['2030-05-06', '2030-05-13', '2030-05-20']);
    expect((await series('세 번')).every((t) => t.status === 'completed')).toBe(true);
  });

  it('when a rule has until, then the occurrence on that date is the last', async () => {
    await create({ title: '월말까지', due_date: '2030-05-06', recurrence: { ...MONDAYS, until: '2030-05-20' } });
    expect(await completeAll('월말까지')).toEqual(['2030-05-06', '2030-05-13', '2030-05-20']);
  });

  it('when a counted occurrence is completed late, then the skipped dates do not use up the count', async () => {
    const { id } = (await create({ title: '늦어도 두 번', due_date: '2030-05-06', recurrence: { ...MONDAYS, count: 2 } })).body.todo;
    clock.set('2030-05-22T00:00:00.000Z');
    await put(id, { status: 'completed' });
    expect(await completeAll('늦어도 두 번')).toEqual(['2030-05-06', '2030-05-27']);
  });

  it('when an until lies before the due date, then 400 with the Korean message and nothing is stored', async () => {
    const res = await create({ title: '거꾸로', due_date: '2030-05-06', recurrence: { ...MONDAYS, until: '2030-05-05' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(RECURRENCE_MESSAGES.untilBeforeStart);
    expect(await series('거꾸로')).toEqual([]);
  });

  it('when both until and count are sent, then 400 with the Korean message', async () => {
    const res = await create({ title: '둘 다', due_date: '2030-05-06', recurrence: { ...MONDAYS, until: '2030-06-30', count: 3 } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(RECURRENCE_MESSAGES.untilAndCount);
  });

  it('when a new counted rule is set on an occurrence, then the count starts again from it', async () => {
    const { id } = (await create({ title: '새 규칙', due_date: '2030-05-06', recurrence: { ...MONDAYS, count: 2 } })).body.todo;
    await put(id, { status: 'completed' });
    const second = (await series('새 규칙'))[1];
    expect((await put(second.id, { recurrence: { ...MONDAYS, count: 3 } })).status).toBe(200);
    expect(await completeAll('새 규칙')).toEqual(['2030-05-06', '2030-05-13', '2030-05-20', '2030-05-27']);
  });
});

describe('매월 음력 N일', () => {
  it('when 매월 음력 1일 is created without a date, then it is due on the next 초하루 and completing gives the following one', async () => {
    // 음력 2030년 4월 1일 = 2030-05-02; 5월 1일 = 2030-06-01 (KASI).
    const res = await create({ title: '초하루', recurrence: { freq: 'lunar_monthly', month_day: 1 } });
    expect(res.status).toBe(201);
    expect(res.body.todo.due_date).toBe('2030-05-02');
    await put(res.body.todo.id, { status: 'completed' });
    expect((await series('초하루')).map((t) => t.due_date)).toEqual(['2030-05-02', '2030-06-01']);
  });
});
