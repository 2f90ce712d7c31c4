import { todoSchema } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';

/**
 * Seeded random bodies for POST and PUT /api/todos: whatever arrives, the answer is 2xx with a valid to-do or
 * 400/404 with a Korean detail, never a 5xx, and the list stays readable afterwards.
 */
let api: TestApi;
let owner: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  owner = await api.user('fuzz');
});
afterAll(() => api.close());

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = ['title', 'description', 'priority', 'status', 'category', 'due_date', 'tags', 'completed', 'ownerId', '_id', '$where'];
const SAMPLES: unknown[] = [
  null, true, 0, -1, 1e308, '', ' ', '가'.repeat(101), 'a'.repeat(5000), 'high', 'completed', 'work', '2099-12-31',
  '2099-02-30', '2099-01-01T00:00:00Z', 'not-a-date', [], ['x'], ['a', 'a', ' b '], Array(25).fill('t'), [1, null],
  { $ne: null }, { $gt: '' }, 'pending', '할일', '\u0000', '<script>',
];

/** Valid values per field, so a good share of the bodies get through and the success path is fuzzed too. */
const VALID: Record<string, unknown[]> = {
  description: ['', null, '설명', 'a'.repeat(500)],
  priority: ['high', 'medium', 'low', null],
  status: ['pending', 'in_progress', 'completed', null],
  category: ['work', 'finance', null],
  due_date: [null, '', '2099-12-31', '2099-06-01T15:00:00.000Z'],
  tags: [[], ['집', ' 회사 ', '집'], '운동, 건강', null],
  completed: [true, false, null],
};

function randomBody(rand: () => number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const chance = field.startsWith('$') || field.endsWith('Id') || field === '_id' ? 0.05 : 0.35;
    if (rand() >= chance) continue;
    const pool = VALID[field] && rand() < 0.75 ? VALID[field] : SAMPLES;
    body[field] = pool[Math.floor(rand() * pool.length)];
  }
  if (rand() < 0.6) body.title = rand() < 0.5 ? `제목 ${Math.floor(rand() * 1000)}` : body.title;
  return body;
}

it('when random bodies are sent to POST and PUT, then no 5xx and every success is a valid to-do', async () => {
  const rand = prng(20250115);
  const { body: seed } = await api.http().post('/api/todos').set(owner.auth).send({ title: '기준' });
  let accepted = 0;
  for (let i = 0; i < 150; i += 1) {
    const body = randomBody(rand);
    const put = rand() < 0.5;
    const res = put
      ? await api.http().put(`/api/todos/${seed.todo.id}`).set(owner.auth).send(body)
      : await api.http().post('/api/todos').set(owner.auth).send(body);
    expect(res.status).toBeLessThan(500);
    if (res.status < 300) {
      accepted += 1;
      expect(todoSchema.safeParse(put ? res.body : res.body.todo).success).toBe(true);
    } else {
      expect([400, 404]).toContain(res.status);
      expect(res.body.detail).toMatch(/[가-힣]/);
    }
  }
  expect(accepted).toBeGreaterThan(10);
  const list = await api.http().get('/api/todos').set(owner.auth);
  expect(list.status).toBe(200);
  for (const todo of list.body) expect(todoSchema.safeParse(todo).success).toBe(true);
}, 90_000); // many sequential requests: slow on a shared 2-core machine
