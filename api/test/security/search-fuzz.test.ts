import fc from 'fast-check';
import { searchResponseSchema } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../harness';
import { seed, startTarget, type Seeded } from './seed';

/**
 * GET /api/search takes its input from the query string, which the body fuzzing (fuzz.test.ts) does not reach:
 * 300 generated queries (Hangul syllables and jamo, Latin, digits, regular-expression and operator characters,
 * other types and limits) → never a 5xx, a 4xx in Korean, a 200 on schema with none of the other user's ids.
 */
const RUNS = 300;
let api: TestApi;
let target: Awaited<ReturnType<typeof startTarget>>;
let u: TestUser;
let other: Seeded;

beforeAll(async () => {
  target = await startTarget();
  api = await startTestApi({ API_TESTER_ALLOW_HOSTS: target.host });
  u = await api.user('srchfuzz');
  const them = await api.user('srchfuzzother');
  await seed(api, u, target.host);
  other = await seed(api, them, target.host);
}, 60_000); // two users with every kind of record, over HTTP: budgeted for a busy machine
afterAll(async () => {
  await api.close();
  await target.close();
});

const char = fc.oneof(
  fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x3131, max: 0x318e }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('회', '의', '주', '간', 'ㅎ', 'ㅇ', ' ', '.', '*', '(', '[', '\\', '$', '^', '|', '?', '+', '{', '}', '%', '&', '=', '#', 'ａ', 'Ⅸ', '①', '\u0301'),
  fc.string({ maxLength: 1 }),
  fc.string({ unit: 'binary', maxLength: 1 }),
);
const query = fc.record({
  q: fc.array(char, { maxLength: 110 }).map((a) => a.join('')),
  types: fc.option(fc.constantFrom('todo', 'meeting,project', 'task,todo,meeting,project', 'note', '', ',,'), { nil: undefined }),
  limit: fc.option(fc.constantFrom('1', '5', '50', '0', '51', '-1', 'x', '1.5'), { nil: undefined }),
});

describe(`GET /api/search with ${RUNS} generated queries`, () => {
  it('answers < 500, in Korean when refused, on schema and owner-scoped when accepted', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(query, async ({ q, types, limit }) => {
        const res = await api.http().get('/api/search').query({ q, ...(types === undefined ? {} : { types }), ...(limit === undefined ? {} : { limit }) }).set(u.auth);
        const where = `${JSON.stringify({ q, types, limit })} → ${res.status} ${res.text.slice(0, 200)}`;
        if (res.status >= 500) throw new Error(`5xx: ${where}`);
        if (res.status >= 400 && !/[가-힣]/.test(String(res.body?.detail))) throw new Error(`no Korean detail: ${where}`);
        if (res.status === 200) {
          accepted += 1;
          if (!searchResponseSchema.strict().safeParse(res.body).success) throw new Error(`off schema: ${where}`);
          const text = JSON.stringify(res.body);
          for (const id of Object.values(other)) if (text.includes(id)) throw new Error(`another user's id: ${where}`);
        }
      }),
      { numRuns: RUNS },
    );
    expect(accepted).toBeGreaterThanOrEqual(RUNS / 10);
  }, 120_000);
});
