// npm run profile:lists -w bench: the list endpoints of one user with many items (default 10,000 to-dos, 2,000
// meetings, 1,000 WBS tasks, seeded like the API benchmark does), each measured at 1 and 10 connections, with a
// CPU profile of the server summarised per endpoint. For findings, not for the report's verdicts.
// PROFILE_ONLY=meetings,stats limits the endpoints; PROFILE_TODOS / PROFILE_MEETINGS / PROFILE_TASKS set the sizes;
// PROFILE_CPU=0 measures without the profiler (the profiler itself slows the server down).
import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { ROOT, startServer } from '../../e2e/src/server';
import { register, relogin, userIdOf, type Session } from './client';
import { seedDirect } from './direct-seed';
import { load } from './load';
import { printBiggestProfile } from './cpu-profile';

const sizes = { todos: Number(process.env.PROFILE_TODOS ?? 10_000), meetings: Number(process.env.PROFILE_MEETINGS ?? 2_000), tasks: Number(process.env.PROFILE_TASKS ?? 1_000) };
const only = process.env.PROFILE_ONLY?.split(',');
const cpu = process.env.PROFILE_CPU !== '0';
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 40);

const paths = (projectId: string | null): Record<string, string> => ({
  todos: '/api/todos',
  meetings: '/api/meetings',
  tasks: `/api/wbs/projects/${projectId}/tasks`,
  stats: '/api/stats/summary',
});

async function startProfiled(dataDir: string, profDir: string) {
  const child = fork(path.join(ROOT, 'api/src/main.ts'), [], {
    cwd: ROOT,
    execArgv: [...(cpu ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  return { url: `http://127.0.0.1:${message.port}`, child };
}

async function measure(s: Session, name: string, url: string): Promise<void> {
  for (const connections of [1, 10]) {
    const run = await load({ url: `${s.baseUrl}${url}`, token: s.token, connections, seconds: 0, amount: REQUESTS });
    console.log(`${name.padEnd(9)} ${String(connections).padStart(2)} conn: ${run.rps.toFixed(1)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}`);
  }
}

async function main() {
  const first = await startServer({ LOG_LEVEL: 'error' });
  let user = await register(first.url, 'benchprof');
  first.process.kill('SIGTERM');
  await once(first.process, 'exit');
  const seeded = await seedDirect(first.dataDir, userIdOf(user.token), sizes);
  const profDir = mkdtempSync(path.join(tmpdir(), 'haru-prof-lists-'));
  const server = await startProfiled(first.dataDir, profDir);
  try {
    user = await relogin(server.url, user);
    const list = Object.entries(paths(seeded.projectId)).filter(([name]) => !only || only.includes(name));
    for (const [name, url] of list) await measure(user, name, url);
  } finally {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    rmSync(first.dataDir, { recursive: true, force: true });
  }
  if (!cpu) return;
  printBiggestProfile(profDir);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
