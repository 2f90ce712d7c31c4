// The mongo-embedded benchmark's JSON as a report section.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mdTable } from './stats';

const FILE = path.resolve(__dirname, '../../packages/mongo-embedded/bench/results/mongo-embedded.json');

interface Row { scenario: string; clients: number; ops: number; opsPerSec: number; p50ms: number; p99ms: number; serverCpuUsPerOp?: number }
interface EmbeddedResult { date: string; loadAverage: number[]; fsync: boolean; rows: Row[]; memory: { docs: number; heapUsedMiB: number; rssMiB: number; note: string } }

export function embeddedDbSection(): string {
  if (!existsSync(FILE)) return '## Embedded database\n\nNo results: `npm run bench -w mongo-embedded` did not write its JSON.';
  const r = JSON.parse(readFileSync(FILE, 'utf8')) as EmbeddedResult;
  return [
    '## Embedded database (mongo-embedded, through mongoose to the CLI server in its own process, fsync on)',
    '',
    `From \`packages/mongo-embedded/bench/results/mongo-embedded.json\` (${r.date}, load average at its end ${r.loadAverage.join(' / ')}). One run per scenario: the ops count is large (2,000 per client at 1 client, 400 per client at 16), so p50/p99 are over thousands of operations.`,
    '',
    mdTable(['scenario', 'clients', 'ops', 'ops/s', 'p50 ms', 'p99 ms', 'server CPU µs/op'], r.rows.map((x) => [x.scenario, x.clients, x.ops, x.opsPerSec, x.p50ms, x.p99ms, x.serverCpuUsPerOp ?? '?'])),
    '',
    `Memory for ${r.memory.docs.toLocaleString('en')} small documents + a unique index: heap +${r.memory.heapUsedMiB} MiB, RSS +${r.memory.rssMiB} MiB (${r.memory.note}).`,
  ].join('\n');
}
