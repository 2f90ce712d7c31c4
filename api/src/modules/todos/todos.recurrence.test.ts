import { RECURRENCE_MESSAGES, TODO_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { manualClock } from '../../clock';

/** 2030-05-01 (수) 09:00 in Seoul: the next Mondays are 05-06 and 05-13; 추석 is 2030-09-12 and 2031-10-01. */
const clock = manualClock('2030-05-01T00:00:00.000Z');
const MONDAYS = { weekdays: [1], freq: 'weekly' } as const;
let api: TestApi;
let alice: TestUser;

beforeAll(async () => {
  api = await startTestApi({}, { clock });
  alice = await api.user('series');
}, 60_000);
afterAll(() => api.close());
afterEach(() => clock.set('2030-05-01T00:00:00.000Z'));

const create = (body: object) => api.http().post('/api/todos').set(alice.auth).send({ title: '주간보고', ...body });
const put = (id: string, body: object, query = '') => api.http().put(`/api/todos/${id}${query}`).set(alice.auth).send(body);
const list = async () => (await api.http().get('/api/todos').set(alice.auth)).body as { id: string; title: string; due_date: string; status: string; recurrence: unknown; checklist: { done: boolean }[] }[];
const series = async (title: string) => (await list()).filter((t) => t.title === title).sort((a, b) => a.due_date.localeCompare(b.due_date));

describe('recurrence on create and read', () => {
  it('when a weekly rule is sent, then it is stored and read back by get and list', async () => {
    const res = await create({ title: '읽기', due_date: '2030-05-06', recurrence: MONDAYS });
    expect(res.status).toBe(201);
    expect(res.body.todo.recurrence).toEqual(MONDAYS);
    expect((await api.http().get(`/api/todos/${res.body.todo.id}`).set(alice.auth)).body.recurrence).toEqual(MONDAYS);
    expect((await series('읽기'))[0].recurrence).toEqual(MONDAYS);
  });

  it('when a lunar rule comes without a date, then the to-do is due on its first occurrence (추석 2030)', async () => {
    const res = await create({ title: '추석 준비', recurrence: { freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false } });
    expect(res.status).toBe(201);
    expect(res.body.todo.due_date).toBe('2030-09-12');
  });

  it('when a to-do without a rule is read, then recurrence is null', async () => {
    expect((await create({ title: '한 번' })).body.todo.recurrence).toBeNull();
  });

  it.each([
    [{ freq: 'weekly', weekdays: [] }, RECURRENCE_MESSAGES.weekdays],
    [{ freq: 'hourly' }, RECURRENCE_MESSAGES.freq],
    [{ freq: 'monthly', month_day: 40 }, RECURRENCE_MESSAGES.monthDay],
  ])('when the rule %j is sent, then 400 with the Korean message and nothing is stored', async (recurrence, message) => {
    const before = (await list()).length;
    const res = await create({ title: '잘못된 반복', recurrence });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: expect.stringMatching(/^recurrence/), message });
    expect((await list()).length).toBe(before);
  });
});

describe('completing a repeating to-do', () => {
  it('when it is completed, then it stays completed and the next Monday’s to-do is created, checklist unticked', async () => {
    const { id } = (await create({ title: '완료 다음', due_date: '2030-05-06', recurrence: MONDAYS, checklist: [{ text: '자료', done: true }] })).body.todo;
    expect((await put(id, { status: 'completed' })).status).toBe(200);
    const [done, next] = await series('완료 다음');
    expect(done).toMatchObject({ id, status: 'completed', due_date: '2030-05-06' });
    expect(next).toMatchObject({ status: 'pending', due_date: '2030-05-13', recurrence: MONDAYS });
    expect(next.checklist).toEqual([expect.objectContaining({ done: false })]);
  });

  it('when two completes arrive at once, then exactly one next occurrence exists', async () => {
    const { id } = (await create({ title: '동시 완료', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    const answers = await Promise.all([put(id, { status: 'completed' }), put(id, { completed: true })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await series('동시 완료')).map((t) => t.due_date)).toEqual(['2030-05-06', '2030-05-13']);
  });

  it('when it is reopened and completed again, then no second next occurrence is made', async () => {
    const { id } = (await create({ title: '다시 완료', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    await put(id, { status: 'completed' });
    await put(id, { status: 'pending' });
    await put(id, { status: 'completed' });
    expect((await series('다시 완료')).length).toBe(2);
  });

  it('when a late occurrence is completed, then the next one is not before today', async () => {
    const { id } = (await create({ title: '늦은 보고', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    clock.set('2030-05-22T00:00:00.000Z');
    await put(id, { status: 'completed' });
    expect((await series('늦은 보고')).map((t) => t.due_date)).toEqual(['2030-05-06', '2030-05-27']);
  });

  it('when the rule is removed, then completing creates nothing', async () => {
    const { id } = (await create({ title: '반복 해제', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    expect((await put(id, { recurrence: null })).body.recurrence).toBeNull();
    await put(id, { status: 'completed' });
    expect((await series('반복 해제')).length).toBe(1);
  });

  it('when a lunar yearly to-do is completed, then the next is the next year’s 추석', async () => {
    const rule = { freq: 'lunar_yearly', month: 8, month_day: 15, leap_month: false };
    const { id } = (await create({ title: '차례', due_date: '2030-09-12', recurrence: rule })).body.todo;
    await put(id, { status: 'completed' });
    expect((await series('차례')).map((t) => t.due_date)).toEqual(['2030-09-12', '2031-10-01']);
  });
});

describe('editing one occurrence or the following ones', () => {
  it('when "this" moves the date and renames, then the next occurrence keeps the series’ date and title', async () => {
    const { id } = (await create({ title: '이번만', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    expect((await put(id, { title: '이번만 (화)', due_date: '2030-05-07' }, '?scope=this')).status).toBe(200);
    await put(id, { status: 'completed' });
    const next = (await list()).find((t) => t.title === '이번만');
    expect(next).toMatchObject({ due_date: '2030-05-13', status: 'pending' });
  });

  it('when "following" renames, then the next occurrence takes the new title', async () => {
    const { id } = (await create({ title: '이후 모두', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    await put(id, { title: '이후 모두 (새 이름)' }, '?scope=following');
    await put(id, { status: 'completed' });
    expect((await series('이후 모두 (새 이름)')).map((t) => t.due_date)).toEqual(['2030-05-06', '2030-05-13']);
  });

  it('when the scope is unknown, then 400 with the Korean message and nothing changes', async () => {
    const { id } = (await create({ title: '범위', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    const res = await put(id, { title: '바뀜' }, '?scope=all');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(TODO_MESSAGES.editScopeInvalid);
    expect((await series('범위')).length).toBe(1);
  });

  it('when the date of a repeating to-do is cleared, then 400 and the rule and date stay', async () => {
    const { id } = (await create({ title: '날짜 필요', due_date: '2030-05-06', recurrence: MONDAYS })).body.todo;
    const res = await put(id, { due_date: null });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(TODO_MESSAGES.recurrenceNeedsDate);
    expect((await series('날짜 필요'))[0]).toMatchObject({ due_date: '2030-05-06', recurrence: MONDAYS });
  });
});
