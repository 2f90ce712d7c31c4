// npm run read-cost -w bench: the server's CPU per cached read, per thread (HTTP thread, the database's worker
// thread, V8's helpers; /proc/<pid>/task), for the ratio routes at 10 connections. Optionally A/B against another
// build of the API in the same run: READ_COST_BASE=<a copy of api/dist built from the commit before, two levels
// under a folder inside the repository, e.g. bench/results/base/api/dist, so its external modules resolve>, measured in turns (base, current, base, current …) so both see the same load.
// READ_COST_PATHS: a comma list of route names to keep (default every one); READ_COST_LOG_LEVEL: the servers' LOG_LEVEL
// (default error; info writes the access log to this process's stdout). For findings, not the report's verdicts.
import path from 'node:path';
import { API_MAIN } from '../../e2e/src/server';
import { startApiProcess, type ApiProcess } from './api-process';
import { threadCpu } from '../lib/thread-cpu';
import { call, register, type Session } from './client';
import { load } from './load';
import { monthQuery } from './month';
import { seedMeetings, seedTodos } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);

const start = (main: string) => startApiProcess(main, { env: { LOG_LEVEL: process.env.READ_COST_LOG_LEVEL ?? 'error' } });
type Server = ApiProcess;

async function seed(url: string): Promise<{ user: Session; paths: { name: string; path: string }[] }> {
  const user = await register(url, 'readcost');
  await seedTodos(user, 200);
  await seedMeetings(user, 50);
  const todos = await call<{ id: string }[]>(user, 'GET', '/api/todos?limit=20');
  const meetings = await call<{ id: string }[]>(user, 'GET', '/api/meetings');
  const paths = [
    { name: 'todos', path: '/api/todos' },
    { name: 'todo', path: `/api/todos/${todos.body[17].id}` },
    { name: 'meetings', path: '/api/meetings' },
    { name: 'meeting', path: `/api/meetings/${meetings.body[7].id}` },
    { name: 'calendar', path: `/api/calendar?${monthQuery()}` },
    { name: 'search', path: `/api/search?q=${encodeURIComponent('회의')}` },
  ];
  const keep = process.env.READ_COST_PATHS?.split(',');
  return { user, paths: keep ? paths.filter((p) => keep.includes(p.name)) : paths };
}

/** CPU ms per request by thread name (the HTTP thread is the process's own name, `node`; the worker's is its own). */
async function measure(s: Server, user: Session, p: string): Promise<{ rps: number; byThread: Record<string, number>; total: number }> {
  await load({ url: `${s.url}${p}`, token: user.token, connections: 10, seconds: 1 });
  const before = threadCpu(s.child.pid!);
  const run = await load({ url: `${s.url}${p}`, token: user.token, connections: 10, seconds: SECONDS });
  const after = threadCpu(s.child.pid!);
  const byThread: Record<string, number> = {};
  let total = 0;
  for (const [tid, t] of after) {
    const ms = ((t.seconds - (before.get(tid)?.seconds ?? 0)) * 1000) / run.requests;
    const name = tid === s.child.pid ? 'main' : t.name;
    byThread[name] = (byThread[name] ?? 0) + ms;
    total += ms;
  }
  return { rps: run.rps, byThread, total };
}

async function main() {
  const builds = [...(process.env.READ_COST_BASE ? [{ label: 'base', main: path.join(process.env.READ_COST_BASE, 'main.js') }] : []), { label: 'current', main: API_MAIN }];
  const servers = await Promise.all(builds.map(async (b) => {
    const server = await start(b.main);
    return { ...b, server, ...(await seed(server.url)) };
  }));
  try {
    const rows: string[] = [];
    for (const [i, route] of servers[0].paths.entries()) {
      for (let run = 0; run < RUNS; run++) {
        for (const s of servers) {
          const m = await measure(s.server, s.user, s.paths[i].path);
          const threads = Object.entries(m.byThread).filter(([, ms]) => ms >= 0.005).sort((a, b) => b[1] - a[1]).map(([n, ms]) => `${n} ${(ms * 1000).toFixed(0)}`).join(', ');
          rows.push(`| ${route.name} | ${s.label} | ${m.rps.toFixed(0)} | ${(m.total * 1000).toFixed(0)} | ${threads} |`);
        }
      }
    }
    console.log('| route | build | req/s | server CPU µs/request | by thread (µs/request) |\n|---|---|---|---|---|');
    console.log(rows.join('\n'));
  } finally {
    for (const s of servers) {
      await s.server.stop();
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
