// Query, update, delete, findAndModify, count, distinct and cursors through the official driver.
import { Long, type UpdateFilter } from 'mongodb';
import { commandError, rejects, type Case, type Loose } from './target';

/** the driver's update typing cannot follow paths into untyped arrays */
const u = (update: object) => update as UpdateFilter<Loose>;

const people = [
  { _id: 1, name: 'ann', age: 30, tags: ['a', 'b'], addr: { city: 'Seoul' } },
  { _id: 2, name: 'bob', age: 25, tags: ['b'], addr: { city: 'Busan' } },
  { _id: 3, name: 'cy', age: 35, tags: [], nick: null },
  { _id: 4, name: 'dee', items: [{ k: 'x', n: 1 }, { k: 'y', n: 5 }] },
];

const ids = (docs: { _id: unknown }[]) => docs.map((d) => d._id);

export const crudCases: Case[] = [
  {
    name: 'find with filter, projection, sort, skip, limit',
    async run({ coll }) {
      const c = coll();
      await c.insertMany(people);
      const r = await c.find({ age: { $gte: 20 } }, { projection: { name: 1, _id: 0 } }).sort({ age: -1 }).skip(1).limit(2).toArray();
      expect(r).toEqual([{ name: 'ann' }, { name: 'bob' }]);
      const ex = await c.findOne({ _id: 1 }, { projection: { tags: 0, addr: 0 } });
      expect(ex).toEqual({ _id: 1, name: 'ann', age: 30 });
      const nested = await c.findOne({ _id: 1 }, { projection: { 'addr.city': 1 } });
      expect(nested).toEqual({ _id: 1, addr: { city: 'Seoul' } });
    },
  },
  {
    name: 'query operators',
    async run({ coll }) {
      const c = coll();
      await c.insertMany(people);
      const q = async (f: object) => ids(await c.find(f).sort({ _id: 1 }).toArray());
      expect(await q({ age: { $in: [25, 35] } })).toEqual([2, 3]);
      expect(await q({ age: { $nin: [25, 35] } })).toEqual([1, 4]);
      expect(await q({ tags: 'b' })).toEqual([1, 2]);
      expect(await q({ tags: { $all: ['a', 'b'] } })).toEqual([1]);
      expect(await q({ tags: { $size: 0 } })).toEqual([3]);
      expect(await q({ name: { $regex: '^[ab]' } })).toEqual([1, 2]);
      expect(await q({ name: /^C/i })).toEqual([3]);
      expect(await q({ $or: [{ age: 25 }, { name: 'dee' }] })).toEqual([2, 4]);
      expect(await q({ $and: [{ age: { $gt: 20 } }, { age: { $lt: 31 } }] })).toEqual([1, 2]);
      expect(await q({ $nor: [{ age: 25 }, { age: { $exists: false } }] })).toEqual([1, 3]);
      expect(await q({ age: { $not: { $gt: 26 } } })).toEqual([2, 4]);
      expect(await q({ age: { $ne: 30 } })).toEqual([2, 3, 4]);
      expect(await q({ 'addr.city': 'Busan' })).toEqual([2]);
      expect(await q({ items: { $elemMatch: { k: 'y', n: { $gt: 2 } } } })).toEqual([4]);
      expect(await q({ 'items.n': 1 })).toEqual([4]);
      expect(await q({ age: { $type: 'int' } })).toEqual([1, 2, 3]);
      expect(await q({ age: { $mod: [5, 0] } })).toEqual([1, 2, 3]);
      expect(await q({ $expr: { $gt: ['$age', 29] } })).toEqual([1, 3]);
    },
  },
  {
    name: 'null matches null and missing; $exists',
    async run({ coll }) {
      const c = coll();
      await c.insertMany(people);
      const q = async (f: object) => ids(await c.find(f).sort({ _id: 1 }).toArray());
      expect(await q({ nick: null })).toEqual([1, 2, 3, 4]);
      expect(await q({ nick: { $exists: true } })).toEqual([3]);
      expect(await q({ age: null })).toEqual([4]);
      expect(await q({ age: { $ne: null } })).toEqual([1, 2, 3]);
      expect(await q({ nick: { $type: 'null' } })).toEqual([3]);
    },
  },
  {
    name: 'update operators',
    async run({ coll }) {
      const c = coll();
      await c.insertMany(people);
      await c.updateOne({ _id: 1 }, { $set: { 'addr.zip': '04524' }, $unset: { name: '' }, $inc: { age: 2 } });
      await c.updateOne({ _id: 1 }, u({ $push: { tags: 'c' } }));
      await c.updateOne({ _id: 1 }, { $addToSet: { tags: { $each: ['c', 'd'] } } });
      await c.updateOne({ _id: 1 }, u({ $pull: { tags: 'a' } }));
      await c.updateOne({ _id: 2 }, u({ $push: { tags: { $each: ['z', 'y'], $sort: 1, $slice: 2 } } }));
      await c.updateOne({ _id: 3 }, { $min: { age: 20 }, $max: { score: 7 }, $mul: { missing: 3 } });
      await c.updateOne({ _id: 3 }, { $rename: { age: 'years' } });
      await c.updateOne({ _id: 4 }, u({ $pull: { items: { n: { $gt: 3 } } } }));
      const docs = await c.find().sort({ _id: 1 }).toArray();
      expect(docs[0]).toEqual({ _id: 1, age: 32, tags: ['b', 'c', 'd'], addr: { city: 'Seoul', zip: '04524' } });
      expect(docs[1].tags).toEqual(['b', 'y']);
      expect(docs[2]).toEqual({ _id: 3, name: 'cy', tags: [], nick: null, score: 7, missing: 0, years: 20 });
      expect(docs[3].items).toEqual([{ k: 'x', n: 1 }]);
    },
  },
  {
    name: 'upsert with $setOnInsert, updateMany counts, replaceOne',
    async run({ coll }) {
      const c = coll();
      await c.insertMany(people);
      const up = await c.updateOne({ email: 'z@x' }, { $set: { age: 50 }, $setOnInsert: { created: true } }, { upsert: true });
      expect(up.upsertedCount).toBe(1);
      expect(await c.findOne({ email: 'z@x' }, { projection: { _id: 0 } })).toEqual({ email: 'z@x', age: 50, created: true });
      const again = await c.updateOne({ email: 'z@x' }, { $set: { age: 51 }, $setOnInsert: { created: false } }, { upsert: true });
      expect(again).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
      expect((await c.findOne({ email: 'z@x' }))?.created).toBe(true);
      const many = await c.updateMany({ age: { $lt: 40 } }, { $set: { young: true } });
      expect(many).toMatchObject({ matchedCount: 3, modifiedCount: 3 });
      const noop = await c.updateMany({ age: { $lt: 40 } }, { $set: { young: true } });
      expect(noop).toMatchObject({ matchedCount: 3, modifiedCount: 0 });
      await c.replaceOne({ _id: 2 }, { name: 'bobby' });
      expect(await c.findOne({ _id: 2 })).toEqual({ _id: 2, name: 'bobby' });
    },
  },
  {
    name: 'arrayFilters, positional $ and $[]',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, grades: [{ s: 1, t: 'a' }, { s: 5, t: 'b' }, { s: 9, t: 'c' }], nums: [1, 2, 3] });
      await c.updateOne({ _id: 1 }, { $set: { 'grades.$[g].t': 'hi' } }, { arrayFilters: [{ 'g.s': { $gte: 5 } }] });
      await c.updateOne({ _id: 1, 'grades.s': 1 }, { $set: { 'grades.$.t': 'first' } });
      await c.updateOne({ _id: 1 }, { $inc: { 'nums.$[]': 10 } });
      await c.updateOne({ _id: 1, nums: 12 }, { $set: { 'nums.$': 0 } });
      const d = await c.findOne({ _id: 1 });
      expect(d?.grades.map((g: { t: string }) => g.t)).toEqual(['first', 'hi', 'hi']);
      expect(d?.nums).toEqual([11, 0, 13]);
    },
  },
  {
    name: 'pipeline update',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, a: 2, b: 3, keep: 'x' });
      await c.updateOne({ _id: 1 }, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }]);
      expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 2, keep: 'x', sum: 5 });
    },
  },
  {
    name: '$inc on a string is TypeMismatch (14)',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, n: 'five' });
      const err = await rejects(c.updateOne({ _id: 1 }, { $inc: { n: 1 } }));
      expect(err.code).toBe(14);
      expect(err.message).toContain('Cannot apply $inc to a value of non-numeric type');
      const err2 = await rejects(c.updateOne({ _id: 1 }, { $inc: { m: 'x' as unknown as number } }));
      expect(err2.code).toBe(14);
    },
  },
  {
    name: 'modifying _id is ImmutableField (66)',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, a: 1 });
      expect((await rejects(c.updateOne({ _id: 1 }, { $set: { _id: 2 } }))).code).toBe(66);
      expect((await rejects(c.replaceOne({ _id: 1 }, { _id: 3, a: 2 }))).code).toBe(66);
      expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1 });
    },
  },
  {
    name: 'setting a field inside a scalar or array is PathNotViable (28)',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, tags: ['a'], n: 5, z: null });
      const err = await rejects(c.updateOne({ _id: 1 }, u({ $set: { 'tags.x': 1 } })));
      expect(err.code).toBe(28);
      expect(err.message).toContain("Cannot create field 'x' in element {tags: ");
      expect((await rejects(c.updateOne({ _id: 1 }, { $set: { 'n.m': 1 } }))).code).toBe(28);
      expect((await rejects(c.updateOne({ _id: 1 }, { $set: { 'z.m': 1 } }))).code).toBe(28);
      await c.updateOne({ _id: 1 }, { $set: { 'tags.3': 'd', 'new.deep.x': 1 } });
      expect(await c.findOne({ _id: 1 }, { projection: { tags: 1, new: 1 } })).toEqual({ _id: 1, tags: ['a', null, null, 'd'], new: { deep: { x: 1 } } });
    },
  },
  {
    name: 'conflicting update paths are ConflictingUpdateOperators (40)',
    async run({ coll }) {
      const c = coll();
      await c.insertOne({ _id: 1, a: { b: 1 } });
      expect((await rejects(c.updateOne({ _id: 1 }, { $set: { a: 1 }, $inc: { 'a.b': 1 } }))).code).toBe(40);
    },
  },
  {
    name: 'delete one and many',
    async run({ coll }) {
      const c = coll();
      await c.insertMany(people);
      expect((await c.deleteOne({ age: { $gt: 20 } })).deletedCount).toBe(1);
      expect((await c.deleteMany({ name: { $regex: /^[bcd]/ } })).deletedCount).toBe(3);
      expect(await c.countDocuments()).toBe(0);
    },
  },
  {
    name: 'findOneAndUpdate / Delete / Replace',
    async run({ coll }) {
      const c = coll();
      await c.insertMany(people);
      const before = await c.findOneAndUpdate({ name: 'ann' }, { $inc: { age: 1 } }, { returnDocument: 'before' });
      expect(before?.age).toBe(30);
      const after = await c.findOneAndUpdate({ name: 'ann' }, { $inc: { age: 1 } }, { returnDocument: 'after', projection: { age: 1 } });
      expect(after).toEqual({ _id: 1, age: 32 });
      const sorted = await c.findOneAndUpdate({ age: { $exists: true } }, { $set: { top: 1 } }, { sort: { age: -1 }, returnDocument: 'after' });
      expect(sorted?._id).toBe(3);
      const ups = await c.findOneAndUpdate({ _id: 9 }, { $set: { v: 1 } }, { upsert: true, returnDocument: 'after', includeResultMetadata: true });
      expect(ups.value).toEqual({ _id: 9, v: 1 });
      expect(ups.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: 9 });
      const none = await c.findOneAndUpdate({ _id: 99 }, { $set: { v: 1 } });
      expect(none).toBeNull();
      expect((await c.findOneAndDelete({ _id: 2 }))?.name).toBe('bob');
      expect((await c.findOneAndReplace({ _id: 3 }, { name: 'cee' }, { returnDocument: 'after' }))).toEqual({ _id: 3, name: 'cee' });
    },
  },
  {
    name: 'count, countDocuments, estimatedDocumentCount, distinct',
    async run({ db, coll }) {
      const c = coll();
      await c.insertMany(people);
      expect(await c.countDocuments({ age: { $gte: 30 } })).toBe(2);
      expect(await c.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
      expect(await c.estimatedDocumentCount()).toBe(4);
      expect((await db.command({ count: c.collectionName, query: { tags: 'b' } })).n).toBe(2);
      expect(await c.distinct('tags')).toEqual(['a', 'b']);
      expect(await c.distinct('addr.city', { age: { $gt: 20 } })).toEqual(['Busan', 'Seoul']);
    },
  },
  {
    name: 'cursor over many batches, getMore and killCursors',
    async run({ db, coll }) {
      const c = coll();
      await c.insertMany(Array.from({ length: 1000 }, (_, i) => ({ _id: i, v: i % 7 })));
      const all = await c.find({}, { batchSize: 7 }).sort({ _id: 1 }).toArray();
      expect(all.length).toBe(1000);
      expect(all[999]._id).toBe(999);
      const first = await db.command({ find: c.collectionName, filter: {} });
      expect(first.cursor.firstBatch.length).toBe(101);
      expect(first.cursor.id).toBeInstanceOf(Long);
      const more = await db.command({ getMore: first.cursor.id, collection: c.collectionName, batchSize: 500 });
      expect(more.cursor.nextBatch.length).toBe(500);
      const killed = await db.command({ killCursors: c.collectionName, cursors: [first.cursor.id] });
      expect(killed.cursorsKilled.map(String)).toEqual([String(first.cursor.id)]);
      const err = await commandError(db, { getMore: first.cursor.id, collection: c.collectionName });
      expect(err.code).toBe(43);
      const single = await db.command({ find: c.collectionName, filter: {}, limit: 5, singleBatch: true });
      expect(single.cursor.firstBatch.length).toBe(5);
      expect(String(single.cursor.id)).toBe('0');
    },
  },
  {
    name: 'aggregate stages',
    async run({ db, coll }) {
      const c = coll();
      await c.insertMany(people);
      const owners = db.collection<Loose>(`${c.collectionName}_owners`);
      await owners.insertMany([{ _id: 'a', label: 'tag a' }, { _id: 'b', label: 'tag b' }]);
      const grouped = await c.aggregate([
        { $match: { age: { $exists: true } } },
        { $group: { _id: { $gte: ['$age', 30] }, n: { $sum: 1 }, avg: { $avg: '$age' } } },
        { $sort: { _id: 1 } },
      ]).toArray();
      expect(grouped).toEqual([{ _id: false, n: 1, avg: 25 }, { _id: true, n: 2, avg: 32.5 }]);
      expect(await c.aggregate([{ $match: { age: { $gt: 26 } } }, { $count: 'n' }]).toArray()).toEqual([{ n: 2 }]);
      const unwound = await c.aggregate([
        { $unwind: '$tags' },
        { $lookup: { from: owners.collectionName, localField: 'tags', foreignField: '_id', as: 'o' } },
        { $addFields: { label: { $first: '$o.label' } } },
        { $project: { _id: 0, name: 1, label: 1 } },
        { $sort: { name: 1, label: 1 } },
        { $skip: 1 },
        { $limit: 5 },
      ]).toArray();
      expect(unwound).toEqual([{ name: 'ann', label: 'tag b' }, { name: 'bob', label: 'tag b' }]);
      const [facet] = await c.aggregate([{ $facet: { n: [{ $count: 'n' }], names: [{ $sort: { name: -1 } }, { $limit: 1 }, { $project: { _id: 0, name: 1 } }] } }]).toArray();
      expect(facet).toEqual({ n: [{ n: 4 }], names: [{ name: 'dee' }] });
    },
  },
  {
    name: 'collation: case-insensitive find',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([{ n: 'Apple' }, { n: 'apple' }]);
      const r = await c.find({ n: 'APPLE' }, { collation: { locale: 'en', strength: 2 } }).toArray();
      expect(r.length).toBe(2);
    },
  },
  {
    name: '$where query',
    async run({ coll }) {
      const c = coll();
      await c.insertMany([{ a: 1 }, { a: 2 }]);
      expect(await c.countDocuments({ $where: 'this.a > 1' })).toBe(1);
    },
  },
];
