// The e2e runner (npm test -w e2e): one API server and one Chromium for the whole run, shared by every test
// file (each test makes its own user and browser context), instead of one of each per file. Files that need a
// server with other settings (platform, tools, the app-install case) still start their own.
//   node --import tsx src/run.ts [tests/a.e2e.test.ts …]     E2E_CONCURRENCY=n runs n files at once (default: 2, or
// 1 on a single core). Each file runs in a process of its own; the heaviest files (by the last run's report in
// artifacts/e2e-report.json, else by size) start first, so the run does not end on one long file while a core idles.
// Each file's output is printed whole when it ends; the totals and a cost table (seconds, CPU, contexts) follow.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { launchChromiumServer } from './chromium';
import { readNotes, treeCpu, type FileCost } from './report';
import { startServer } from './server';

const DIR = path.resolve(__dirname, '..');
const ARTIFACTS = path.join(DIR, 'artifacts');
const REPORT = path.join(ARTIFACTS, 'e2e-report.json');
const NOTES = path.join(ARTIFACTS, `e2e-notes-${process.pid}.jsonl`); // this run's, removed at its end
const files = process.argv.length > 2
  ? process.argv.slice(2).map((f) => path.relative(DIR, path.resolve(f)))
  : readdirSync(path.join(DIR, 'tests')).filter((f) => f.endsWith('.e2e.test.ts')).sort().map((f) => path.join('tests', f));
const concurrency = Number(process.env.E2E_CONCURRENCY ?? Math.min(2, availableParallelism()));

/** Heaviest first: the last run's seconds where known (unknown files first), else the file's size. */
function byCost(list: string[]): string[] {
  let last = new Map<string, number>();
  try { last = new Map((JSON.parse(readFileSync(REPORT, 'utf8')) as FileCost[]).map((c) => [c.file, c.seconds])); } catch { /* first run */ }
  const weight = (f: string) => last.get(f) ?? Number.MAX_SAFE_INTEGER - 1e9 + statSync(path.join(DIR, f)).size;
  return [...list].sort((a, b) => weight(b) - weight(a));
}

const COUNTS = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo'] as const;
const totals = Object.fromEntries(COUNTS.map((k) => [k, 0])) as Record<(typeof COUNTS)[number], number>;

/** Runs one file (node's test runner, spec reporter); prints its output without its own totals, which are summed. */
function runFile(file: string, env: NodeJS.ProcessEnv, children: Set<ReturnType<typeof spawn>>): Promise<{ seconds: number; passed: boolean }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', file], { cwd: DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d: Buffer) => { output += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { output += d.toString(); });
    // 'close' waits for the output pipes, which a server the file started and left running would hold open: once
    // the file's process has exited, its output is read for up to 2 s more (normally it closes at once), then cut.
    let cut: NodeJS.Timeout | undefined;
    child.on('exit', () => { cut = setTimeout(() => { child.stdout.destroy(); child.stderr.destroy(); }, 2000); });
    child.on('close', (code, signal) => {
      clearTimeout(cut);
      children.delete(child);
      const kept = output.split('\n').filter((line) => {
        const count = /^ℹ (\w+) (\d+)$/.exec(line);
        if (count && count[1] in totals) totals[count[1] as keyof typeof totals] += Number(count[2]);
        return !/^ℹ (\w+) [\d.]+$/.test(line);
      });
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(`\n▶ ${file} (${seconds.toFixed(0)} s)\n${kept.join('\n').trimEnd()}\n`);
      resolve({ seconds, passed: code === 0 && !signal });
    });
  });
}

async function main(): Promise<number> {
  mkdirSync(ARTIFACTS, { recursive: true });
  rmSync(NOTES, { force: true });
  const started = Date.now();
  const [server, browser] = await Promise.all([startServer(), launchChromiumServer()]);
  const env = { ...process.env, E2E_SERVER_URL: server.url, E2E_BROWSER_WS: browser.wsEndpoint(), E2E_REPORT_FILE: NOTES };
  const children = new Set<ReturnType<typeof spawn>>();
  const queue = byCost(files);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      queue.length = 0; // start no other file
      for (const c of children) c.kill(signal);
    });
  }
  const results = new Map<string, { seconds: number; passed: boolean }>();
  let chromiumCpu: number;
  let serverCpu: number;
  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) results.set(file, await runFile(file, env, children));
    }));
  } finally {
    chromiumCpu = treeCpu(browser.process().pid ?? 0);
    serverCpu = treeCpu(server.process.pid ?? 0);
    await browser.close();
    await server.stop();
  }
  const notes = readNotes(NOTES);
  rmSync(NOTES, { force: true });
  const costs: FileCost[] = [...results].map(([file, r]) => ({ file, ...r, cpu: notes.get(file)?.cpu ?? 0, contexts: notes.get(file)?.contexts ?? 0 }));
  costs.sort((a, b) => b.seconds - a.seconds);
  writeFileSync(REPORT, `${JSON.stringify(costs, null, 1)}\n`);
  const filesCpu = costs.reduce((sum, c) => sum + c.cpu, 0);
  console.log('\n━━ e2e cost per file (seconds of wall time; CPU of the file\'s own process; browser contexts opened)');
  for (const c of costs) console.log(`${c.passed ? 'ok  ' : 'FAIL'} ${c.seconds.toFixed(0).padStart(4)} s ${c.cpu.toFixed(1).padStart(6)} CPU-s ${String(c.contexts).padStart(3)} ctx  ${c.file}`);
  console.log(`CPU-s: Chromium ${chromiumCpu.toFixed(0)}, API server ${serverCpu.toFixed(0)}, test processes ${filesCpu.toFixed(0)}; wall ${((Date.now() - started) / 1000).toFixed(0)} s`);
  for (const k of COUNTS) console.log(`ℹ ${k} ${totals[k]}`);
  return costs.every((c) => c.passed) && costs.length === files.length ? 0 : 1;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
