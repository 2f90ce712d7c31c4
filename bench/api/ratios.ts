// npm run ratios -w bench: only the "route against the bare ceiling" part of npm run bench:api, for a quick look at
// one change (the small user's 200 to-dos and 50 meetings, a project with tasks). Medians of BENCH_RUNS runs each.
// "server CPU" is what the server's process tree (API and database threads) used per answered request: unlike
// req/s, it hardly moves when other work shares the machine.
import { call, register } from './client';
import { seedMeetings, seedTodos } from './seed';
import { ceilings, RUNS, SECONDS } from './scenarios';
import { load } from './load';
import { treeCpuSeconds } from '../lib/proc-cpu';
import { monthQuery } from './month';
import { spread } from '../lib/stats';
import { startServer } from '../../e2e/src/server';

async function main() {
  const server = await startServer({ LOG_LEVEL: 'error' });
  try {
    const user = await register(server.url, 'benchr');
    await seedTodos(user, 200);
    await seedMeetings(user, 50);
    const project = await call<{ id: string }>(user, 'POST', '/api/wbs/projects', { title: '벤치 프로젝트', start_date: '2025-01-01', end_date: '2025-12-31' });
    for (let i = 0; i < 20; i++) await call(user, 'POST', `/api/wbs/projects/${project.body.id}/tasks`, { title: `작업 ${i}`, progress: i * 5 });
    const todos = await call<{ id: string }[]>(user, 'GET', '/api/todos?limit=20');
    const meetings = await call<{ id: string }[]>(user, 'GET', '/api/meetings');
    const results = await ceilings(user, [
      { name: 'GET /api/todos', path: '/api/todos' },
      { name: 'GET /api/todos/{id}', path: `/api/todos/${todos.body[17].id}` },
      { name: 'GET /api/meetings', path: '/api/meetings' },
      { name: 'GET /api/meetings/{id}', path: `/api/meetings/${meetings.body[7].id}` },
      { name: 'GET /api/calendar (one month)', path: `/api/calendar?${monthQuery()}` },
      { name: 'GET /api/search', path: `/api/search?q=${encodeURIComponent('회의')}` },
      { name: 'GET /api/stats/summary', path: '/api/stats/summary' },
      { name: 'GET /api/wbs/projects', path: '/api/wbs/projects' },
    ], 10);
    const cpuMs: number[] = [];
    for (const r of results) {
      const before = treeCpuSeconds(server.process.pid!);
      const run = await load({ url: `${server.url}${r.path}`, token: user.token, connections: 10, seconds: SECONDS });
      cpuMs.push(((treeCpuSeconds(server.process.pid!) - before) * 1000) / Math.max(1, run.requests));
    }
    console.log(`| route | bytes | app req/s | ceiling req/s | ratio (median of ${RUNS}) | app p99 ms | server CPU ms/request |\n|---|---|---|---|---|---|---|`);
    for (const [i, r] of results.entries()) {
      const ratios = r.app.map((run, i) => run.rps / r.ceiling[i].rps);
      const app = spread(r.app.map((x) => x.rps)).median;
      const ceiling = spread(r.ceiling.map((x) => x.rps)).median;
      console.log(`| ${r.name} | ${r.bytes} | ${app.toFixed(0)} | ${ceiling.toFixed(0)} | ${spread(ratios).median.toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(', ')}) | ${spread(r.app.map((x) => x.p99)).median} | ${cpuMs[i].toFixed(2)} |`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
