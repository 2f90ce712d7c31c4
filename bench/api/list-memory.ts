// npm run memory -w bench: the server's memory while N parallel clients each read a whole list of maximum-size
// items (issue 17: 1,500 maximum-size meetings, then 12 parallel GET /api/meetings took the server to 1.28 GB RSS).
// Seeds one account directly (direct-seed.ts) with maximum-size meetings and one project of maximum-size tasks,
// restarts the server on it, then samples the server's RSS (/proc/<pid>/status, every 20 ms) while the parallel
// calls run. The budget is on the growth over the idle server. Findings, not a timed test.
// MEMORY_MEETINGS (1500), MEMORY_TASKS (2000), MEMORY_PARALLEL (12), MEMORY_BUDGET_MB (256).
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { startServer, type RunningServer } from '../../e2e/src/server';
import { register, relogin, userIdOf, type Session } from './client';
import { seedDirect } from './direct-seed';
import { projectBody } from './seed';

const MEETINGS = Number(process.env.MEMORY_MEETINGS ?? 1500);
const TASKS = Number(process.env.MEMORY_TASKS ?? 2000);
const PARALLEL = Number(process.env.MEMORY_PARALLEL ?? 12);
const BUDGET_MB = Number(process.env.MEMORY_BUDGET_MB ?? 256);
const MB = 1024 * 1024;

/** `n` characters of Korean text (3 bytes each in UTF-8): the most a field can weigh. */
const hangul = (n: number, i: number) => `${i}`.padEnd(n, '가나다라마바사');

function maxMeeting(i: number) {
  return {
    title: hangul(100, i), date: '2026-01-15', time: '10:00', location: hangul(200, i),
    attendees: Array.from({ length: 100 }, (_, a) => hangul(50, a)),
    agenda: hangul(1000, i), content: hangul(2000, i), decisions: hangul(1000, i), action_items: hangul(1000, i),
  };
}

function maxTask(i: number) {
  const { start_date, end_date } = projectBody();
  return { title: hangul(200, i), description: hangul(2000, i), start_date, end_date, status: 'not_started', priority: 'medium', assignee: hangul(100, i), duration: 1, progress: 0, level: 1, order_index: i, parent_id: null };
}

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Reads the body to the end without keeping it (the bench process must not be what runs out of memory). */
async function drain(s: Session, path: string): Promise<{ status: number; bytes: number; chunked: boolean }> {
  const res = await fetch(`${s.baseUrl}${path}`, { headers: { Authorization: `Bearer ${s.token}` } });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  return { status: res.status, bytes, chunked: res.headers.get('transfer-encoding') === 'chunked' };
}

async function measure(server: RunningServer, s: Session, name: string, path: string): Promise<boolean> {
  const pid = server.process.pid!;
  const idle = rssOf(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const t = performance.now();
  const results = await Promise.all(Array.from({ length: PARALLEL }, () => drain(s, path)));
  const seconds = (performance.now() - t) / 1000;
  clearInterval(sampler);
  const growth = (peak - idle) / MB;
  const ok = results.every((r) => r.status === 200) && growth <= BUDGET_MB;
  const r = results[0];
  console.log(
    `${name}: ${PARALLEL} parallel × ${(r.bytes / MB).toFixed(1)} MB (${r.chunked ? 'chunked' : 'one piece'}), statuses ${[...new Set(results.map((x) => x.status))].join('/')}, ` +
      `${seconds.toFixed(1)} s; server RSS idle ${(idle / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, growth ${growth.toFixed(0)} MB ` +
      `(budget ${BUDGET_MB}) ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}

async function main() {
  const first = await startServer({ LOG_LEVEL: 'error' });
  let user = await register(first.url, 'benchmem');
  first.process.kill('SIGTERM');
  await once(first.process, 'exit');
  const t = performance.now();
  const seeded = await seedDirect(first.dataDir, userIdOf(user.token), { todos: 0, meetings: MEETINGS, tasks: TASKS }, { meeting: maxMeeting, task: maxTask });
  console.log(`seeded ${MEETINGS} maximum-size meetings and ${TASKS} maximum-size tasks directly in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  const lists = [['GET /api/meetings', '/api/meetings']];
  if (seeded.projectId) lists.push(['GET /api/wbs/projects/{id}/tasks', `/api/wbs/projects/${seeded.projectId}/tasks`]);
  let ok = true;
  // A fresh server per list: V8 keeps the heap it grew, so the second list would start from the first one's peak.
  for (const [index, [name, path]] of lists.entries()) {
    const server = await startServer({ LOG_LEVEL: 'error' }, first.dataDir);
    try {
      user = await relogin(server.url, user);
      ok = (await measure(server, user, name, path)) && ok;
    } finally {
      if (index === lists.length - 1) await server.stop();
      else {
        server.process.kill('SIGTERM');
        await once(server.process, 'exit');
      }
    }
  }
  if (!ok) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
