import fc from 'fast-check';
import type { Response } from 'supertest';
import { TODO_CATEGORIES, TODO_PRIORITIES, TODO_STATUSES, todoCreatedSchema, todoSchema, wbsProjectSchema, wbsTaskSchema } from '@haru/contracts';
import { startTestApi, type TestApi, type TestUser } from '../harness';
import { fill, key, routeTable, type RouteEntry } from './route-table';
import { seed, startTarget, type Seeded } from './seed';
import { ownParams, validBodies } from './valid-bodies';
import { bodyArbitrary, hostileValue, rejectedBodyArbitrary } from './fuzz-arbitraries';
import { expectWbsInvariants } from './wbs-invariants';

/**
 * Target 8: property-based fuzzing of every body-taking route (from the route table), 200 generated bodies each.
 * Every answer is < 500; a 4xx has a Korean detail; a 2xx matches its response schema; afterwards the WBS trees
 * keep their invariants and every list is still readable.
 */
const RUNS = 200;
/**
 * Each route's bodies come from a fixed seed (FUZZ_SEED, then the route's name), so a run is repeatable and the
 * accepted-share check below cannot pass or fail by chance; set FUZZ_SEED to explore other bodies.
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const seedOf = (routeKey: string) => [...routeKey].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, FUZZ_SEED);
/** Routes that would run bcrypt (≈ 0.3 s) on a valid body: fuzzed through the validation layer only. */
const BCRYPT_ROUTES = new Set(['POST /api/auth/register', 'POST /api/auth/login', 'PUT /api/auth/change-password']);
/** Routes whose valid call can succeed only once (or never with a made-up token): not held to the accepted share. */
const ONCE_ROUTES = new Set(['POST /api/auth/refresh', 'POST /api/auth/logout', 'POST /api/trash/:kind/:id/restore', 'POST /api/trash/restore']);

let api: TestApi;
let target: Awaited<ReturnType<typeof startTarget>>;
let u: TestUser;
let other: TestUser;
/** Logout ends the caller's session: it is fuzzed with a spare user's token so the others keep theirs. */
let spare: TestUser;
const accepted: Record<string, number> = {};
let s: Seeded;
/** The other user's seeded ids: a bulk change naming one of them must change nothing. */
let theirs: Seeded;
let theirTodoBefore: unknown;
let secondProject: string;
let chain: string[];
let bodies: ReturnType<typeof validBodies>;

const strictObject = (schema: { strict: () => { safeParse: (v: unknown) => { success: boolean; error?: unknown } } }) => schema.strict();
const RESPONSE: Record<string, (body: unknown) => boolean> = {
  'POST /api/todos': (b) => todoCreatedSchema.safeParse(b).success && strictObject(todoSchema).safeParse((b as { todo: unknown }).todo).success,
  'PUT /api/todos/:id': (b) => strictObject(todoSchema).safeParse(b).success,
  'PATCH /api/todos': (b) => {
    const { todos, previous } = b as { todos?: unknown[]; previous?: unknown[] };
    return Array.isArray(todos) && todos.every((t) => strictObject(todoSchema).safeParse(t).success) && Array.isArray(previous) && previous.length === todos.length;
  },
  'POST /api/wbs/projects': (b) => strictObject(wbsProjectSchema).safeParse(b).success,
  'PUT /api/wbs/projects/:id': (b) => strictObject(wbsProjectSchema).safeParse(b).success,
  'POST /api/wbs/projects/:id/tasks': (b) => strictObject(wbsTaskSchema).safeParse(b).success,
  'PUT /api/wbs/projects/:id/tasks/:taskId': (b) => strictObject(wbsTaskSchema).safeParse(b).success,
};
/** Shape check for the rest: an object, no owner or internals. */
const plainObject = (b: unknown) => typeof b === 'object' && b !== null && !/"__v"|ownerId|\$2[aby]\$/.test(JSON.stringify(b));

function check(r: RouteEntry, res: Response, body: unknown): void {
  const where = `${key(r)} ${JSON.stringify(body)?.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`;
  if (res.status >= 500) throw new Error(`5xx: ${where}`);
  if (res.status >= 400 && !/[가-힣]/.test(String(res.body?.detail))) throw new Error(`no Korean detail: ${where}`);
  if (res.status < 300 && res.status !== 204 && !(RESPONSE[key(r)] ?? plainObject)(res.body)) throw new Error(`response off schema: ${where}`);
}

/** Either a valid value of the field or a hostile one. */
const validOr = <T>(values: readonly T[]) => fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: hostileValue });

/** The bulk body's inner parts: ids of the caller's, the other user's, trashed or repeated, and each change field fuzzed. */
function bulkPins(): Record<string, fc.Arbitrary<unknown>> {
  const ids = fc.oneof(
    { weight: 6, arbitrary: fc.constant([s.todo]) },
    { weight: 3, arbitrary: fc.constantFrom([s.todo, theirs.todo], [theirs.todo], [s.trashed], [s.todo, s.todo], [s.todo.toUpperCase()]) },
    { weight: 2, arbitrary: hostileValue },
  );
  const change = fc.oneof(
    { weight: 4, arbitrary: fc.record({ status: validOr(TODO_STATUSES), priority: validOr(TODO_PRIORITIES), category: validOr([...TODO_CATEGORIES, '', null]), due_date: validOr(['2099-12-30', null, '']) }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: hostileValue },
  );
  return { ids, change, delete: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileValue }) };
}

