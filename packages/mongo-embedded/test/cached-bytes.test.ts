// Replies reuse each stored document's cached BSON: every write path must make reads return the new values,
// and index-decided queries (no per-document matching) must answer exactly what matching would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Int32, Long, MongoClient, ObjectId, type Collection, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';

let server: EmbeddedMongo;
let dir: string;
let client: MongoClient;
let coll: Collection<Document>;
const owner = new ObjectId();
const other = new ObjectId();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mongo-embedded-bytes-'));
  server = await startEmbeddedMongo({ dataDir: dir, sync: false, log: () => {} });
  client = await new MongoClient(server.uri).connect();
  coll = client.db('b').collection('todos');
  await coll.createIndex({ ownerId: 1, createdAt: -1, _id: -1 });
  await coll.createIndex({ ownerId: 1, status: 1 });
  const docs = Array.from({ length: 150 }, (_, i) => ({
    ownerId: i % 5 === 0 ? other : owner,
    title: `t${i}`,
    status: i % 3 === 0 ? 'done' : 'todo',
    createdAt: new Date(1_700_000_000_000 + i * 1000),
  }));
  await coll.insertMany(docs);
});

afterAll(async () => {
  await client.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const list = (filter: Document = { ownerId: owner }) => coll.find(filter).sort({ createdAt: -1, _id: -1 }).toArray();

test('reads after updateOne, replaceOne, findOneAndUpdate/Replace/Delete and deleteOne show the new state', async () => {
  const before = await list(); // fills the byte cache for every listed document
  expect(before).toHaveLength(120);
  const [a, b, c, d, e] = before;

  await coll.updateOne({ _id: a._id }, { $set: { title: 'updated' } });
  await coll.replaceOne({ _id: b._id }, { ownerId: owner, title: 'replaced', status: 'todo', createdAt: b.createdAt });
  await coll.findOneAndUpdate({ _id: c._id }, { $set: { status: 'done' } });
  await coll.findOneAndReplace({ _id: d._id }, { ownerId: owner, title: 'fam-replaced', status: 'todo', createdAt: d.createdAt });
  await coll.findOneAndDelete({ _id: e._id });
  await coll.deleteOne({ _id: before[5]._id });
  await coll.updateMany({ ownerId: owner, title: 't1' }, { $set: { title: 'many' } });

  const after = await list();
  expect(after).toHaveLength(118);
  expect(after[0]).toMatchObject({ _id: a._id, title: 'updated' });
  expect(after[1]).toEqual({ _id: b._id, ownerId: owner, title: 'replaced', status: 'todo', createdAt: b.createdAt });
  expect(after[2]).toMatchObject({ _id: c._id, status: 'done' });
  expect(after[3].title).toBe('fam-replaced');
  expect(after.some((x) => x._id.equals(e._id) || x._id.equals(before[5]._id))).toBe(false);
  expect(after.find((x) => x.title === 'many')).toBeDefined();
  expect(await coll.findOne({ _id: a._id, ownerId: owner })).toMatchObject({ title: 'updated' });
});

test('getMore batches, projections and aggregate results come back whole and correct', async () => {
  const cursor = coll.find({ ownerId: owner }, { batchSize: 7 }).sort({ createdAt: 1 });
  const all = await cursor.toArray();
  const times = all.map((x) => (x.createdAt as Date).getTime());
  expect(times).toEqual([...times].sort((x, y) => x - y));
  const projected = await coll.find({ ownerId: owner }, { projection: { title: 1, _id: 0 } }).limit(3).toArray();
  expect(projected.every((p) => Object.keys(p).join() === 'title')).toBe(true);
  const agg = await coll.aggregate([{ $match: { ownerId: owner } }, { $sort: { createdAt: -1 } }, { $limit: 2 }]).toArray();
  expect(agg.map((x) => x._id)).toEqual(all.slice(-2).reverse().map((x) => x._id));
});

test('index-decided counts and finds agree with matching, across number types and $in', async () => {
  const filter = { ownerId: owner, status: 'done' };
  const matched = (await coll.find({ ...filter, title: { $exists: true } }).toArray()).length; // not index-decided
  expect(await coll.countDocuments(filter)).toBe(matched);
  expect(await coll.countDocuments({ ownerId: owner, status: { $in: ['done', 'done', 'todo'] } })).toBe(118);
  expect(await coll.countDocuments({ ownerId: owner, status: { $in: ['done'] } }, { skip: 2, limit: 5 })).toBe(5);
  const nums = client.db('b').collection('nums');
  await nums.createIndex({ n: 1 });
  await nums.insertMany([{ n: new Int32(1) }, { n: 1.0 }, { n: Long.fromNumber(1) }, { n: 2 }, { m: 1 }]);
  expect(await nums.countDocuments({ n: 1 })).toBe(3);
  expect(await nums.countDocuments({ n: { $in: [1, 2] } })).toBe(4);
  // once an array is indexed the index is multikey and equality falls back to matching
  await nums.insertOne({ n: [1, 5] });
  expect(await nums.countDocuments({ n: 1 })).toBe(4);
  expect((await nums.find({ n: 5 }).toArray()).length).toBe(1);
});

test('a $group reading a few fields gives the same figures as one reading whole documents', async () => {
  const stats = await coll.aggregate([
    { $match: { ownerId: owner } },
    { $group: { _id: null, total: { $sum: 1 }, done: { $sum: { $cond: [{ $eq: ['$status', 'done'] }, 1, 0] } }, last: { $max: '$createdAt' } } },
  ]).toArray();
  const all = await coll.find({ ownerId: owner }).toArray();
  const latest = Math.max(...all.map((d) => (d.createdAt as Date).getTime()));
  expect(stats).toEqual([{ _id: null, total: all.length, done: all.filter((d) => d.status === 'done').length, last: new Date(latest) }]);
  // $$ROOT needs whole documents
  const whole = (await coll.aggregate([{ $match: { ownerId: owner } }, { $group: { _id: '$status', docs: { $push: '$$ROOT' } } }]).toArray())
    .sort((a, b) => String(a._id).localeCompare(String(b._id)));
  expect(whole.map((g) => g.docs.length)).toEqual([all.filter((d) => d.status === 'done').length, all.filter((d) => d.status === 'todo').length]);
  expect(whole[0].docs[0]).toHaveProperty('title');
});
