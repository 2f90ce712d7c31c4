// Correctness after a run: every list shows every write on every process, sessions and quotas hold across them.
// Each request opens its own connection, so with API_WORKERS the primary hands them to the processes in turn.
import { send } from './http';
import type { MixedUser, Written } from './users';

export interface Check { name: string; ok: boolean; detail: string }
export const PROJECT_QUOTA = 5;
const ROUNDS = 4;

interface Item { id: string; title: string; status?: string }

const get = (base: string, path: string, token: string) => send(base, false, { method: 'GET', path, token, read: true });

/** Every list read ROUNDS times holds the seeded ids, the run's live items as last written, and no deleted id. */
async function listsShowWrites(base: string, users: MixedUser[], path: string, seeded: (u: MixedUser) => string[], made: (u: MixedUser) => Map<string, Written>): Promise<Check> {
  const problems: string[] = [];
  let items = 0;
  for (const u of users) {
    for (let round = 0; round < ROUNDS; round++) {
      const r = await get(base, path, u.session.token);
      const list = (r.body ?? []) as Item[];
      const byId = new Map(list.map((i) => [i.id, i]));
      if (r.status !== 200) problems.push(`${u.session.username}: ${r.status}`);
      for (const id of seeded(u)) if (!byId.has(id)) problems.push(`seeded ${id} missing`);
      for (const [id, w] of made(u)) {
        const got = byId.get(id);
        if (!got || got.title !== w.title || (w.status && got.status !== w.status)) problems.push(`${id}: ${JSON.stringify(got && { title: got.title, status: got.status })} ≠ ${JSON.stringify(w)}`);
      }
      for (const id of u.deleted) if (byId.has(id)) problems.push(`deleted ${id} listed`);
      const expected = seeded(u).length + made(u).size;
      if (list.length !== expected) problems.push(`${u.session.username}: ${list.length} items, expected ${expected}`);
      items = Math.max(items, list.length);
    }
  }
  return { name: `GET ${path}: every write of the run visible (${users.length} users × ${ROUNDS} reads, fresh connections)`, ok: problems.length === 0, detail: problems.length ? problems.slice(0, 3).join('; ') : `up to ${items} items per user` };
}

/** A session logged out is refused on every following request; the run's last tokens still answer. */
async function sessions(base: string, users: MixedUser[]): Promise<Check> {
  const u = users[0].session;
  const login = await send(base, false, { method: 'POST', path: '/api/auth/login', body: { username: u.username, password: u.password }, read: true });
  const token = (login.body as { access_token: string }).access_token;
  const before = await get(base, '/api/auth/me', token);
  const out = await send(base, false, { method: 'POST', path: '/api/auth/logout', token, body: {} });
  const after = await Promise.all(Array.from({ length: ROUNDS }, () => get(base, '/api/auth/me', token)));
  const others = await Promise.all(users.map((x) => get(base, '/api/auth/me', x.session.token)));
  const ok = before.status === 200 && out.status < 300 && after.every((r) => r.status === 401) && others.every((r) => r.status === 200);
  return { name: `logout refused on the next ${ROUNDS} requests; other sessions still answer`, ok, detail: `before ${before.status}, logout ${out.status}, after ${after.map((r) => r.status).join('/')}, others ${[...new Set(others.map((r) => r.status))].join('/')}` };
}

/** PROJECT_QUOTA + 3 creates at once (each on its own connection): exactly PROJECT_QUOTA made, the rest 409. */
async function quota(base: string, token: string): Promise<Check> {
  const body = { title: '쿼터 확인', description: '', start_date: '2026-01-01T00:00:00.000Z', end_date: '2026-02-01T00:00:00.000Z', status: 'planning' };
  const answers = await Promise.all(Array.from({ length: PROJECT_QUOTA + 3 }, () => send(base, false, { method: 'POST', path: '/api/wbs/projects', token, body })));
  const list = await get(base, '/api/wbs/projects', token);
  const made = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status === 409).length;
  const listed = (list.body as unknown[]).length;
  return { name: `project quota ${PROJECT_QUOTA}: ${PROJECT_QUOTA + 3} creates at once`, ok: made === PROJECT_QUOTA && refused === 3 && listed === PROJECT_QUOTA, detail: `${made} made, ${refused} refused (409), ${listed} listed` };
}

export async function checks(base: string, users: MixedUser[], quotaToken: string): Promise<Check[]> {
  return [
    await listsShowWrites(base, users, '/api/todos', (u) => u.todoIds, (u) => u.todos),
    await listsShowWrites(base, users, '/api/meetings', (u) => u.meetingIds, (u) => u.meetings),
    await sessions(base, users),
    await quota(base, quotaToken),
  ];
}
