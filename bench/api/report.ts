// The API section of the report: every figure as median (min–max) over the runs, and each target's verdict.
import type { LoadRun } from './load';
import type { CeilingResult, EndpointResult, StormResult } from './scenarios';
import type { ColdResult } from './cold-lists';
import { fmt, mdTable, spread, verdict } from '../lib/stats';

interface ApiData {
  runs: number;
  seconds: number;
  small: { todos: number; meetings: number; tasks: number };
  big: { todos: number; meetings: number; tasks: number };
  endpoints: EndpointResult[];
  ceilings: CeilingResult[];
  storm: StormResult;
  seeding: Record<string, number>;
  bigLists: EndpointResult[];
  cold: ColdResult[];
}

const med = (runs: LoadRun[], key: keyof LoadRun) => spread(runs.map((r) => r[key])).median;
const errorsOf = (runs: LoadRun[]) => runs.reduce((n, r) => n + r.errors, 0);

function rows(results: EndpointResult[]): (string | number)[][] {
  return results.map((e) =>
    e.runs.length === 0
      ? [e.name, e.connections, '–', '–', '–', '–', e.note ?? '']
      : [e.name, e.connections, fmt(spread(e.runs.map((r) => r.rps)), 0), fmt(spread(e.runs.map((r) => r.p50))), fmt(spread(e.runs.map((r) => r.p99))), errorsOf(e.runs), e.note ?? ''],
  );
}

/** Median app req/s over median ceiling req/s. */
const ratioOf = (c: CeilingResult) => med(c.app, 'rps') / med(c.ceiling, 'rps');
/** Issue 25: GET /api/todos ≥ 0.5 of its ceiling with p99 ≤ 30 ms; every other measured route ≥ 0.4. */
const ROUTES = ['GET /api/todos', 'GET /api/todos/{id}', 'GET /api/meetings', 'GET /api/calendar (one month)', 'GET /api/search'];

function ceilingTargets(list: CeilingResult[]): (string | number)[][] {
  return ROUTES.flatMap((route) => {
    const c = list.find((x) => x.name === route);
    const min = route === 'GET /api/todos' ? 0.5 : 0.4;
    if (!c) return [[`${route} ≥ ${min} × ceiling req/s`, 'not on this build (no 200 answer)', 'not measured']];
    const rows = [[`${route} (${c.items} items) ≥ ${min} × ceiling req/s at 10 connections`, `${med(c.app, 'rps').toFixed(0)} / ${med(c.ceiling, 'rps').toFixed(0)} = ${ratioOf(c).toFixed(2)}`, verdict(ratioOf(c) >= min)]];
    if (route === 'GET /api/todos') rows.push(['GET /api/todos p99 ≤ 30 ms at 10 connections', `${med(c.app, 'p99').toFixed(1)} ms`, verdict(med(c.app, 'p99') <= 30)]);
    return rows;
  });
}

