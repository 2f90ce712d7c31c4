import { TODO_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { manualClock } from '../../clock';

/** 2030-05-01 (수) 09:00 in Seoul; the next Mondays are 05-06 and 05-13. A small quota: 4 to-dos per account. */
const clock = manualClock('2030-05-01T00:00:00.000Z');
const LIMIT = 4;
const MONDAYS = { freq: 'weekly', weekdays: [1] } as const;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ QUOTA_TODOS: String(LIMIT) }, { clock });
}, 60_000);
afterAll(() => api.close());

type Row = { id: string; title: string; due_date: string; status: string };
const create = (who: TestUser, body: object) => api.http().post('/api/todos').set(who.auth).send(body);
const put = (who: TestUser, id: string, body: object) => api.http().put(`/api/todos/${id}`).set(who.auth).send(body);
const bulk = (who: TestUser, body: object) => api.http().patch('/api/todos').set(who.auth).send(body);
const all = async (who: TestUser) => ((await api.http().get('/api/todos').set(who.auth)).body as Row[]).sort((a, b) => a.title.localeCompare(b.title) || String(a.due_date).localeCompare(String(b.due_date)));

describe('a bulk complete of repeating to-dos', () => {
  it('when two repeating to-dos are completed in one PATCH, then each gets its next occurrence exactly once, like a single complete', async () => {
    const who = await api.user('bulk-series');
    const a = (await create(who, { title: 'A 주간보고', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo.id;
    const b = (await create(who, { title: 'B 월말정산', due_date: '2030-05-31', recurrence: { freq: 'monthly', month_day: -1 } })).body.todo.id;
    const res = await bulk(who, { ids: [a, b], change: { status: 'completed' } });
    expect(res.status).toBe(200);
    expect(res.body.series_notice).toBeUndefined();
    await bulk(who, { ids: [a, b], change: { status: 'completed' } }); // again: nothing new
    expect((await all(who)).map((t) => [t.title, t.due_date, t.status])).toEqual([
      ['A 주간보고', '2030-05-06', 'completed'], ['A 주간보고', '2030-05-13', 'pending'],
      ['B 월말정산', '2030-05-31', 'completed'], ['B 월말정산', '2030-06-30', 'pending'],
    ]);
  }, 60_000);
});

describe('completing a repeating to-do when the to-do quota is full', () => {
  it('when one to-do is completed, then the complete is saved, nothing is lost, and the answer says why in Korean; a re-complete with room continues the series', async () => {
    const who = await api.user('full-series');
    const { id } = (await create(who, { title: '주간보고', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    for (let i = 1; i < LIMIT; i += 1) await create(who, { title: `채움 ${i}` });
    const res = await put(who, id, { status: 'completed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'completed', recurrence: MONDAYS, series_notice: TODO_MESSAGES.seriesNotContinued(LIMIT) });
    expect((await all(who)).filter((t) => t.title === '주간보고').map((t) => t.status)).toEqual(['completed']);

    const filler = (await all(who)).find((t) => t.title === '채움 1')!;
    await api.http().delete(`/api/todos/${filler.id}`).set(who.auth).expect(200);
    await put(who, id, { status: 'pending' });
    const again = await put(who, id, { status: 'completed' });
    expect(again.body.series_notice).toBeUndefined();
    expect((await all(who)).filter((t) => t.title === '주간보고').map((t) => [t.due_date, t.status])).toEqual([['2030-05-06', 'completed'], ['2030-05-13', 'pending']]);
  }, 60_000);

  it('when a bulk complete meets the full quota, then every complete is saved and the answer names the to-dos whose series stopped', async () => {
    const who = await api.user('full-bulk');
    const a = (await create(who, { title: 'A', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo.id;
    const b = (await create(who, { title: 'B', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo.id;
    await create(who, { title: 'C' });
    const res = await bulk(who, { ids: [a, b], change: { status: 'completed' } });
    expect(res.status).toBe(200);
    expect(res.body.todos.map((t: Row) => t.status)).toEqual(['completed', 'completed']);
    expect(res.body.not_continued).toEqual([b]);
    expect(res.body.series_notice).toBe(TODO_MESSAGES.seriesNotContinuedMany(1, LIMIT));
    expect((await all(who)).map((t) => [t.title, t.due_date, t.status])).toEqual([
      ['A', '2030-05-06', 'completed'], ['A', '2030-05-13', 'pending'], ['B', '2030-05-06', 'completed'], ['C', null, 'pending'],
    ]);
  }, 60_000);
});
