// The mixed workload's users: seeded through the public API once, and what each run expects of them afterwards.
import { call, pool, register, type Session } from '../client';
import { meetingBody, projectBody, taskBody, todoBody } from '../seed';

export const SEED = { users: 10, todos: 30, meetings: 8, tasks: 20 };

/** What the run wrote for one user: ids still there with their last title/status, and ids deleted. */
export interface Written { title: string; status?: string }
export interface MixedUser {
  session: Session;
  todoIds: string[];
  meetingIds: string[];
  projectId: string;
  /** Run-made items free for the next update/delete (an item being changed is taken out, so no two connections race on it). */
  freeTodos: string[];
  freeMeetings: string[];
  todos: Map<string, Written>;
  meetings: Map<string, Written>;
  deleted: Set<string>;
}

async function created(s: Session, path: string, body: unknown): Promise<string> {
  const res = await call<{ id?: string; todo?: { id: string }; meeting?: { id: string } }>(s, 'POST', path, body);
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.todo?.id ?? res.body.meeting?.id ?? res.body.id ?? '';
}

/** SEED.users users, each with to-dos, meetings and one WBS project with tasks (8 requests in flight). */
export async function seedUsers(baseUrl: string): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let u = 0; u < SEED.users; u++) {
    const s = await register(baseUrl, 'mixed');
    await pool(SEED.todos, 8, async (i) => void (await created(s, '/api/todos', todoBody(i))));
    await pool(SEED.meetings, 8, async (i) => void (await created(s, '/api/meetings', meetingBody(i))));
    const projectId = await created(s, '/api/wbs/projects', projectBody());
    // One at a time: a WBS write holds the project's tree lease, and a concurrent one is refused (409).
    await pool(SEED.tasks, 1, async (i) => void (await created(s, `/api/wbs/projects/${projectId}/tasks`, taskBody(i))));
    sessions.push(s);
  }
  return sessions;
}

/** Signs each seeded user in on `baseUrl` and reads the ids the reads will ask for. */
export async function loadUsers(baseUrl: string, sessions: Session[]): Promise<MixedUser[]> {
  return Promise.all(
    sessions.map(async (seeded) => {
      const login = await call<{ access_token: string }>({ baseUrl }, 'POST', '/api/auth/login', { username: seeded.username, password: seeded.password });
      if (login.status !== 200) throw new Error(`login ${seeded.username}: ${login.status}`);
      const session = { ...seeded, baseUrl, token: login.body.access_token };
      const todos = await call<{ id: string }[]>(session, 'GET', '/api/todos');
      const meetings = await call<{ id: string }[]>(session, 'GET', '/api/meetings');
      const projects = await call<{ id: string }[]>(session, 'GET', '/api/wbs/projects');
      return {
        session,
        todoIds: todos.body.map((t) => t.id),
        meetingIds: meetings.body.map((m) => m.id),
        projectId: projects.body[0]?.id ?? 'none',
        freeTodos: [],
        freeMeetings: [],
        todos: new Map(),
        meetings: new Map(),
        deleted: new Set(),
      };
    }),
  );
}
