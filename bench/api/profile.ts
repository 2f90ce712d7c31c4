// npm run profile -w bench: a CPU profile of the one-port server while 10 connections GET /api/todos (200 items),
// summarised as self time per function and per package. For findings, not for the report's verdicts.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { ROOT } from '../../e2e/src/server';
import { register } from './client';
import { load } from './load';
import { seedTodos } from './seed';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

function where(url: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/packages/mongo-embedded/')) return 'mongo-embedded';
  if (url.includes('/api/src/')) return 'api/src';
  return url.startsWith('node:') ? 'node core' : url || '(native/gc)';
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  for (const [id, us] of self) {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt-[^/]+\//, '')}:${f.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    pkg.set(where(f.url), (pkg.get(where(f.url)) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${((v / total) * 100).toFixed(1)}%  ${k}`);
  return { packages: top(pkg, 12), functions: top(fn, 25) };
}

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
  await seedTodos(user, 200);
  const run = await load({ url: `${server.url}/api/todos`, token: user.token, connections: 10, seconds: 10 });
  console.log(`GET /api/todos: ${run.rps.toFixed(1)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms`);
  server.process.kill('SIGTERM');
  await once(server.process, 'exit');
  // The server (not tsx's loader threads) is the largest profile.
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(dir, f));
  const biggest = files.sort((a, b) => readFileSync(b).length - readFileSync(a).length)[0];
  const { packages, functions } = summarise(JSON.parse(readFileSync(biggest, 'utf8')) as Profile);
  console.log(`\nself time by package (${biggest}):\n${packages.join('\n')}\n\ntop functions:\n${functions.join('\n')}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
