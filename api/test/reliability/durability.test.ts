import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todoSchema } from '@haru/contracts';
import { call, spawnServer, type Spawned } from './spawn-server';

/**
 * Target 10: the real server on the embedded database, 16 concurrent writers over HTTP, `kill -9` mid-way, restart
 * on the same data directory: every write that got a 2xx is there, and everything reads back on schema. Three rounds.
 */
const WRITERS = 16;
const ROUNDS = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'haru-durability-'));
const user = { username: 'durable1', email: 'durable1@example.com', password: 'password123' };
let server: Spawned | null = null;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Acked { created: Map<string, string>; completed: Set<string> }

/** One writer: creates to-dos (and completes every third) until the server dies; records what was acknowledged. */
async function writer(url: string, token: string, round: number, w: number, acked: Acked): Promise<void> {
  for (let i = 0; ; i += 1) {
    const title = `r${round}-w${w}-${i} 내구성`;
    try {
      const res = await call(`${url}/api/todos`, 'POST', { title, tags: ['내구성'] }, token);
      if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
      acked.created.set(res.body.todo.id, title);
      if (i % 3 === 0) {
        const done = await call(`${url}/api/todos/${res.body.todo.id}`, 'PUT', { status: 'completed' }, token);
        if (done.status === 200) acked.completed.add(res.body.todo.id);
      }
    } catch {
      return; // the server is gone: stop writing
    }
  }
}

async function signIn(url: string, first: boolean): Promise<string> {
  const res = first ? await call(`${url}/api/auth/register`, 'POST', user) : await call(`${url}/api/auth/login`, 'POST', { username: user.username, password: user.password });
  expect(res.status).toBeLessThan(300);
  return res.body.access_token;
}

describe('kill -9 during concurrent writes', () => {
  it(`${ROUNDS} rounds × ${WRITERS} writers: every acknowledged write survives, nothing is corrupt`, async () => {
    const acked: Acked = { created: new Map(), completed: new Set() };
    for (let round = 0; round < ROUNDS; round += 1) {
      server = await spawnServer(dataDir);
      const token = await signIn(server.url, round === 0);
      const before = acked.created.size;
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(server!.url, token, round, w, acked));
      // Kill once a good number of writes is in, while the writers are still going.
      const started = Date.now();
      while (acked.created.size - before < 120 && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 20));
      await server.kill9();
      await Promise.all(writers);
      expect(acked.created.size - before).toBeGreaterThanOrEqual(100);
    }

    server = await spawnServer(dataDir);
    const token = await signIn(server.url, false);
    const list = await call(`${server.url}/api/todos`, 'GET', undefined, token);
    expect(list.status).toBe(200);
    const items: unknown[] = Array.isArray(list.body) ? list.body : list.body.items ?? list.body.todos;
    const byId = new Map<string, { title: string; status: string }>();
    for (const item of items) {
      expect(todoSchema.safeParse(item).success).toBe(true);
      const t = item as { id: string; title: string; status: string };
      byId.set(t.id, t);
    }
    const missing = [...acked.created].filter(([id, title]) => byId.get(id)?.title !== title);
    expect(missing).toEqual([]);
    const notCompleted = [...acked.completed].filter((id) => byId.get(id)?.status !== 'completed');
    expect(notCompleted).toEqual([]);
    // And the database still takes writes after all that.
    expect((await call(`${server.url}/api/todos`, 'POST', { title: '재시작 후' }, token)).status).toBe(201);
  }, 180_000);
});
