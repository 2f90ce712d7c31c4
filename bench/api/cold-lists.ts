// Lists right after a write: the list cache (api/src/cache) cannot answer them, so this is the cost of building
// each list from the database. Reported beside the load figures, which are mostly answered from the cache.
import { call, type Session } from './client';
import { meetingBody, taskBody } from './seed';
import { spread, type Spread } from '../lib/stats';

export interface ColdResult { name: string; items: number; ms: Spread }

/** `rounds` times: `write` (which replaces the list's stamp), then time one full GET of `path`. */
async function afterWrites(s: Session, path: string, write: (round: number) => Promise<void>, rounds: number): Promise<ColdResult> {
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < rounds; i++) {
    await write(i);
    const t = performance.now();
    const res = await call<unknown[]>(s, 'GET', path);
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    items = res.body.length;
  }
  const shown = path.replace(/projects\/[0-9a-f]{24}\//, 'projects/{id}/');
  return { name: `GET ${shown} after a write (not cached)`, items, ms: spread(times) };
}

async function put(s: Session, path: string, body: unknown): Promise<void> {
  const res = await call(s, 'PUT', path, body);
  if (res.status !== 200) throw new Error(`PUT ${path}: ${res.status}`);
}

/** Edits the title of the user's newest to-do before each full list. */
export async function coldTodos(s: Session, rounds = 7): Promise<ColdResult> {
  const first = (await call<{ id: string; title: string }[]>(s, 'GET', '/api/todos?limit=1')).body[0];
  return afterWrites(s, '/api/todos', (i) => put(s, `/api/todos/${first.id}`, { title: `${first.title.slice(0, 80)} ${i}` }), rounds);
}

/** Edits the title of the user's newest meeting before each list. */
export async function coldMeetings(s: Session, rounds = 7): Promise<ColdResult> {
  const first = (await call<{ id: string }[]>(s, 'GET', '/api/meetings')).body[0];
  return afterWrites(s, '/api/meetings', (i) => put(s, `/api/meetings/${first.id}`, { ...meetingBody(0), title: `수정한 회의 ${i}` }), rounds);
}

/** Edits the title of the project's first task before each list. */
export async function coldTasks(s: Session, projectId: string, rounds = 7): Promise<ColdResult> {
  const path = `/api/wbs/projects/${projectId}/tasks`;
  const first = (await call<{ id: string }[]>(s, 'GET', path)).body[0];
  return afterWrites(s, path, (i) => put(s, `${path}/${first.id}`, { ...taskBody(0), title: `수정한 작업 ${i}` }), rounds);
}