/** The bulk restore's ids: the caller's trashed to-do, the other user's, both, a live one, or hostile. */
function restorePins(): Record<string, fc.Arbitrary<unknown>> {
  const ids = fc.oneof(
    { weight: 4, arbitrary: fc.constant([s.trashed]) },
    { weight: 3, arbitrary: fc.constantFrom([s.trashed, theirs.trashed], [theirs.trashed], [s.todo], [s.trashed, s.trashed]) },
    { weight: 2, arbitrary: hostileValue },
  );
  return { ids, kind: validOr(['todo', 'meeting']) };
}

function pinsFor(r: RouteEntry): Record<string, fc.Arbitrary<unknown>> {
  if (key(r) === 'PATCH /api/todos') return bulkPins();
  if (key(r) === 'POST /api/trash/restore') return restorePins();
  if (r.path.includes('/tasks')) return { parent_id: fc.oneof(fc.constantFrom(...chain, s.task, secondProject, 'nope', ''), fc.constant(null), fc.string({ maxLength: 24 })) };
  return {};
}

async function fuzz(r: RouteEntry): Promise<void> {
  const base = bodies[key(r)]() as Record<string, unknown>;
  const taskPool = fc.constantFrom(...chain, s.task, s.childTask);
  const arb = BCRYPT_ROUTES.has(key(r))
    ? fc.tuple(rejectedBodyArbitrary(base), fc.constant(s.task))
    : fc.tuple(bodyArbitrary(base, pinsFor(r)), taskPool);
  await fc.assert(
    fc.asyncProperty(arb, async ([body, taskId]) => {
      const path = fill(r.path, { ...ownParams(r.path, s), taskId });
      const m = r.method.toLowerCase() as 'post' | 'put' | 'patch';
      // Raw JSON text: supertest refuses to send a bare number, which is exactly what a client may send.
      const who = key(r) === 'POST /api/auth/logout' ? spare : u;
      const res = await api.http()[m](path).set(who.auth).set('Content-Type', 'application/json').send(JSON.stringify(body));
      check(r, res, body);
      if (res.status < 300) accepted[key(r)] = (accepted[key(r)] ?? 0) + 1;
    }),
    { numRuns: RUNS, seed: seedOf(key(r)) },
  );
}

beforeAll(async () => {
  target = await startTarget();
  api = await startTestApi({ API_TESTER_ALLOW_HOSTS: target.host });
  u = await api.user('fuzz');
  other = await api.user('fuzzother');
  spare = await api.user('fuzzspare');
  s = await seed(api, u, target.host);
  theirs = await seed(api, other, target.host);
  theirTodoBefore = (await api.http().get(`/api/todos/${theirs.todo}`).set(other.auth)).body;
  secondProject = (await api.http().post('/api/wbs/projects').set(u.auth).send({ title: '둘째', start_date: '2026-03-01', end_date: '2026-03-31' })).body.id;
  // A chain five levels deep, so generated parents hit the depth limit and cycle checks.
  chain = [];
  for (let i = 0; i < 5; i += 1) {
    const res = await api.http().post(`/api/wbs/projects/${s.project}/tasks`).set(u.auth).send({ title: `단계 ${i + 1}`, parent_id: chain.at(-1) ?? null });
    chain.push(res.body.id);
  }
  bodies = validBodies(u, target.host, s);
});
afterAll(async () => {
  await api.close();
  await target.close();
});

describe(`fuzzing every body-taking route (${RUNS} bodies each)`, () => {
  it('covers every body-taking route of the router', () => {
    const routes = routeTable(api.app).filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const r of routes) expect({ r: key(r), known: key(r) in validBodies(u, target.host) }).toEqual({ r: key(r), known: true });
  });

  const routeKeys = Object.keys(validBodies({} as TestUser, ''));
  it.each(routeKeys)('%s: no 5xx, Korean 4xx, 2xx on schema', async (k) => {
    const r = routeTable(api.app).find((x) => key(x) === k)!;
    await fuzz(r);
    // Not vacuous: a real share of the generated bodies got through validation (except where it must not).
    // A restore succeeds once; afterwards the to-do is out of the 휴지통 and every later body answers 404.
    if (!BCRYPT_ROUTES.has(k) && !ONCE_ROUTES.has(k)) expect(accepted[k] ?? 0).toBeGreaterThanOrEqual(RUNS / 20);
  }, 120_000);

  it('afterwards: WBS trees stay inside one project, depth ≤ 5, no cycles; every list is readable', async () => {
    for (const project of [s.project, secondProject]) {
      const res = await api.http().get(`/api/wbs/projects/${project}/tasks`).set(u.auth);
      expect(res.status).toBe(200);
      expectWbsInvariants(project, res.body);
    }
    for (const p of ['/api/todos', '/api/meetings', '/api/wbs/projects', '/api/tools/http/history', '/api/user/quick-actions', '/api/user/home-screen-layout', '/api/user/calendar-settings', '/api/stats/summary']) {
      expect({ p, status: (await api.http().get(p).set(u.auth)).status }).toEqual({ p, status: 200 });
    }
    // Bulk changes naming the other user's to-do (alone or beside the caller's own) left it as it was.
    expect((await api.http().get(`/api/todos/${theirs.todo}`).set(other.auth)).body).toEqual(theirTodoBefore);
    // Bulk restores naming the other user's trashed to-do left it in their 휴지통.
    expect((await api.http().get('/api/trash').set(other.auth)).body.items.map((i: { id: string }) => i.id)).toContain(theirs.trashed);
  }, 60_000); // nine list reads over HTTP plus two full task trees: budgeted for a busy machine
});
