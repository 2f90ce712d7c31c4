import { seoulDate, TODO_MESSAGES } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  alice = await api.user('alice');
  bob = await api.user('bob');
});
afterAll(() => api.close());

const dayOffset = (days: number) => seoulDate(new Date(Date.now() + days * 86_400_000));
const create = (user: TestUser, body: object) => api.http().post('/api/todos').set(user.auth).send(body);

describe('POST /api/todos', () => {
  it('when a minimal body is sent, then it answers 201 with the message and the to-do with defaults', async () => {
    const res = await create(alice, { title: '  장보기  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(TODO_MESSAGES.created);
    expect(res.body.todo).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: '장보기',
      description: '',
      priority: 'medium',
      status: 'pending',
      category: null,
      due_date: null,
      due_time: null,
      tags: [],
      checklist: [],
      reminders: [],
      recurrence: null,
      completed: false,
      created_at: expect.stringMatching(/Z$/),
      updated_at: expect.stringMatching(/Z$/),
    });
  });

  it('when every field is sent, then each is stored and tags are trimmed and deduplicated', async () => {
    const due = dayOffset(3);
    const res = await create(alice, {
      title: '보고서', description: '분기 보고서', priority: 'high', status: 'in_progress', category: 'work',
      due_date: due, tags: [' 회사 ', '회사', '', '긴급'],
    });
    expect(res.status).toBe(201);
    expect(res.body.todo).toMatchObject({ priority: 'high', status: 'in_progress', category: 'work', due_date: due, tags: ['회사', '긴급'] });
    const read = await api.http().get(`/api/todos/${res.body.todo.id}`).set(alice.auth);
    expect(read.body).toEqual(res.body.todo);
  });

  it('when the due date is an ISO timestamp, then it is stored as its calendar date in Seoul', async () => {
    const res = await create(alice, { title: 'ISO', due_date: '2099-03-01T15:30:00.000Z' });
    expect(res.body.todo.due_date).toBe('2099-03-02');
  });

  it('when optional fields are null, then they are accepted and read back as empty values', async () => {
    const res = await create(alice, { title: 'null들', description: null, category: null, due_date: null, tags: null, priority: null, status: null });
    expect(res.status).toBe(201);
    expect(res.body.todo).toMatchObject({ description: '', category: null, due_date: null, tags: [], priority: 'medium', status: 'pending' });
    const list = await api.http().get('/api/todos').set(alice.auth);
    expect(list.status).toBe(200);
  });

  it.each([
    [{}, TODO_MESSAGES.titleRequired],
    [{ title: '   ' }, TODO_MESSAGES.titleRequired],
    [{ title: null }, TODO_MESSAGES.titleRequired],
    [{ title: 'a'.repeat(101) }, TODO_MESSAGES.titleTooLong],
    [{ title: 'ok', description: 'a'.repeat(501) }, TODO_MESSAGES.descriptionTooLong],
    [{ title: 'ok', priority: 'urgent' }, TODO_MESSAGES.priorityInvalid],
    [{ title: 'ok', status: 'done' }, TODO_MESSAGES.statusInvalid],
    [{ title: 'ok', category: 'hobby' }, TODO_MESSAGES.categoryInvalid],
    [{ title: 'ok', due_date: '2099-02-30' }, TODO_MESSAGES.dueDateInvalid],
    [{ title: 'ok', due_date: 'tomorrow' }, TODO_MESSAGES.dueDateInvalid],
    [{ title: 'ok', tags: ['a'.repeat(31)] }, TODO_MESSAGES.tagTooLong],
    [{ title: 'ok', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, TODO_MESSAGES.tooManyTags],
    [{ title: 'ok', tags: [1, 2] }, TODO_MESSAGES.tagsInvalid],
    [{ title: 'ok', owner: 'x' }, '허용되지 않는 항목이 포함되어 있습니다.'],
    [{ title: 'ok', id: 'x' }, '허용되지 않는 항목이 포함되어 있습니다.'],
    [{ title: 'ok', ownerId: 'x' }, '허용되지 않는 항목이 포함되어 있습니다.'],
    [{ title: { $ne: '' } }, TODO_MESSAGES.titleRequired],
  ])('when the body is %j, then it answers 400 with the Korean detail', async (body, detail) => {
    const res = await create(alice, body);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
  });

  it('when the title is exactly 100 characters (Hangul) and the description 500, then it is accepted', async () => {
    const res = await create(alice, { title: '가'.repeat(100), description: '나'.repeat(500), tags: Array.from({ length: 20 }, (_, i) => `${'t'.repeat(28)}${i}`.slice(-30)) });
    expect(res.status).toBe(201);
    expect(res.body.todo.tags).toHaveLength(20);
  });

  it('when the due date is before today in Seoul, then 400; today is accepted', async () => {
    const past = await create(alice, { title: '과거', due_date: dayOffset(-1) });
    expect(past.status).toBe(400);
    expect(past.body.detail).toBe(TODO_MESSAGES.dueDatePast);
    const today = await create(alice, { title: '오늘', due_date: dayOffset(0) });
    expect(today.status).toBe(201);
  });

  it('when the tags come as a comma-separated string, then they are split', async () => {
    const res = await create(alice, { title: '태그', tags: '집, 회사 ,집' });
    expect(res.body.todo.tags).toEqual(['집', '회사']);
  });

  it('when there is no token, then 401', async () => {
    const res = await api.http().post('/api/todos').send({ title: 'x' });
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/todos/:id', () => {
  it('when only status is sent (from the list), then only status and completed change', async () => {
    const { body } = await create(alice, { title: '상태', priority: 'low', tags: ['a'] });
    const res = await api.http().put(`/api/todos/${body.todo.id}`).set(alice.auth).send({ status: 'completed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: '상태', priority: 'low', tags: ['a'], status: 'completed', completed: true });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(body.todo.updated_at));
  });

  it('when a full body is sent (from the detail screen), then every field is replaced, past dates allowed', async () => {
    const { body } = await create(alice, { title: '원래' });
    const full = { title: '수정됨', description: '설명', priority: 'high', status: 'in_progress', category: 'health', due_date: dayOffset(-2), tags: '운동, 건강', completed: false };
    const res = await api.http().put(`/api/todos/${body.todo.id}`).set(alice.auth).send(full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...full, tags: ['운동', '건강'] });
  });

  it('when completed alone is sent, then status follows it', async () => {
    const { body } = await create(alice, { title: '체크' });
    const url = `/api/todos/${body.todo.id}`;
    expect((await api.http().put(url).set(alice.auth).send({ completed: true })).body.status).toBe('completed');
    expect((await api.http().put(url).set(alice.auth).send({ completed: false })).body.status).toBe('pending');
  });

  it("when the category is '' (the picker left closed) on POST and on a full PUT, then it means no category; an unknown one stays a 400", async () => {
    const created = await create(alice, { title: '분류 없음', description: '', priority: 'medium', status: 'pending', category: '', due_date: null, tags: [] });
    expect(created.status).toBe(201);
    expect(created.body.todo.category).toBeNull();
    const url = `/api/todos/${created.body.todo.id}`;
    await api.http().put(url).set(alice.auth).send({ category: 'work' }).expect(200);
    const full = { title: '분류 없음', description: '', priority: 'medium', status: 'pending', category: '', due_date: null, tags: [] };
    expect((await api.http().put(url).set(alice.auth).send(full)).body.category).toBeNull();
    expect((await api.http().get(url).set(alice.auth)).body.category).toBeNull();
    const unknown = await api.http().put(url).set(alice.auth).send({ ...full, category: ' ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(TODO_MESSAGES.categoryInvalid);
  });

  it('when fields are cleared with null, then later reads show empty values', async () => {
    const { body } = await create(alice, { title: '비우기', description: 'd', category: 'work', due_date: dayOffset(1), tags: ['x'] });
    const url = `/api/todos/${body.todo.id}`;
    const res = await api.http().put(url).set(alice.auth).send({ description: null, category: null, due_date: null, tags: null });
    expect(res.body).toMatchObject({ description: '', category: null, due_date: null, tags: [] });
    expect((await api.http().get(url).set(alice.auth)).body).toEqual(res.body);
  });

  it.each([
    [{ title: '' }, TODO_MESSAGES.titleRequired],
    [{ title: 'a'.repeat(101) }, TODO_MESSAGES.titleTooLong],
    [{ description: 'a'.repeat(501) }, TODO_MESSAGES.descriptionTooLong],
    [{ status: 'archived' }, TODO_MESSAGES.statusInvalid],
    [{}, TODO_MESSAGES.emptyUpdate],
    [{ created_at: '2020-01-01T00:00:00Z' }, '허용되지 않는 항목이 포함되어 있습니다.'],
  ])('when the body is %j, then 400 with the Korean detail', async (patch, detail) => {
    const { body } = await create(alice, { title: '검증' });
    const res = await api.http().put(`/api/todos/${body.todo.id}`).set(alice.auth).send(patch);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
  });

  it('when the title is exactly 100 and the description 500, then accepted', async () => {
    const { body } = await create(alice, { title: '경계' });
    const res = await api.http().put(`/api/todos/${body.todo.id}`).set(alice.auth).send({ title: 'a'.repeat(100), description: 'b'.repeat(500) });
    expect(res.status).toBe(200);
  });
});

describe('isolation and ids', () => {
  it("when another user reads, changes or deletes someone's to-do, then 404 and nothing changes", async () => {
    const { body } = await create(alice, { title: '앨리스 것' });
    const url = `/api/todos/${body.todo.id}`;
    expect((await api.http().get(url).set(bob.auth)).status).toBe(404);
    expect((await api.http().put(url).set(bob.auth).send({ status: 'completed' })).status).toBe(404);
    expect((await api.http().delete(url).set(bob.auth)).status).toBe(404);
    const still = await api.http().get(url).set(alice.auth);
    expect(still.body).toEqual(body.todo);
    const bobs = await api.http().get('/api/todos').set(bob.auth);
    expect(bobs.body.map((t: { id: string }) => t.id)).not.toContain(body.todo.id);
  });

  it.each(['nope', '123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '%24ne'])('when the id is malformed (%s), then 404', async (id) => {
    expect((await api.http().get(`/api/todos/${id}`).set(alice.auth)).status).toBe(404);
    expect((await api.http().put(`/api/todos/${id}`).set(alice.auth).send({ status: 'pending' })).status).toBe(404);
    expect((await api.http().delete(`/api/todos/${id}`).set(alice.auth)).status).toBe(404);
  });
});

describe('DELETE /api/todos/:id', () => {
  it('when the owner deletes, then the message comes back and the to-do is gone', async () => {
    const { body } = await create(alice, { title: '지울 것' });
    const url = `/api/todos/${body.todo.id}`;
    const res = await api.http().delete(url).set(alice.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TODO_MESSAGES.deleted);
    expect((await api.http().get(url).set(alice.auth)).status).toBe(404);
    expect((await api.http().delete(url).set(alice.auth)).status).toBe(404);
  });
});
