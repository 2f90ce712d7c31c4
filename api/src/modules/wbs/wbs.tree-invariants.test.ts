import { startTestApi, type TestApi, type TestUser } from '../../../test/harness';
import { WbsTaskModel } from './wbs.model';

let api: TestApi;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.user('fuzz');
});
afterAll(() => api.close());

/** Deterministic PRNG (mulberry32), so a failure replays with the same seed. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Row { id: string; parent_id: string | null; level: number }

function checkTree(rows: Row[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const position = new Map(rows.map((r, i) => [r.id, i]));
  for (const r of rows) {
    let depth = 1;
    let cur = r;
    const seen = new Set([r.id]);
    while (cur.parent_id) {
      const parent = byId.get(cur.parent_id);
      expect(parent).toBeDefined();
      expect(seen.has(parent!.id)).toBe(false);
      seen.add(parent!.id);
      cur = parent!;
      depth += 1;
    }
    expect(depth).toBeLessThanOrEqual(5);
    expect(r.level).toBe(depth);
    if (r.parent_id) expect(position.get(r.parent_id)!).toBeLessThan(position.get(r.id)!);
  }
}

it('when random creates, moves and deletes run, then the tree stays valid: parents in the project, no cycles, depth ≤ 5, levels exact, never a 5xx', async () => {
  const random = rng(20261122);
  const pick = <T,>(list: T[]) => list[Math.floor(random() * list.length)];
  const project = (await api.http().post('/api/wbs/projects').set(user.auth).send({ title: 'fuzz', start_date: '2025-01-01', end_date: '2025-01-31' })).body.id;
  const url = `/api/wbs/projects/${project}/tasks`;
  let rows: Row[] = [];
  const seen = { moved: 0, refused: 0, deleted: 0 };
  for (let step = 0; step < 80; step += 1) {
    const roll = random();
    const target = rows.length ? pick(rows).id : null;
    const parent = random() < 0.2 || !rows.length ? null : pick(rows).id;
    let res;
    if (roll < 0.55 || !target) res = await api.http().post(url).set(user.auth).send({ title: `t${step}`, parent_id: parent, order_index: Math.floor(random() * 3) });
    else if (roll < 0.9) res = await api.http().put(`${url}/${target}`).set(user.auth).send({ title: `m${step}`, parent_id: parent });
    else res = await api.http().delete(`${url}/${target}`).set(user.auth);
    expect([200, 201, 400]).toContain(res.status);
    if (res.status === 400) seen.refused += 1;
    else if (roll >= 0.9 && target) seen.deleted += 1;
    else if (roll >= 0.55 && target) seen.moved += 1;
    rows = (await api.http().get(url).set(user.auth).expect(200)).body;
    checkTree(rows);
  }
  // The stored level (a cache used by nothing but kept true) matches the derived one.
  const stored = await WbsTaskModel.find({ projectId: project }).lean();
  const derived = new Map(rows.map((r) => [r.id, r.level]));
  for (const doc of stored) expect(doc.level).toBe(derived.get(String(doc._id)));
  expect(rows.length).toBeGreaterThan(10);
  // The run really exercised moves, refusals (cycles, depth) and subtree deletes.
  expect(seen.moved).toBeGreaterThan(5);
  expect(seen.refused).toBeGreaterThan(3);
  expect(seen.deleted).toBeGreaterThan(1);
}, 90_000); // 80 sequential writes and lists: slow on a shared 2-core machine
