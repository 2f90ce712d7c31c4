// npm run profile -w bench: a CPU profile of the one-port server while 10 connections GET /api/todos (200 items),
// summarised as self time per function and per package. For findings, not for the report's verdicts.
// PROFILE_PATH picks another GET (`{todo}` stands for one of the seeded to-dos' id, `{month}` for this month's
// from=&to=), e.g. /api/todos/{todo} or '/api/calendar?{month}'.
import { mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { ROOT } from '../../e2e/src/server';
import { register } from './client';
import { load } from './load';
import { seedTodos } from './seed';
import { printBiggestProfile } from './cpu-profile';
import { monthQuery } from './month';

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'haru-prof-'));
  // Like e2e's startServer, with --cpu-prof (not allowed in NODE_OPTIONS, so on the fork's own argv).
  const child = fork(path.join(ROOT, 'api/src/main.ts'), [], {
    cwd: ROOT,
    execArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number }];
  const server = { url: `http://127.0.0.1:${message.port}`, process: child };
  const user = await register(server.url, 'benchp');
  const ids = await seedTodos(user, 200);
  const target = (process.env.PROFILE_PATH ?? '/api/todos').replace('{todo}', ids[17]).replace('{month}', monthQuery());
  const from = Number(process.hrtime.bigint() / 1000n);
  const run = await load({ url: `${server.url}${target}`, token: user.token, connections: 10, seconds: 10 });
  const to = Number(process.hrtime.bigint() / 1000n);
  console.log(`GET ${target}: ${run.rps.toFixed(1)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, errors ${run.errors}`);
  server.process.kill('SIGTERM');
  await once(server.process, 'exit');
  // only the load's samples: not the start through tsx, nor the seeding
  printBiggestProfile(dir, { from, to });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
