import mongoose from 'mongoose';
import { TODO_NEXT_CURSOR_HEADER, TODO_SORTS, type TodoDto } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { TodoModel, dueKey } from './todos.model';

// Issue 25: a later page of GET /api/todos starts the database's index walk at the cursor, so page 50 of 10,000
// reads about a page, not the 1,000 items before it.
let api: TestApi;
let erin: TestUser;
const COUNT = 10_000;
const LIMIT = 20;

/** Documents the database has examined so far (mongod's serverStatus counter; the embedded server keeps it too). */
async function scanned(): Promise<number> {
  const status = await mongoose.connection.db!.admin().serverStatus();
  return Number(status.metrics.queryExecutor.scannedObjects);
}

// A database of this file's own: its serverStatus counts only this file's reads.
beforeAll(async () => {
  api = await startTestApi({}, { ownDatabase: true });
  erin = await api.user('erin');
  await TodoModel.init();
  const priorities = ['high', 'medium', 'low'] as const;
  const ranks = { high: 3, medium: 2, low: 1 };
  const base = Date.UTC(2026, 0, 1);
  // Ties on every key (12 titles, 3 priorities, 30 due keys, pairs of equal createdAt), undated to-dos, a third completed.
  const docs = Array.from({ length: COUNT }, (_, i) => {
    const priority = priorities[i % 3];
    const dueDate = i % 5 === 0 ? null : `2026-12-${String(1 + (i % 28)).padStart(2, '0')}`;
    const dueTime = dueDate && i % 4 === 1 ? '09:30' : null;
    const title = `할일 ${i % 12}`;
    const at = new Date(base + Math.floor(i / 2) * 60_000);
    const status = i % 3 === 2 ? 'completed' : i % 11 === 0 ? 'in_progress' : 'pending';
    return {
      ownerId: erin.id, title, description: '', priority, priorityRank: ranks[priority], status, doneRank: status === 'completed' ? 1 : 0,
      category: null, dueDate, dueTime, dueKey: dueKey(dueDate, dueTime), titleKey: title, tags: [], checklist: [], reminders: [],
      recurrence: null, createdAt: at, updatedAt: at,
    };
  });
  await mongoose.connection.db!.collection('todos').insertMany(docs);
}, 600_000);
afterAll(() => api.close());

async function page(query: string, cursor?: string): Promise<{ items: TodoDto[]; next?: string; examined: number }> {
  const before = await scanned();
  const res = await api.http().get(`/api/todos?${query}&limit=${LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).set(erin.auth);
  expect(res.status).toBe(200);
  return { items: res.body, next: res.headers[TODO_NEXT_CURSOR_HEADER.toLowerCase()], examined: (await scanned()) - before };
}

describe('GET /api/todos pages of a 10,000-item list', () => {
  it.each(TODO_SORTS.flatMap((sort) => [`sort=${sort}`, `sort=${sort}&status=completed`, `sort=${sort}&status=pending`]))(
    'when paged with %s, then page 50 examines about as many documents as page 1, and the pages are the whole list in order',
    async (query) => {
      const whole = (await api.http().get(`/api/todos?${query}`).set(erin.auth).expect(200)).body as TodoDto[];
      const first = await page(query);
      const items = [...first.items];
      let last = first;
      for (let n = 2; n <= 50; n++) {
        last = await page(query, last.next);
        items.push(...last.items);
      }
      expect(items.map((t) => t.id)).toEqual(whole.slice(0, 50 * LIMIT).map((t) => t.id));
      // a page reads its LIMIT + 1 items (and the request's own few look-ups), not the 980 before it
      expect(first.examined).toBeLessThan(3 * LIMIT);
      expect(last.examined).toBeLessThanOrEqual(first.examined + 2);
    },
    120_000,
  );
});
