// npm run bench:api — the API under load on the one-port server (child process, embedded database, 127.0.0.1).
import { once } from 'node:events';
import { startServer, type RunningServer } from '../../e2e/src/server';
import { available, call, register, relogin, userIdOf, type Session } from './client';
import { seedDirect } from './direct-seed';
import { seedMeetings, seedTodos } from './seed';
import { ceilings, createTodoEndpoint, endpoints, loginStorm, RUNS, SECONDS, type Endpoint } from './scenarios';
import { apiReport } from './report';
import { monthQuery } from './month';
import { coldMeetings, coldTasks, coldTodos } from './cold-lists';
import { writeResult } from '../lib/results';

const SMALL = { todos: 200, meetings: 50, tasks: 500 };
const BIG = { todos: 10_000, meetings: 2_000, tasks: 1_000 };
const BIG_AMOUNT = 8;


async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t = performance.now();
  const value = await fn();
  const seconds = (performance.now() - t) / 1000;
  console.error(`  ${label}: ${seconds.toFixed(1)} s`);
  return { value, seconds };
}

/**
 * Searches of the 10,000-item user (issue 20, p95 ≤ 100 ms): a word in every to-do title (the candidate cap
 * decides), a selective tag, a 초성 query and a half-typed syllable.
 */
const SEARCHES: [string, string][] = [['회의: every to-do', '회의'], ['태그7: one in 20', '태그7'], ['ㅂㄱㅅ: 초성', 'ㅂㄱㅅ'], ['주간 회ㅇ: typing', '주간 회ㅇ']];

/** `amount` set: that many requests per run instead of a timed window (the 10,000-item lists are slow). */
function listEndpoints(s: Session, projectId: string | null, connections: number, amount?: number): Endpoint[] {
  return [
    { name: 'GET /api/todos', method: 'GET', path: '/api/todos', token: s.token, connections, amount },
    { name: 'GET /api/meetings', method: 'GET', path: '/api/meetings', token: s.token, connections, amount },
    { name: 'GET /api/wbs/projects/{id}/tasks', method: 'GET', path: `/api/wbs/projects/${projectId ?? 'none'}/tasks`, token: s.token, connections, amount },
    { name: 'GET /api/stats/summary', method: 'GET', path: '/api/stats/summary', token: s.token, connections, amount },
  ];
}

/**
 * Seeding: the small user's to-dos and meetings through the public API (timed: the rate is a finding); then the
 * server stops and the small user's WBS tasks and the whole 10,000-item user are written through the API's own
 * services on its data directory (see direct-seed.ts); then the server starts again on that directory.
 */
async function seed(): Promise<{ server: RunningServer; user: Session; big: Session; projects: { small: string | null; big: string | null }; seeding: Record<string, number> }> {
  const first = await startServer({ LOG_LEVEL: 'error' });
  let user = await register(first.url, 'benchs');
  let big = await register(first.url, 'benchb');
  const seeding: Record<string, number> = {};
  if (await available(user, '/api/todos')) seeding.httpTodos = (await timed(`HTTP: ${SMALL.todos} to-dos`, () => seedTodos(user, SMALL.todos))).seconds;
  if (await available(user, '/api/meetings')) seeding.httpMeetings = (await timed(`HTTP: ${SMALL.meetings} meetings`, () => seedMeetings(user, SMALL.meetings))).seconds;
  first.process.kill('SIGTERM');
  await once(first.process, 'exit');
  const small = await timed(`direct: ${SMALL.tasks} WBS tasks`, () => seedDirect(first.dataDir, userIdOf(user.token), { todos: 0, meetings: 0, tasks: SMALL.tasks }));
  const large = await timed('direct: the 10,000-item user', () => seedDirect(first.dataDir, userIdOf(big.token), BIG));
  Object.assign(seeding, { directSmallTasks: small.value.seconds.tasks, directTodos: large.value.seconds.todos, directMeetings: large.value.seconds.meetings, directTasks: large.value.seconds.tasks });
  const server = await startServer({ LOG_LEVEL: 'error' }, first.dataDir);
  user = await relogin(server.url, user);
  big = await relogin(server.url, big);
  return { server, user, big, projects: { small: small.value.projectId, big: large.value.projectId }, seeding };
}

async function main() {
  console.error(`API benchmark (${RUNS} runs × ${SECONDS} s each)`);
  const { server, user, big, projects, seeding } = await seed();
  try {
    const writer = await register(server.url, 'benchw');
    const loginUser = await register(server.url, 'benchl');
    const todos = await call<{ id: string }[]>(user, 'GET', '/api/todos?limit=20');
    console.error('  endpoints at 10 connections');
    const list: Endpoint[] = [
      ...listEndpoints(user, projects.small, 10),
      { name: 'GET /api/todos/{id}', method: 'GET', path: `/api/todos/${todos.body?.[17]?.id ?? 'none'}`, token: user.token, connections: 10, probe: '/api/todos' },
      createTodoEndpoint(writer.token),
      { name: 'POST /api/auth/login', method: 'POST', path: '/api/auth/login', body: { username: loginUser.username, password: loginUser.password }, connections: 10, amount: 30 },
    ];
    const measured = await endpoints(server.url, list, user);
    const hasTodos = await available(user, '/api/todos');
    console.error('  reference ceilings');
    const todoId = todos.body?.[17]?.id ?? 'none';
    const ceilingResults = await ceilings(user, [
      { name: 'GET /api/todos', path: '/api/todos' },
      { name: 'GET /api/todos/{id}', path: `/api/todos/${todoId}` },
      { name: 'GET /api/meetings', path: '/api/meetings' },
      { name: 'GET /api/calendar (one month)', path: `/api/calendar?${monthQuery()}` },
      { name: 'GET /api/search', path: `/api/search?q=${encodeURIComponent('회의')}` },
    ], 10);
    console.error('  login storm');
    const storm = await loginStorm(user, loginUser, hasTodos ? '/api/todos' : '/api/auth/me');
    console.error('  10,000-item user');
    const bigLists = await endpoints(server.url, [
      ...listEndpoints(big, projects.big, 1, BIG_AMOUNT),
      { name: 'GET /api/todos?limit=100 (first page)', method: 'GET', path: '/api/todos?limit=100', token: big.token, connections: 1, amount: BIG_AMOUNT },
      ...SEARCHES.map(([label, q]) => ({ name: `GET /api/search (${label})`, method: 'GET' as const, path: `/api/search?q=${encodeURIComponent(q)}`, token: big.token, connections: 1, amount: BIG_AMOUNT })),
    ], big);

    console.error('  lists right after a write');
    const cold = hasTodos ? [await coldTodos(user), await coldTodos(big)] : [];
    if (await available(big, '/api/meetings')) cold.push(await coldMeetings(user), await coldMeetings(big));
    for (const [s, id] of [[user, projects.small], [big, projects.big]] as const) if (id) cold.push(await coldTasks(s, id));
    const data = { runs: RUNS, seconds: SECONDS, small: SMALL, big: BIG, endpoints: measured, ceilings: ceilingResults, storm, seeding, bigLists, cold };
    const md = apiReport(data);
    console.log(md);
    writeResult('api', data, md);
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
