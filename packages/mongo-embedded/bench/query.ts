// In-process engine timings (no wire): the API's list, findOne-by-id and count queries, and the reply encoding.
// Run: npx tsx packages/mongo-embedded/bench/query.ts
import { BSON, Int32, Long, ObjectId } from 'bson';
import { runPipeline } from '../src/commands/aggregate';
import type { CommandContext } from '../src/commands/context';
import { Collection } from '../src/engine/collection';
import { Engine } from '../src/engine/database';
import { runQuery } from '../src/engine/query';
import { cursorReply, storedBytes } from '../src/wire/raw-bson';

function seed(): { coll: Collection; small: ObjectId; big: ObjectId; someId: unknown } {
  const coll = new Collection('haru', 'todos');
  coll.createIndex({ name: 'ownerId_1_createdAt_-1__id_-1', key: { ownerId: new Int32(1), createdAt: new Int32(-1), _id: new Int32(-1) } });
  coll.createIndex({ name: 'ownerId_1_status_1', key: { ownerId: new Int32(1), status: new Int32(1) } });
  const small = new ObjectId();
  const big = new ObjectId();
  const add = (ownerId: ObjectId, i: number) => coll.insert(Collection.prepare({
    ownerId, title: `할 일 ${i} — 장보기와 운동, 책 읽기`, memo: 'x'.repeat(200), status: i % 3 === 0 ? 'done' : 'todo',
    priority: 'normal', dueDate: null, tags: ['집', '운동'], createdAt: new Date(1_700_000_000_000 + i * 1000),
    updatedAt: new Date(1_700_000_000_000 + i * 1000), __v: new Int32(0),
  }));
  for (let i = 0; i < 200; i++) add(small, i);
  for (let i = 0; i < 10_000; i++) add(big, i);
  const [someId] = runQuery(coll, { filter: { ownerId: small }, limit: 1 }).map((d) => d._id);
  return { coll, small, big, someId };
}

function time(label: string, runs: number, fn: () => unknown): void {
  for (let i = 0; i < Math.min(50, runs); i++) fn();
  // CPU time, not wall time: the shared machine's load would otherwise dominate
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) fn();
  const used = process.cpuUsage(start);
  const us = (used.user + used.system) / runs;
  console.log(`${label.padEnd(58)} ${us.toFixed(1).padStart(9)} µs CPU`);
}

const { coll, small, big, someId } = seed();
const sort = { createdAt: -1, _id: -1 };
time('find {ownerId} 200 of 10,200, sorted', 2000, () => runQuery(coll, { filter: { ownerId: small }, sort }));
time('find {ownerId} 10,000 of 10,200, sorted', 50, () => runQuery(coll, { filter: { ownerId: big }, sort }));
time('find {ownerId, status} sorted (not index order)', 1000, () => runQuery(coll, { filter: { ownerId: small, status: 'todo' }, sort }));
time('findOne {_id, ownerId}', 20000, () => runQuery(coll, { filter: { _id: someId, ownerId: small }, limit: 1 }));
time('count {ownerId, status} of 10,000', 2000, () => coll.count({ ownerId: big, status: 'done' }));
time('count {ownerId} of 10,000', 2000, () => coll.count({ ownerId: big }));
const engine = new Engine();
engine.dbs.set('haru', new Map([['todos', coll]]));
const ctx = { engine, db: 'haru' } as CommandContext;
const done = { $sum: { $cond: [{ $eq: ['$status', 'done'] }, 1, 0] } };
const stats = (ownerId: ObjectId) => [{ $match: { ownerId } }, { $group: { _id: null, total: { $sum: 1 }, done, latest: { $max: '$createdAt' } } }];
time('stats $match + $group (3 accumulators) over 200', 500, () => runPipeline(ctx, 'todos', stats(small)));
time('stats $match + $group (3 accumulators) over 10,000', 20, () => runPipeline(ctx, 'todos', stats(big)));
const docs = runQuery(coll, { filter: { ownerId: small }, sort });
const reply = { cursor: { firstBatch: docs, id: Long.ZERO, ns: 'haru.todos' }, ok: 1 };
time('BSON.serialize of the 200-document reply', 500, () => BSON.serialize(reply));
time('cursorReply from cached bytes (200 documents)', 2000, () => cursorReply('firstBatch', docs.map(storedBytes), Long.ZERO, 'haru.todos'));
