// The mixed workload's report section: per server and phase the figures by kind, per operation, the targets.
import os from 'node:os';
import { mdTable, verdict } from '../../lib/stats';
import type { Figures } from './summary';
import type { ServerResult } from './run';
import type { SHARES } from './ops';
import type { SEED } from './users';

interface MixedData { connections: number; stormConnections: number; seconds: number; warmupSeconds?: number; shares: typeof SHARES; seed: typeof SEED; results: ServerResult[] }

const pct = (share: number) => Number((share * 100).toFixed(1));
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
/** An error count by status (0 = no answer: a connection error or a timeout) with their median time, e.g. `4 (429: 3 at 30012 ms, 503: 1 at 2 ms)`. */
const errors = (f: Figures) => (f.errors ? `${f.errors} (${Object.entries(f.statuses).map(([s, n]) => `${s}: ${n} at ${(f.errorP50[s] ?? NaN).toFixed(0)} ms`).join(', ')})` : '0');
const row = (label: string, f: Figures) => [label, f.requests, f.rps.toFixed(0), ms(f.p50), ms(f.p95), ms(f.p99), errors(f)];
const HEAD = ['requests', 'count', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
const PHASE = { mix: 'mix 70/25/5', noLogins: 'reads and writes only', storm: 'mix + login storm' };
type Phase = keyof typeof PHASE;
const name = (r: ServerResult) => (r.processes === 1 ? '1 process' : `API_WORKERS=${r.processes}`);

function targets(r: ServerResult): (string | number)[][] {
  const { mix, storm } = r;
  const ratio = storm.others.p99 / mix.others.p99;
  return [
    [`${name(r)}: mix 0 errors`, `${mix.all.errors} of ${mix.all.requests}`, verdict(mix.all.errors === 0)],
    [`${name(r)}: mix p99 ≤ 100 ms (reads and writes; logins apart)`, `${ms(mix.others.p99)} ms (logins p99 ${ms(mix.logins.p99)} ms)`, verdict(mix.others.p99 <= 100)],
    [`${name(r)}: login storm raises reads+writes p99 < 2×`, `${ms(storm.others.p99)} vs ${ms(mix.others.p99)} ms (×${ratio.toFixed(2)})`, verdict(ratio < 2)],
    ...r.checks.map((c) => [`${name(r)}: ${c.name}`, c.detail, verdict(c.ok)]),
  ];
}

/**
 * Where the mix's answers over 100 ms sit: its opening (until at most a tenth of the connections still send reads and
 * writes) against the rest, and the throughput p99 ≤ 100 ms would need there (at 50 busy connections, by Little's
 * law with the measured p99 ÷ mean of that opening).
 */
function openingLines(d: MixedData): string[] {
  const rows = d.results.filter((r) => r.mix.opening).map((r) => {
    const o = r.mix.opening!;
    return [name(r), `${o.seconds.toFixed(1)} s`, o.others.requests, o.others.rps.toFixed(0), ms(o.others.mean), ms(o.others.p99), `${o.slow} of ${o.slowAll}`, o.rest.requests, ms(o.rest.p99), o.others.requests ? ((d.connections * 1000 * (o.others.p99 / o.others.mean)) / 100).toFixed(0) : 'n/a'];
  });
  if (!rows.length) return [];
  return [
    '',
    `**The opening** (until at most ${d.connections / 10} of the ${d.connections} connections still send reads and writes; the others wait for a login): the phase's p99 ≤ 100 ms allows 1 % of its reads and writes over 100 ms. "needed req/s": the reads and writes a second the opening would need for its p99 to be 100 ms with its own p99 ÷ mean (${d.connections} connections busy, Little's law: mean = connections ÷ throughput).`,
    '',
    mdTable(['server', 'opening', 'reads+writes', 'req/s', 'mean ms', 'p99 ms', '> 100 ms: opening of phase', 'after: count', 'after: p99 ms', 'needed req/s'], rows),
  ];
}

export function mixedReport(d: MixedData): string {
  const [one, two] = d.results;
  const scale = (k: 'mix' | 'noLogins') => `${one[k].all.rps.toFixed(0)} → ${two[k].all.rps.toFixed(0)} req/s (×${(two[k].all.rps / one[k].all.rps).toFixed(2)})`;
  const cpuRows = d.results.flatMap((r) => (['mix', 'noLogins', 'storm'] as const).map((k) => {
    const p = r[k];
    return [`${name(r)}: ${PHASE[k]}`, p.all.rps.toFixed(0), p.coresBusy.toFixed(2), p.cpuMsPerRequest.toFixed(2), (1000 / p.cpuMsPerRequest).toFixed(0)];
  }));
  const ops = [...new Set(d.results.flatMap((r) => Object.keys(r.mix.byOp)))].sort();
  const opRow = (phase: Phase) => (op: string) => [op, ...d.results.flatMap((r) => { const f = r[phase].byOp[op]; return f ? [f.requests, ms(f.p50), ms(f.p99), errors(f)] : ['–', '–', '–', '–']; })];
  const opHead = ['request', ...d.results.flatMap((r) => [`${name(r)} n`, 'p50', 'p99', 'err'])];
  /** The other phases' requests that had errors, by status (the mix shows every request). */
  const erring = (phase: Phase) => {
    const names = [...new Set(d.results.flatMap((r) => Object.keys(r[phase].byOp)))].sort().filter((op) => d.results.some((r) => (r[phase].byOp[op]?.errors ?? 0) > 0));
    return [`Errors by request and status, ${PHASE[phase]}: ${names.length ? '' : 'none.'}`, '', ...(names.length ? [mdTable(opHead, names.map(opRow(phase))), ''] : [])];
  };
  return [
    `## Mixed workload (${d.connections} connections, ${d.seconds} s per phase; 1 process vs API_WORKERS=2)`,
    '',
    `Closed loop (bench/api/mixed): each connection (its own keep-alive socket) sends its next request when the last one answered, drawn ${pct(d.shares.read)} % reads (GET to-dos list and detail, meetings list and detail, WBS projects and one project's tasks, the calendar of this month, search, stats summary, in equal parts), ${pct(d.shares.write)} % writes (create, update, complete and delete to-dos; create, update and delete meetings; only items the run made are changed or deleted, at most 200 per user) and ${pct(d.shares.login)} % logins (bcrypt cost 12; \`MIXED_LOGIN_SHARE\` changes that share). ${d.seed.users} users seeded through the API once (${d.seed.todos} to-dos, ${d.seed.meetings} meetings, one WBS project with ${d.seed.tasks} tasks each), ${d.connections / d.seed.users} connections per user; both servers start on copies of that data directory${d.warmupSeconds ? `, and each first answers ${d.warmupSeconds} s of the reads and writes (not counted: a process that just started runs its hot code unoptimised for its first seconds; the cold start has its own section)` : ''}. Storm variant: the same mix plus ${d.stormConnections} connections sending only logins. The load generator runs in the bench's own process on the same ${os.cpus().length} cores (as autocannon does). Errors: connection errors and every answer ≥ 400.`,
    '',
    '### Targets',
    '',
    mdTable(['target', 'measured', 'result'], [...targets(one), ...targets(two)], ['---', '---', '---']),
    '',
    `**1 vs 2 processes**: mix ${scale('mix')}, reads and writes only ${scale('noLogins')}; reads+writes p99 in the mix ${ms(one.mix.others.p99)} → ${ms(two.mix.others.p99)} ms. The database (its own process with API_WORKERS, a worker thread with one process), the load generator and whatever else runs on the machine share the same ${os.cpus().length} cores, so a second API process can only take CPU the first one left idle.`,
    '',
    ...d.results.flatMap((r) => [
      `### ${name(r)}`,
      '',
      mdTable(HEAD, [
        row('mix: all', r.mix.all), row('mix: reads', r.mix.reads), row('mix: writes', r.mix.writes), row('mix: logins', r.mix.logins), row('mix: reads + writes', r.mix.others),
        row('reads and writes only (no logins)', r.noLogins.all),
        row('storm: reads + writes', r.storm.others), row('storm: logins (mix + storm connections)', r.storm.logins),
      ]),
      '',
    ]),
    d.shares.login === 0 ? 'No logins in the mix (MIXED_LOGIN_SHARE=0).' : `**Logins bound the mix**: a connection waits for its login like a user does, and one process hashes at most cores − 1 passwords at once (its queue holds 32 × that, then answers 503). So the mix cannot answer more than (logins answered per second) ÷ ${pct(d.shares.login)} % requests per second: ${d.results.map((r) => `${name(r)} ${r.mix.logins.rps.toFixed(1)} logins/s → at most ${(r.mix.logins.rps / d.shares.login).toFixed(0)} req/s`).join('; ')}. The reads-and-writes-only phase shows the rest of the API without that bound.`,
    '',
    '### The mix over time (reads and writes answered in each sixth of the phase, then while the last logins finish)',
    '',
    `A connection that draws a login waits for it (logins queue behind one bcrypt core), so the connections busy with reads and writes fall from all ${d.connections} at the start to the few not waiting for a login: the start runs at the reads-and-writes-only phase's throughput and tail, later slices at a light load. "in a login": connections waiting for a login at the slice's middle.`,
    '',
    mdTable(['server: seconds', 'reads+writes', 'req/s', 'p50 ms', 'p99 ms', 'in a login'], d.results.flatMap((r) => (r.mix.timeline ?? []).map((t) => [`${name(r)}: ${t.from.toFixed(0)}–${t.to.toFixed(0)} s${t.from >= d.seconds ? ' (no new requests)' : ''}`, t.others.requests, t.others.rps.toFixed(0), ms(t.others.p50), ms(t.others.p99), t.inLogin]))),
    '',
    ...openingLines(d),
    '### Server CPU (sizing)',
    '',
    'CPU seconds (user + system) of the server\'s whole process tree during each phase, from /proc: every API process and the embedded database, not the load generator nor other processes on the machine. CPU per request = that ÷ answered requests; requests per core-second = 1000 ÷ it (what one fully busy core would serve of that mix).',
    '',
    mdTable(['server: phase', 'req/s', 'server cores busy', 'server CPU ms / request', 'req/s per core'], cpuRows),
    '',
    '### Per request in the mix (count, p50 ms, p99 ms, errors by status)',
    '',
    mdTable(opHead, ops.map(opRow('mix'))),
    '',
    ...erring('noLogins'),
    ...erring('storm'),
  ].join('\n');
}
