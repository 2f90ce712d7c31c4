// npm run search -w bench — search latency of the 10,000-item user (issue 20: p95 ≤ 100 ms), in process: the
// user's 10,000 to-dos, 2,000 meetings and 1,000 WBS tasks (the API bench's seed bodies) written in bulk with the
// fields search reads and their search entries (`entryOf`, what the services write on save): through the services
// one by one this takes over 50 minutes on the shared 2-core machine. Then each query through the search service on
// the embedded database in its worker thread (as `npm start` runs it), 5 warm-up and 40 timed calls one after
// another. Also counts the index entries and records each query read.
// `npm run search -w bench -- <dir>` keeps the seeded data in <dir> and reuses it on the next run.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongoWorker } from 'mongo-embedded';
import { meetingBody, taskBody, todoBody } from './seed';
import { search, type SearchCost } from '../../api/src/modules/search/search.service';
import { entryOf } from '../../api/src/modules/search/search.entries';
import type { StoredRecord } from '../../api/src/modules/search/search.sources';
import { machine } from '../lib/machine';
import { writeResult } from '../lib/results';
import { mdTable } from '../lib/stats';

const BIG = { todos: 10_000, meetings: 2_000, tasks: 1_000 };
const OWNER = 'bench-search-owner';
const WARM = 5;
const RUNS = 40;
/** [query, what it stands for]: every to-do, a selective tag, 초성, typing, one record, attendees, bodies. */
const QUERIES: [string, string][] = [
  ['회의', 'a word in every to-do and meeting title'],
  ['태그7', 'a tag on one to-do in ten'],
  ['ㅂㄱㅅ', '초성 of a word in every to-do title'],
  ['ㅈㄱㅎㅇ', '초성 across a word gap (주간 회의)'],
  ['주간 회ㅇ', 'two words, the last half typed'],
  ['벤치마크 할일 9999번', 'one record'],
  ['김하루', 'attendee and assignee'],
  ['배포', 'meeting decisions and action items'],
];

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** One batch of records of a collection and their search entries. */
async function write(name: string, type: 'todo' | 'meeting' | 'task', docs: StoredRecord[]): Promise<void> {
  const database = mongoose.connection.db!;
  for (let i = 0; i < docs.length; i += 100) {
    const batch = docs.slice(i, i + 100);
    await database.collection(name).insertMany(batch);
    await database.collection('search_entries').insertMany(batch.map((d) => ({ _id: d._id, ...entryOf(type, d) })));
  }
}

async function seed(): Promise<void> {
  const id = () => new mongoose.Types.ObjectId();
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000);
  await write('todos', 'todo', Array.from({ length: BIG.todos }, (_, i) => {
    const b = todoBody(i);
    return { _id: id(), ownerId: OWNER, title: b.title, description: b.description, tags: b.tags, dueDate: b.due_date, createdAt: at(i), updatedAt: at(i) };
  }));
  await write('meetings', 'meeting', Array.from({ length: BIG.meetings }, (_, i) => ({ _id: id(), ownerId: OWNER, ...meetingBody(i), createdAt: at(i), updatedAt: at(i) })));
  const projectId = id();
  await write('wbs_tasks', 'task', Array.from({ length: BIG.tasks }, (_, i) => {
    const b = taskBody(i);
    return { _id: id(), ownerId: OWNER, projectId, title: b.title, description: b.description, assignee: b.assignee, startDate: b.start_date.slice(0, 10), createdAt: at(i), updatedAt: at(i) };
  }));
}

async function main() {
  const keep = process.argv[2];
  const dataDir = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'haru-bench-search-'));
  const marker = path.join(dataDir, 'seeded.json');
  let seeding = 'reused';
  const db = await startEmbeddedMongoWorker({ dataDir: path.join(dataDir, 'db'), log: () => undefined });
  mongoose.set('strictQuery', 'throw');
  mongoose.set('sanitizeFilter', true);
  // A loaded machine can keep the database thread busy past the driver's default 30 s monitor timeout.
  await mongoose.connect(db.uri, { dbName: 'haru', connectTimeoutMS: 600_000, serverSelectionTimeoutMS: 600_000 });
  await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
  if (!existsSync(marker)) {
    const t = performance.now();
    await seed();
    seeding = `${((performance.now() - t) / 1000).toFixed(0)} s`;
    writeFileSync(marker, seeding);
  }
  const start = machine();
  console.error(`seeding: ${seeding}`);
  const rows: { q: string; what: string; shown: number; entries: number; records: number; p50: number; p95: number }[] = [];
  try {
    for (const [q, what] of QUERIES) {
      const times: number[] = [];
      let shown = 0;
      let cost: SearchCost = { entries: 0, records: 0 };
      for (let i = 0; i < WARM + RUNS; i += 1) {
        cost = { entries: 0, records: 0 };
        const t = performance.now();
        const res = await search({ ownerId: OWNER, q }, cost);
        if (i >= WARM) times.push(performance.now() - t);
        shown = res.groups.reduce((n, g) => n + g.items.length, 0);
      }
      rows.push({ q, what, shown, ...cost, p50: pct(times, 0.5), p95: pct(times, 0.95) });
      console.error(`${q}: p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, ${shown} shown, read ${cost.entries} entries and ${cost.records} records`);
    }
  } finally {
    await mongoose.disconnect();
    await db.stop();
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }
  const end = machine();
  const data = { big: BIG, runs: RUNS, warm: WARM, seeding, loadAverage: { start: start.loadAverage, end: end.loadAverage }, cores: start.cores, rows };
  const md = [
    `## Search of the ${BIG.todos.toLocaleString('en')}-item user (in process)`,
    '',
    `${BIG.todos.toLocaleString('en')} to-dos, ${BIG.meetings.toLocaleString('en')} meetings and ${BIG.tasks.toLocaleString('en')} WBS tasks (the API bench's seed bodies) written in bulk with their search entries (bench/api/search-inprocess.ts; seeding ${seeding}); each query calls the search service ${RUNS} times one after another (after ${WARM} warm-up calls) on the embedded database in its worker thread, default limit (5 per type, every type). "Read" counts the index entries and records one call read. Load average (1/5/15 min) at start ${start.loadAverage.join(' / ')}, at end ${end.loadAverage.join(' / ')} on ${start.cores} cores: a shared machine, so absolute times move with the other work on it.`,
    '',
    mdTable(['query', 'what', 'hits shown', 'entries / records read', 'p50', 'p95 ≤ 100 ms', 'verdict'], rows.map((r) => [
      `\`${r.q}\``, r.what, String(r.shown), `${r.entries} / ${r.records}`, `${r.p50.toFixed(1)} ms`, `${r.p95.toFixed(1)} ms`, r.p95 <= 100 ? '**PASS**' : '**FAIL**',
    ])),
  ].join('\n');
  console.log(md);
  writeResult('search', data, md);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
