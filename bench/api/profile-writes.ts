// npm run profile:writes -w bench: CPU profiles of the one-port server (from source, embedded database in its worker
// thread) while 10 connections send only the mixed workload's writes (create/update/complete/delete to-dos,
// create/update/delete meetings), summarised per thread as self time per package and function, with the server's
// CPU ms per write from /proc. For findings, not for the report's verdicts. PROFILE_SECONDS (default 20);
// PROFILE=0 measures the CPU per write without the profiler (A/B runs of a change); PROFILE_MIX=1 sends the mixed
// workload's reads and writes in its proportions (no logins) instead of writes only ("per write" then means per request).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { threadCpu } from '../lib/thread-cpu';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { ROOT } from '../../e2e/src/server';
import { treeCpuSeconds } from '../lib/proc-cpu';
import { summarise, type Profile } from './cpu-profile';
import { failed } from './mixed/http';
import { closedLoop, connectionsOf } from './mixed/loop';
import { nextOp, SHARES } from './mixed/ops';
import { loadUsers, seedUsers } from './mixed/users';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 20);
const PROFILE = process.env.PROFILE !== '0';

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'haru-profw-'));
  const child = fork(path.join(ROOT, 'api/src/main.ts'), [], {
    cwd: ROOT,
    execArgv: [...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []), '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'error', REGISTER_MAX_PER_IP: '10000', EMBEDDED_DB_THREAD: 'worker' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  const base = `http://127.0.0.1:${message.port}`;
  const users = await loadUsers(base, await seedUsers(base));
  const shares = process.env.PROFILE_MIX === '1' ? { read: SHARES.read / (1 - SHARES.login), write: SHARES.write / (1 - SHARES.login), login: 0 } : { read: 0, write: 1, login: 0 };
  const cpu = treeCpuSeconds(child.pid!);
  const threadsBefore = threadCpu(child.pid!);
  const samples = await closedLoop(base, connectionsOf(users, 10), SECONDS, (conn) => nextOp(conn, shares));
  const writes = samples.length;
  const errors = samples.filter(failed).length;
  const used = treeCpuSeconds(child.pid!) - cpu;
  console.log(`${writes} writes in ${SECONDS} s (${errors} errors): ${((used * 1000) / writes).toFixed(2)} server CPU ms per write`);
  // Per thread (/proc/<pid>/task): the HTTP thread, the database's worker thread, libuv's pool (fdatasync), V8's GC helpers.
  const threadsAfter = threadCpu(child.pid!);
  const perThread = [...threadsAfter].map(([tid, t]) => ({ ...t, tid, ms: ((t.seconds - (threadsBefore.get(tid)?.seconds ?? 0)) * 1000) / writes }));
  for (const t of perThread.filter((x) => x.ms >= 0.05).sort((a, b) => b.ms - a.ms)) console.log(`  thread ${t.tid} ${t.name.padEnd(16)} ${t.ms.toFixed(2)} CPU ms per write`);
  child.kill('SIGTERM');
  await once(child, 'exit');
  if (!PROFILE) return;
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(dir, f));
  // The two biggest profiles: the HTTP thread and the database's worker thread (tsx's loader threads are small).
  const biggest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length).slice(0, 2);
  for (const file of biggest) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
    const ms = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
    const { packages, functions } = summarise(profile);
    console.log(`\n${path.basename(file)} (${ms.toFixed(0)} ms sampled)\nself time by package:\n${packages.join('\n')}\n\ntop functions:\n${functions.join('\n')}`);
  }
  console.log(`\nprofiles in ${dir}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
