import { TODO_MESSAGES, TODO_NEXT_CURSOR_HEADER, seoulDate, type TodoDto } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

let api: TestApi;
let carol: TestUser;
const dayOffset = (days: number) => seoulDate(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  api = await startTestApi();
  carol = await api.user('carol');
  const seed = [
    { title: '다', priority: 'low', due_date: dayOffset(5) },
    { title: '가', priority: 'high', status: 'completed' },
    { title: '나', priority: 'medium', due_date: dayOffset(1), status: 'in_progress' },
    { title: 'Apple', priority: 'high', due_date: dayOffset(2) },
    { title: '라', priority: 'medium' },
  ];
  for (const body of seed) {
    const res = await api.http().post('/api/todos').set(carol.auth).send(body);
    expect(res.status).toBe(201);
  }
});
afterAll(() => api.close());

const list = (query = '') => api.http().get(`/api/todos${query}`).set(carol.auth);
const titles = (body: TodoDto[]) => body.map((t) => t.title);

describe('GET /api/todos', () => {
  it('when called bare, then the whole list comes back as an array, open newest first then completed, without a cursor', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(titles(res.body)).toEqual(['라', 'Apple', '나', '다', '가']);
    expect(res.headers[TODO_NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('when filtered by status, then only that status comes back', async () => {
    expect(titles((await list('?status=completed')).body)).toEqual(['가']);
    expect((await list('?status=all')).body).toHaveLength(5);
  });

  it('when sorted, then open before completed, each by priority high→low, due date ascending with undated last, title by code point', async () => {
    expect((await list('?sort=priority')).body.map((t: TodoDto) => t.priority)).toEqual(['high', 'medium', 'medium', 'low', 'high']);
    const byDue = (await list('?sort=due_date')).body as TodoDto[];
    expect(byDue.map((t) => t.title).slice(0, 3)).toEqual(['나', 'Apple', '다']);
    expect(byDue.slice(3).every((t) => t.due_date === null)).toBe(true);
    expect(titles((await list('?sort=title')).body)).toEqual(['Apple', '나', '다', '라', '가']);
    expect(titles((await list('?sort=title&status=all')).body)).toEqual(['Apple', '나', '다', '라', '가']);
  });

  it('when paged with limit and cursor, then every item comes exactly once in order', async () => {
    for (const sort of ['created', 'priority', 'due_date', 'title']) {
      const whole = titles((await list(`?sort=${sort}`)).body);
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const res = await list(`?sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...titles(res.body));
        cursor = res.headers[TODO_NEXT_CURSOR_HEADER.toLowerCase()];
      } while (cursor);
      expect(seen).toEqual(whole);
    }
  });

  it.each([
    ['?status=done', TODO_MESSAGES.statusInvalid],
    ['?sort=random', TODO_MESSAGES.sortInvalid],
    ['?limit=0', TODO_MESSAGES.limitInvalid],
    ['?limit=501', TODO_MESSAGES.limitInvalid],
    ['?limit=abc', TODO_MESSAGES.limitInvalid],
    ['?limit=2&cursor=garbage', TODO_MESSAGES.cursorInvalid],
    ['?status[$ne]=x', '허용되지 않는 항목이 포함되어 있습니다.'],
    ['?owner=x', '허용되지 않는 항목이 포함되어 있습니다.'],
  ])('when the query is %s, then 400 with a Korean detail', async (query, detail) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
  });
});
