import { TODO_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { manualClock } from '../../clock';

/** 2030-05-01 (수) 09:00 in Seoul; the next Mondays are 05-06 and 05-13. */
const clock = manualClock('2030-05-01T00:00:00.000Z');
const MONDAYS = { freq: 'weekly', weekdays: [1] } as const;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
}, 60_000);
afterAll(() => api.close());

type Row = { id: string; title: string; due_date: string; status: string };
const h = () => api.http();
const create = async (who: TestUser, title: string) => (await h().post('/api/todos').set(who.auth).send({ title, due_date: '2030-05-06', recurrence: MONDAYS }).expect(201)).body.todo.id as string;
const put = (who: TestUser, id: string, body: object) => h().put(`/api/todos/${id}`).set(who.auth).send(body).expect(200);
const bulk = (who: TestUser, ids: string[], status: string) => h().patch('/api/todos').set(who.auth).send({ ids, change: { status } }).expect(200);
const rows = async (who: TestUser) => ((await h().get('/api/todos').set(who.auth).expect(200)).body as Row[])
  .sort((a, b) => a.title.localeCompare(b.title) || a.due_date.localeCompare(b.due_date));
const shape = async (who: TestUser) => (await rows(who)).map((t) => [t.title, t.due_date, t.status]);
const nextOf = async (who: TestUser, title: string) => (await rows(who)).find((t) => t.title.startsWith(title) && t.due_date === '2030-05-13')!;
const searchIds = async (who: TestUser, q: string) => ((await h().get('/api/search').query({ q }).set(who.auth).expect(200)).body.groups as { items: { id: string }[] }[])
  .flatMap((g) => g.items.map((i) => i.id));

describe('undoing the complete of a repeating to-do', () => {
  it('when the to-do goes back to 대기중, then the next occurrence it made is gone everywhere; completing again makes one', async () => {
    const who = await api.user('undo-put');
    const id = await create(who, '주간보고');
    await put(who, id, { status: 'completed' });
    const next = await nextOf(who, '주간보고');
    const undone = await put(who, id, { status: 'pending' });
    expect(undone.body.series_notice).toBeUndefined();
    expect(await shape(who)).toEqual([['주간보고', '2030-05-06', 'pending']]);
    await h().get(`/api/todos/${next.id}`).set(who.auth).expect(404);
    expect(await searchIds(who, '주간보고')).toEqual([id]);
    expect((await h().get('/api/stats/summary').set(who.auth).expect(200)).body.todos.total).toBe(1);

    await put(who, id, { status: 'completed' });
    expect(await shape(who)).toEqual([['주간보고', '2030-05-06', 'completed'], ['주간보고', '2030-05-13', 'pending']]);
  }, 60_000);

  it('when the checkbox is unticked (completed: false) or the to-do goes to 진행중, then the next occurrence goes too', async () => {
    const who = await api.user('undo-tick');
    const a = await create(who, 'A 체크');
    const b = await create(who, 'B 진행');
    await put(who, a, { completed: true });
    await put(who, b, { status: 'completed' });
    await put(who, a, { completed: false });
    await put(who, b, { status: 'in_progress' });
    expect(await shape(who)).toEqual([['A 체크', '2030-05-06', 'pending'], ['B 진행', '2030-05-06', 'in_progress']]);
  }, 60_000);

  it('when the user changed the next occurrence, then the undo keeps it and says so in Korean; completing again makes no second one', async () => {
    const who = await api.user('undo-kept');
    const id = await create(who, '월간회의');
    await put(who, id, { status: 'completed' });
    await put(who, (await nextOf(who, '월간회의')).id, { description: '안건 추가' });
    const undone = await put(who, id, { status: 'pending' });
    expect(undone.body).toMatchObject({ id, status: 'pending', series_notice: TODO_MESSAGES.seriesNextKept });
    expect(await shape(who)).toEqual([['월간회의', '2030-05-06', 'pending'], ['월간회의', '2030-05-13', 'pending']]);
    await put(who, id, { status: 'completed' });
    expect(await shape(who)).toEqual([['월간회의', '2030-05-06', 'completed'], ['월간회의', '2030-05-13', 'pending']]);
  }, 60_000);

  it('when a bulk complete is undone by PATCH, then each untouched next occurrence is deleted and a changed one stays, named in the answer', async () => {
    const who = await api.user('undo-bulk');
    const a = await create(who, 'A 묶음');
    const b = await create(who, 'B 묶음');
    await bulk(who, [a, b], 'completed');
    await put(who, (await nextOf(who, 'B 묶음')).id, { title: 'B 묶음 (수정)' });
    const undone = await bulk(who, [a, b], 'pending');
    expect(undone.body.series_notice).toBe(TODO_MESSAGES.seriesNextKeptMany(1));
    expect(undone.body.next_kept).toEqual([b]);
    expect(await shape(who)).toEqual([['A 묶음', '2030-05-06', 'pending'], ['B 묶음', '2030-05-06', 'pending'], ['B 묶음 (수정)', '2030-05-13', 'pending']]);
  }, 60_000);

  it('when a to-do that is already open changes status again, then nothing is undone and nothing is said', async () => {
    const who = await api.user('undo-none');
    const id = await create(who, '그대로');
    await put(who, id, { status: 'completed' });
    await put(who, (await nextOf(who, '그대로')).id, { priority: 'high' });
    expect((await put(who, id, { status: 'pending' })).body.series_notice).toBe(TODO_MESSAGES.seriesNextKept);
    expect((await put(who, id, { status: 'in_progress' })).body.series_notice).toBeUndefined();
    expect(await shape(who)).toEqual([['그대로', '2030-05-06', 'in_progress'], ['그대로', '2030-05-13', 'pending']]);
  }, 60_000);
});
