import mongoose from 'mongoose';
import { TODO_NEXT_CURSOR_HEADER, TODO_SORTS, type TodoDto } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { seedTodo } from '../stats/test-seed';
import { TodoModel } from './todos.model';
import { backfillTodoOrder } from './todos.backfill';

let api: TestApi;
let dana: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  dana = await api.user('dana');
  // 9 to-dos; the oldest, a middle and the newest completed, so each sort meets them on every page.
  const priorities = ['high', 'low', 'medium'] as const;
  for (let i = 0; i < 9; i++) {
    const body = { title: `할일 ${String.fromCharCode(0xac00 + i * 7)}`, priority: priorities[i % 3], status: [0, 4, 8].includes(i) ? 'completed' : 'pending' };
    expect((await api.http().post('/api/todos').set(dana.auth).send(body)).status).toBe(201);
  }
  // and one completed later through the update (the checkbox's PUT), one reopened
  const [newest, , third] = (await list(dana, '')).body as TodoDto[];
  await api.http().put(`/api/todos/${third.id}`).set(dana.auth).send({ completed: true }).expect(200);
  await api.http().put(`/api/todos/${newest.id}`).set(dana.auth).send({ status: 'in_progress' }).expect(200);
});
afterAll(() => api.close());

function list(user: TestUser, query: string) {
  return api.http().get(`/api/todos${query ? `?${query}` : ''}`).set(user.auth);
}

async function pages(user: TestUser, query: string, limit: number): Promise<TodoDto[][]> {
  const out: TodoDto[][] = [];
  let cursor: string | undefined;
  do {
    const res = await list(user, `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status).toBe(200);
    out.push(res.body);
    cursor = res.headers[TODO_NEXT_CURSOR_HEADER.toLowerCase()];
  } while (cursor);
  return out;
}

const isDone = (t: TodoDto) => t.status === 'completed';
/** Index of the first completed to-do, and whether any open one follows it. */
const openAfterDone = (items: TodoDto[]) => items.slice(items.findIndex(isDone) + 1).some((t) => !isDone(t)) && items.some(isDone);

describe('GET /api/todos puts open to-dos before completed ones', () => {
  it.each(TODO_SORTS)('when paged by %s across several pages, then no completed to-do comes before an open one', async (sort) => {
    const paged = await pages(dana, `sort=${sort}`, 2);
    expect(paged.length).toBeGreaterThan(3);
    const items = paged.flat();
    expect(items).toHaveLength(9);
    expect(openAfterDone(items)).toBe(false);
    // page 1 holds no completed to-do while open ones remain on page 2
    expect(paged[0].some(isDone)).toBe(false);
    expect(paged[1].some((t) => !isDone(t))).toBe(true);
    // each group keeps the sort, and the bare list (streamed) agrees with the pages
    expect((await list(dana, `sort=${sort}`)).body.map((t: TodoDto) => t.id)).toEqual(items.map((t) => t.id));
  });

  it('when sorted by priority, then each group is high→low', async () => {
    const items = (await pages(dana, 'sort=priority', 3)).flat();
    const rank = { high: 3, medium: 2, low: 1 };
    for (const group of [items.filter((t) => !isDone(t)), items.filter(isDone)]) {
      const ranks = group.map((t) => rank[t.priority]);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    }
  });

  it('when filtered by one status, then paging still gives each of its to-dos once', async () => {
    const done = (await pages(dana, 'status=completed&sort=title', 1)).flat();
    expect(done).toHaveLength(4);
    expect(done.map((t) => t.title)).toEqual(done.map((t) => t.title).sort());
  });

  it('when a cursor of another order is sent, then 400 rather than a wrong page', async () => {
    const [first] = await pages(dana, 'status=completed&sort=title', 1).then((p) => p);
    const res = await list(dana, 'sort=title&limit=1');
    const openCursor = res.headers[TODO_NEXT_CURSOR_HEADER.toLowerCase()];
    expect(first).toHaveLength(1);
    expect((await list(dana, `status=completed&sort=title&limit=1&cursor=${encodeURIComponent(openCursor)}`)).status).toBe(400);
  });

  it('when to-dos were saved before the order key existed, then the start-up backfill gives them their place', async () => {
    const erin = await api.user('erin');
    await seedTodo(erin.id, { title: '옛 완료', status: 'completed', createdAt: new Date(Date.now() + 60_000) });
    await seedTodo(erin.id, { title: '옛 할일' });
    expect(await TodoModel.countDocuments({ ownerId: erin.id, doneRank: mongoose.trusted({ $exists: false }) })).toBe(2);
    expect(await backfillTodoOrder()).toBeGreaterThanOrEqual(2);
    expect((await list(erin, '')).body.map((t: TodoDto) => t.title)).toEqual(['옛 할일', '옛 완료']);
    expect(await backfillTodoOrder()).toBe(0);
  });
});