const HEAD = ['endpoint', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors (all runs)', 'note'];
// A run where nothing answered has NaN latencies: any comparison with it fails, so the verdict is FAIL.

function seedingNote(d: ApiData): string {
  const s = d.seeding;
  const rate = (n: number, sec?: number) => (sec ? `${sec.toFixed(1)} s (${(n / sec).toFixed(0)}/s)` : 'skipped');
  return [
    `Seeding (8 in flight): the small user's ${d.small.todos} to-dos through the public API in ${rate(d.small.todos, s.httpTodos)} and ${d.small.meetings} meetings in ${rate(d.small.meetings, s.httpMeetings)}.`,
    `That rate makes 13,000 POSTs too slow for the run, so the rest was written with the server stopped, through the API's own zod schemas and service functions on its data directory (bench/api/direct-seed.ts), then the server restarted on it:`,
    `small user's ${d.small.tasks} WBS tasks ${rate(d.small.tasks, s.directSmallTasks)}; big user's ${d.big.todos.toLocaleString('en')} to-dos ${rate(d.big.todos, s.directTodos)}, ${d.big.meetings.toLocaleString('en')} meetings ${rate(d.big.meetings, s.directMeetings)}, ${d.big.tasks.toLocaleString('en')} WBS tasks ${rate(d.big.tasks, s.directTasks)}.`,
    'A bare GET /api/todos answers the whole list (the API pages only with ?limit).',
  ].join(' ');
}

export function apiReport(d: ApiData): string {
  const allErrors = d.endpoints.filter((e) => e.name !== 'POST /api/auth/login').reduce((n, e) => n + errorsOf(e.runs), 0) + d.ceilings.reduce((n, c) => n + errorsOf(c.app), 0);
  const loginErrors = errorsOf(d.endpoints.find((e) => e.name === 'POST /api/auth/login')?.runs ?? []);
  const quietP99 = med(d.storm.quiet, 'p99');
  const stormP99 = med(d.storm.during, 'p99');
  const bigRows = d.bigLists.filter((e) => e.runs.length > 0 && !e.name.includes('limit=') && !e.name.includes('stats') && !e.name.includes('/api/search'));
  const searchRows = d.bigLists.filter((e) => e.runs.length > 0 && e.name.includes('/api/search'));
  const targets = [
    ...ceilingTargets(d.ceilings),
    ['0 errors (every endpoint at 10 connections, login included)', `${allErrors + loginErrors}`, verdict(allErrors + loginErrors === 0)],
    [`login storm: ${d.storm.probe} p99 ≤ 2 × quiet p99`, `${stormP99.toFixed(1)} ms vs 2 × ${quietP99.toFixed(1)} ms (×${(stormP99 / quietP99).toFixed(2)})`, verdict(stormP99 <= 2 * quietP99)],
    ...bigRows.map((e) => {
      const p50 = med(e.runs, 'p50');
      return [`${d.big.todos.toLocaleString('en')}-item user: ${e.name} p50 ≤ 100 ms`, `${p50.toFixed(1)} ms`, verdict(p50 <= 100)];
    }),
    // The issue asks p95 ≤ 100 ms; autocannon reports p99, a stricter bound.
    ...searchRows.map((e) => [`${d.big.todos.toLocaleString('en')}-item user: ${e.name} p99 ≤ 100 ms`, `${med(e.runs, 'p99').toFixed(1)} ms`, verdict(med(e.runs, 'p99') <= 100)]),
    ...d.bigLists.filter((e) => e.runs.length === 0).map((e) => [`${d.big.todos.toLocaleString('en')}-item user: ${e.name}`, e.note ?? '', 'not measured']),
  ];
  return [
    '## API under load (autocannon, 127.0.0.1, one-port server on the embedded database)',
    '',
    `Each figure: median (min–max) over ${d.runs} runs of ${d.seconds} s (POST /api/auth/login and the 10,000-item lists: 30 and 8 requests per run instead, as they are slow). User with ${d.small.todos} to-dos, ${d.small.meetings} meetings, one WBS project with ${d.small.tasks} tasks. POST /api/todos writes as a second user so the measured list stays at ${d.small.todos}. Errors = connection errors + timeouts + non-2xx.`,
    '',
    '### Targets',
    '',
    mdTable(['target', 'measured (medians)', 'result'], targets, ['---', '---', '---']),
    '',
    '### Endpoints at 10 connections',
    '',
    mdTable(HEAD, rows(d.endpoints)),
    '',
    '### Reference ceilings (a bare node:http server sending the same bytes per route), runs interleaved with the app',
    '',
    mdTable(['route', 'bytes', 'items', 'app req/s', 'ceiling req/s', 'ratio', 'app p99 ms', 'ceiling p99 ms', 'app errors'], d.ceilings.map((c) => [
      c.name, c.bytes.toLocaleString('en'), c.items, fmt(spread(c.app.map((r) => r.rps)), 0), fmt(spread(c.ceiling.map((r) => r.rps)), 0), ratioOf(c).toFixed(2), fmt(spread(c.app.map((r) => r.p99))), fmt(spread(c.ceiling.map((r) => r.p99))), errorsOf(c.app),
    ])),
    '',
    `### Login storm (10 connections of correct-password logins; ${d.storm.probe} probed at 1 connection)`,
    '',
    'Throttling counts failed attempts only (5 per username+IP, 30 per IP, 15-minute windows) and a success clears the username+IP counter, so one account logging in correctly is never throttled.',
    `The storm runs for the probe's ${d.seconds} s window. When one bcrypt (cost 12) login takes longer than that window at 10 connections, no storm request completes inside it: its row then shows n/a and one "error" per run (no answer within the run), while its hashing load was present during the whole probe window.`,
    '',
    mdTable(HEAD, rows([{ name: `${d.storm.probe} quiet`, connections: 1, runs: d.storm.quiet }, { name: `${d.storm.probe} during storm`, connections: 1, runs: d.storm.during }, { name: 'POST /api/auth/login (storm)', connections: 10, runs: d.storm.logins }])),
    '',
    `### ${d.big.todos.toLocaleString('en')} to-dos / ${d.big.meetings.toLocaleString('en')} meetings / ${d.big.tasks.toLocaleString('en')} WBS tasks for one user (1 connection)`,
    '',
    seedingNote(d),
    '',
    mdTable(HEAD, rows(d.bigLists)),
    '',
    '### Lists right after a write (1 connection, not answered from the list cache)',
    '',
    'GET /api/todos, GET /api/meetings and GET /api/wbs/projects/{id}/tasks are answered from a per-process cache while the list\'s revision stamp is unchanged (docs/architecture.md), so the load figures above measure mostly cached lists. Here each request follows an edit of one item of that list (a to-do, a meeting, a task), so the list is built from the database: milliseconds per request, median (min–max) over the rounds.',
    '',
    mdTable(['request', 'items', 'ms'], d.cold.map((c) => [c.name, c.items, fmt(c.ms)])),
  ].join('\n');
}
