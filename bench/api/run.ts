// npm run bench:api — the API under load on the one-port server (child process, embedded database, 127.0.0.1).
import { startServer } from '../../e2e/src/server';
import { available, register, type Session } from './client';
import { seedMeetings, seedTodos, seedWbs } from './seed';
import { ceiling, createTodoEndpoint, endpoints, loginStorm, RUNS, SECONDS, type Endpoint } from './scenarios';
import { apiReport } from './report';
import { writeResult } from '../lib/results';

const SMALL = { todos: 200, meetings: 50, tasks: 500 };
const BIG = { todos: 10_000, meetings: 2_000, tasks: 1_000 };

async function timed<T>(label: string, fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t = performance.now();
  const value = await fn();
  const seconds = (performance.now() - t) / 1000;
  console.error(`  ${label}: ${seconds.toFixed(1)} s`);
  return { value, seconds };
}

/** Seeds what this build has: a module not merged yet is skipped (its endpoints are then reported as missing). */
async function seedUser(s: Session, n: typeof SMALL) {
  const skip = <T>(value: T) => async () => value;
  const has = { todos: await available(s, '/api/todos'), meetings: await available(s, '/api/meetings'), wbs: await available(s, '/api/wbs/projects') };
  const todos = await timed(`seed ${n.todos} to-dos`, has.todos ? () => seedTodos(s, n.todos) : skip<string[]>([]));
  const meetings = await timed(`seed ${n.meetings} meetings`, has.meetings ? () => seedMeetings(s, n.meetings) : skip(undefined));
  const wbs = await timed(`seed ${n.tasks} WBS tasks`, has.wbs ? () => seedWbs(s, n.tasks) : skip('none'));
  return { todoIds: todos.value, projectId: wbs.value, seconds: { todos: todos.seconds, meetings: meetings.seconds, tasks: wbs.seconds } };
}

function listEndpoints(s: Session, projectId: string, connections: number): Endpoint[] {
  return [
    { name: 'GET /api/todos', method: 'GET', path: '/api/todos', token: s.token, connections },
    { name: 'GET /api/meetings', method: 'GET', path: '/api/meetings', token: s.token, connections },
    { name: 'GET /api/wbs/projects/{id}/tasks', method: 'GET', path: `/api/wbs/projects/${projectId}/tasks`, token: s.token, connections },
    { name: 'GET /api/stats/summary', method: 'GET', path: '/api/stats/summary', token: s.token, connections },
  ];
}

async function main() {
  const server = await startServer({ LOG_LEVEL: 'error' });
  try {
    console.error(`API benchmark on ${server.url} (${RUNS} runs × ${SECONDS} s each)`);
    const user = await register(server.url, 'benchs');
    const small = await seedUser(user, SMALL);
    const writer = await register(server.url, 'benchw');
    const loginUser = await register(server.url, 'benchl');

    console.error('  endpoints at 10 connections');
    const list: Endpoint[] = [
      ...listEndpoints(user, small.projectId, 10),
      { name: 'GET /api/todos/{id}', method: 'GET', path: `/api/todos/${small.todoIds[17]}`, token: user.token, connections: 10 },
      createTodoEndpoint(writer.token),
      { name: 'POST /api/auth/login', method: 'POST', path: '/api/auth/login', body: { username: loginUser.username, password: loginUser.password }, connections: 10 },
    ];
    const measured = await endpoints(server.url, list, user);
    console.error('  reference ceiling');
    const hasTodos = await available(user, '/api/todos');
    const ceilingResult = hasTodos ? await ceiling(user, 10) : null;
    console.error('  login storm');
    const storm = await loginStorm(user, loginUser, hasTodos ? '/api/todos' : '/api/auth/me');

    console.error('  10,000-item user');
    const big = await register(server.url, 'benchb');
    const bigSeed = await seedUser(big, BIG);
    const bigLists = await endpoints(server.url, [
      ...listEndpoints(big, bigSeed.projectId, 1),
      { name: 'GET /api/todos?limit=100 (first page)', method: 'GET', path: '/api/todos?limit=100', token: big.token, connections: 1 },
    ], big);

    const data = { runs: RUNS, seconds: SECONDS, small: SMALL, big: BIG, endpoints: measured, ceiling: ceilingResult, storm, bigSeed: bigSeed.seconds, bigLists };
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
