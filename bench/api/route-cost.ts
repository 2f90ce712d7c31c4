// npm run route-cost -w bench: the server's CPU per request for each of the mixed workload's read routes and for its
// writes, one after another against one server (from the compiled API, embedded database in its worker thread,
// production settings), 10 connections, ROUTE_COST_SECONDS each (default 8): the main (HTTP) thread's and the whole
// process's CPU ms per request, from /proc. Shows where the mix's CPU goes; for findings, not the report's verdicts.
import path from 'node:path';
import { API_MAIN, ROOT } from '../../e2e/src/server';
import { treeCpuSeconds } from '../lib/proc-cpu';
import { threadCpu } from '../lib/thread-cpu';
import { startApiProcess } from './api-process';
import { failed } from './mixed/http';
import { closedLoop, connectionsOf } from './mixed/loop';
import { nextOp, READS, routeOf, SHARES, type Conn, type Op } from './mixed/ops';
import { loadUsers, seedUsers } from './mixed/users';

const SECONDS = Number(process.env.ROUTE_COST_SECONDS ?? 8);

async function main() {
  // ROUTE_COST_MAIN: another build's main.js (A/B, see read-cost.ts's READ_COST_BASE); ROUTE_COST_SOURCE=1: the API from source (tsx), so a --require preload can wrap its node_modules (the build bundles them).
  const source = process.env.ROUTE_COST_SOURCE === '1';
  const server = await startApiProcess(source ? path.join(ROOT, 'api/src/main.ts') : (process.env.ROUTE_COST_MAIN ?? API_MAIN), {
    // ROUTE_COST_NODE_ARGS: V8/node flags for the server only (e.g. --max-semi-space-size=32)
    execArgv: [...(process.env.ROUTE_COST_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...(source ? ['--import', 'tsx'] : []), ...(process.env.ROUTE_COST_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.ROUTE_COST_PROF}`] : [])],
  });
  const base = server.url;
  const users = await loadUsers(base, await seedUsers(base));
  const pid = server.child.pid!;
  const conns = connectionsOf(users, 10);
  const writes = (c: Conn): Op => nextOp(c, { read: 0, write: 1, login: 0 });
  const kinds: [string, (c: Conn) => Op][] = [
    ...READS.map((read, i): [string, (c: Conn) => Op] => [routeOf(read(conns[0])), (c) => ({ name: String(i), kind: 'read', call: read(c) })]),
    ['writes (the mix\'s)', writes],
    // a query no one asked before (a cache miss every time): one to-do's number, as typed in the search box
    ['GET /api/search, a new query each time', (c) => ({ name: 'search', kind: 'read', call: { method: 'GET', path: `/api/search?q=${encodeURIComponent(`${1 + Math.floor(Math.random() * 100_000)}번`)}`, token: c.token } })],
    ['mix (reads and writes, no logins)', (c) => nextOp(c, { read: SHARES.read / (1 - SHARES.login), write: SHARES.write / (1 - SHARES.login), login: 0 })],
  ];
  // Each read right after a write of the same user (its caches just invalidated), in turns: per request of the pair.
  for (const [i, read] of READS.entries()) {
    const flip = new Map<Conn, boolean>();
    kinds.push([`${routeOf(read(conns[0]))} after a write (pair)`, (c) => {
      const w = !flip.get(c);
      flip.set(c, w);
      return w ? writes(c) : { name: String(i), kind: 'read', call: read(c) };
    }]);
  }
  const only = process.env.ROUTE_COST_ONLY;
  if (only) kinds.splice(0, kinds.length, ...kinds.filter(([name]) => name.includes(only)));
  console.log('route | req/s | main thread CPU ms/req | process CPU ms/req');
  for (const [name, make] of kinds) {
    const before = threadCpu(pid);
    const main = before.get(pid)?.seconds ?? 0;
    const cpu = treeCpuSeconds(pid);
    const samples = await closedLoop(base, conns, SECONDS, make);
    const count = samples.length;
    const errors = samples.filter(failed).length;
    const mainMs = (((threadCpu(pid).get(pid)?.seconds ?? 0) - main) * 1000) / count;
    const allMs = ((treeCpuSeconds(pid) - cpu) * 1000) / count;
    // the other busy threads: the database's worker, V8's GC helpers, libuv's pool (fdatasync)
    const others = [...threadCpu(pid)].filter(([tid]) => tid !== pid)
      .map(([tid, t]) => ((t.seconds - (before.get(tid)?.seconds ?? 0)) * 1000) / count).filter((ms) => ms >= 0.05).sort((a, b) => b - a);
    console.log(`${name} | ${(count / SECONDS).toFixed(0)}${errors ? ` (${errors} errors)` : ''} | ${mainMs.toFixed(2)} | ${allMs.toFixed(2)} (other threads: ${others.map((ms) => ms.toFixed(2)).join(', ')})`);
  }
  await server.stop();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
