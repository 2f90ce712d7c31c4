// GET /api/todos right after a write: the list cache (api/src/cache) cannot answer it, so this is the cost of
// building the list. Reported beside the load figures, which are mostly answered from the cache.
import { call, type Session } from './client';
import { spread, type Spread } from '../lib/stats';

export interface ColdResult { name: string; items: number; ms: Spread }

/** `rounds` times: edit one of the user's to-dos (replaces the list's revision stamp), then time one full list. */
export async function coldList(s: Session, path: string, rounds = 7): Promise<ColdResult> {
  const first = await call<{ id: string; title: string }[]>(s, 'GET', '/api/todos?limit=1');
  const todo = first.body[0];
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < rounds; i++) {
    const edit = await call(s, 'PUT', `/api/todos/${todo.id}`, { title: `${todo.title.slice(0, 80)} ${i}` });
    if (edit.status !== 200) throw new Error(`PUT to-do: ${edit.status}`);
    const t = performance.now();
    const res = await call<unknown[]>(s, 'GET', path);
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    items = res.body.length;
  }
  return { name: `GET ${path} after a write (not cached)`, items, ms: spread(times) };
}
