// npm run cold-start -w bench: how long the one-port server takes from `node` to listening, and its resident memory
// then, loaded from TypeScript through tsx (api/src/main.ts, as `npm run dev`) and from the build (api/dist/main.js,
// as `npm start`). Fresh data directory per run, runs alternate. Build the API first: npm run build -w api.
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../e2e/src/server';
import { fmt, mdTable, spread } from '../lib/stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUILT = path.join(ROOT, 'api/dist/main.js');
const MODES = {
  'tsx (api/src/main.ts)': { file: path.join(ROOT, 'api/src/main.ts'), execArgv: ['--import', 'tsx'] },
  'built (api/dist/main.js)': { file: BUILT, execArgv: [] },
};

/** CPU time (user + system) a process has used so far, in ms (Linux /proc, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident set of a process in MB (Linux /proc; the database worker thread is part of the same process). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

async function once(file: string, execArgv: string[]): Promise<{ ms: number; cpu: number; rss: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haru-cold-'));
  const started = performance.now();
  const child = fork(file, [], {
    cwd: ROOT,
    execArgv,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.on('message', (m: { type?: string; port?: number }) => (m?.type === 'listening' && m.port ? resolve(m.port) : undefined));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const ms = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (!health.ok) throw new Error(`/api/health answered ${health.status}`);
    return { ms, cpu, rss: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(BUILT)) throw new Error('api/dist/main.js is missing: run npm run build -w api first');
  const results = Object.fromEntries(Object.keys(MODES).map((k) => [k, { ms: [] as number[], cpu: [] as number[], rss: [] as number[] }]));
  for (let i = 0; i < RUNS; i++) {
    for (const [name, mode] of Object.entries(MODES)) {
      const r = await once(mode.file, mode.execArgv);
      results[name].ms.push(r.ms);
      results[name].cpu.push(r.cpu);
      results[name].rss.push(r.rss);
    }
  }
  const rows = Object.entries(results).map(([name, r]) => [name, fmt(spread(r.ms), 0), fmt(spread(r.cpu), 0), fmt(spread(r.rss), 1)]);
  console.log(`\ncold start to listening, ${RUNS} runs each, median (min–max), NODE_ENV=production, embedded database\n`);
  console.log(mdTable(['loaded as', 'start, wall (ms)', 'start, CPU (ms)', 'RSS after /api/health (MB)'], rows));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
